import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASH_ROUNDING_INCREMENTS, roundCash, type TCashRounding } from './cash-rounding.js';
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
      rounding: 0,
      due: 6000,
    });
    expect(tender(6000, [{ method: 'Card', cents: 6000 }])).toEqual({
      ok: true,
      amountPaid: 6000,
      change: 0,
      method: 'Card',
      rounding: 0,
      due: 6000,
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

  it('rounds only the part paid in cash, to the coins the shop has', () => {
    const swiss: TCashRounding = { increment: 0.05, mode: 'nearest' };
    // 10.02 in cash: 10.00; a card pays 10.02 to the cent.
    expect(tender(1002, [{ method: 'Cash', cents: 2000 }], swiss)).toMatchObject({
      due: 1000,
      rounding: -2,
      change: 1000,
    });
    expect(tender(1002, [{ method: 'Card', cents: 1002 }], swiss)).toMatchObject({
      due: 1002,
      rounding: 0,
    });
    // 5.00 by card, 5.03 left in cash: 5.05.
    expect(
      tender(
        1003,
        [
          { method: 'Card', cents: 500 },
          { method: 'Cash', cents: 505 },
        ],
        swiss,
      ),
    ).toMatchObject({ ok: true, due: 1005, rounding: 2, change: 0 });
    expect(tender(1003, [{ method: 'Cash', cents: 1000 }], swiss)).toEqual({
      ok: false,
      problem: 'not_covered',
    });
    // Whole rupees, always down: 99.99 in cash is 99.
    expect(
      tender(9999, [{ method: 'Cash', cents: 9900 }], { increment: 1, mode: 'down' }),
    ).toMatchObject({ ok: true, rounding: -99, change: 0 });
    expect(roundCash(1025, { increment: 0.1, mode: 'nearest' })).toBe(1030);
    expect(roundCash(1024, { increment: 0.1, mode: 'nearest' })).toBe(1020);
    expect(roundCash(1050, { increment: 1, mode: 'nearest' })).toBe(1100);
  });

  it('rounds cash by less than one increment, never a card, for every tender', () => {
    const payment = fc.record({
      method: fc.constantFrom('Cash' as const, 'Card' as const, 'UPI' as const),
      cents: fc.integer({ min: 1, max: 100_000 }),
    });
    const rounding = fc.record({
      increment: fc.constantFrom(...CASH_ROUNDING_INCREMENTS),
      mode: fc.constantFrom('nearest' as const, 'down' as const),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(payment, { minLength: 1, maxLength: 4 }),
        rounding,
        (total, payments, r) => {
          const t = tender(total, payments, r);
          if (!t.ok) return;
          const step = Math.round(r.increment * 100);
          const cash = payments.filter((p) => p.method === 'Cash').reduce((a, p) => a + p.cents, 0);
          expect(t.due).toBe(total + t.rounding);
          expect(t.amountPaid - t.change).toBe(t.due);
          expect(t.change).toBeLessThanOrEqual(cash);
          if (cash === 0 || step <= 1) expect(t.rounding).toBe(0);
          else {
            expect((t.due - (t.amountPaid - cash)) % step).toBe(0);
            expect(Math.abs(t.rounding)).toBeLessThan(step);
            if (r.mode === 'down') expect(t.rounding).toBeLessThanOrEqual(0);
            else expect(Math.abs(t.rounding)).toBeLessThanOrEqual(step / 2);
          }
        },
      ),
      { seed: 39, numRuns: 2000 },
    );
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
