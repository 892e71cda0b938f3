import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickCashAmounts, tender } from './tender.js';

describe('tender', () => {
  it('gives change from cash and names a split payment', () => {
    expect(
      tender(6000, [
        { method: 'Card', cents: 2000 },
        { method: 'Cash', cents: 5000 },
      ]),
    ).toEqual({
      ok: true,
      amountPaid: 7000,
      change: 1000,
      method: 'Split',
    });
    expect(tender(6000, [{ method: 'Card', cents: 6000 }])).toEqual({
      ok: true,
      amountPaid: 6000,
      change: 0,
      method: 'Card',
    });
  });

  it('refuses a card over the total and payments short of it', () => {
    expect(tender(6000, [{ method: 'Card', cents: 6001 }])).toEqual({
      ok: false,
      problem: 'non_cash_over',
    });
    expect(
      tender(6000, [
        { method: 'Cash', cents: 1000 },
        { method: 'UPI', cents: 4999 },
      ]),
    ).toEqual({
      ok: false,
      problem: 'not_covered',
    });
  });

  it('never gives more change than the cash handed over, whatever the order', () => {
    const payment = fc.record({
      method: fc.constantFrom('Cash' as const, 'Card' as const, 'UPI' as const),
      cents: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.array(payment, { minLength: 1, maxLength: 5 }),
        (total, payments) => {
          const t = tender(total, payments);
          const again = tender(total, [...payments].reverse());
          expect(again).toEqual(t);
          if (!t.ok) return;
          const cash = payments.filter((p) => p.method === 'Cash').reduce((a, p) => a + p.cents, 0);
          expect(t.change).toBeGreaterThanOrEqual(0);
          expect(t.change).toBeLessThanOrEqual(cash);
          expect(t.amountPaid - t.change).toBe(total);
        },
      ),
    );
  });

  it('offers the exact amount and the next round ones', () => {
    expect(quickCashAmounts(4730)).toEqual([4730, 4800, 5000, 6000]);
    expect(quickCashAmounts(5000)).toEqual([5000, 5100, 5500, 6000]);
  });
});
