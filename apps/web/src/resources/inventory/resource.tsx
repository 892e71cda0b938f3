import { Text } from '@mantine/core';
import type { TInventoryItemRow } from '@pos/contracts/inventory';
import { ZId } from '@pos/contracts/list';
import { defineResource } from '../../components/resource-list/types';
import { StockBadge } from '../../components/stock-badge';
import { formatDateTime } from '../../lib/dates';
import { PRODUCT_PICKER } from '../products/products-sources';
import { InventoryActions } from './inventory-actions';
import { itemLabel, ProductCell } from './inventory-cells';
import { InventoryItemForm } from './inventory-item-form';
import { ALL_STORES, ALL_WAREHOUSES, INVENTORY_API } from './inventory-sources';

const isId = (v: string) => ZId.safeParse(v).success;

/**
 * Spec 2 §2 Inventory Items: one row per product (or variation) and location, with its quantity.
 * Stock movements by barcode and transfers open from the header.
 */
export const inventoryResource = defineResource<TInventoryItemRow>({
  ...INVENTORY_API,
  title: 'Inventory Items',
  itemTitle: 'Inventory Item',
  screen: 'inventory',
  columns: [
    {
      key: 'product',
      header: 'Product',
      sortKey: 'productName',
      render: (r) => <ProductCell row={r} />,
    },
    {
      key: 'sku',
      header: 'SKU',
      nowrap: true,
      render: (r) => (
        <Text size="sm" ff="monospace" c={r.productSku ? undefined : 'dimmed'}>
          {r.productSku ?? '—'}
        </Text>
      ),
    },
    { key: 'location', header: 'Location', render: (r) => r.locationName },
    {
      key: 'quantity',
      header: 'Quantity',
      sortKey: 'quantity',
      nowrap: true,
      render: (r) => <StockBadge stock={r.quantity} />,
    },
    {
      key: 'remarks',
      header: 'Remarks',
      render: (r) => (
        <Text size="sm" c={r.remarks ? undefined : 'dimmed'} lineClamp={2}>
          {r.remarks || '—'}
        </Text>
      ),
    },
    {
      key: 'updatedAt',
      header: 'Last Updated',
      sortKey: 'updatedAt',
      nowrap: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ],
  filters: [
    {
      kind: 'select',
      param: 'productId',
      label: 'Product',
      placeholder: 'All products',
      options: PRODUCT_PICKER,
      isValid: isId,
    },
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
