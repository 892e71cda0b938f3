import type {
  SalesReportAnswer,
  TByCategoryRow,
  TSalesOverTimeRow,
} from '@pos/contracts/sales-reports';
import type { TStoredValueReportRow } from '@pos/contracts/stored-value-report';
import { i18n, msg } from '../../lib/i18n';
import {
  byHourRows,
  figureColumns,
  firstRows,
  type HourRow,
  hourLabel,
  marginColumns,
  NET_SALES,
  netSalesBars,
  noRows,
  productColumns,
  productKey,
  productName,
  shownOf,
  WEEKDAYS_SHORT,
  withPeriodText,
} from './report-columns';
import {
  type Column,
  defineTable,
  type ReportDefinition,
  type ReportDefinitions,
} from './report-kit';

type StoredValueRow = Pick<TStoredValueReportRow, 'label'> &
  Omit<TStoredValueReportRow, 'kind' | 'label' | 'side'>;

/** The liabilities' totals as a row of the stored-value tables. */
const liabilitiesTotal = (a: SalesReportAnswer<'stored-value'>): StoredValueRow => ({
  label: i18n.t('Total liabilities', { ns: 'reports' }),
  ...a.totals.liability,
});

/**
 * The stored-value report: per kind, the period's movement from opening to closing, and what
 * the accounts hold at its end (docs/guide/stored-value.md, "Liabilities and the report").
 */
const storedValue: ReportDefinition<'stored-value'> = {
  uses: { withoutStore: true },
  chart: {
    kind: 'bar',
    title: msg('Outstanding at the start and the end of the period'),
    data: (a) => a.data.map((r) => ({ name: r.label, opening: r.opening, closing: r.closing })),
    dataKey: 'name',
    series: [
      { name: 'opening', label: msg('Opening'), color: 'gray.6' },
      { name: 'closing', label: msg('Closing'), color: 'teal.7' },
    ],
    unit: 'money',
  },
  tables: [
    defineTable({
      title: msg('Stored value by kind'),
      rows: (a: SalesReportAnswer<'stored-value'>): StoredValueRow[] => a.data,
      key: (r, i) => `${r.label}:${i}`,
      columns: [
        { label: msg('Kind'), kind: 'text', value: (r) => r.label },
        { label: msg('Opening'), kind: 'money', value: (r) => r.opening },
        { label: msg('Issued'), kind: 'money', value: (r) => r.issued },
        { label: msg('Redeemed'), kind: 'money', value: (r) => r.redeemed },
        { label: msg('Adjusted down'), kind: 'money', value: (r) => r.adjustedDown },
        { label: msg('Expired'), kind: 'money', value: (r) => r.expired },
        { label: msg('Closing'), kind: 'money', value: (r) => r.closing },
      ],
      totals: liabilitiesTotal,
    }),
    defineTable({
      title: msg('At the end of the period'),
      rows: (a: SalesReportAnswer<'stored-value'>): StoredValueRow[] => a.data,
      key: (r, i) => `${r.label}:${i}`,
      columns: [
        { label: msg('Kind'), kind: 'text', value: (r) => r.label },
        { label: msg('Outstanding'), kind: 'money', value: (r) => r.outstanding },
        { label: msg('Accounts holding value'), kind: 'count', value: (r) => r.accounts },
        { label: msg('Expired, unspent'), kind: 'money', value: (r) => r.expiredUnspent },
        { label: msg('Expired accounts'), kind: 'count', value: (r) => r.expiredAccounts },
      ],
      totals: liabilitiesTotal,
      note: () =>
        i18n.t(
          'Outstanding is what can still be spent. An expired gift card’s balance is breakage from its expiry on: counted under Expired, not in the liabilities.',
          { ns: 'reports' },
        ),
    }),
  ],
  // Every kind has a row, zeros included: a liability of 0 is an answer too.
  isEmpty: () => false,
};

/**
 * The ten sales reports and stored value, each a small definition: the filters it reads, its
 * chart and its tables. `report-view.tsx` draws any of them.
 */

/** Sales per cashier or per store: net sales as bars, and each one's figures. */
function salesBy<N extends 'by-cashier' | 'by-store'>(
  texts: { label: string; chartTitle: string; tableTitle: string },
  nameOf: (r: SalesReportAnswer<N>['data'][number]) => string,
  idOf: (r: SalesReportAnswer<N>['data'][number]) => string | null,
): ReportDefinition<N> {
  // Each N has one row type; TypeScript reads `data` of a generic N as either's array.
  const rowsOf = (a: SalesReportAnswer<N>) => a.data as SalesReportAnswer<N>['data'][number][];
  return {
    uses: {},
    chart: netSalesBars(texts.chartTitle, rowsOf, nameOf),
    tables: [
      defineTable({
        title: texts.tableTitle,
        rows: rowsOf,
        key: (r, i) => `${idOf(r)}:${i}`,
        columns: [
          { label: texts.label, kind: 'text', value: nameOf },
          ...figureColumns(),
          { label: msg('Average sale'), kind: 'money', value: (r) => r.averageSale },
        ],
      }),
    ],
    isEmpty: noRows,
  };
}

export const REPORT_DEFINITIONS: ReportDefinitions = {
  'sales-summary': {
    uses: {},
    chart: { kind: 'summary' },
    tables: [],
    isEmpty: (a) => a.data.every((f) => f.value === 0),
  },
  'sales-over-time': {
    uses: { groupBy: true },
    chart: {
      kind: 'area',
      title: msg('Net sales over time'),
      data: (a) => withPeriodText(a).map((r) => ({ period: r.periodText, netSales: r.netSales })),
      dataKey: 'period',
      series: [NET_SALES],
      unit: 'money',
    },
    tables: [
      defineTable({
        title: msg('Sales by period'),
        rows: (a: SalesReportAnswer<'sales-over-time'>) => withPeriodText(a),
        key: (r) => r.period,
        columns: [
          { label: msg('Period'), kind: 'text', value: (r) => r.periodText },
          ...figureColumns<TSalesOverTimeRow & { periodText: string }>(),
        ],
      }),
    ],
    isEmpty: (a) => a.data.every((r) => r.sales === 0 && r.netSales === 0),
  },
  'by-hour': {
    uses: {},
    chart: { kind: 'heatmap' },
    tables: [
      defineTable({
        title: msg('Net sales by hour and weekday'),
        rows: byHourRows,
        key: (r: HourRow) => String(r.hour),
        columns: [
          { label: msg('Hour'), kind: 'text', value: (r) => hourLabel(r.hour) },
          ...WEEKDAYS_SHORT.map(
            (day, i): Column<HourRow> => ({
              label: day,
              kind: 'money',
              value: (r) => r.byWeekday[i] ?? 0,
            }),
          ),
          { label: msg('Total'), kind: 'money', value: (r) => r.total },
        ],
      }),
    ],
    isEmpty: (a) => byHourRows(a).length === 0,
  },
  'by-category': {
    uses: {},
    chart: netSalesBars(
      msg('Net sales by category'),
      (a: SalesReportAnswer<'by-category'>) => a.data,
      (r) => r.category,
    ),
    tables: [
      defineTable({
        title: msg('Sales by category'),
        rows: (a: SalesReportAnswer<'by-category'>) => a.data,
        key: (r, i) => `${r.categoryId}:${i}`,
        columns: [
          { label: msg('Category'), kind: 'text', value: (r) => r.category },
          ...marginColumns<TByCategoryRow>(),
        ],
      }),
    ],
    isEmpty: noRows,
  },
  'by-product': {
    uses: { order: true },
    chart: netSalesBars(
      msg('Net sales by product'),
      (a: SalesReportAnswer<'by-product'>) => a.data,
      productName,
      (r) => r.sku,
    ),
    tables: [
      defineTable({
        title: msg('Sales by product'),
        rows: (a: SalesReportAnswer<'by-product'>) => a.data,
        key: productKey,
        columns: productColumns,
        note: (a) => shownOf(a, msg('Showing {{shown}} of {{total}} products.')),
      }),
    ],
    isEmpty: noRows,
  },
  'by-cashier': salesBy<'by-cashier'>(
    {
      label: msg('Cashier'),
      chartTitle: msg('Net sales by cashier'),
      tableTitle: msg('Sales by cashier'),
    },
    (r) => r.cashier,
    (r) => r.userId,
  ),
  'by-customer': {
    uses: { order: true },
    chart: {
      kind: 'bar',
      title: msg('Spend by customer'),
      data: (a) => firstRows(a.data, (r) => ({ name: r.customer, spend: r.spend })),
      dataKey: 'name',
      series: [{ name: 'spend', label: msg('Spend'), color: 'teal.7' }],
      unit: 'money',
      horizontal: true,
    },
    tables: [
      defineTable({
        title: msg('Sales by customer'),
        rows: (a: SalesReportAnswer<'by-customer'>) => a.data,
        key: (r) => r.customerId,
        columns: [
          { label: msg('Customer'), kind: 'text', value: (r) => r.customer },
          { label: msg('E-mail'), kind: 'text', value: (r) => r.email },
          { label: msg('Visits'), kind: 'count', value: (r) => r.visits },
          { label: msg('Units'), kind: 'count', value: (r) => r.units },
          { label: msg('Net sales'), kind: 'money', value: (r) => r.netSales },
          { label: msg('Spend'), kind: 'money', value: (r) => r.spend },
        ],
        note: (a) => shownOf(a, msg('Showing {{shown}} of {{total}} customers.')),
      }),
    ],
    isEmpty: noRows,
  },
  'by-store': salesBy<'by-store'>(
    {
      label: msg('Store'),
      chartTitle: msg('Net sales by store'),
      tableTitle: msg('Sales by store'),
    },
    (r) => r.store,
    (r) => r.storeId,
  ),
  taxes: {
    uses: { groupBy: true },
    chart: {
      kind: 'bar',
      title: msg('Net tax by period'),
      data: (a) => {
        const byPeriod = new Map<string, number>();
        for (const r of withPeriodText(a)) {
          byPeriod.set(r.periodText, (byPeriod.get(r.periodText) ?? 0) + r.net);
        }
        return [...byPeriod].map(([period, net]) => ({ period, net }));
      },
      dataKey: 'period',
      series: [{ name: 'net', label: msg('Net tax'), color: 'grape.7' }],
      unit: 'money',
    },
    tables: [
      defineTable({
        title: msg('Taxes by period'),
        rows: (a: SalesReportAnswer<'taxes'>) => withPeriodText(a),
        key: (r, i) => `${r.period}:${r.name}:${i}`,
        columns: [
          { label: msg('Period'), kind: 'text', value: (r) => r.periodText },
          { label: msg('Tax'), kind: 'text', value: (r) => r.name },
          { label: msg('Rate'), kind: 'rate', value: (r) => r.rate },
          { label: msg('Taxable sales'), kind: 'money', value: (r) => r.taxableSales },
          { label: msg('Collected'), kind: 'money', value: (r) => r.collected },
          { label: msg('Returned'), kind: 'money', value: (r) => r.returned },
          { label: msg('Net'), kind: 'money', value: (r) => r.net },
        ],
      }),
    ],
    isEmpty: noRows,
  },
  margin: {
    uses: { order: true },
    chart: {
      kind: 'bar',
      title: msg('Margin by category'),
      data: (a) => firstRows(a.categories, (r) => ({ name: r.category, margin: r.margin ?? 0 })),
      dataKey: 'name',
      series: [{ name: 'margin', label: msg('Margin'), color: 'green.8' }],
      unit: 'money',
      horizontal: true,
    },
    tables: [
      defineTable({
        title: msg('Category margins'),
        rows: (a: SalesReportAnswer<'margin'>) => a.categories,
        key: (r, i) => `${r.categoryId}:${i}`,
        columns: [
          { label: msg('Category'), kind: 'text', value: (r) => r.category },
          ...marginColumns<TByCategoryRow>(),
        ],
        totals: (a) => ({
          categoryId: null,
          category: i18n.t('Total', { ns: 'reports' }),
          ...a.totals,
        }),
      }),
      defineTable({
        title: msg('Product margins'),
        rows: (a: SalesReportAnswer<'margin'>) => a.data,
        key: productKey,
        columns: productColumns,
        note: (a) => shownOf(a, msg('Showing {{shown}} of {{total}} products.')),
      }),
    ],
    isEmpty: (a) => a.data.length === 0 && a.categories.length === 0,
  },
  'stored-value': storedValue,
};
