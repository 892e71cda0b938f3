import { percentOfCents, toCents } from '@pos/contracts/sale-totals';
import { msg } from '../../lib/i18n';

/**
 * A line's discount as the cashier gives it: an amount off the line, or a percent of it. The
 * field takes what is typed ("2.50", "$2.50", "10%", "10 %", "2,50") and says plainly when it
 * cannot read it — a "10%" read as 10.00 off is the mistake this exists to prevent.
 */
export type DiscountMode = 'amount' | 'percent';

export interface LineDiscount {
  /** As typed, without the unit ('' for none). */
  text: string;
  mode: DiscountMode;
}

export const NO_DISCOUNT: LineDiscount = { text: '', mode: 'amount' };

export const DISCOUNT_MESSAGES = {
  unreadable: msg('Type an amount like 2.50, or a percent like 10%.'),
  overHundred: msg('At most 100%.'),
  overLine: msg('More than the line.'),
  overSale: msg('More than the sale.'),
} as const;

/** At most two decimals, with a point or a comma: what a till's keypad produces. */
const NUMBER = /^\d{1,9}(?:[.,]\d{0,2})?$|^[.,]\d{1,2}$/;

/**
 * What the field holds after the cashier typed `raw` in `mode`: a trailing "%" switches to a
 * percent, a leading currency symbol ($, €, ₹) is the amount's unit.
 */
export function typedDiscount(raw: string, mode: DiscountMode): LineDiscount {
  const trimmed = raw.trim();
  if (trimmed.endsWith('%')) return { text: trimmed.slice(0, -1).trim(), mode: 'percent' };
  return { text: raw, mode };
}

/** The discount's number, or null when the text is not one (blank is 0). */
export function discountNumber(d: LineDiscount): number | null {
  const text = d.mode === 'amount' ? d.text.trim().replace(/^\p{Sc}\s*/u, '') : d.text.trim();
  if (text === '') return 0;
  if (!NUMBER.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** The discount in cents off a line whose price × quantity is `grossCents`; 0 when unreadable. */
export function discountCents(d: LineDiscount, grossCents: number): number {
  const n = discountNumber(d);
  if (n === null || n <= 0) return 0;
  return d.mode === 'percent' ? percentOfCents(grossCents, Math.min(n, 100)) : toCents(n);
}

/** Why the discount cannot be given on a line of `grossCents`, else null. */
export function discountProblem(d: LineDiscount, grossCents: number): string | null {
  const n = discountNumber(d);
  if (n === null) return DISCOUNT_MESSAGES.unreadable;
  if (d.mode === 'percent' && n > 100) return DISCOUNT_MESSAGES.overHundred;
  if (discountCents(d, grossCents) > grossCents) return DISCOUNT_MESSAGES.overLine;
  return null;
}

/** A discount the server gave in money (a parked sale's line): an amount, as it was. */
export const amountDiscount = (amount: number): LineDiscount =>
  amount > 0 ? { text: amount.toFixed(2), mode: 'amount' } : NO_DISCOUNT;

/** The whole-sale discount as the API takes it (a percent or an amount); none when 0 or unreadable. */
export function saleDiscountBody(
  d: LineDiscount,
): { percent: number } | { amount: number } | undefined {
  const n = discountNumber(d);
  if (n === null || n <= 0) return undefined;
  return d.mode === 'percent' ? { percent: Math.min(n, 100) } : { amount: n };
}

/** Why the whole-sale discount cannot be given (unreadable, over 100 %, more than the lines). */
export function saleDiscountProblem(d: LineDiscount, sale: { tooLarge: boolean }): string | null {
  const n = discountNumber(d);
  if (n === null) return DISCOUNT_MESSAGES.unreadable;
  if (d.mode === 'percent' && n > 100) return DISCOUNT_MESSAGES.overHundred;
  return sale.tooLarge ? DISCOUNT_MESSAGES.overSale : null;
}
