import { z } from 'zod';
import { ZIsoDate } from './common.js';
import { ZTimeZone } from './time-zone.js';

export const ZSalesTrendQuery = z
  .strictObject({
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    interval: z.enum(['day'], { error: 'interval must be "day".' }).default('day'),
    /**
     * Another zone's calendar days than the organization's (the reports' rollups'): the same
     * figures, added up from that range's sales and returns.
     */
    tz: ZTimeZone,
  })
  .refine((q) => q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate.',
    path: ['startDate'],
  })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 366 * 86_400_000, {
    message: 'The range may span at most 366 days.',
    path: ['endDate'],
  });
export type TSalesTrendQuery = z.infer<typeof ZSalesTrendQuery>;

/**
 * A calendar day's net sales: before tax, less the returns made that day (a return counts on its
 * own day) — the sales-over-time report's figure for the day. Negative on a day that gave back
 * more than it sold.
 */
export const ZSalesTrendPoint = z.object({
  /** The day, YYYY-MM-DD, in the organization's time zone (or `tz`'s). */
  date: z.string(),
  totalSales: z.number(),
});
export type TSalesTrendPoint = z.infer<typeof ZSalesTrendPoint>;

export const ZTopProductsQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(50, 'limit must be at most 50.')
    .default(5),
});

/** A best seller: units sold over all time, every store, less the units returned. */
export const ZTopProduct = z.object({
  productName: z.string(),
  /** Units sold over all time, less the units returned. */
  totalQuantity: z.number(),
});
export type TTopProduct = z.infer<typeof ZTopProduct>;
