import {
  Checkbox,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { TReorderGroup, TReorderLine } from '@pos/contracts/reorder';
import { QUANTITY_DECIMALS } from '@pos/contracts/units';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../../auth/use-general-settings';
import {
  invalidQuantity,
  orderable,
  quantityOf,
  type Selection,
  setQuantity,
  toggle,
} from './reorder-selection';

const itemName = (l: TReorderLine) =>
  l.variationName ? `${l.productName} — ${l.variationName}` : l.productName;

/**
 * What is coming: units on sent orders, and under them those on drafts not sent yet — both
 * already taken off the order quantity.
 */
function OnOrder({ line: l }: { line: TReorderLine }) {
  const { t } = useTranslation('purchasing');
  return (
    <>
      <Text size="sm">{l.onOrder}</Text>
      {l.inDrafts ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('+{{units}} in drafts', { units: l.inDrafts })}
        </Text>
      ) : null}
    </>
  );
}

/** One supplier's low items: pick them and change what to order ("No supplier": listed only). */
export function ReorderGroup({
  group,
  selection,
  onChange,
}: {
  group: TReorderGroup;
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const { t } = useTranslation('purchasing');
  const { formatMoney } = useGeneralSettings();
  const titleId = useId();
  const name = group.supplierName ?? t('No supplier');
  const canOrder = group.supplierId !== null;
  const picked = group.lines.filter((l) => selection.picked.has(l._id)).length;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {name}
        </Title>
        {canOrder ? null : (
          <Text size="sm" c="dimmed">
            {t(
              'These items cannot be ordered until their product names a supplier (edit the product).',
            )}
          </Text>
        )}
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  {canOrder ? (
                    <Checkbox
                      aria-label={t('Select every item of {{name}}', { name })}
                      checked={picked === group.lines.length}
                      indeterminate={picked > 0 && picked < group.lines.length}
                      onChange={(e) =>
                        onChange(toggle(selection, group.lines, e.currentTarget.checked))
                      }
                    />
                  ) : (
                    <VisuallyHidden>{t('Not orderable')}</VisuallyHidden>
                  )}
                </Table.Th>
                <Table.Th>{t('Item')}</Table.Th>
                <Table.Th>{t('Location')}</Table.Th>
                <Table.Th ta="right">{t('On hand')}</Table.Th>
                <Table.Th ta="right">{t('On order')}</Table.Th>
                <Table.Th ta="right">{t('Reorder level')}</Table.Th>
                <Table.Th ta="right">{t('Order quantity')}</Table.Th>
                <Table.Th ta="right">{t('Unit cost')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.lines.map((l) => {
                const label = t('{{item}} at {{location}}', {
                  item: itemName(l),
                  location: l.locationName,
                });
                return (
                  <Table.Tr key={l._id}>
                    <Table.Td>
                      {orderable(l) ? (
                        <Checkbox
                          aria-label={t('Select {{label}}', { label })}
                          checked={selection.picked.has(l._id)}
                          onChange={(e) =>
                            onChange(toggle(selection, [l], e.currentTarget.checked))
                          }
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{itemName(l)}</Text>
                      {l.sku ? (
                        <Text size="xs" c="dimmed">
                          {l.sku}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{l.locationName}</Table.Td>
                    <Table.Td ta="right">{l.quantity}</Table.Td>
                    <Table.Td ta="right">
                      <OnOrder line={l} />
                    </Table.Td>
                    <Table.Td ta="right">{l.reorderLevel}</Table.Td>
                    <Table.Td ta="right">
                      {orderable(l) ? (
                        <NumberInput
                          aria-label={t('Order quantity of {{label}}', { label })}
                          value={quantityOf(selection, l)}
                          onChange={(v) =>
                            onChange(setQuantity(selection, l._id, v === '' ? '' : Number(v)))
                          }
                          min={0}
                          decimalScale={QUANTITY_DECIMALS}
                          allowNegative={false}
                          w={110}
                          ml="auto"
                          error={
                            selection.picked.has(l._id) && invalidQuantity(selection, l)
                              ? t('Above 0')
                              : undefined
                          }
                        />
                      ) : (
                        l.suggestedQuantity
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {l.unitCost === null ? '—' : formatMoney(l.unitCost)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
