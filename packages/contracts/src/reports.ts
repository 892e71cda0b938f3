import { z } from 'zod';
import { ZIsoDate } from './common.js';
import { ZTimeZone } from './time-zone.js';

export const ZSalesTrendQuery = z
  .strictObject({
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    interval: z.enum(['day'], { error: 'interval must be "day".' }).default('day'),
    /** Overrides the organization's time zone: days are the shop's calendar days, not UTC's. */
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
