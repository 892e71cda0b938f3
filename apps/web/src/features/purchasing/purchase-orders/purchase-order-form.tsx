import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  PURCHASE_ORDER_MESSAGES,
  type TPurchaseItem,
  type TPurchaseOrderRow,
  ZPurchaseOrderBody,
} from '@pos/contracts/purchase-orders';
import type { TSupplierRow } from '@pos/contracts/suppliers';
import { QUANTITY_DECIMALS } from '@pos/contracts/units';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../../auth/use-general-settings';
import {
  LocationSelect,
  useLocations,
  usePreselectDefault,
} from '../../../components/location-select';
import { ResourceFormFrame } from '../../../components/resource-list/resource-form-frame';
import { useOptions } from '../../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../../components/resource-list/types';
import { useResourceForm } from '../../../components/resource-list/use-resource-form';
import { locationIds } from '../../../lib/locations';
import { suppliersApi } from '../suppliers/api';
import { PURCHASE_ITEMS } from './api';
import {
  addScanned,
  type LineDraft,
  linesBody,
  linesOf,
  newLine,
  orderableItems,
} from './order-lines';

const SUPPLIERS = { ...suppliersApi, query: { sort: 'name' } };

/**
 * A draft purchase order — the supplier, where it is delivered, when it is
 * expected, and its lines, picked by name or scanned, at the item's cost unless changed.
 */
export function PurchaseOrderForm(props: ResourceFormProps<TPurchaseOrderRow>) {
  const { item } = props;
  const { t } = useTranslation('purchasing');
  const { formatMoney } = useGeneralSettings();
  const suppliers = useOptions<TSupplierRow>(SUPPLIERS);
  const products = useOptions<TPurchaseItem>(PURCHASE_ITEMS);
  const locations = useLocations();
  const items = useMemo(() => orderableItems(products.data ?? []), [products.data]);
  const [scan, setScan] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);

  const form = useResourceForm(props, {
    initial: {
      supplierId: item?.supplierId ?? null,
      location: item
        ? item.storeId
          ? `store:${item.storeId}`
          : `warehouse:${item.warehouseId}`
        : null,
      expectedDate: item?.expectedDate ?? '',
      notes: item?.notes ?? '',
      lines: linesOf(item),
    },
    schema: ZPurchaseOrderBody,
    toInput: ({ location, lines, ...v }) => ({
      supplierId: v.supplierId ?? '',
      ...locationIds(location),
      expectedDate: v.expectedDate || null,
      notes: v.notes.trim() || null,
      lines: linesBody(lines),
    }),
    messages: PURCHASE_ORDER_MESSAGES,
    keying: 'path',
  });
  // The default store is preselected once the stores are known (a new order only).
  const { setValues } = form;
  const preselect = useCallback(
    (location: string) => setValues((v) => ({ ...v, location })),
    [setValues],
  );
  usePreselectDefault(locations, preselect, item !== null);
  const lines = form.values.lines;
  const setLines = (next: LineDraft[]) => {
    form.setField('lines', next);
    form.clearErrorsWhere((k) => k.startsWith('lines'));
  };
  const patch = (key: string, change: Partial<LineDraft>) =>
    setLines(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const total = lines.reduce(
    (sum, l) => sum + (Number(l.quantity) || 0) * (Number(l.unitCost) || 0),
    0,
  );

  const onScan = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!scan.trim()) return;
    const next = addScanned(lines, items, scan);
    if (!next)
      return setScanError(
        t('No product or variation has the SKU "{{sku}}".', { sku: scan.trim() }),
      );
    setLines(next);
    setScan('');
    setScanError(null);
  };

  return (
    <ResourceFormFrame form={form} itemTitle={t('Purchase Order')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('Supplier')}
          required
          searchable
          placeholder={suppliers.isLoading ? t('Loading suppliers...') : t('Choose a supplier')}
          data={(suppliers.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
          nothingFoundMessage={t('No suppliers')}
          {...form.field('supplierId')}
        />
        <LocationSelect
          locations={locations}
          label={t('Deliver to')}
          required
          placeholder={t('Choose a store or warehouse')}
          {...form.field('location', ['storeId', 'warehouseId'])}
          error={form.errors.storeId ?? form.errors.warehouseId}
        />
        <TextInput label={t('Expected date')} type="date" {...form.text('expectedDate')} />
      </SimpleGrid>
      <Stack gap="xs">
        <TextInput
          label={t('Scan to add')}
          description={t(
            'Scan a barcode (or type a SKU and press Enter): one more of it, or a new line at its cost.',
          )}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={scan}
          onChange={(e) => {
            setScan(e.currentTarget.value);
            setScanError(null);
          }}
          onKeyDown={onScan}
          error={scanError}
          autoComplete="off"
          spellCheck={false}
        />
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={t('Order lines')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Item')}</Table.Th>
                <Table.Th w={100}>{t('Quantity')}</Table.Th>
                <Table.Th w={130}>{t('Unit cost')}</Table.Th>
                <Table.Th w={110} ta="right">
                  {t('Total')}
                </Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, i) => (
                <Table.Tr key={l.key} style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <Select
                      aria-label={t('Item of line {{line}}', { line: i + 1 })}
                      size="xs"
                      searchable
                      limit={100}
                      placeholder={
                        products.isLoading ? t('Loading products...') : t('Choose an item')
                      }
                      data={items}
                      value={l.item}
                      onChange={(value) => {
                        const chosen = items.find((x) => x.value === value);
                        patch(l.key, {
                          item: value,
                          unitCost: chosen?.costPrice ?? l.unitCost,
                        });
                      }}
                      nothingFoundMessage={t('No products')}
                      error={form.errors[`lines.${i}.productId`]}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('Quantity of line {{line}}', { line: i + 1 })}
                      size="xs"
                      min={0}
                      decimalScale={QUANTITY_DECIMALS}
                      allowNegative={false}
                      value={l.quantity}
                      onChange={(quantity) => patch(l.key, { quantity })}
                      error={form.errors[`lines.${i}.quantity`]}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('Unit cost of line {{line}}', { line: i + 1 })}
                      size="xs"
                      min={0}
                      decimalScale={4}
                      allowNegative={false}
                      hideControls
                      value={l.unitCost}
                      onChange={(unitCost) => patch(l.key, { unitCost })}
                      error={form.errors[`lines.${i}.unitCost`]}
                    />
                  </Table.Td>
                  <Table.Td ta="right" pt={10}>
                    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney((Number(l.quantity) || 0) * (Number(l.unitCost) || 0))}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('Remove line {{line}}', { line: i + 1 })}
                      onClick={() => setLines(lines.filter((x) => x.key !== l.key))}
                      disabled={lines.length === 1}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {form.errors.lines ? (
          <Text c="red" size="sm" role="alert">
            {form.errors.lines}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setLines([...lines, newLine()])}
          >
            {t('Add line')}
          </Button>
          <Text fw={600}>{t('Total {{amount}}', { amount: formatMoney(total) })}</Text>
        </Group>
      </Stack>
      <Textarea label={t('Notes')} autosize minRows={2} maxRows={5} {...form.text('notes')} />
    </ResourceFormFrame>
  );
}
