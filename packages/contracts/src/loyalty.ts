/**
 * Loyalty points (docs/DESIGN.md, "Stored value"): a customer earns points on what a sale's goods
 * came to — less what points paid — and spends them as a tender worth `redeemValue` each. One
 * arithmetic in integer units, for the server, the register's preview and the receipt.
 */
import { z } from 'zod';
import { hasAtMostDecimals } from './money.js';
import type { TPaymentInput } from './sales.js';

export const LOYALTY_MESSAGES = {
  disabled: 'This shop does not run a loyalty programme: points are not taken.',
  belowMinimum: (min: number) => `At least ${min} points are redeemed at a time.`,
  offline: 'Points are redeemed only while the register is online.',
  offlineReturn:
    'A sale paid with points is returned or exchanged only while the register is online: its points go back to the customer.',
} as const;

/**
 * General settings' `loyalty`: off by default. `earnPerUnit`: points per 1.00 of the goods paid
 * (2 decimals; 1 = a point per 1.00); `redeemValue`: what one point pays (4 decimals; 0.01 = 100
 * points pay 1.00); `minRedeem`: the fewest points a sale may redeem.
 */
export const ZLoyalty = z.strictObject({
  enabled: z.boolean({ error: 'loyalty.enabled must be true or false.' }),
  earnPerUnit: z
    .number({ error: 'Points earned per 1.00 must be a number.' })
    .min(0, 'Points earned per 1.00 must be at least 0.')
    .max(1000, 'Points earned per 1.00 must be at most 1000.')
    .refine((n) => hasAtMostDecimals(n, 2), 'Points earned per 1.00 has at most 2 decimals.')
    .meta({ multipleOf: 0.01 }),
  redeemValue: z
    .number({ error: 'A point’s value must be a number.' })
    .gt(0, 'A point’s value must be more than 0.')
    .max(100, 'A point’s value must be at most 100.')
    .refine((n) => hasAtMostDecimals(n, 4), 'A point’s value has at most 4 decimals.')
    .meta({ multipleOf: 0.0001 }),
  minRedeem: z
    .number({ error: 'The fewest points redeemed must be a number.' })
    .int('The fewest points redeemed must be a whole number.')
    .min(1, 'The fewest points redeemed must be at least 1.')
    .max(1_000_000, 'The fewest points redeemed must be at most 1,000,000.'),
});
export type TLoyalty = z.infer<typeof ZLoyalty>;

/** What `points` pay, in cents (rounded to the cent). */
export const pointsValueCents = (points: number, redeemValue: number) =>
  Math.round((points * Math.round(redeemValue * 10_000)) / 100);

/** The points `cents` of goods paid earn (whole points, rounded down). */
export const pointsEarned = (cents: number, earnPerUnit: number) =>
  Math.max(0, Math.floor((cents * Math.round(earnPerUnit * 100)) / 10_000));

/**
 * The points a return takes back of those its sale earned: in proportion to what it gives back
 * of what earned them (rounded down, so a sale returned in parts never takes back more than it
 * earned), at most what the customer still holds.
 */
export const pointsReversed = (
  earned: number,
  returnedCents: number,
  earningCents: number,
  held: number,
) =>
  earningCents <= 0
    ? 0
    : Math.max(
        0,
        Math.min(held, Math.floor((earned * Math.min(returnedCents, earningCents)) / earningCents)),
      );

/**
 * What a return gives back as points of those its sale was paid with (docs/DESIGN.md, "Stored
 * value": points are never refunded as money): the share of the sale's points payment that the
 * sale's returns so far have given back of its total — rounded down, the last return (the whole
 * total back) taking the rest — less what earlier returns gave back. `cents` is what those
 * points paid, which the return gives back as points and not by its refund method.
 */
export function pointsGivenBack(
  paid: { points: number; cents: number },
  saleCents: number,
  returned: { beforeCents: number; nowCents: number },
  earlier: { points: number; cents: number },
) {
  const upTo = returned.beforeCents + returned.nowCents;
  const share = (whole: number) =>
    saleCents <= 0 || upTo >= saleCents ? whole : Math.floor((whole * upTo) / saleCents);
  return {
    points: Math.max(0, share(paid.points) - earlier.points),
    cents: Math.max(0, Math.min(returned.nowCents, share(paid.cents) - earlier.cents)),
  };
}

/** A sale's payment once its points are valued: what each pays, in money. */
export type ValuedPayment =
  | Exclude<TPaymentInput, { method: 'Points' }>
  | { method: 'Points'; points: number; amount: number };

/** A sale's payments with each `Points` payment given what its points pay (`pointsValueCents`). */
export const valuedPayments = (
  payments: readonly TPaymentInput[] | undefined,
  redeemValue: number,
): ValuedPayment[] | undefined =>
  payments?.map((p) =>
    p.method === 'Points' ? { ...p, amount: pointsValueCents(p.points, redeemValue) / 100 } : p,
  );
