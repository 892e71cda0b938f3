/**
 * How a sale is paid (DESIGN §13): one rule for the API and the register, in integer cents.
 * Card and UPI payments together may not exceed the total (a card is never charged more than is
 * owed); cash may, and the difference comes back as change. The order of the payments does not
 * matter. With cash rounding, the part left for cash is rounded to the shop's coins when some of
 * it is paid in cash: `rounding` (signed) is what that added, the sale's total includes it and
 * the change is counted from it; a sale paid without cash is not rounded.
 */
import { NO_CASH_ROUNDING, roundCash, type TCashRounding } from './cash-rounding.js';
import { exchangeSettlement } from './exchanges.js';
import type { ValuedPayment } from './loyalty.js';
import { toCents } from './sale-totals.js';
import type { PaymentMethod, SalePaymentMethod, TenderMethod, TPaymentInput } from './sales.js';

export interface TenderPayment {
  method: TenderMethod;
  cents: number;
  /** A gift card payment's code. */
  code?: string | undefined;
  /** A `Points` payment's points (its cents are what they pay). */
  points?: number | undefined;
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

/**
 * What the gift cards a sale sells add to what is paid (docs/DESIGN.md, "Stored value"): their
 * value, tax-free, never discounted — on the server and at the register alike.
 */
export const soldGiftCardsCents = (cards: readonly { amount: number }[] | undefined) =>
  (cards ?? []).reduce((n, g) => n + toCents(g.amount), 0);

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

/**
 * How a sale body asks to be paid: one method for the whole, or the payments handed over —
 * points among them valued first (`valuedPayments`: what they pay depends on the shop's terms).
 */
export interface PaymentAsk {
  paymentMethod?: PaymentMethod | undefined;
  payments?: readonly (ValuedPayment | TPaymentInput)[] | undefined;
}

export type SalePayments =
  | (Extract<Tender, { ok: true }> & {
      /** The payments as taken: an exchange's credit first, then those asked. */
      payments: TenderPayment[];
      /** An exchange's: what goes back to the customer once the new sale is paid. */
      refundCents: number;
    })
  | {
      ok: false;
      problem: 'not_covered' | 'non_cash_over' | 'nothing_to_pay' | 'payment_required';
    };

/**
 * How a sale body's payments settle `totalCents`, on the server and on an offline register
 * alike: `payments` as given (cash may exceed the total), or the one `paymentMethod` paying the
 * total exactly (in cash, rounded as cash is; Cash when neither is sent). The new sale of an
 * exchange is paid first by what its return gives back (`returnCents`: an `Exchange` payment,
 * `exchangeSettlement`), the rest as any sale's: payments are asked for only when a rest is left.
 */
export function salePayments(
  ask: PaymentAsk,
  totalCents: number,
  rounding: TCashRounding,
  returnCents?: number,
): SalePayments {
  const settled = returnCents === undefined ? null : exchangeSettlement(returnCents, totalCents);
  const credit: TenderPayment[] = settled ? [{ method: 'Exchange', cents: settled.credit }] : [];
  const rest = settled ? settled.rest : totalCents;
  if (settled && rest === 0 && ask.payments) return { ok: false, problem: 'nothing_to_pay' };
  if (settled && rest > 0 && !ask.payments && !ask.paymentMethod) {
    return { ok: false, problem: 'payment_required' };
  }
  const method = ask.paymentMethod ?? 'Cash';
  const exact = method === 'Cash' ? roundCash(rest, rounding) : rest;
  const asked: TenderPayment[] =
    ask.payments?.map((p) => {
      if (!('amount' in p)) throw new Error('points pay only once valued (valuedPayments)');
      return {
        method: p.method,
        cents: toCents(p.amount),
        code: 'code' in p ? p.code : undefined,
        points: 'points' in p ? p.points : undefined,
      };
    }) ?? (settled && rest === 0 ? [] : [{ method, cents: exact }]);
  const payments = [...credit, ...asked];
  const paid = tender(totalCents, payments, rounding);
  return paid.ok ? { ...paid, payments, refundCents: settled?.refund ?? 0 } : paid;
}
