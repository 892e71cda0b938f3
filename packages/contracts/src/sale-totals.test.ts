import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCents, saleTotals } from './sale-totals.js';

describe('sale totals', () => {
  it('adds lines, rounds each tax half up on its own, and adds them', () => {
    const t = saleTotals(
      [
        { unitCents: 1999, quantity: 3, discountCents: 0 },
        { unitCents: 250, quantity: 1, discountCents: 50 },
      ],
      [
        { name: 'VAT', rate: 10 },
        { name: 'City tax', rate: 2.5 },
      ],
    );
    expect(t.lineTotals).toEqual([5997, 200]);
    expect(t.subtotal).toBe(6197);
    expect(t.discountTotal).toBe(50);
    // 10 % of 61.97 = 6.197 → 6.20; 2.5 % = 1.54925 → 1.55.
    expect(t.taxes).toEqual([
      { name: 'VAT', rate: 10, cents: 620 },
      { name: 'City tax', rate: 2.5, cents: 155 },
    ]);
    expect(t.total).toBe(6197 + 620 + 155);
  });

  it('rounds a half cent up and never drifts over many lines', () => {
    // 7.5 % of 0.10 = 0.0075 → 0.01.
    expect(
      saleTotals([{ unitCents: 10, quantity: 1, discountCents: 0 }], [{ name: 'T', rate: 7.5 }])
        .taxes[0]?.cents,
    ).toBe(1);
    const many = saleTotals(
      Array.from({ length: 1000 }, () => ({ unitCents: 10, quantity: 1, discountCents: 0 })),
      [],
    );
    expect(many.total).toBe(10_000);
  });

  it('has no taxes when settings have none', () => {
    const t = saleTotals([{ unitCents: 500, quantity: 2, discountCents: 0 }], []);
    expect(t).toMatchObject({ subtotal: 1000, taxTotal: 0, total: 1000, taxes: [] });
  });

  it('holds for every cart: integer cents, each tax within half a cent, total = subtotal + taxes', () => {
    const line = fc.record({
      unitCents: fc.integer({ min: 1, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 1000 }),
      discountCents: fc.integer({ min: 0, max: 1000 }),
    });
    const tax = fc.record({
      name: fc.string({ maxLength: 5 }),
      rate: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.array(tax, { maxLength: 4 }),
        (lines, taxes) => {
          const t = saleTotals(lines, taxes);
          expect(t.subtotal).toBe(t.lineTotals.reduce((a, b) => a + b, 0));
          for (const [i, x] of t.taxes.entries()) {
            expect(Number.isInteger(x.cents)).toBe(true);
            const exact = (t.subtotal * (taxes[i]?.rate ?? 0)) / 100;
            expect(Math.abs(x.cents - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
          }
          expect(t.total).toBe(t.subtotal + t.taxes.reduce((a, x) => a + x.cents, 0));
        },
      ),
      { seed: 16, numRuns: 500 },
    );
  });

  it('takes a percent of an amount to the cent, half up, never more than the amount', () => {
    expect(percentOfCents(1999, 10)).toBe(200);
    expect(percentOfCents(1999, 12.5)).toBe(250);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
        (cents, percent) => {
          const part = percentOfCents(cents, percent);
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(cents);
          expect(Math.abs(part - (cents * percent) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
      { seed: 17, numRuns: 1000 },
    );
  });
});
