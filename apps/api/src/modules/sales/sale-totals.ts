import type { TTaxLine } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';

/** Money as integer cents: a sale's sums never drift (DESIGN §4). */
export const toCents = (amount: number | string) => Math.round(Number(amount) * 100);
export const fromCents = (cents: number) => cents / 100;
/** numeric(12,2) text for the database. */
export const centsText = (cents: number) => (cents / 100).toFixed(2);

export interface PricedLine {
  unitCents: number;
  quantity: number;
  discountCents: number;
}

/**
 * A sale's amounts: each line is price × quantity − discount; each tax of general settings is
 * its rate of the subtotal, rounded half up to the cent on its own; the total adds them.
 */
export function saleTotals(lines: PricedLine[], taxes: TGeneralSettings['taxes']) {
  const lineTotals = lines.map((l) => l.unitCents * l.quantity - l.discountCents);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const discountTotal = lines.reduce((a, l) => a + l.discountCents, 0);
  // The rate has at most 2 decimals: in hundredths of a percent it is a whole number.
  const taxLines = taxes.map((t) => {
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
    taxes: taxLines.map(
      (t): TTaxLine => ({ name: t.name, rate: t.rate, amount: fromCents(t.cents) }),
    ),
    taxTotal,
    total: subtotal + taxTotal,
  };
}
