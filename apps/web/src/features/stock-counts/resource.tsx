// i18n-pending — words still written here, not yet from the catalogs
import {
  STOCK_COUNT_MESSAGES,
  STOCK_COUNT_STATUSES,
  type TStockCountRow,
} from '@pos/contracts/stock-counts';
import { MoneyCell } from '../../components/money-cell';
import { column, dateTimeColumn } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { type StockCountsQuery, stockCountsApi } from './api';
import { StockCountStatusBadge } from './status-badge';
import { StockCountForm } from './stock-count-form';

/** Stocktakes of a store or warehouse, open for counting or posted. */
export const stockCountsResource = defineResource<TStockCountRow, StockCountsQuery>({
  ...stockCountsApi,
  title: 'Stock Counts',
  itemTitle: 'Stock Count',
  screen: 'stockCounts',
  columns: [
    column('number', 'Number', (c) => c.number, { sortKey: 'number', nowrap: true }),
    column('name', 'Name', (c) => c.name, { sortKey: 'name' }),
    column('status', 'Status', (c) => <StockCountStatusBadge status={c.status} />, {
      nowrap: true,
    }),
    column('location', 'Location', (c) => c.locationName),
    column('category', 'Category', (c) => c.categoryName ?? 'All'),
    column('counted', 'Counted', (c) => `${c.totals.counted} of ${c.totals.lines}`, {
      nowrap: true,
    }),
    column('difference', 'Difference', (c) => c.totals.difference, { nowrap: true }),
    column('value', 'Value at Cost', (c) => <MoneyCell amount={c.totals.differenceValue} />, {
      nowrap: true,
    }),
    dateTimeColumn('createdAt', 'Started At', (c) => c.createdAt, 'createdAt'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      placeholder: 'All statuses',
      options: STOCK_COUNT_STATUSES.map((s) => ({ value: s, label: s })),
    },
    { kind: 'date', param: 'createdFrom', label: 'Started From' },
    { kind: 'date', param: 'createdTo', label: 'Started To' },
  ],
  searchPlaceholder: 'Search number or name',
  defaultSort: '-createdAt',
  form: StockCountForm,
  itemName: (c) => `${c.number} ${c.name}`,
  // A count is counted on its page and posted or cancelled there, never edited or deleted.
  hideRowActions: true,
  deletable: false,
  rowHref: (c) => `/stock-counts/${c._id}`,
  csvExport: {
    endpoint: '/stock-counts/export.csv',
    emptyText: STOCK_COUNT_MESSAGES.csvEmpty,
    failureText: STOCK_COUNT_MESSAGES.csvFailed,
  },
});
