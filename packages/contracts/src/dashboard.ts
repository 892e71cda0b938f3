import { z } from 'zod';

/**
 * `GET /dashboard/today`: the shop's morning figures, "today" being the organization's calendar
 * day (its time zone). Each equals what its list or report shows: the sales summary of today
 * (net sales, number of sales, average sale), the shifts list filtered to open ones, the
 * inventory items filtered to low stock. A figure whose list the caller may not open is null.
 */
export const ZDashboardToday = z.object({
  /** Today, YYYY-MM-DD, in `timeZone`. */
  date: z.string(),
  timeZone: z.string(),
  /** Sales less returns made today, in the organization's currency. */
  netSales: z.number(),
  /** Sales made today (the sales summary's "Number of sales"). */
  transactions: z.number().int(),
  /** Net sales per sale, to the cent (0 without sales). */
  averageBasket: z.number(),
  /** Shifts open now, at every store (manage_shifts; else null). */
  openShifts: z.number().int().nullable(),
  /** Stock levels at or below their reorder level (manage_inventory; else null). */
  lowStock: z.number().int().nullable(),
});
export type TDashboardToday = z.infer<typeof ZDashboardToday>;

export const ZDashboardTodayResponse = z.object({ data: ZDashboardToday });
