import { Text } from '@mantine/core';
import {
  INVENTORY_MESSAGES,
  MOVEMENT_TYPES,
  type TStockHistoryRow,
} from '@pos/contracts/inventory';
import { ZId } from '@pos/contracts/list';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime, localIsoDate } from '../../lib/dates';
import { PRODUCT_PICKER } from '../products/products-sources';
import {
  ChangeTypeBadge,
  HistoryProductCell,
  HistoryUserCell,
  numberCell,
  QuantityChangeCell,
} from './stock-history-cells';

/**
 * Spec 2 §2 Stock Inventory History: the ledger, read only, newest first, with its CSV. Every
 * stock change writes one row (DESIGN §7), so there is nothing to add, edit or delete here.
 */
export const stockHistoryResource = defineResource<TStockHistoryRow>({
  title: 'Stock Inventory History',
  itemTitle: 'Stock Movement',
  emptyNoun: 'stock history',
  screen: 'stockHistory',
  endpoint: '/inventory-log',
  queryKeyRoot: 'inventory-log',
  columns: [
    {
      key: 'timestamp',
      header: 'Date',
      sortKey: 'timestamp',
      nowrap: true,
      render: (r) => formatDateTime(r.timestamp),
    },
    { key: 'product', header: 'Product', render: (r) => <HistoryProductCell row={r} /> },
    {
      key: 'type',
      header: 'Change Type',
      sortKey: 'type',
      nowrap: true,
      render: (r) => <ChangeTypeBadge type={r.type} />,
    },
    {
      key: 'quantityChanged',
      header: 'Qty Changed',
      nowrap: true,
      render: (r) => <QuantityChangeCell quantity={r.quantityChanged} />,
    },
    {
      key: 'stockBefore',
      header: 'Stock Before',
      nowrap: true,
      render: (r) => numberCell(r.stockBeforeMovement),
    },
    {
      key: 'stockAfter',
      header: 'Stock After',
      nowrap: true,
      render: (r) => numberCell(r.stockAfterMovement),
    },
    { key: 'location', header: 'Location', render: (r) => r.locationName || '—' },
    {
      key: 'user',
      header: 'User',
      nowrap: true,
      render: (r) => <HistoryUserCell userName={r.userName} />,
    },
    {
      key: 'notes',
      header: 'Notes',
      render: (r) =>
        r.remarks ? (
          <Text size="sm" miw={140} maw={260} style={{ overflowWrap: 'anywhere' }}>
            {r.remarks}
          </Text>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ],
  filters: [
    {
      kind: 'select',
      param: 'productId',
      label: 'Product',
      placeholder: 'All products',
      options: PRODUCT_PICKER,
      isValid: (v) => ZId.safeParse(v).success,
    },
    {
      kind: 'select',
      param: 'type',
      label: 'Change Type',
      placeholder: 'All types',
      options: MOVEMENT_TYPES.map((t) => ({ value: t, label: t })),
    },
    { kind: 'date', param: 'startDate', label: 'Start Date', bound: 'start' },
    { kind: 'date', param: 'endDate', label: 'End Date', bound: 'end' },
  ],
  searchPlaceholder: 'Search product name or SKU',
  defaultSort: '-timestamp',
  hideRowActions: true,
  itemName: (r) => r.productName,
  csvExport: {
    endpoint: '/inventory-log/export.csv',
    fileName: () => `stock-history-${localIsoDate()}.csv`,
    emptyText: INVENTORY_MESSAGES.historyCsvEmpty,
    failureText: INVENTORY_MESSAGES.historyCsvFailed,
  },
});
