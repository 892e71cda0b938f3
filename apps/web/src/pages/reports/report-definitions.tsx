import type {
  ReportGrouping,
  SalesReportAnswer,
  TByCategoryRow,
  TByProductRow,
  TSalesOverTimeRow,
} from '@pos/contracts/sales-reports';
import dayjs from 'dayjs';
import { type Column, defineTable, type ReportDefinitions } from './report-kit';

/**
 * The ten sales reports (issue 23 part 2), each a small definition: the filters it reads, its
 * chart and its tables. `report-view.tsx` draws any of them.
 */

/**
 * A day as "Nov 3, 2026". A period of a grouped report: its day, "Week of Nov 2, 2026" (the
 * API names a week by its Monday) or "Nov 2026".
 */
export function periodLabel(period: string, groupBy: ReportGrouping = 'day'): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(period);
  if (/^\d{4}-\d{2}$/.test(period) || (isDay && groupBy === 'month')) {
    return dayjs(`${period.slice(0, 7)}-01`).format('MMM YYYY');
  }
  if (!isDay) return period;
  const day = dayjs(period).format('MMM D, YYYY');
  return groupBy === 'week' ? `Week of ${day}` : day;
}

/** The rows of a grouped report with their period in words. */
const withPeriodText = <R extends { period: string }>(a: {
  data: readonly R[];
  groupBy: ReportGrouping;
}) => a.data.map((r) => ({ ...r, periodText: periodLabel(r.period, a.groupBy) }));

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** "14:00" */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type Figures = Pick<
  TSalesOverTimeRow,
  'sales' | 'units' | 'grossSales' | 'discounts' | 'returns' | 'netSales' | 'taxes'
>;
/** The sales figures of a period, a store or a cashier, in the order the CSV has them. */
const figureColumns = <R extends Figures>(): Column<R>[] => [
  { label: 'Sales', kind: 'count', value: (r) => r.sales },
  { label: 'Units', kind: 'count', value: (r) => r.units },
  { label: 'Gross sales', kind: 'money', value: (r) => r.grossSales },
  { label: 'Discounts', kind: 'money', value: (r) => r.discounts },
  { label: 'Returns', kind: 'money', value: (r) => r.returns },
  { label: 'Net sales', kind: 'money', value: (r) => r.netSales },
  { label: 'Taxes', kind: 'money', value: (r) => r.taxes },
];

type Margins = Pick<
  TByCategoryRow,
  'units' | 'netSales' | 'costedNetSales' | 'cost' | 'margin' | 'marginPercent'
>;
const COST_UNKNOWN = 'Cost unknown';
const marginColumns = <R extends Margins>(): Column<R>[] => [
  { label: 'Units', kind: 'count', value: (r) => r.units },
  { label: 'Net sales', kind: 'money', value: (r) => r.netSales },
  { label: 'Cost', kind: 'money', value: (r) => (r.margin === null ? null : r.cost) },
  { label: 'Margin', kind: 'money', value: (r) => r.margin, empty: COST_UNKNOWN },
  { label: 'Margin %', kind: 'percent', value: (r) => r.marginPercent, empty: COST_UNKNOWN },
];

const productName = (r: Pick<TByProductRow, 'product' | 'variation'>) =>
  r.variation ? `${r.product} · ${r.variation}` : r.product;

const productColumns: Column<TByProductRow>[] = [
  { label: 'Product', kind: 'text', value: productName },
  { label: 'SKU', kind: 'text', value: (r) => r.sku },
  { label: 'Category', kind: 'text', value: (r) => r.category },
  ...marginColumns<TByProductRow>(),
];
const productKey = (r: TByProductRow, i: number) => `${r.productId}:${r.variationId}:${i}`;

/** Charts of names show the first ten rows, so that each bar keeps a readable height. */
const CHART_ROWS = 10;
const firstRows = <R,>(rows: readonly R[], map: (row: R) => Record<string, string | number>) =>
  rows.slice(0, CHART_ROWS).map(map);

const shownOf = (a: { data: unknown[]; total: number }, noun: string) =>
  a.total > a.data.length ? `Showing ${a.data.length} of ${a.total} ${noun}.` : null;

const NET_SALES = { name: 'netSales', label: 'Net sales', color: 'indigo.6' };
const noRows = (a: { data: unknown[] }) => a.data.length === 0;

/** By hour in numbers: a line per hour that sold anything, a column per weekday. */
interface HourRow {
  hour: number;
  byWeekday: number[];
  total: number;
}
function byHourRows(a: SalesReportAnswer<'by-hour'>): HourRow[] {
  const rows = new Map<number, HourRow>();
  for (const c of a.data) {
    if (c.sales === 0 && c.netSales === 0) continue;
    const row = rows.get(c.hour) ?? { hour: c.hour, byWeekday: WEEKDAYS.map(() => 0), total: 0 };
    row.byWeekday[c.weekday - 1] = (row.byWeekday[c.weekday - 1] ?? 0) + c.netSales;
    row.total += c.netSales;
    rows.set(c.hour, row);
  }
  return [...rows.values()].sort((x, y) => x.hour - y.hour);
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
      title: 'Net sales over time',
      data: (a) => withPeriodText(a).map((r) => ({ period: r.periodText, netSales: r.netSales })),
      dataKey: 'period',
      series: [NET_SALES],
      unit: 'money',
    },
    tables: [
      defineTable({
        title: 'Sales by period',
        rows: (a: SalesReportAnswer<'sales-over-time'>) => withPeriodText(a),
        key: (r) => r.period,
        columns: [
          { label: 'Period', kind: 'text', value: (r) => r.periodText },
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
        title: 'Net sales by hour and weekday',
        rows: byHourRows,
        key: (r: HourRow) => String(r.hour),
        columns: [
          { label: 'Hour', kind: 'text', value: (r) => hourLabel(r.hour) },
          ...WEEKDAYS.map(
            (day, i): Column<HourRow> => ({
              label: day.slice(0, 3),
              kind: 'money',
              value: (r) => r.byWeekday[i] ?? 0,
            }),
          ),
          { label: 'Total', kind: 'money', value: (r) => r.total },
        ],
      }),
    ],
    isEmpty: (a) => byHourRows(a).length === 0,
  },
  'by-category': {
    uses: {},
    chart: {
      kind: 'bar',
      title: 'Net sales by category',
      data: (a) => firstRows(a.data, (r) => ({ name: r.category, netSales: r.netSales })),
      dataKey: 'name',
      series: [NET_SALES],
      unit: 'money',
      horizontal: true,
    },
    tables: [
      defineTable({
        title: 'Sales by category',
        rows: (a: SalesReportAnswer<'by-category'>) => a.data,
        key: (r, i) => `${r.categoryId}:${i}`,
        columns: [
          { label: 'Category', kind: 'text', value: (r) => r.category },
          ...marginColumns<TByCategoryRow>(),
        ],
      }),
    ],
    isEmpty: noRows,
  },
  'by-product': {
    uses: { order: true },
    chart: {
      kind: 'bar',
      title: 'Net sales by product',
      data: (a) => firstRows(a.data, (r) => ({ name: productName(r), netSales: r.netSales })),
      dataKey: 'name',
      series: [NET_SALES],
      unit: 'money',
      horizontal: true,
    },
    tables: [
      defineTable({
        title: 'Sales by product',
        rows: (a: SalesReportAnswer<'by-product'>) => a.data,
        key: productKey,
        columns: productColumns,
        note: (a) => shownOf(a, 'products'),
      }),
    ],
    isEmpty: noRows,
  },
  'by-cashier': {
    uses: {},
    chart: {
      kind: 'bar',
      title: 'Net sales by cashier',
      data: (a) => firstRows(a.data, (r) => ({ name: r.cashier, netSales: r.netSales })),
      dataKey: 'name',
      series: [NET_SALES],
      unit: 'money',
      horizontal: true,
    },
    tables: [
      defineTable({
        title: 'Sales by cashier',
        rows: (a: SalesReportAnswer<'by-cashier'>) => a.data,
        key: (r, i) => `${r.userId}:${i}`,
        columns: [
          { label: 'Cashier', kind: 'text', value: (r) => r.cashier },
          ...figureColumns(),
          { label: 'Average sale', kind: 'money', value: (r) => r.averageSale },
        ],
      }),
    ],
    isEmpty: noRows,
  },
  'by-customer': {
    uses: { order: true },
    chart: {
      kind: 'bar',
      title: 'Spend by customer',
      data: (a) => firstRows(a.data, (r) => ({ name: r.customer, spend: r.spend })),
      dataKey: 'name',
      series: [{ name: 'spend', label: 'Spend', color: 'teal.7' }],
      unit: 'money',
      horizontal: true,
    },
    tables: [
      defineTable({
        title: 'Sales by customer',
        rows: (a: SalesReportAnswer<'by-customer'>) => a.data,
        key: (r) => r.customerId,
        columns: [
          { label: 'Customer', kind: 'text', value: (r) => r.customer },
          { label: 'Visits', kind: 'count', value: (r) => r.visits },
          { label: 'Units', kind: 'count', value: (r) => r.units },
          { label: 'Net sales', kind: 'money', value: (r) => r.netSales },
          { label: 'Spend', kind: 'money', value: (r) => r.spend },
        ],
        note: (a) => shownOf(a, 'customers'),
      }),
    ],
    isEmpty: noRows,
  },
  'by-store': {
    uses: {},
    chart: {
      kind: 'bar',
      title: 'Net sales by store',
      data: (a) => firstRows(a.data, (r) => ({ name: r.store, netSales: r.netSales })),
      dataKey: 'name',
      series: [NET_SALES],
      unit: 'money',
      horizontal: true,
    },
    tables: [
      defineTable({
        title: 'Sales by store',
        rows: (a: SalesReportAnswer<'by-store'>) => a.data,
        key: (r, i) => `${r.storeId}:${i}`,
        columns: [
          { label: 'Store', kind: 'text', value: (r) => r.store },
          ...figureColumns(),
          { label: 'Average sale', kind: 'money', value: (r) => r.averageSale },
        ],
      }),
    ],
    isEmpty: noRows,
  },
  taxes: {
    uses: { groupBy: true },
    chart: {
      kind: 'bar',
      title: 'Net tax by period',
      data: (a) => {
        const byPeriod = new Map<string, number>();
        for (const r of withPeriodText(a)) {
          byPeriod.set(r.periodText, (byPeriod.get(r.periodText) ?? 0) + r.net);
        }
        return [...byPeriod].map(([period, net]) => ({ period, net }));
      },
      dataKey: 'period',
      series: [{ name: 'net', label: 'Net tax', color: 'grape.7' }],
      unit: 'money',
    },
    tables: [
      defineTable({
        title: 'Taxes by period',
        rows: (a: SalesReportAnswer<'taxes'>) => withPeriodText(a),
        key: (r, i) => `${r.period}:${r.name}:${i}`,
        columns: [
          { label: 'Period', kind: 'text', value: (r) => r.periodText },
          { label: 'Tax', kind: 'text', value: (r) => r.name },
          { label: 'Rate', kind: 'rate', value: (r) => r.rate },
          { label: 'Collected', kind: 'money', value: (r) => r.collected },
          { label: 'Returned', kind: 'money', value: (r) => r.returned },
          { label: 'Net', kind: 'money', value: (r) => r.net },
        ],
      }),
    ],
    isEmpty: noRows,
  },
  margin: {
    uses: {},
    chart: {
      kind: 'bar',
      title: 'Margin by category',
      data: (a) => firstRows(a.categories, (r) => ({ name: r.category, margin: r.margin ?? 0 })),
      dataKey: 'name',
      series: [{ name: 'margin', label: 'Margin', color: 'green.8' }],
      unit: 'money',
      horizontal: true,
    },
    tables: [
      defineTable({
        title: 'Category margins',
        rows: (a: SalesReportAnswer<'margin'>) => a.categories,
        key: (r, i) => `${r.categoryId}:${i}`,
        columns: [
          { label: 'Category', kind: 'text', value: (r) => r.category },
          ...marginColumns<TByCategoryRow>(),
        ],
        totals: (a) => ({ categoryId: null, category: 'Total', ...a.totals }),
      }),
      defineTable({
        title: 'Product margins',
        rows: (a: SalesReportAnswer<'margin'>) => a.data,
        key: productKey,
        columns: productColumns,
      }),
    ],
    isEmpty: (a) => a.data.length === 0 && a.categories.length === 0,
  },
};
