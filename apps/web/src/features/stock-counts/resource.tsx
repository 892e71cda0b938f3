import {
  STOCK_COUNT_MESSAGES,
  STOCK_COUNT_STATUSES,
  type TStockCountRow,
} from '@pos/contracts/stock-counts';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/money-cell';
import { column, dateTimeColumn } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { type StockCountsQuery, stockCountsApi } from './api';
import { STATUS_LABELS, StockCountStatusBadge } from './status-badge';
import { StockCountForm } from './stock-count-form';

/** The category counted, or All. */
function CategoryCell({ name }: { name: string | null }) {
  const { t } = useTranslation('stock-counts');
  return name ?? t('All');
}

/** How many lines are counted so far: "3 of 10". */
function CountedCell({ totals }: { totals: TStockCountRow['totals'] }) {
  const { t } = useTranslation('stock-counts');
  return t('{{counted}} of {{lines}}', { counted: totals.counted, lines: totals.lines });
}

/** Stocktakes of a store or warehouse, open for counting or posted. */
export const stockCountsResource = defineResource<TStockCountRow, StockCountsQuery>({
  ...stockCountsApi,
  title: msg('Stock Counts'),
  itemTitle: msg('Stock Count'),
  screen: 'stockCounts',
  columns: [
    column('number', msg('Number'), (c) => c.number, { sortKey: 'number', nowrap: true }),
    column('name', msg('Name'), (c) => c.name, { sortKey: 'name' }),
    column('status', msg('Status'), (c) => <StockCountStatusBadge status={c.status} />, {
      nowrap: true,
    }),
    column('location', msg('Location'), (c) => c.locationName),
    column('category', msg('Category'), (c) => <CategoryCell name={c.categoryName} />),
    column('counted', msg('Counted'), (c) => <CountedCell totals={c.totals} />, {
      nowrap: true,
    }),
    column('difference', msg('Difference'), (c) => c.totals.difference, { nowrap: true }),
    column('value', msg('Value at Cost'), (c) => <MoneyCell amount={c.totals.differenceValue} />, {
      nowrap: true,
    }),
    dateTimeColumn('createdAt', msg('Started At'), (c) => c.createdAt, 'createdAt'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      placeholder: msg('All statuses'),
      options: STOCK_COUNT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    },
    { kind: 'date', param: 'createdFrom', label: msg('Started From') },
    { kind: 'date', param: 'createdTo', label: msg('Started To') },
  ],
  searchPlaceholder: msg('Search number or name'),
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
