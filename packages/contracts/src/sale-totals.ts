/**
 * A sale's arithmetic, one rule for the API and the register (and the offline register later):
 * money as integer cents so that sums never drift (docs/DESIGN.md, money).
 */

/** An amount (at most 2 decimals) as integer cents. */
export const toCents = (amount: number | string): number => Math.round(Number(amount) * 100);
export const fromCents = (cents: number): number => cents / 100;
/** numeric(12,2) text for the database. */
export const centsText = (cents: number): string => (cents / 100).toFixed(2);

export interface PricedLine {
  unitCents: number;
  quantity: number;
  /** Off the line's total; 0 when none. */
  discountCents: number;
}

export interface TaxAmount {
  name: string;
  rate: number;
  cents: number;
}

export interface SaleTotals {
  /** Each line's price × quantity − discount. */
  lineTotals: number[];
  subtotal: number;
  discountTotal: number;
  taxes: TaxAmount[];
  taxTotal: number;
  total: number;
}

/**
 * A sale's amounts, all in cents: each line is price × quantity − discount; each tax of general
 * settings is its rate of the subtotal, rounded half up to the cent on its own; the total adds
 * the taxes to the subtotal.
 */
export function saleTotals(
  lines: readonly PricedLine[],
  taxes: readonly { name: string; rate: number }[],
): SaleTotals {
  const lineTotals = lines.map((l) => l.unitCents * l.quantity - l.discountCents);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const discountTotal = lines.reduce((a, l) => a + l.discountCents, 0);
  const taxLines = taxes.map((t) => {
    return {
      name: t.name,
      rate: t.rate,
      cents: percentOfCents(subtotal, t.rate),
    };
  });
  const taxTotal = taxLines.reduce((a, t) => a + t.cents, 0);
  return {
    lineTotals,
    subtotal,
    discountTotal,
    taxes: taxLines,
    taxTotal,
    total: subtotal + taxTotal,
  };
}

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
