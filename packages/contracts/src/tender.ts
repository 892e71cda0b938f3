/**
 * How a sale is paid (DESIGN §13): one rule for the API and the register, in integer cents.
 * Card and UPI payments together may not exceed the total (a card is never charged more than is
 * owed); cash may, and the difference comes back as change. The order of the payments does not
 * matter. With cash rounding, the part left for cash is rounded to the shop's coins when some of
 * it is paid in cash: `rounding` (signed) is what that added, the sale's total includes it and
 * the change is counted from it; a sale paid without cash is not rounded.
 */
import { NO_CASH_ROUNDING, roundCash, type TCashRounding } from './cash-rounding.js';
import type { SalePaymentMethod, TenderMethod } from './sales.js';

export interface TenderPayment {
  method: TenderMethod;
  cents: number;
}

export type Tender =
  | {
      ok: true;
      amountPaid: number;
      change: number;
      method: SalePaymentMethod;
      /** What cash rounding added to the total (negative when it took off). */
      rounding: number;
      /** The total to pay: the sale's total plus `rounding`. */
      due: number;
    }
  | { ok: false; problem: 'not_covered' | 'non_cash_over' };

/** The cash part of `totalCents` once `nonCash` is paid, rounded to the shop's coins. */
export const cashDue = (totalCents: number, nonCash: number, rounding: TCashRounding): number =>
  roundCash(totalCents - nonCash, rounding);

export function tender(
  totalCents: number,
  payments: readonly TenderPayment[],
  rounding: TCashRounding = NO_CASH_ROUNDING,
): Tender {
  const paid = payments.reduce((a, p) => a + p.cents, 0);
  const nonCash = payments.filter((p) => p.method !== 'Cash').reduce((a, p) => a + p.cents, 0);
  if (nonCash > totalCents) return { ok: false, problem: 'non_cash_over' };
  const withCash = payments.some((p) => p.method === 'Cash');
  const due = withCash ? nonCash + cashDue(totalCents, nonCash, rounding) : totalCents;
  if (paid < due) return { ok: false, problem: 'not_covered' };
  const methods = new Set(payments.map((p) => p.method));
  const [only] = methods;
  return {
    ok: true,
    amountPaid: paid,
    change: paid - due,
    method: methods.size === 1 && only ? only : 'Split',
    rounding: due - totalCents,
    due,
  };
}

/**
 * The amounts a cashier is likely to be handed for `totalCents`: the exact amount, then the
 * next round amounts above it (next whole unit, 5, 10, 20, 50, 100 …), at most `count` of them.
 */
export function quickCashAmounts(totalCents: number, count = 4): number[] {
  const out = [totalCents];
  for (const step of [100, 500, 1000, 2000, 5000, 10000, 50000, 100000]) {
    const next = Math.ceil(totalCents / step) * step;
    const rounded = next === totalCents ? next + step : next;
    if (!out.includes(rounded)) out.push(rounded);
    if (out.length >= count) break;
  }
  return out.sort((a, b) => a - b);
}
