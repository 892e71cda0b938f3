import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsGivenBack } from './loyalty.js';
import { refundSummary } from './returns.js';

/** The returns of a sale in parts: each gives back what `pointsGivenBack` says. */
function returnInParts(
  paid: { points: number; cents: number },
  saleCents: number,
  parts: readonly number[],
) {
  const earlier = { points: 0, cents: 0 };
  let beforeCents = 0;
  const each = parts.map((nowCents) => {
    const back = pointsGivenBack(paid, saleCents, { beforeCents, nowCents }, earlier);
    beforeCents += nowCents;
    earlier.points += back.points;
    earlier.cents += back.cents;
    return { ...back, nowCents };
  });
  return { each, total: earlier };
}

describe('points given back by returns', () => {
  it('a sale of 20.00 paid 5.00 by 500 points: half back, then the rest', () => {
    const paid = { points: 500, cents: 500 };
    const { each, total } = returnInParts(paid, 2000, [1000, 1000]);
    expect(each.map((b) => [b.points, b.cents])).toEqual([
      [250, 250],
      [250, 250],
    ]);
    expect(total).toEqual(paid);
  });

  it('a sale paid by points alone gives every cent back as points', () => {
    expect(
      pointsGivenBack(
        { points: 1299, cents: 1299 },
        1299,
        { beforeCents: 0, nowCents: 1299 },
        { points: 0, cents: 0 },
      ),
    ).toEqual({ points: 1299, cents: 1299 });
  });

  it('for any sale returned in parts: all its points and their cents come back, never more than each return', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (points, weights, paidPerMille, rate) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          // The sale's total split in parts by the weights, the last taking the remainder.
          const saleCents = sum * 7;
          const parts = weights.map((w) => w * 7);
          const cents = Math.floor((saleCents * paidPerMille) / 1000);
          const paid = { points: Math.min(points, cents * rate), cents };
          const { each, total } = returnInParts(paid, saleCents, parts);
          expect(total).toEqual(paid);
          for (const b of each) {
            expect(b.cents).toBeLessThanOrEqual(b.nowCents);
            expect(b.points).toBeGreaterThanOrEqual(0);
          }
          // Returned only in part: never more than the share returned.
          const first = each[0];
          if (first && parts.length > 1) {
            expect(first.points * saleCents).toBeLessThanOrEqual(paid.points * (parts[0] ?? 0));
          }
        },
      ),
    );
  });
});

describe('a return in a sentence', () => {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const r = { total: 12.5, exchangeCredit: 0, pointsBack: 0, pointsBackAmount: 0 };
  it('says the money by its method, then the points', () => {
    expect(refundSummary({ ...r, refundMethod: 'Cash' }, money)).toBe('$12.50 refunded in Cash');
    expect(
      refundSummary({ ...r, refundMethod: 'Cash', pointsBack: 250, pointsBackAmount: 2.5 }, money),
    ).toBe('$10.00 refunded in Cash and 250 points ($2.50) back');
    expect(
      refundSummary(
        { ...r, refundMethod: 'Points', pointsBack: 1250, pointsBackAmount: 12.5 },
        money,
      ),
    ).toBe('1250 points ($12.50) back');
  });
});
