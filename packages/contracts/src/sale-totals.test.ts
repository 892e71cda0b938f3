import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCents, saleTotals, sumCents } from './sale-totals.js';

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

  const gst = (rate: number) => [{ name: 'GST', rate }];
  it('taxes each line by its class, one tax line per name and rate', () => {
    const t = saleTotals(
      [
        { unitCents: 10_000, quantity: 1, discountCents: 0, taxes: gst(18) },
        { unitCents: 5_000, quantity: 2, discountCents: 0, taxes: gst(5) },
        { unitCents: 999, quantity: 1, discountCents: 0, taxes: [] },
        { unitCents: 2_000, quantity: 1, discountCents: 0 },
      ],
      gst(18),
    );
    expect(t.taxes).toEqual([
      { name: 'GST', rate: 18, cents: 2160 },
      { name: 'GST', rate: 5, cents: 500 },
    ]);
    expect(t.lineTaxes.map(sumCents)).toEqual([1800, 500, 0, 360]);
    expect(t.lineTaxes[1]).toEqual([{ name: 'GST', rate: 5, cents: 500 }]);
    expect(t.total).toBe(10_000 + 10_000 + 999 + 2_000 + 2660);
  });

  it('takes each rate out of shelf prices that include it, and charges the shelf prices', () => {
    const t = saleTotals(
      [
        { unitCents: 11_800, quantity: 1, discountCents: 0, taxes: gst(18) },
        { unitCents: 1_050, quantity: 3, discountCents: 150, taxes: gst(5) },
        {
          unitCents: 1_000,
          quantity: 1,
          discountCents: 0,
          taxes: [
            { name: 'CGST', rate: 9 },
            { name: 'SGST', rate: 9 },
          ],
        },
      ],
      [],
      { pricesIncludeTax: true },
    );
    // 118.00 × 18 / 118 = 18.00; 30.00 × 5 / 105 = 1.4286 → 1.43; 10.00 × 9 / 118 = 0.7627 → 0.76.
    expect(t.taxes).toEqual([
      { name: 'GST', rate: 18, cents: 1800 },
      { name: 'GST', rate: 5, cents: 143 },
      { name: 'CGST', rate: 9, cents: 76 },
      { name: 'SGST', rate: 9, cents: 76 },
    ]);
    expect(t.total).toBe(11_800 + 3_000 + 1_000);
    expect(t.net).toBe(t.total - 1800 - 143 - 152);
    expect(t.lineNets).toEqual([10_000, 2_857, 848]);
  });

  it('holds for every cart in both modes: each tax within half a cent, lines add up', () => {
    const rates = fc.array(
      fc.record({
        name: fc.constantFrom('VAT', 'GST', 'City'),
        rate: fc.integer({ min: 0, max: 3_000 }).map((n) => n / 100),
      }),
      { maxLength: 3 },
    );
    const line = fc.record({
      unitCents: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 0, max: 50 }),
      discountCents: fc.integer({ min: 0, max: 1000 }),
      taxes: fc.option(rates, { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        rates,
        fc.boolean(),
        (drafts, defaults, pricesIncludeTax) => {
          const lines = drafts.map((l) => ({
            ...l,
            discountCents: Math.min(l.discountCents, l.unitCents * l.quantity),
          }));
          const t = saleTotals(lines, defaults, { pricesIncludeTax });
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
          expect(sum(t.lineTaxes.map(sumCents))).toBe(t.taxTotal);
          expect(sum(t.lineNets)).toBe(t.net);
          expect(t.total).toBe(pricesIncludeTax ? t.subtotal : t.subtotal + t.taxTotal);
          expect(t.net + t.taxTotal).toBe(t.total);
          for (const [i, n] of t.lineNets.entries()) {
            expect(n).toBeGreaterThanOrEqual(0);
            for (const x of t.lineTaxes[i] ?? []) expect(x.cents).toBeGreaterThanOrEqual(0);
          }
          for (const x of t.taxes) {
            let exact = 0;
            lines.forEach((l, i) => {
              const own = l.taxes ?? defaults;
              const carried = own.filter((r) => r.name === x.name && r.rate === x.rate).length;
              const whole = own.reduce((a, r) => a + r.rate, 0);
              const total = t.lineTotals[i] ?? 0;
              exact += pricesIncludeTax
                ? (carried * total * x.rate) / (100 + whole)
                : (carried * total * x.rate) / 100;
            });
            expect(Math.abs(x.cents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
          }
        },
      ),
      { seed: 39, numRuns: 2000 },
    );
  });

  it('gives a sale without classes the cents of the one list of taxes it had before', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitCents: fc.integer({ min: 1, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
            discountCents: fc.constant(0),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.uniqueArray(
          fc.record({
            name: fc.string({ minLength: 1, maxLength: 4 }),
            rate: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
          }),
          { maxLength: 3, selector: (x) => x.name },
        ),
        (lines, taxes) => {
          const t = saleTotals(lines, taxes);
          expect(t.taxes).toEqual(
            taxes.map((x) => ({ ...x, cents: percentOfCents(t.subtotal, x.rate) })),
          );
        },
      ),
      { seed: 40, numRuns: 500 },
    );
  });
});
