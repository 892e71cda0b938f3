import { Anchor, Text } from '@mantine/core';
import {
  INVENTORY_MESSAGES,
  MOVEMENT_TYPES,
  type TStockHistoryRow,
} from '@pos/contracts/inventory';
import { canAccess, SCREENS, type ScreenKey } from '@pos/contracts/permissions';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/session-context';
import {
  column,
  dateTimeColumn,
  NOWRAP,
  PRODUCT_FILTER,
} from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { type StockHistoryQuery, stockHistoryApi } from './api';
import {
  ChangeTypeBadge,
  HistoryProductCell,
  HistoryUserCell,
  MOVEMENT_LABELS,
  numberCell,
  QuantityChangeCell,
  UnitCostCell,
} from './stock-history-cells';

/** The document a ledger row was booked by, when it has a page: its count, order or sale. */
const DOCUMENT_SCREENS: Partial<Record<TStockHistoryRow['type'], ScreenKey>> = {
  STOCK_COUNT: 'stockCounts',
  STOCK_IN: 'purchaseOrders',
  SALE: 'transactions',
};

function NotesCell({ row }: { row: TStockHistoryRow }) {
  const user = useCurrentUser();
  const screen = DOCUMENT_SCREENS[row.type];
  if (!row.remarks) {
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const text = (
    <Text size="sm" miw={140} maw={260} style={{ overflowWrap: 'anywhere' }}>
      {row.remarks}
    </Text>
  );
  // Only a row booked by a document names one; the link only for who may open it.
  return screen && row.reference && canAccess(user, SCREENS[screen].access) ? (
    <Anchor component={Link} to={`${SCREENS[screen].path}/${row.reference}`} size="sm">
      {text}
    </Anchor>
  ) : (
    text
  );
}

/**
 * Spec 2 §2 Stock Inventory History, called "Stock History" on screen (docs/guide/
 * stock-and-reports.md, "One name per screen"): the ledger, read only, newest first, with its CSV. Every
 * stock change writes one row (DESIGN §7), so there is nothing to add, edit or delete here.
 */
export const stockHistoryResource = defineResource<TStockHistoryRow, StockHistoryQuery>({
  ...stockHistoryApi,
  title: msg('Stock History'),
  itemTitle: msg('Stock Movement'),
  emptyNoun: msg('stock history'),
  screen: 'stockHistory',
  columns: [
    dateTimeColumn('timestamp', msg('Date'), (r) => r.timestamp, 'timestamp'),
    column('product', msg('Product'), (r) => <HistoryProductCell row={r} />),
    column('type', msg('Change Type'), (r) => <ChangeTypeBadge type={r.type} />, {
      sortKey: 'type',
      nowrap: true,
    }),
    column(
      'quantityChanged',
      msg('Qty Changed'),
      (r) => <QuantityChangeCell quantity={r.quantityChanged} />,
      NOWRAP,
    ),
    column('stockBefore', msg('Stock Before'), (r) => numberCell(r.stockBeforeMovement), NOWRAP),
    column('stockAfter', msg('Stock After'), (r) => numberCell(r.stockAfterMovement), NOWRAP),
    column('unitCost', msg('Unit Cost'), (r) => <UnitCostCell cost={r.unitCost} />, NOWRAP),
    column('location', msg('Location'), (r) => r.locationName || '—'),
    column('user', msg('User'), (r) => <HistoryUserCell userName={r.userName} />, NOWRAP),
    column('notes', msg('Notes'), (r) => <NotesCell row={r} />),
  ],
  filters: [
    PRODUCT_FILTER,
    {
      kind: 'select',
      param: 'type',
      label: msg('Change Type'),
      placeholder: msg('All types'),
      options: MOVEMENT_TYPES.map((type) => ({ value: type, label: MOVEMENT_LABELS[type] })),
    },
    { kind: 'date', param: 'startDate', label: msg('Start Date') },
    { kind: 'date', param: 'endDate', label: msg('End Date') },
  ],
  searchPlaceholder: msg('Search product name or SKU'),
  defaultSort: '-timestamp',
  hideRowActions: true,
  itemName: (r) => r.productName,
  csvExport: {
    endpoint: '/inventory-log/export.csv',
    emptyText: INVENTORY_MESSAGES.historyCsvEmpty,
    failureText: INVENTORY_MESSAGES.historyCsvFailed,
  },
});
