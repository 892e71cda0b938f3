import { z } from 'zod';

/**
 * Cash rounding (docs/DESIGN.md, "Money"): what is paid in cash is rounded to the coins the shop
 * has; a card pays to the cent. The increments a shop may choose, in its currency.
 */
export const CASH_ROUNDING_INCREMENTS = [0, 0.05, 0.1, 0.25, 0.5, 1] as const;
export const CASH_ROUNDING_MODES = ['nearest', 'down'] as const;
export type CashRoundingMode = (typeof CASH_ROUNDING_MODES)[number];

export const ZCashRounding = z.strictObject({
  /** 0: none; else cash is paid in multiples of it. */
  increment: z.union(
    CASH_ROUNDING_INCREMENTS.map((n) => z.literal(n)),
    { error: `Rounding increment must be one of ${CASH_ROUNDING_INCREMENTS.join(', ')}.` },
  ),
  /** `nearest` (a half rounds up) or always `down`, in the customer's favour. */
  mode: z.enum(CASH_ROUNDING_MODES, { error: 'Rounding mode must be nearest or down.' }),
});
export type TCashRounding = z.infer<typeof ZCashRounding>;
export const NO_CASH_ROUNDING: TCashRounding = { increment: 0, mode: 'nearest' };

/** `cents` rounded to the increment as cash is paid (nearest: a half goes up). */
export function roundCash(cents: number, rounding: TCashRounding): number {
  const step = Math.round(rounding.increment * 100);
  if (step <= 1) return cents;
  const down = Math.floor(cents / step) * step;
  if (rounding.mode === 'down') return down;
  return cents - down >= step - (cents - down) ? down + step : down;
}
