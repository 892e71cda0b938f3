/**
 * What a return gives back (DESIGN §13), in integer cents, one rule for the API and the
 * register. Amounts are taken cumulatively: after k of a line's n units are back, the line has
 * given back round(lineTotal × k / n) in all, and each tax round(tax × returned subtotal / sale
 * subtotal). A return's share is the difference from before it, so returning everything, in any
 * number of returns, gives back exactly the sale's lines, taxes and total.
 */
import type { TaxAmount } from './sale-totals.js';

export interface ReturnableLine {
  id: string;
  quantity: number;
  /** Units already given back by earlier returns. */
  returnedQuantity: number;
  /** price × quantity − discount, in cents. */
  lineTotalCents: number;
}

export interface ReturnedSale {
  subtotalCents: number;
  taxes: readonly TaxAmount[];
  lines: readonly ReturnableLine[];
}

export interface ReturnAmounts {
  items: { id: string; quantity: number; cents: number }[];
  subtotal: number;
  taxes: TaxAmount[];
  taxTotal: number;
  total: number;
}

/** round(a × b / c) for non-negative integers, exact at any size (half up). */
function share(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

/** What a line has given back in all once `returned` of its units are back. */
const lineGivenBack = (line: ReturnableLine, returned: number) =>
  share(line.lineTotalCents, returned, line.quantity);

const subtotalGivenBack = (
  lines: readonly ReturnableLine[],
  returnedOf: (l: ReturnableLine) => number,
) => lines.reduce((a, l) => a + lineGivenBack(l, returnedOf(l)), 0);

/**
 * The amounts of returning `returning` (line id → units) of `sale`. The caller has checked that
 * each quantity is at least 1 and at most what the line has left.
 */
export function returnAmounts(
  sale: ReturnedSale,
  returning: ReadonlyMap<string, number>,
): ReturnAmounts {
  const items = sale.lines
    .filter((l) => (returning.get(l.id) ?? 0) > 0)
    .map((l) => {
      const quantity = returning.get(l.id) ?? 0;
      const cents =
        lineGivenBack(l, l.returnedQuantity + quantity) - lineGivenBack(l, l.returnedQuantity);
      return { id: l.id, quantity, cents };
    });
  const before = subtotalGivenBack(sale.lines, (l) => l.returnedQuantity);
  const after = subtotalGivenBack(
    sale.lines,
    (l) => l.returnedQuantity + (returning.get(l.id) ?? 0),
  );
  const taxes = sale.taxes.map((t) => ({
    name: t.name,
    rate: t.rate,
    cents: share(t.cents, after, sale.subtotalCents) - share(t.cents, before, sale.subtotalCents),
  }));
  const subtotal = after - before;
  const taxTotal = taxes.reduce((a, t) => a + t.cents, 0);
  return { items, subtotal, taxes, taxTotal, total: subtotal + taxTotal };
}
