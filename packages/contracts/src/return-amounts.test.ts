import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReturnableLine, returnAmounts } from './return-amounts.js';
import { saleTotals, type TaxRate } from './sale-totals.js';

const saleOf = (
  lines: { unitCents: number; quantity: number; discountCents: number; taxes?: TaxRate[] }[],
  rates: number[],
  pricesIncludeTax = false,
) => {
  const totals = saleTotals(
    lines,
    rates.map((rate, i) => ({ name: `Tax ${i}`, rate })),
    { pricesIncludeTax },
  );
  return {
    totals,
    lines: lines.map((l, i) => ({
      id: `l${i}`,
      quantity: l.quantity,
      returnedQuantity: 0,
      lineTotalCents: totals.lineTotals[i] ?? 0,
      taxes: l.taxes,
    })),
  };
};

const state0 = (lines: ReturnableLine[]): ReturnableLine[] => lines.map((l) => ({ ...l }));

describe('return amounts', () => {
  it('gives back a line share and its proportional taxes', () => {
    const { totals, lines } = saleOf(
      [
        { unitCents: 1000, quantity: 3, discountCents: 0 },
        { unitCents: 500, quantity: 1, discountCents: 0 },
      ],
      [10],
    );
    // Sale: 30.00 + 5.00, tax 3.50, total 38.50. One unit of the first line: 10.00 + 1.00 tax.
    const r = returnAmounts({ taxes: totals.taxes, lines }, new Map([['l0', 1]]));
    expect(r.items).toEqual([{ id: 'l0', quantity: 1, cents: 1000 }]);
    expect(r.taxes).toEqual([{ name: 'Tax 0', rate: 10, cents: 100 }]);
    expect(r.total).toBe(1100);
  });

  it('returning everything in any number of returns gives back exactly the total', () => {
    const line = fc.record({
      unitCents: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      discountPercent: fc.integer({ min: 0, max: 100 }),
      // A class of its own (some of the sale's taxes, or none), else the default.
      taxes: fc.option(fc.subarray([0, 1, 2]), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
          { maxLength: 3 },
        ),
        fc.infiniteStream(fc.tuple(fc.nat(), fc.nat())),
        fc.boolean(),
        fc.integer({ min: -99, max: 99 }),
        (raw, rates, choices, pricesIncludeTax, roundingDraft) => {
          const priced = raw.map((l) => ({
            unitCents: l.unitCents,
            quantity: l.quantity,
            discountCents: Math.floor((l.unitCents * l.quantity * l.discountPercent) / 100),
            taxes: l.taxes
              ?.filter((i) => i < rates.length)
              .map((i) => ({ name: `Tax ${i}`, rate: rates[i] ?? 0 })),
          }));
          const { totals, lines } = saleOf(priced, rates, pricesIncludeTax);
          // Cash rounding moves the total by less than an increment, and by no more than the
          // total itself (up only from a remainder at least half an increment).
          const roundingCents = Math.max(Math.min(roundingDraft, totals.total), -totals.total);
          const paid = totals.total + roundingCents;
          const sale = {
            taxes: totals.taxes,
            lines: state0(lines),
            pricesIncludeTax,
            roundingCents,
          };
          const state = sale.lines;
          const given = {
            total: 0,
            subtotal: 0,
            perLine: new Map<string, number>(),
            perTax: totals.taxes.map(() => 0),
          };
          const picks = choices[Symbol.iterator]();
          while (state.some((l) => l.returnedQuantity < l.quantity)) {
            // A random return: some units of one or two lines that still have some.
            const open = state.filter((l) => l.returnedQuantity < l.quantity);
            const returning = new Map<string, number>();
            for (let k = 0; k < 2; k++) {
              const [a, b] = picks.next().value as [number, number];
              const l = open[a % open.length] as ReturnableLine;
              const left = l.quantity - l.returnedQuantity - (returning.get(l.id) ?? 0);
              if (left > 0) returning.set(l.id, (returning.get(l.id) ?? 0) + 1 + (b % left));
            }
            const r = returnAmounts(sale, returning);
            expect(r.total).toBeGreaterThanOrEqual(0);
            expect(r.total).toBe(
              (pricesIncludeTax ? r.subtotal : r.subtotal + r.taxTotal) + r.rounding,
            );
            given.total += r.total;
            expect(given.total).toBeLessThanOrEqual(paid);
            given.subtotal += r.subtotal;
            r.taxes.forEach((t, i) => {
              expect(t.cents).toBeGreaterThanOrEqual(0);
              given.perTax[i] = (given.perTax[i] ?? 0) + t.cents;
            });
            for (const item of r.items) {
              given.perLine.set(item.id, (given.perLine.get(item.id) ?? 0) + item.cents);
              const l = state.find((x) => x.id === item.id) as ReturnableLine;
              l.returnedQuantity += item.quantity;
            }
          }
          expect(given.total).toBe(paid);
          expect(given.subtotal).toBe(totals.subtotal);
          expect(given.perTax).toEqual(totals.taxes.map((t) => t.cents));
          for (const l of lines) expect(given.perLine.get(l.id)).toBe(l.lineTotalCents);
        },
      ),
      { seed: 39, numRuns: 2000 },
    );
  });
});
