import type {
  ReportGrouping,
  SalesReportAnswer,
  TByCategoryRow,
  TByProductRow,
  TSalesOverTimeRow,
} from '@pos/contracts/sales-reports';
import { displayLocale, i18n, msg } from '../../lib/i18n';
import type { ChartDef, Column } from './report-kit';

/** The columns and rows the report definitions share: periods, sales and margin figures. */

/**
 * A day as "Nov 3, 2026". A period of a grouped report: its day, "Week of Nov 2, 2026" (the
 * API names a week by its Monday) or "Nov 2026".
 */
export function periodLabel(period: string, groupBy: ReportGrouping = 'day'): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(period);
  // Written as the reader's language writes a date ("Nov 3, 2026", "3 nov 2026").
  const written = (iso: string, o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(displayLocale(), { ...o, timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  if (/^\d{4}-\d{2}$/.test(period) || (isDay && groupBy === 'month')) {
    return written(`${period.slice(0, 7)}-01`, { month: 'short', year: 'numeric' });
  }
  if (!isDay) return period;
  const day = written(period, { month: 'short', day: 'numeric', year: 'numeric' });
  return groupBy === 'week' ? i18n.t('Week of {{day}}', { ns: 'reports', day }) : day;
}

/** The rows of a grouped report with their period in words. */
export const withPeriodText = <R extends { period: string }>(a: {
  data: readonly R[];
  groupBy: ReportGrouping;
}) => a.data.map((r) => ({ ...r, periodText: periodLabel(r.period, a.groupBy) }));

/** The weekdays, Monday first, as catalog keys (translated where shown). */
export const WEEKDAYS = [
  msg('Monday'),
  msg('Tuesday'),
  msg('Wednesday'),
  msg('Thursday'),
  msg('Friday'),
  msg('Saturday'),
  msg('Sunday'),
] as const;
/** Their short names, in the same order. */
export const WEEKDAYS_SHORT = [
  msg('Mon'),
  msg('Tue'),
  msg('Wed'),
  msg('Thu'),
  msg('Fri'),
  msg('Sat'),
  msg('Sun'),
] as const;
/** "14:00" */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type Figures = Pick<
  TSalesOverTimeRow,
  'sales' | 'units' | 'grossSales' | 'discounts' | 'returns' | 'netSales' | 'taxes'
>;
/** The sales figures of a period, a store or a cashier, in the order the CSV has them. */
export const figureColumns = <R extends Figures>(): Column<R>[] => [
  { label: msg('Sales'), kind: 'count', value: (r) => r.sales },
  { label: msg('Units'), kind: 'count', value: (r) => r.units },
  { label: msg('Gross sales'), kind: 'money', value: (r) => r.grossSales },
  { label: msg('Discounts'), kind: 'money', value: (r) => r.discounts },
  { label: msg('Returns'), kind: 'money', value: (r) => r.returns },
  { label: msg('Net sales'), kind: 'money', value: (r) => r.netSales },
  { label: msg('Taxes'), kind: 'money', value: (r) => r.taxes },
];

type Margins = Pick<
  TByCategoryRow,
  'units' | 'netSales' | 'costedNetSales' | 'cost' | 'margin' | 'marginPercent'
>;
const COST_UNKNOWN = msg('Cost unknown');
export const marginColumns = <R extends Margins>(): Column<R>[] => [
  { label: msg('Units'), kind: 'count', value: (r) => r.units },
  { label: msg('Net sales'), kind: 'money', value: (r) => r.netSales },
  { label: msg('Cost'), kind: 'money', value: (r) => (r.margin === null ? null : r.cost) },
  { label: msg('Margin'), kind: 'money', value: (r) => r.margin, empty: COST_UNKNOWN },
  {
    label: msg('Margin %'),
    kind: 'percent',
    // A known margin on no costed sales (sold and given back) has no percent, but a known cost.
    value: (r) => r.marginPercent ?? (r.margin === null ? null : '—'),
    empty: COST_UNKNOWN,
  },
];

export const productName = (r: Pick<TByProductRow, 'product' | 'variation'>) =>
  r.variation ? `${r.product} · ${r.variation}` : r.product;

export const productColumns: Column<TByProductRow>[] = [
  { label: msg('Product'), kind: 'text', value: productName },
  { label: msg('SKU'), kind: 'text', value: (r) => r.sku },
  { label: msg('Category'), kind: 'text', value: (r) => r.category },
  ...marginColumns<TByProductRow>(),
];
export const productKey = (r: TByProductRow, i: number) => `${r.productId}:${r.variationId}:${i}`;

/** Charts of names show the first ten rows, so that each bar keeps a readable height. */
const CHART_ROWS = 10;
export const firstRows = <R>(
  rows: readonly R[],
  map: (row: R) => Record<string, string | number>,
) => rows.slice(0, CHART_ROWS).map(map);

/** "Showing 50 of 120 products.": `text` a catalog key with `{{shown}}` and `{{total}}`. */
export const shownOf = (a: { data: unknown[]; total: number }, text: string) =>
  a.total > a.data.length
    ? i18n.t(text, { ns: 'reports', shown: a.data.length, total: a.total })
    : null;

export const NET_SALES = { name: 'netSales', label: msg('Net sales'), color: 'indigo.6' };

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
