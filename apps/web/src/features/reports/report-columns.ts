// i18n-pending — words still written here, not yet from the catalogs
import type {
  ReportGrouping,
  SalesReportAnswer,
  TByCategoryRow,
  TByProductRow,
  TSalesOverTimeRow,
} from '@pos/contracts/sales-reports';
import dayjs from 'dayjs';
import type { ChartDef, Column } from './report-kit';

/** The columns and rows the report definitions share: periods, sales and margin figures. */

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
export const withPeriodText = <R extends { period: string }>(a: {
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
export const figureColumns = <R extends Figures>(): Column<R>[] => [
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
export const marginColumns = <R extends Margins>(): Column<R>[] => [
  { label: 'Units', kind: 'count', value: (r) => r.units },
  { label: 'Net sales', kind: 'money', value: (r) => r.netSales },
  { label: 'Cost', kind: 'money', value: (r) => (r.margin === null ? null : r.cost) },
  { label: 'Margin', kind: 'money', value: (r) => r.margin, empty: COST_UNKNOWN },
  {
    label: 'Margin %',
    kind: 'percent',
    // A known margin on no costed sales (sold and given back) has no percent, but a known cost.
    value: (r) => r.marginPercent ?? (r.margin === null ? null : '—'),
    empty: COST_UNKNOWN,
  },
];

export const productName = (r: Pick<TByProductRow, 'product' | 'variation'>) =>
  r.variation ? `${r.product} · ${r.variation}` : r.product;

export const productColumns: Column<TByProductRow>[] = [
  { label: 'Product', kind: 'text', value: productName },
  { label: 'SKU', kind: 'text', value: (r) => r.sku },
  { label: 'Category', kind: 'text', value: (r) => r.category },
  ...marginColumns<TByProductRow>(),
];
export const productKey = (r: TByProductRow, i: number) => `${r.productId}:${r.variationId}:${i}`;

/** Charts of names show the first ten rows, so that each bar keeps a readable height. */
const CHART_ROWS = 10;
export const firstRows = <R>(
  rows: readonly R[],
  map: (row: R) => Record<string, string | number>,
) => rows.slice(0, CHART_ROWS).map(map);

export const shownOf = (a: { data: unknown[]; total: number }, noun: string) =>
  a.total > a.data.length ? `Showing ${a.data.length} of ${a.total} ${noun}.` : null;

export const NET_SALES = { name: 'netSales', label: 'Net sales', color: 'indigo.6' };

/**
 * Net sales of the first rows as horizontal bars, each named (a category, product, cashier…);
 * a product's SKU tells apart two names that read the same on the axis.
 */
export const netSalesBars = <Answer, R extends { netSales: number }>(
  title: string,
  rows: (answer: Answer) => readonly R[],
  name: (row: R) => string,
  sku?: (row: R) => string | null,
): ChartDef<Answer> => ({
  kind: 'bar',
  title,
  data: (a) =>
    firstRows(rows(a), (r) => {
      const code = sku?.(r);
      return { name: name(r), netSales: r.netSales, ...(code ? { sku: code } : {}) };
    }),
  dataKey: 'name',
  series: [NET_SALES],
  unit: 'money',
  horizontal: true,
});
export const noRows = (a: { data: unknown[] }) => a.data.length === 0;

/** By hour in numbers: a line per hour that sold anything, a column per weekday. */
export interface HourRow {
  hour: number;
  byWeekday: number[];
  total: number;
}
export function byHourRows(a: SalesReportAnswer<'by-hour'>): HourRow[] {
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
