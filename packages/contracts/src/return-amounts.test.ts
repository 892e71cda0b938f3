import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReturnableLine, returnAmounts } from './return-amounts.js';
import { saleTotals } from './sale-totals.js';

const saleOf = (
  lines: { unitCents: number; quantity: number; discountCents: number }[],
  rates: number[],
) => {
  const totals = saleTotals(
    lines,
    rates.map((rate, i) => ({ name: `Tax ${i}`, rate })),
  );
  return {
    totals,
    lines: lines.map((l, i) => ({
      id: `l${i}`,
      quantity: l.quantity,
      returnedQuantity: 0,
      lineTotalCents: totals.lineTotals[i] ?? 0,
    })),
  };
};

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
    const r = returnAmounts(
      { subtotalCents: totals.subtotal, taxes: totals.taxes, lines },
      new Map([['l0', 1]]),
    );
    expect(r.items).toEqual([{ id: 'l0', quantity: 1, cents: 1000 }]);
    expect(r.taxes).toEqual([{ name: 'Tax 0', rate: 10, cents: 100 }]);
    expect(r.total).toBe(1100);
  });

  it('returning everything in any number of returns gives back exactly the total', () => {
    const line = fc.record({
      unitCents: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      discountPercent: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
          { maxLength: 3 },
        ),
        fc.infiniteStream(fc.tuple(fc.nat(), fc.nat())),
        (raw, rates, choices) => {
          const priced = raw.map((l) => ({
            unitCents: l.unitCents,
            quantity: l.quantity,
            discountCents: Math.floor((l.unitCents * l.quantity * l.discountPercent) / 100),
          }));
          const { totals, lines } = saleOf(priced, rates);
          const state: ReturnableLine[] = lines.map((l) => ({ ...l }));
          const given = {
            total: 0,
            subtotal: 0,
            perLine: new Map<string, number>(),
            perTax: rates.map(() => 0),
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
            const r = returnAmounts(
              { subtotalCents: totals.subtotal, taxes: totals.taxes, lines: state },
              returning,
            );
            expect(r.total).toBeGreaterThanOrEqual(0);
            expect(r.total).toBe(r.subtotal + r.taxTotal);
            given.total += r.total;
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
          expect(given.total).toBe(totals.total);
          expect(given.subtotal).toBe(totals.subtotal);
          expect(given.perTax).toEqual(totals.taxes.map((t) => t.cents));
          for (const l of lines) expect(given.perLine.get(l.id)).toBe(l.lineTotalCents);
        },
      ),
      { numRuns: 500 },
    );
  });
});
