import { z } from 'zod';
import { ZIsoDate } from './common.js';
import { ZId } from './list.js';
import { word } from './message-catalog.js';
import { PAYMENT_METHODS } from './sales.js';
import { ZStoredValueReportRow, ZStoredValueTotals } from './stored-value-report.js';

/**
 * The sales reports: `GET /reports/<name>` answers `{data, …}` and
 * `GET /reports/<name>/export.csv` the same rows as CSV. Every figure is net of returns on the
 * day of the return; days are the organization's calendar days (its time zone).
 */
export const SALES_REPORTS = [
  'sales-summary',
  'sales-over-time',
  'by-hour',
  'by-category',
  'by-product',
  'by-cashier',
  'by-customer',
  'by-store',
  'taxes',
  'margin',
  'stored-value',
] as const;
export type SalesReportName = (typeof SALES_REPORTS)[number];

export const SALES_REPORT_LABELS: Record<SalesReportName, string> = {
  'sales-summary': 'Sales summary',
  'sales-over-time': 'Sales over time',
  'by-hour': 'By hour',
  'by-category': 'By category',
  'by-product': 'By product',
  'by-cashier': 'By cashier',
  'by-customer': 'By customer',
  'by-store': 'By store',
  taxes: word('Taxes'),
  margin: word('Margin'),
  'stored-value': 'Stored value',
};

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The longest range a report covers: a year, and a leap day. */
export const REPORT_MAX_DAYS = 366;

/** A report's days: first and last, both included; without them the last 30 days up to today. */
const PERIOD = { from: ZIsoDate.optional(), to: ZIsoDate.optional() };
type Period = { from?: string; to?: string };
type PeriodCheck = [(q: Period) => boolean, { message: string; path: string[] }];
const fromNotAfterTo: PeriodCheck = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { message: 'from must not be after to.', path: ['from'] },
];
const withinMaxDays: PeriodCheck = [
  (q) =>
    !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 <= REPORT_MAX_DAYS,
  { message: `A report covers at most ${REPORT_MAX_DAYS} days.`, path: ['to'] },
];

export const ZSalesReportQuery = z
  .strictObject({
    ...PERIOD,
    storeId: ZId.optional(),
    /** sales-over-time and taxes: one row per day (the default), ISO week or month. */
    groupBy: z
      .enum(REPORT_GROUPINGS, { error: 'groupBy must be "day", "week" or "month".' })
      .default('day'),
    /** by-product, by-customer and margin: the best (`top`, the default) or the least. */
    order: z.enum(['top', 'bottom'], { error: 'order must be "top" or "bottom".' }).default('top'),
    /** by-product, by-customer and margin on screen: how many rows (the CSV has them all). */
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(1000, 'limit must be at most 1000.')
      .default(50),
  })
  .refine(...fromNotAfterTo)
  .refine(...withinMaxDays);
/** The stored-value report: the days alone (stored value is the organization's, not a store's). */
export const ZStoredValueReportQuery = z
  .strictObject(PERIOD)
  .refine(...fromNotAfterTo)
  .refine(...withinMaxDays);
export type TSalesReportQuery = z.infer<typeof ZSalesReportQuery>;

const money = z.number();

/** What every report answers besides its rows. */
export const ZReportMeta = z.object({
  from: z.string(),
  to: z.string(),
  storeId: z.string().nullable(),
  /** The days are this zone's: the organization's (DESIGN §13). */
  timeZone: z.string(),
  /**
   * The figures are being recalculated for a new time zone: until that is done they are the
   * old zone's days.
   */
  recalculating: z.boolean(),
});

/** One figure of the sales summary, with the previous period of as many days. */
export const ZSummaryFigure = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['money', 'count', 'ratio']),
  value: z.number(),
  previous: z.number(),
  /** value ÷ previous − 1, in percent (1 decimal); null when the previous figure is 0. */
  changePercent: z.number().nullable(),
});

export const ZSalesSummaryReport = ZReportMeta.extend({
  data: z.array(ZSummaryFigure),
  previousFrom: z.string(),
  previousTo: z.string(),
});

/** The sales figures of a period, a store or a cashier. */
const salesFigures = {
  sales: z.number().int(),
  units: z.number(),
  grossSales: money,
  discounts: money,
  returns: money,
  netSales: money,
  taxes: money,
  /** What cash rounding added, less what returns gave back of it. */
  rounding: money,
};

export const ZSalesOverTimeRow = z.object({ period: z.string(), ...salesFigures });
export const ZByHourCell = z.object({
  /** 1 Monday … 7 Sunday (ISO). */
  weekday: z.number().int(),
  hour: z.number().int(),
  sales: z.number().int(),
  netSales: money,
});

/** What was sold of a product, a category: units, net sales and, where costs are known, margin. */
const marginFigures = {
  units: z.number(),
  netSales: money,
  /** Net sales of the units whose cost was known when sold: what the margin is taken on. */
  costedNetSales: money,
  /** What those units cost (Σ sale lines' costAtSale). */
  cost: money,
  /** costedNetSales − cost; null when no unit's cost is known. */
  margin: money.nullable(),
  marginPercent: z.number().nullable(),
};

export const ZByCategoryRow = z.object({
  categoryId: z.string().nullable(),
  category: z.string(),
  ...marginFigures,
});
export const ZByProductRow = z.object({
  productId: z.string().nullable(),
  variationId: z.string().nullable(),
  product: z.string(),
  variation: z.string().nullable(),
  sku: z.string().nullable(),
  category: z.string(),
  ...marginFigures,
});
export const ZByCashierRow = z.object({
  userId: z.string().nullable(),
  cashier: z.string(),
  ...salesFigures,
  averageSale: money,
});
export const ZByCustomerRow = z.object({
  customerId: z.string(),
  customer: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  visits: z.number().int(),
  units: z.number(),
  netSales: money,
  /** What the customer paid, taxes in, net of refunds. */
  spend: money,
});
export const ZByStoreRow = z.object({
  storeId: z.string().nullable(),
  store: z.string(),
  ...salesFigures,
  averageSale: money,
});
export const ZTaxRow = z.object({
  period: z.string(),
  name: z.string(),
  rate: z.number(),
  /**
   * The sales it is on, without tax (included in shelf prices or added), less what returns gave
   * back of them (docs/DESIGN.md, "Money").
   */
  taxableSales: money,
  collected: money,
  returned: money,
  net: money,
});
export const ZMarginRow = ZByProductRow;

export const ZPaymentMethodFigure = z.enum(PAYMENT_METHODS);

const report = <T extends z.ZodType>(row: T) => ZReportMeta.extend({ data: z.array(row) });

export const ZSalesOverTimeReport = report(ZSalesOverTimeRow).extend({
  groupBy: z.enum(REPORT_GROUPINGS),
});
export const ZByHourReport = report(ZByHourCell);
export const ZByCategoryReport = report(ZByCategoryRow);
export const ZByProductReport = report(ZByProductRow).extend({ total: z.number().int() });
export const ZByCashierReport = report(ZByCashierRow);
export const ZByCustomerReport = report(ZByCustomerRow).extend({ total: z.number().int() });
export const ZByStoreReport = report(ZByStoreRow);
export const ZTaxesReport = report(ZTaxRow).extend({ groupBy: z.enum(REPORT_GROUPINGS) });
/**
 * Per product (with its category) ranked by margin — the best (`top`) or the least, unknown
 * margins last; `total` products in all — and per category in `categories`.
 */
export const ZMarginReport = report(ZMarginRow).extend({
  total: z.number().int(),
  categories: z.array(ZByCategoryRow),
  totals: z.object(marginFigures),
});

/**
 * Gift cards and store credit (stored-value-report.ts): per kind, over the period, with each
 * side's totals. Stored value is the organization's, not a store's: no `storeId`.
 */
export const ZStoredValueReport = report(ZStoredValueReportRow).extend({
  totals: ZStoredValueTotals,
});

export type TReportMeta = z.infer<typeof ZReportMeta>;
export type TSummaryFigure = z.infer<typeof ZSummaryFigure>;
export type TSalesSummaryReport = z.infer<typeof ZSalesSummaryReport>;
export type TSalesOverTimeRow = z.infer<typeof ZSalesOverTimeRow>;
export type TSalesOverTimeReport = z.infer<typeof ZSalesOverTimeReport>;
export type TByHourCell = z.infer<typeof ZByHourCell>;
export type TByHourReport = z.infer<typeof ZByHourReport>;
export type TByCategoryRow = z.infer<typeof ZByCategoryRow>;
export type TByCategoryReport = z.infer<typeof ZByCategoryReport>;
export type TByProductRow = z.infer<typeof ZByProductRow>;
export type TByProductReport = z.infer<typeof ZByProductReport>;
export type TByCashierRow = z.infer<typeof ZByCashierRow>;
export type TByCashierReport = z.infer<typeof ZByCashierReport>;
export type TByCustomerRow = z.infer<typeof ZByCustomerRow>;
export type TByCustomerReport = z.infer<typeof ZByCustomerReport>;
export type TByStoreRow = z.infer<typeof ZByStoreRow>;
export type TByStoreReport = z.infer<typeof ZByStoreReport>;
export type TTaxRow = z.infer<typeof ZTaxRow>;
export type TTaxesReport = z.infer<typeof ZTaxesReport>;
export type TMarginReport = z.infer<typeof ZMarginReport>;
export type TStoredValueReport = z.infer<typeof ZStoredValueReport>;

/** Each report's answer, by name: the API's response schemas and the web's types. */
export const SALES_REPORT_SCHEMAS = {
  'sales-summary': ZSalesSummaryReport,
  'sales-over-time': ZSalesOverTimeReport,
  'by-hour': ZByHourReport,
  'by-category': ZByCategoryReport,
  'by-product': ZByProductReport,
  'by-cashier': ZByCashierReport,
  'by-customer': ZByCustomerReport,
  'by-store': ZByStoreReport,
  taxes: ZTaxesReport,
  margin: ZMarginReport,
  'stored-value': ZStoredValueReport,
} as const satisfies Record<SalesReportName, z.ZodType>;
/** Each report's query, by name: the days and what else it reads. */
export const SALES_REPORT_QUERIES = {
  ...(Object.fromEntries(SALES_REPORTS.map((n) => [n, ZSalesReportQuery])) as Record<
    Exclude<SalesReportName, 'stored-value'>,
    typeof ZSalesReportQuery
  >),
  'stored-value': ZStoredValueReportQuery,
} as const;
/** Any report's parsed query as a sales report's: what it leaves out at the defaults. */
export const salesReportQueryOf = (
  q: z.infer<(typeof SALES_REPORT_QUERIES)[SalesReportName]>,
): TSalesReportQuery => ({ groupBy: 'day', order: 'top', limit: 50, ...q });

export type SalesReportAnswer<N extends SalesReportName> = z.infer<
  (typeof SALES_REPORT_SCHEMAS)[N]
>;
