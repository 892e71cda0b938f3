import { z } from 'zod';
import { ZIsoDate } from './common.js';

function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz);
  } catch {
    return false;
  }
}

/** An IANA time zone (`tz` query parameters), UTC when absent. */
export const ZTimeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, 'tz must be an IANA time zone such as Europe/London.')
  .default('UTC');

export const ZSalesTrendQuery = z
  .strictObject({
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    interval: z.enum(['day'], { error: 'interval must be "day".' }).default('day'),
    /** The viewer's IANA time zone: days are the shop's calendar days, not UTC's. */
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

export const ZSalesTrendPoint = z.object({ date: z.string(), totalSales: z.number() });
export type TSalesTrendPoint = z.infer<typeof ZSalesTrendPoint>;

export const ZTopProductsQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(50, 'limit must be at most 50.')
    .default(5),
});

export const ZTopProduct = z.object({ productName: z.string(), totalQuantity: z.number() });
export type TTopProduct = z.infer<typeof ZTopProduct>;
