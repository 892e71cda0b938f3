import { Text } from '@mantine/core';
import type { TInventoryItemRow } from '@pos/contracts/inventory';
import { ALL_STORES, ALL_WAREHOUSES } from '../../api/options';
import {
  column,
  dateTimeColumn,
  isId,
  OptionalText,
  PRODUCT_FILTER,
} from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { StockBadge } from '../../components/stock-badge';
import { i18n, msg } from '../../lib/i18n';
import { type InventoryItemsQuery, inventoryApi } from './api';
import { InventoryActions } from './inventory-actions';
import { itemLabel, ProductCell } from './inventory-cells';
import { InventoryItemForm } from './inventory-item-form';

function SkuText({ sku }: { sku: string | null }) {
  return (
    <Text size="sm" ff="monospace" c={sku ? undefined : 'dimmed'}>
      {sku ?? '—'}
    </Text>
  );
}

function OnOrderText({ units }: { units: number }) {
  return (
    <Text size="sm" c={units ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {units}
    </Text>
  );
}

/**
 * Spec 2 §2 Inventory Items: one row per product (or variation) and location, with its quantity.
 * Stock movements by barcode and transfers open from the header.
 */
export const inventoryResource = defineResource<TInventoryItemRow, InventoryItemsQuery>({
  ...inventoryApi,
  title: msg('Stock'),
  itemTitle: msg('Inventory Item'),
  screen: 'inventory',
  columns: [
    column('product', msg('Product'), (r) => <ProductCell row={r} />, { sortKey: 'productName' }),
    column('sku', msg('SKU'), (r) => <SkuText sku={r.productSku} />, { nowrap: true }),
    column('location', msg('Location'), (r) => r.locationName),
    column('quantity', msg('Quantity'), (r) => <StockBadge stock={r.quantity} unit={r.unit} />, {
      sortKey: 'quantity',
      nowrap: true,
    }),
    // Still to come here on sent purchase orders (ordered − received).
    column('onOrder', msg('On Order'), (r) => <OnOrderText units={r.onOrder} />, { nowrap: true }),
    column('remarks', msg('Remarks'), (r) => <OptionalText value={r.remarks} lineClamp={2} />),
    dateTimeColumn('updatedAt', msg('Last Updated'), (r) => r.updatedAt, 'updatedAt'),
  ],
  filters: [
    PRODUCT_FILTER,
    {
      kind: 'select',
      param: 'lowStock',
      label: msg('Stock Level'),
      placeholder: msg('All'),
      options: [{ value: 'true', label: msg('Low Stock') }],
    },
    {
      kind: 'select',
      param: 'storeId',
      label: msg('Store'),
      placeholder: msg('All stores'),
      options: ALL_STORES,
      isValid: isId,
    },
    {
      kind: 'select',
      param: 'warehouseId',
      label: msg('Warehouse'),
      placeholder: msg('All warehouses'),
      options: ALL_WAREHOUSES,
      isValid: isId,
    },
  ],
  searchPlaceholder: msg('Search product name or SKU'),
  defaultSort: '-updatedAt',
  form: InventoryItemForm,
  itemName: (r) =>
    i18n.t('{{item}} at {{location}}', {
      ns: 'inventory',
      item: itemLabel(r),
      location: r.locationName,
    }),
  // Stock is never deleted: it is set to 0 or moved elsewhere, and the ledger keeps the record.
  deletable: false,
  extraActions: <InventoryActions />,
});
