import { Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { returnedByLine } from '@pos/contracts/returns';
import type { TTransaction } from '@pos/contracts/sales';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Block, numeric } from './block';
import { hasLineDiscounts, itemLabel, returnedLabel } from './transaction-details-data';

/**
 * A line some of which came back stands out in the sale's orange (Partially Refunded); the name,
 * not a shade, so the theme's readable text colour applies (theme-colors.ts).
 */
const RETURNED_COLOR = 'orange';

/** What was sold: a table on wide screens, a list on phones. */
export function ItemsBlock({ transaction: sale }: { transaction: TTransaction }) {
  const { t } = useTranslation('transactions');
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Block title={t('Items Purchased')}>
      {sale.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No items.')}
        </Text>
      ) : isPhone ? (
        <ItemList transaction={sale} />
      ) : (
        <ItemTable transaction={sale} />
      )}
    </Block>
  );
}

function ItemTable({ transaction: sale }: { transaction: TTransaction }) {
  const { formatMoney } = useGeneralSettings();
  const { t } = useTranslation('transactions');
  const discounts = hasLineDiscounts(sale.items);
  const returned = sale.returns.length ? returnedByLine(sale.returns) : null;
  const minWidth = 460 + (discounts ? 100 : 0) + (returned ? 100 : 0);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="xs">
        <Table.Caption style={visuallyHidden}>{t('Items Purchased')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Item')}</Table.Th>
            <Table.Th ta="right">{t('Qty')}</Table.Th>
            {returned ? <Table.Th ta="right">{t('Returned')}</Table.Th> : null}
            <Table.Th ta="right">{t('Price')}</Table.Th>
            {discounts ? <Table.Th ta="right">{t('Discount')}</Table.Th> : null}
            <Table.Th ta="right">{t('Total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.items.map((item) => (
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
              {returned ? (
                <ReturnedCell returned={returned.get(item._id) ?? 0} of={item.quantity} />
              ) : null}
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

function ReturnedCell({ returned, of }: { returned: number; of: number }) {
  const { t } = useTranslation('transactions');
  return (
    <Table.Td
      ta="right"
      style={numeric}
      c={returned ? RETURNED_COLOR : 'dimmed'}
      fw={returned ? 600 : undefined}
    >
      {returnedLabel(t, returned, of)}
    </Table.Td>
  );
}

/**
 * Phones: one line per item, name and "qty × price" (and what came back) on the left, the line's
 * total on the right.
 */
function ItemList({ transaction: sale }: { transaction: TTransaction }) {
  const { formatMoney } = useGeneralSettings();
  const { t } = useTranslation('transactions');
  const returned = returnedByLine(sale.returns);
  return (
    <Stack
      component="ul"
      gap={0}
      aria-label={t('Items Purchased')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {sale.items.map((item, i) => {
        const back = returned.get(item._id) ?? 0;
        return (
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
                {item.discount > 0
                  ? t('Qty {{quantity}} × {{price}} · discount -{{discount}}', {
                      quantity: item.quantity,
                      price: formatMoney(item.priceAtSale),
                      discount: formatMoney(item.discount),
                    })
                  : t('Qty {{quantity}} × {{price}}', {
                      quantity: item.quantity,
                      price: formatMoney(item.priceAtSale),
                    })}
              </Text>
              {back ? (
                <Text size="xs" c={RETURNED_COLOR} fw={600} style={numeric}>
                  {t('Returned {{returned}} of {{quantity}}', {
                    returned: back,
                    quantity: item.quantity,
                  })}
                </Text>
              ) : null}
            </Stack>
            <Text size="sm" fw={500} style={numeric}>
              {formatMoney(item.lineTotal)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
