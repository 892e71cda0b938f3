import { NO_CASH_ROUNDING, roundCash, type TCashRounding } from '@pos/contracts/cash-rounding';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import {
  isMoneyTender,
  type PaymentInputMethod,
  SALE_MESSAGES,
  type TSaleBody,
} from '@pos/contracts/sales';
import { tender } from '@pos/contracts/tender';

/**
 * How the cashier is being paid, before the sale is sent: one method (cash with the amount
 * handed over, blank for the exact amount), or several payments ("Split payment"). The rule is
 * the server's (`tender` in contracts): card and UPI together never more than the total, cash may
 * be more and comes back as change. Store credit and a gift card pay like a card: never more
 * than is left (docs/DESIGN.md, "Stored value").
 */
export interface TenderRow {
  key: string;
  method: PaymentInputMethod;
  /** A gift card's code, as typed or scanned. */
  code?: string;
  /** As typed; blank on a single payment means "the total". */
  amount: string;
  /**
   * The row "Split payment" added: it holds what the other rows leave to pay, and follows them
   * (and the total) until the cashier types an amount into it (`settleTender`).
   */
  auto?: boolean;
}

export type TenderDraft = TenderRow[];

let seq = 0;
const row = (method: PaymentInputMethod, amount = ''): TenderRow => ({
  key: `p${++seq}`,
  method,
  amount,
});

export const singleTender = (method: PaymentInputMethod = 'Cash'): TenderDraft => [row(method)];

/** Whether the draft pays anything from stored value (a server-only balance: online only). */
export const usesStoredValue = (draft: TenderDraft) => draft.some((p) => !isMoneyTender(p.method));

export const GIFT_CARD_CODE_NEEDED = "Enter the gift card's code.";

const centsOf = (amount: string) => {
  const n = Number(amount);
  return amount.trim() === '' || !Number.isFinite(n) ? null : toCents(n);
};

/**
 * Each payment in cents; a single blank amount pays the total exactly (in cash, rounded to the
 * shop's coins: docs/DESIGN.md, "Money").
 */
export function paymentsOf(
  draft: TenderDraft,
  totalCents: number,
  rounding: TCashRounding = NO_CASH_ROUNDING,
) {
  const [only] = draft;
  if (draft.length === 1 && only && centsOf(only.amount) === null) {
    const exact = only.method === 'Cash' ? roundCash(totalCents, rounding) : totalCents;
    return [{ method: only.method, cents: exact, code: only.code }];
  }
  return draft.map((p) => ({ method: p.method, cents: centsOf(p.amount) ?? 0, code: p.code }));
}

/** What is left to pay after the payments typed so far (never below 0). */
export function remainingCents(draft: TenderDraft, totalCents: number) {
  const paid = paymentsOf(draft, totalCents).reduce((a, p) => a + p.cents, 0);
  return Math.max(0, totalCents - paid);
}

export type TenderState =
  | { ok: true; amountPaid: number; change: number; rounding: number; due: number }
  | { ok: false; message: string };

/**
 * Whether the payments settle the total, with the change and what cash rounding adds; the
 * server's own messages.
 */
export function tenderState(
  draft: TenderDraft,
  totalCents: number,
  rounding: TCashRounding = NO_CASH_ROUNDING,
): TenderState {
  const payments = paymentsOf(draft, totalCents, rounding);
  if (payments.some((p) => p.cents <= 0)) {
    return { ok: false, message: 'Enter an amount for each payment.' };
  }
  if (payments.some((p) => p.method === 'GiftCard' && !p.code?.trim())) {
    return { ok: false, message: GIFT_CARD_CODE_NEEDED };
  }
  const t = tender(totalCents, payments, rounding);
  if (!t.ok) {
    return {
      ok: false,
      message:
        t.problem === 'not_covered' ? SALE_MESSAGES.paymentsNotCovered : SALE_MESSAGES.nonCashOver,
    };
  }
  return { ok: true, amountPaid: t.amountPaid, change: t.change, rounding: t.rounding, due: t.due };
}

/**
 * The payment part of the sale's body: the spec's `paymentMethod` when one method pays the exact
 * total (what every client sent before split tender), else `payments`.
 */
export function paymentBody(
  draft: TenderDraft,
  totalCents: number,
  rounding: TCashRounding = NO_CASH_ROUNDING,
): Pick<TSaleBody, 'paymentMethod' | 'payments'> {
  const payments = paymentsOf(draft, totalCents, rounding);
  const [only] = payments;
  const exact = only?.method === 'Cash' ? roundCash(totalCents, rounding) : totalCents;
  if (payments.length === 1 && only && only.cents === exact && isMoneyTender(only.method)) {
    return { paymentMethod: only.method };
  }
  return {
    payments: payments.map((p) =>
      p.method === 'GiftCard'
        ? { method: p.method, amount: fromCents(p.cents), code: p.code ?? '' }
        : { method: p.method, amount: fromCents(p.cents) },
    ),
  };
}

/**
 * "Split payment": a new row for what is left to pay, by card unless a card is already there.
 * It is filled in by `settleTender`, so typing $20 on the first row leaves $40 on it, not the
 * whole total.
 */
export function splitTender(draft: TenderDraft): TenderDraft {
  // The single payment's blank amount becomes a row to fill in; an earlier split row keeps the
  // amount it showed.
  const fixed = draft.map(({ auto: _, ...p }) => p);
  const method: PaymentInputMethod = fixed.some((p) => p.method === 'Card') ? 'Cash' : 'Card';
  return [...fixed, { ...row(method), auto: true }];
}

/** The draft as shown and sent: the split row's amount is what the other rows leave to pay. */
export function settleTender(draft: TenderDraft, totalCents: number): TenderDraft {
  const auto = draft.length > 1 ? draft.find((p) => p.auto) : undefined;
  if (!auto) return draft;
  const others = draft.reduce((a, p) => (p === auto ? a : a + (centsOf(p.amount) ?? 0)), 0);
  const left = Math.max(0, totalCents - others);
  return draft.map((p) =>
    p === auto ? { ...p, amount: left > 0 ? fromCents(left).toFixed(2) : '' } : p,
  );
}

/** A row changed by the cashier; an amount typed into the split row makes it theirs. */
export const changeRow = (draft: TenderDraft, key: string, patch: Partial<TenderRow>) =>
  draft.map((p) =>
    p.key === key ? { ...p, ...patch, auto: patch.amount === undefined ? p.auto : false } : p,
  );

export const removeRow = (draft: TenderDraft, key: string): TenderDraft => {
  const left = draft.filter((p) => p.key !== key);
  if (left.length === 1 && left[0]) return [{ ...left[0], auto: false }];
  return left.length ? left : singleTender();
};

/**
 * "Use the balance": a stored-value payment of what the card or the credit holds, and the rest
 * on a row of its own (cash), which follows the total as a split row does.
 */
export function balanceThenCash(
  method: 'GiftCard' | 'StoreCredit' | 'Account',
  balanceCents: number,
  code?: string,
): TenderDraft {
  const first = { ...row(method, fromCents(balanceCents).toFixed(2)), ...(code ? { code } : {}) };
  return [first, { ...row('Cash'), auto: true }];
}

/**
 * "On account" picked: the whole total charged when the account has room for it, else what is
 * left to charge with the rest in cash — never more than the limit allows
 * (docs/guide/stored-value.md, "Charge accounts").
 */
export function accountTender(availableCents: number, totalCents: number): TenderDraft {
  if (availableCents <= 0 || availableCents >= totalCents) return singleTender('Account');
  return balanceThenCash('Account', availableCents);
}
