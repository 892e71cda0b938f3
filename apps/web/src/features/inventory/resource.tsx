// i18n-pending — words still written here, not yet from the catalogs
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
  title: 'Stock',
  itemTitle: 'Inventory Item',
  screen: 'inventory',
  columns: [
    column('product', 'Product', (r) => <ProductCell row={r} />, { sortKey: 'productName' }),
    column('sku', 'SKU', (r) => <SkuText sku={r.productSku} />, { nowrap: true }),
    column('location', 'Location', (r) => r.locationName),
    column('quantity', 'Quantity', (r) => <StockBadge stock={r.quantity} unit={r.unit} />, {
      sortKey: 'quantity',
      nowrap: true,
    }),
    // Still to come here on sent purchase orders (ordered − received).
    column('onOrder', 'On Order', (r) => <OnOrderText units={r.onOrder} />, { nowrap: true }),
    column('remarks', 'Remarks', (r) => <OptionalText value={r.remarks} lineClamp={2} />),
    dateTimeColumn('updatedAt', 'Last Updated', (r) => r.updatedAt, 'updatedAt'),
  ],
  filters: [
    PRODUCT_FILTER,
    {
      kind: 'select',
      param: 'lowStock',
      label: 'Stock Level',
      placeholder: 'All',
      options: [{ value: 'true', label: 'Low Stock' }],
    },
    {
      kind: 'select',
      param: 'storeId',
      label: 'Store',
      placeholder: 'All stores',
      options: ALL_STORES,
      isValid: isId,
    },
    {
      kind: 'select',
      param: 'warehouseId',
      label: 'Warehouse',
      placeholder: 'All warehouses',
      options: ALL_WAREHOUSES,
      isValid: isId,
    },
  ],
  searchPlaceholder: 'Search product name or SKU',
  defaultSort: '-updatedAt',
  form: InventoryItemForm,
  itemName: (r) => `${itemLabel(r)} at ${r.locationName}`,
  // Stock is never deleted: it is set to 0 or moved elsewhere, and the ledger keeps the record.
  deletable: false,
  extraActions: <InventoryActions />,
});
