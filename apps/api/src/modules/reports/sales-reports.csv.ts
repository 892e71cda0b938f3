import type { SalesReportAnswer, SalesReportName } from '@pos/contracts/sales-reports';
import { CSV_BOM, csvRow } from '../../lib/csv.js';

/** A CSV column: its header and how a row gives its cell. */
type Column<R> = readonly [header: string, cell: (row: R) => unknown];
type RowOf<N extends SalesReportName> = SalesReportAnswer<N>['data'][number];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const salesColumns = [
  ['Sales', (r: { sales: number }) => r.sales],
  ['Units', (r: { units: number }) => r.units],
  ['Gross sales', (r: { grossSales: number }) => r.grossSales.toFixed(2)],
  ['Discounts', (r: { discounts: number }) => r.discounts.toFixed(2)],
  ['Returns', (r: { returns: number }) => r.returns.toFixed(2)],
  ['Net sales', (r: { netSales: number }) => r.netSales.toFixed(2)],
  ['Taxes', (r: { taxes: number }) => r.taxes.toFixed(2)],
  ['Rounding', (r: { rounding: number }) => r.rounding.toFixed(2)],
] as const;

const marginColumns = [
  ['Units', (r: { units: number }) => r.units],
  ['Net sales', (r: { netSales: number }) => r.netSales.toFixed(2)],
  ['Net sales with a known cost', (r: { costedNetSales: number }) => r.costedNetSales.toFixed(2)],
  ['Cost', (r: { cost: number }) => r.cost.toFixed(2)],
  ['Margin', (r: { margin: number | null }) => r.margin?.toFixed(2) ?? ''],
  ['Margin %', (r: { marginPercent: number | null }) => r.marginPercent ?? ''],
] as const;

const productColumns = [
  ['Product', (r: RowOf<'by-product'>) => r.product],
  ['Variation', (r: RowOf<'by-product'>) => r.variation],
  ['SKU', (r: RowOf<'by-product'>) => r.sku],
  ['Category', (r: RowOf<'by-product'>) => r.category],
  ...marginColumns,
] as const;

/** Every report's columns, in the order its table shows them. */
const COLUMNS: { [N in SalesReportName]: readonly Column<RowOf<N>>[] } = {
  'sales-summary': [
    ['Figure', (r) => r.label],
    ['This period', (r) => (r.kind === 'money' ? r.value.toFixed(2) : r.value)],
    ['Previous period', (r) => (r.kind === 'money' ? r.previous.toFixed(2) : r.previous)],
    ['Change %', (r) => r.changePercent ?? ''],
  ],
  'sales-over-time': [['Period', (r) => r.period], ...salesColumns],
  'by-hour': [
    ['Weekday', (r) => WEEKDAYS[r.weekday - 1]],
    ['Hour', (r) => `${String(r.hour).padStart(2, '0')}:00`],
    ['Sales', (r) => r.sales],
    ['Net sales', (r) => r.netSales.toFixed(2)],
  ],
  'by-category': [['Category', (r) => r.category], ...marginColumns],
  'by-product': productColumns,
  'by-cashier': [
    ['Cashier', (r) => r.cashier],
    ...salesColumns,
    ['Average sale', (r) => r.averageSale.toFixed(2)],
  ],
  'by-customer': [
    ['Customer', (r) => r.customer],
    ['E-mail', (r) => r.email],
    ['Phone', (r) => r.phone],
    ['Visits', (r) => r.visits],
    ['Units', (r) => r.units],
    ['Net sales', (r) => r.netSales.toFixed(2)],
    ['Spend', (r) => r.spend.toFixed(2)],
  ],
  'by-store': [
    ['Store', (r) => r.store],
    ...salesColumns,
    ['Average sale', (r) => r.averageSale.toFixed(2)],
  ],
  taxes: [
    ['Period', (r) => r.period],
    ['Tax', (r) => r.name],
    ['Rate %', (r) => r.rate],
    ['Taxable sales', (r) => r.taxableSales.toFixed(2)],
    ['Collected', (r) => r.collected.toFixed(2)],
    ['Returned', (r) => r.returned.toFixed(2)],
    ['Net', (r) => r.net.toFixed(2)],
  ],
  margin: productColumns,
  'stored-value': [
    ['Kind', (r) => r.label],
    ['Side', (r) => r.side],
    ['Opening', (r) => r.opening.toFixed(2)],
    ['Issued', (r) => r.issued.toFixed(2)],
    ['Redeemed', (r) => r.redeemed.toFixed(2)],
    ['Adjusted down', (r) => r.adjustedDown.toFixed(2)],
    ['Expired', (r) => r.expired.toFixed(2)],
    ['Closing', (r) => r.closing.toFixed(2)],
    ['Accounts holding value', (r) => r.accounts],
    ['Expired unspent', (r) => r.expiredUnspent.toFixed(2)],
    ['Expired accounts', (r) => r.expiredAccounts],
  ],
};

/** The report's rows as CSV lines (every value quoted, as every export of the API). */
export function* reportCsv<N extends SalesReportName>(name: N, answer: SalesReportAnswer<N>) {
  const columns = COLUMNS[name] as readonly Column<RowOf<N>>[];
  yield CSV_BOM + csvRow(columns.map(([header]) => header));
  for (const r of answer.data as RowOf<N>[]) yield csvRow(columns.map(([, cell]) => cell(r)));
}
