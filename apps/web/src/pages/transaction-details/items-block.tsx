import { Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TTransaction } from '@pos/contracts/sales';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Block, numeric } from './block';
import { hasLineDiscounts, itemLabel } from './transaction-details-data';

/** What was sold: a table on wide screens, a list on phones. */
export function ItemsBlock({ transaction: t }: { transaction: TTransaction }) {
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Block title="Items Purchased">
      {t.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items.
        </Text>
      ) : isPhone ? (
        <ItemList transaction={t} />
      ) : (
        <ItemTable transaction={t} />
      )}
    </Block>
  );
}

function ItemTable({ transaction: t }: { transaction: TTransaction }) {
  const { formatMoney } = useGeneralSettings();
  const discounts = hasLineDiscounts(t.items);
  return (
    <Table.ScrollContainer minWidth={discounts ? 560 : 460}>
      <Table striped verticalSpacing="xs">
        <Table.Caption style={visuallyHidden}>Items Purchased</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            {discounts ? <Table.Th ta="right">Discount</Table.Th> : null}
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {t.items.map((item) => (
            <Table.Tr key={item._id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.productName}
                  {item.variationName ? (
                    <Text span inherit c="dimmed" fw={400}>
                      {` – ${item.variationName}`}
                    </Text>
                  ) : null}
                </Text>
                {item.sku ? (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.sku}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {item.quantity}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatMoney(item.priceAtSale)}
              </Table.Td>
              {discounts ? (
                <Table.Td ta="right" style={numeric}>
                  {item.discount > 0 ? `-${formatMoney(item.discount)}` : '—'}
                </Table.Td>
              ) : null}
              <Table.Td ta="right" style={numeric}>
                {formatMoney(item.lineTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one line per item, name and "qty × price" on the left, the line's total on the right. */
function ItemList({ transaction: t }: { transaction: TTransaction }) {
  const { formatMoney } = useGeneralSettings();
  return (
    <Stack
      component="ul"
      gap={0}
      aria-label="Items Purchased"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {t.items.map((item, i) => (
        <Group
          component="li"
          key={item._id}
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
          gap="sm"
          py={8}
          style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {itemLabel(item)}
            </Text>
            <Text size="xs" c="dimmed" style={numeric}>
              {`Qty ${item.quantity} × ${formatMoney(item.priceAtSale)}`}
              {item.discount > 0 ? ` · discount -${formatMoney(item.discount)}` : ''}
            </Text>
          </Stack>
          <Text size="sm" fw={500} style={numeric}>
            {formatMoney(item.lineTotal)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
