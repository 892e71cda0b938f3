/**
 * What a return gives back (DESIGN §13), in integer cents, one rule for the API and the
 * register. Amounts are taken cumulatively: after k of a line's n units are back, the line has
 * given back round(lineTotal × k / n) in all; each tax round(tax × returned part / whole) of the
 * lines that carry it, and the sale's cash rounding the same share of the whole subtotal. A
 * return's share is the difference from before it, so returning everything, in any number of
 * returns, gives back exactly the sale's lines, taxes, rounding and total — never more than was
 * paid.
 */
import type { TaxAmount, TaxRate } from './sale-totals.js';
import { toMilli } from './units.js';

export interface ReturnableLine {
  id: string;
  quantity: number;
  /** Units already given back by earlier returns. */
  returnedQuantity: number;
  /** price × quantity − discount, in cents (tax included when the sale's prices include it). */
  lineTotalCents: number;
  /** The taxes the line carried; absent (a sale from before tax classes): all of the sale's. */
  taxes?: readonly TaxRate[] | null;
}

export interface ReturnedSale {
  taxes: readonly TaxAmount[];
  lines: readonly ReturnableLine[];
  /** The line totals included their tax: the taxes are inside what the lines give back. */
  pricesIncludeTax?: boolean;
  /** What cash rounding added to the sale's total (signed). */
  roundingCents?: number;
}

export interface ReturnAmounts {
  items: { id: string; quantity: number; cents: number }[];
  subtotal: number;
  taxes: TaxAmount[];
  taxTotal: number;
  /** The return's share of the sale's cash rounding (signed). */
  rounding: number;
  total: number;
}

/** round(a × b / c) for b, c ≥ 0, exact at any size (half away from zero). */
function share(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const [x, y, z] = [BigInt(Math.abs(a)), BigInt(b), BigInt(c)];
  return Math.sign(a) * Number((2n * x * y + z) / (2n * z));
}

const carries = (line: ReturnableLine, tax: TaxAmount) =>
  !line.taxes || line.taxes.some((t) => t.name === tax.name && t.rate === tax.rate);

/** What a line has given back in all once `returned` of its units are back. */
const lineGivenBack = (line: ReturnableLine, returned: number) =>
  // In thousandths: a weighed line's quantities have 3 decimals (units.ts).
  share(line.lineTotalCents, Number(toMilli(returned)), Number(toMilli(line.quantity)));

/**
 * What the sale has given back in all once `returnedOf` each line's units are back: its lines,
 * each tax's share of the lines that carry it, and the two together (before cash rounding).
 */
function givenBack(sale: ReturnedSale, returnedOf: (l: ReturnableLine) => number) {
  const lines = sale.lines.map((l) => lineGivenBack(l, returnedOf(l)));
  const subtotal = lines.reduce((a, b) => a + b, 0);
  const taxes = sale.taxes.map((t) => {
    let base = 0;
    let back = 0;
    sale.lines.forEach((l, i) => {
      if (!carries(l, t)) return;
      base += l.lineTotalCents;
      back += lines[i] ?? 0;
    });
    return share(t.cents, back, base);
  });
  const taxTotal = taxes.reduce((a, b) => a + b, 0);
  return { subtotal, taxes, total: sale.pricesIncludeTax ? subtotal : subtotal + taxTotal };
}

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
  const before = givenBack(sale, (l) => l.returnedQuantity);
  const after = givenBack(sale, (l) => l.returnedQuantity + (returning.get(l.id) ?? 0));
  const whole = givenBack(sale, (l) => l.quantity).total;
  const taxes = sale.taxes.map((t, i) => ({
    name: t.name,
    rate: t.rate,
    cents: (after.taxes[i] ?? 0) - (before.taxes[i] ?? 0),
  }));
  const roundingCents = sale.roundingCents ?? 0;
  const rounding =
    share(roundingCents, after.total, whole) - share(roundingCents, before.total, whole);
  const taxTotal = taxes.reduce((a, t) => a + t.cents, 0);
  const subtotal = after.subtotal - before.subtotal;
  return {
    items,
    subtotal,
    taxes,
    taxTotal,
    rounding,
    total: after.total - before.total + rounding,
  };
}
