import type { TGeneralSettings } from '@pos/contracts/settings';

/** An amount as integer cents (amounts have at most 2 decimals). */
export const toCents = (amount: number | string): number => Math.round(Number(amount) * 100);
export const fromCents = (cents: number): number => cents / 100;

export interface TotalsLine {
  /** The catalogue's unit price. */
  price: number;
  quantity: number;
  /** Off the line's total; 0 when none. */
  discount: number;
}

export interface TaxAmount {
  name: string;
  rate: number;
  /** In cents. */
  cents: number;
}

export interface CartTotals {
  /** Each line's price × quantity − discount, in cents. */
  lineTotals: number[];
  subtotal: number;
  discountTotal: number;
  taxes: TaxAmount[];
  taxTotal: number;
  total: number;
}

/**
 * The sale's amounts exactly as the server computes them (all in integer cents): the subtotal
 * is Σ(price × quantity − discount); each tax of general settings is its rate of the subtotal,
 * rounded half up to the cent on its own; the total adds the taxes to the subtotal.
 */
export function cartTotals(
  lines: readonly TotalsLine[],
  taxes: TGeneralSettings['taxes'],
): CartTotals {
  const lineTotals = lines.map((l) => toCents(l.price) * l.quantity - toCents(l.discount));
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const discountTotal = lines.reduce((a, l) => a + toCents(l.discount), 0);
  const taxLines = taxes.map((t) => {
    // A rate has at most 2 decimals: in hundredths of a percent it is a whole number, so the
    // half-up rounding works on integers and never on a float like 12.4999999.
    const basisPoints = Math.round(t.rate * 100);
    return {
      name: t.name,
      rate: t.rate,
      cents: Math.floor((subtotal * basisPoints + 5000) / 10000),
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

/** "VAT (10%)", "City tax (2.5%)". */
export const taxLabel = (tax: { name: string; rate: number }): string =>
  `${tax.name} (${tax.rate}%)`;
