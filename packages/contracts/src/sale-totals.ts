/**
 * A sale's arithmetic, one rule for the API and the register (online and offline): money as
 * integer cents so that sums never drift (docs/DESIGN.md, "Money").
 */
import { lineGross } from './units.js';

/** An amount (at most 2 decimals) as integer cents. */
export const toCents = (amount: number | string): number => Math.round(Number(amount) * 100);
export const fromCents = (cents: number): number => cents / 100;
/** numeric(12,2) text for the database. */
export const centsText = (cents: number): string => (cents / 100).toFixed(2);

/** A tax as a class lists it: a name and a rate in percent (at most 2 decimals). */
export interface TaxRate {
  name: string;
  rate: number;
}

export interface PricedLine {
  unitCents: number;
  quantity: number;
  /** A scale label's price, which the line costs whatever its quantity (`lineGross`). */
  grossCents?: number | null;
  /** Off the line's total; 0 when none. */
  discountCents: number;
  /** The taxes of the line's tax class; absent: the default class's (the `taxes` argument). */
  taxes?: readonly TaxRate[];
}

export interface TaxAmount {
  name: string;
  rate: number;
  cents: number;
}

export interface SaleTotals {
  /** Each line's price × quantity − discount: what it costs on the shelf (tax in it or not). */
  lineTotals: number[];
  /** Each line's share of each of its taxes (in the sale's order of taxes). */
  lineTaxes: TaxAmount[][];
  /** Each line without tax: its total, less its tax when prices include tax. */
  lineNets: number[];
  /** The sum of the line totals (tax included when prices include it). */
  subtotal: number;
  discountTotal: number;
  /** One per tax name and rate, over the lines that carry it, in the order they first appear. */
  taxes: TaxAmount[];
  taxTotal: number;
  /** What the sale comes to without tax: `total − taxTotal`. */
  net: number;
  total: number;
}

export interface TaxOptions {
  /** Shelf prices include tax: each tax is taken out of them instead of added. */
  pricesIncludeTax?: boolean;
}

/** A rate in hundredths of a percent: whole, so the arithmetic stays in integers. */
const basisPoints = (rate: number): bigint => BigInt(Math.round(rate * 100));

/** round(n / d) half up, for n ≥ 0 and d > 0. */
const roundDiv = (n: bigint, d: bigint): number => Number((2n * n + d) / (2n * d));

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Each (name, rate) the lines carry, with the lines that carry it and each one's weight: the
 * exact tax is `rate × Σ weight / scale`. Added on top, a line weighs its total; taken out of the
 * shelf price, it weighs its total × scale / (10000 + its class's whole rate), the scale being a
 * common multiple of those denominators, so weights stay whole.
 */
function taxGroups(
  lineTotals: readonly number[],
  lineRates: readonly (readonly TaxRate[])[],
  inclusive: boolean,
) {
  const classRate = lineRates.map((rates) => rates.reduce((a, t) => a + basisPoints(t.rate), 0n));
  let scale = 1n;
  if (inclusive) {
    for (const r of new Set(classRate)) scale = (scale * (10_000n + r)) / gcd(scale, 10_000n + r);
  }
  const groups = new Map<string, { name: string; rate: number; parts: [number, bigint][] }>();
  lineRates.forEach((rates, i) => {
    const total = BigInt(lineTotals[i] ?? 0);
    const weight = inclusive ? (total * scale) / (10_000n + (classRate[i] ?? 0n)) : total;
    for (const t of rates) {
      const key = `${t.name}\u0000${t.rate}`;
      let g = groups.get(key);
      if (!g) {
        g = { name: t.name, rate: t.rate, parts: [] };
        groups.set(key, g);
      }
      g.parts.push([i, weight]);
    }
  });
  return { groups: [...groups.values()], scale: inclusive ? scale : 10_000n };
}

/**
 * A sale's amounts, all in cents (docs/DESIGN.md, "Money"). Each line is price × quantity −
 * discount and carries its class's taxes (`taxes` for a line that names none). Each tax name and
 * rate is rounded half up to the cent once, over the lines that carry it: added, `rate` % of their
 * totals; included, the part of their totals that is tax — `total × rate / (100 + the class's
 * whole rate)`, which is the familiar `gross × rate / (100 + rate)` for a class of one tax. Each
 * tax is then shared among its lines by their exact parts, so each line's tax and net are known
 * and add up to the sale's.
 */
export function saleTotals(
  lines: readonly PricedLine[],
  taxes: readonly TaxRate[],
  options: TaxOptions = {},
): SaleTotals {
  const inclusive = options.pricesIncludeTax === true;
  const lineTotals = lines.map((l) => lineGross(l) - l.discountCents);
  const lineRates = lines.map((l) => l.taxes ?? taxes);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const discountTotal = lines.reduce((a, l) => a + l.discountCents, 0);
  const lineTaxes: TaxAmount[][] = lines.map(() => []);
  const { groups, scale } = taxGroups(lineTotals, lineRates, inclusive);
  const taxLines = groups.map((g) => {
    const r = basisPoints(g.rate);
    const weight = g.parts.reduce((a, [, w]) => a + w, 0n);
    const cents = roundDiv(weight * r, scale);
    // Shared by cumulative rounding: the shares add up to `cents` and follow the exact parts.
    let before = 0n;
    for (const [i, w] of g.parts) {
      const after = before + w;
      const share = weight === 0n ? 0 : roundDiv(BigInt(cents) * after, weight);
      const given = weight === 0n ? 0 : roundDiv(BigInt(cents) * before, weight);
      lineTaxes[i]?.push({ name: g.name, rate: g.rate, cents: share - given });
      before = after;
    }
    return { name: g.name, rate: g.rate, cents };
  });
  const taxTotal = sumCents(taxLines);
  const total = inclusive ? subtotal : subtotal + taxTotal;
  return {
    lineTotals,
    lineTaxes,
    lineNets: lineTotals.map((t, i) => (inclusive ? t - sumCents(lineTaxes[i] ?? []) : t)),
    subtotal,
    discountTotal,
    taxes: taxLines,
    taxTotal,
    net: total - taxTotal,
    total,
  };
}

/** The cents of some amounts together. */
export const sumCents = (amounts: readonly { cents: number }[]): number =>
  amounts.reduce((a, t) => a + t.cents, 0);

/**
 * `percent` % of `cents`, rounded half up to the cent the way taxes are: a percent has at most
 * 2 decimals, so in hundredths of a percent it is a whole number and the rounding works on
 * integers. A line discount typed as a percent is this of the line's price × quantity.
 */
export const percentOfCents = (cents: number, percent: number): number =>
  Math.floor((cents * Math.round(percent * 100) + 5000) / 10000);

/** The taxes as a sale stores and answers them (`amount` in currency units). */
export const taxAmounts = (taxes: readonly TaxAmount[]) =>
  taxes.map((t) => ({ name: t.name, rate: t.rate, amount: fromCents(t.cents) }));
