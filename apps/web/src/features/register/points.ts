import { pointsValueCents, type TLoyalty } from '@pos/contracts/loyalty';

/*
 * Loyalty points at the register (docs/guide/stored-value.md, "Loyalty points"): the arithmetic
 * is the contracts' (`pointsValueCents`), so the register shows what the server will take.
 */

/** What one point is worth in ten-thousandths of the currency unit (`redeemValue` has 4 decimals). */
const unitValue = (redeemValue: number) => Math.round(redeemValue * 10_000);

/** The greatest common divisor of two whole numbers. */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The step points are offered in: the fewest points worth a whole number of cents, so the value
 * shown is what the points pay, never a rounded fraction of a cent (1 at 0.01 a point, 4 at
 * 0.0125, 100 at 0.0001).
 */
export const pointsStep = (redeemValue: number) => {
  const unit = unitValue(redeemValue);
  return unit > 0 ? 100 / gcd(unit, 100) : 1;
};

/** The most points worth no more than `cents` (`pointsValueCents` rounds to the cent). */
export const mostPointsWithin = (cents: number, redeemValue: number) => {
  const unit = unitValue(redeemValue);
  if (unit <= 0 || cents <= 0) return 0;
  // round(p · unit / 100) ≤ cents exactly when p · unit < 100 · cents + 50.
  return Math.ceil((100 * cents + 50) / unit) - 1;
};

/**
 * The points a Points payment starts at: the most the customer holds that are worth no more
 * than is left to pay, in whole steps (`pointsStep`), at least the shop's minimum. Null when
 * no such amount exists (too few points held, or too little left to pay).
 */
export function defaultPoints(
  held: number,
  leftCents: number,
  loyalty: Pick<TLoyalty, 'redeemValue' | 'minRedeem'>,
): number | null {
  const most = Math.min(Math.floor(held), mostPointsWithin(leftCents, loyalty.redeemValue));
  const step = pointsStep(loyalty.redeemValue);
  const stepped = Math.floor(most / step) * step;
  if (stepped >= loyalty.minRedeem) return stepped;
  return most >= loyalty.minRedeem ? most : null;
}

/** What `points` pay, in cents. */
export const pointsCents = (points: number, loyalty: Pick<TLoyalty, 'redeemValue'>) =>
  pointsValueCents(points, loyalty.redeemValue);
