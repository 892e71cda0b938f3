import { soldGiftCardLabel } from './gift-card-code.js';
import { word } from './message-catalog.js';
import type { TSaleReturn, TTransaction } from './sales.js';

/**
 * The figures every document of a sale prints between its lines and its total — the receipt,
 * the invoice, the register's receipt (online and offline), the sale's details — from the stored
 * sale, one list so that none of them can disagree (docs/DESIGN.md, "Money").
 */
export interface FigureRow {
  label: string;
  amount: number;
  /** Money taken off or given back, printed with a minus. */
  out?: boolean;
}

/**
 * A figure as documents print it: money taken off or given back with a minus; such a figure
 * that is itself negative (a refund's rounding that gives back less) with a plus.
 */
export function figureText(row: { amount: number; out?: boolean }, money: (n: number) => string) {
  if (!row.out) return money(row.amount);
  return row.amount < 0 ? `+${money(-row.amount)}` : `-${money(row.amount)}`;
}

/** A rate as the settings hold it, without trailing zeros: 10 → "10", 2.5 → "2.5". */
const rateText = (rate: number) => (Number.isFinite(rate) ? String(Number(rate.toFixed(4))) : '0');

/** "VAT (20%)"; "incl. VAT (20%)" when the prices included it (it is inside the total). */
export const taxLabel = (tax: { name: string; rate: number }, included = false): string =>
  included
    ? word(`incl. ${tax.name} (${rateText(tax.rate)}%)`)
    : `${tax.name} (${rateText(tax.rate)}%)`;

/**
 * A sale's figures before its total: its items before discounts, the discounts, each tax
 * ("incl." when the shelf prices held it), the gift cards it sold, and the cash rounding when
 * there was one.
 */
export function saleFigures(
  sale: Pick<
    TTransaction,
    'subtotal' | 'discountTotal' | 'taxes' | 'pricesIncludeTax' | 'rounding'
  > & { giftCards?: TTransaction['giftCards'] },
): FigureRow[] {
  return [
    // The sale's subtotal is after line discounts: shown before them, then the discount.
    { label: word('Subtotal'), amount: cents(sale.subtotal + sale.discountTotal) },
    ...(sale.discountTotal > 0
      ? [{ label: word('Discount'), amount: sale.discountTotal, out: true }]
      : []),
    ...sale.taxes.map((t) => ({ label: taxLabel(t, sale.pricesIncludeTax), amount: t.amount })),
    // Gift cards sold: value the shop now owes, tax-free, after the goods' taxes.
    ...(sale.giftCards ?? []).map((g) => ({ label: soldGiftCardLabel(g), amount: g.amount })),
    ...(sale.rounding !== 0 ? [{ label: word('Rounding'), amount: sale.rounding }] : []),
  ];
}

/** A return's figures before its refund: what its lines gave back, each tax, the rounding. */
export function returnFigures(
  r: Pick<TSaleReturn, 'subtotal' | 'taxes' | 'rounding'>,
  pricesIncludeTax: boolean,
): FigureRow[] {
  return [
    { label: word('Subtotal'), amount: r.subtotal, out: true },
    ...r.taxes.map((t) => ({
      label: taxLabel(t, pricesIncludeTax),
      amount: t.amount,
      out: true,
    })),
    // Given back with the rest: a sale rounded down gives back that much less (printed "+").
    ...(r.rounding !== 0 ? [{ label: word('Rounding'), amount: r.rounding, out: true }] : []),
  ];
}

/** In cents: amounts have at most two decimals each. */
const cents = (n: number) => Math.round(n * 100) / 100;
