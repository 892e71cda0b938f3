import { z } from 'zod';
import { hasAtMostDecimals } from './money.js';
import { percentOfCents, toCents } from './sale-totals.js';
import { lineGross } from './units.js';

/**
 * Discounts as the shop allows them (docs/DESIGN.md, "Money"): a line's own, a whole-sale
 * discount spread over the lines, and each role's limit above which a manager approves.
 */

/** A percent of at most 2 decimals, 0–100. */
export const ZDiscountPercent = z
  .number({ error: 'The discount percent must be a number.' })
  .min(0, 'The discount percent must be at least 0.')
  .max(100, 'The discount percent must be at most 100.')
  .refine((n) => hasAtMostDecimals(n, 2), 'The discount percent has at most 2 decimals.')
  .meta({ multipleOf: 0.01 });

const amount = z
  .number({ error: 'The discount must be a number.' })
  .min(0, 'The discount must be at least 0.')
  .max(9_999_999_999.99, 'The discount is too large.')
  .refine((n) => hasAtMostDecimals(n, 2), 'The discount has at most 2 decimals.')
  .meta({ multipleOf: 0.01 });

/** A discount on the whole sale: a percent of what the lines come to, or an amount off it. */
export const ZSaleDiscount = z.union([
  z.strictObject({ percent: ZDiscountPercent }),
  z.strictObject({ amount }),
]);
export type TSaleDiscount = z.infer<typeof ZSaleDiscount>;

export const DISCOUNT_MESSAGES = {
  saleDiscountTooLarge: 'The sale discount cannot be more than the lines come to.',
  overLimit: (limit: number) =>
    `Discounts above ${limit}% need a manager: ask one whose limit covers it to approve with their register PIN, and give a reason.`,
  approverLimit: (limit: number) =>
    `The approving manager may give discounts of at most ${limit}%: ask one whose limit covers it.`,
  reasonRequired: 'A discount above your limit needs a reason.',
} as const;

/**
 * `cents` shared among `amounts` in proportion, by cumulative rounding: each share is within a
 * cent of the exact one, and the shares add up to `cents` exactly (0 where the amounts are all 0).
 */
export function spreadCents(amounts: readonly number[], cents: number): number[] {
  const whole = amounts.reduce((a, b) => a + b, 0);
  if (whole <= 0) return amounts.map(() => 0);
  let before = 0;
  return amounts.map((a) => {
    const shareBefore = Number(
      (2n * BigInt(cents) * BigInt(before) + BigInt(whole)) / (2n * BigInt(whole)),
    );
    before += a;
    const shareAfter = Number(
      (2n * BigInt(cents) * BigInt(before) + BigInt(whole)) / (2n * BigInt(whole)),
    );
    return shareAfter - shareBefore;
  });
}

/**
 * Whether `discountCents` off `baseCents` is at most `percent` % of it (null: no limit) —
 * in integers: discount × 10000 ≤ percent in hundredths × base.
 */
export const withinLimit = (discountCents: number, baseCents: number, percent: number | null) =>
  percent === null || discountCents * 10_000 <= Math.round(percent * 100) * baseCents;

/** A discount in percent of its base, to 2 decimals (rounded up: a limit is never overstated). */
export const discountPercentOf = (discountCents: number, baseCents: number) =>
  baseCents <= 0 ? 0 : Math.ceil((discountCents * 10_000) / baseCents) / 100;

/**
 * A whole-sale discount on lines (price × quantity − their own discount): its cents (a percent
 * of what the lines come to, rounded half up, or the amount), what it is taken off, and each
 * line's share (`spreadCents`). `tooLarge` when an amount is more than the lines come to.
 */
export function saleDiscountOf(
  lines: readonly {
    unitCents: number;
    quantity: number;
    grossCents?: number | null;
    discountCents: number;
  }[],
  discount: TSaleDiscount | undefined,
) {
  const amounts = lines.map((l) => lineGross(l) - l.discountCents);
  const base = amounts.reduce((a, b) => a + b, 0);
  const cents = !discount
    ? 0
    : 'percent' in discount
      ? percentOfCents(base, discount.percent)
      : toCents(discount.amount);
  return {
    cents,
    base,
    shares: spreadCents(amounts, Math.min(cents, base)),
    tooLarge: cents > base,
  };
}
