import { fromCents, toCents } from '@pos/contracts/sale-totals';
import { type PaymentMethod, SALE_MESSAGES, type TSaleBody } from '@pos/contracts/sales';
import { tender } from '@pos/contracts/tender';

/**
 * How the cashier is being paid, before the sale is sent: one method (cash with the amount
 * handed over, blank for the exact amount), or several payments ("Split payment"). The rule is
 * the server's (`tender` in contracts): card and UPI together never more than the total, cash may
 * be more and comes back as change.
 */
export interface TenderRow {
  key: string;
  method: PaymentMethod;
  /** As typed; blank on a single payment means "the total". */
  amount: string;
}

export type TenderDraft = TenderRow[];

let seq = 0;
const row = (method: PaymentMethod, amount = ''): TenderRow => ({
  key: `p${++seq}`,
  method,
  amount,
});

export const singleTender = (method: PaymentMethod = 'Cash'): TenderDraft => [row(method)];

const centsOf = (amount: string) => {
  const n = Number(amount);
  return amount.trim() === '' || !Number.isFinite(n) ? null : toCents(n);
};

/** Each payment in cents; a single blank amount pays the total exactly. */
export function paymentsOf(draft: TenderDraft, totalCents: number) {
  const [only] = draft;
  if (draft.length === 1 && only && centsOf(only.amount) === null) {
    return [{ method: only.method, cents: totalCents }];
  }
  return draft.map((p) => ({ method: p.method, cents: centsOf(p.amount) ?? 0 }));
}

/** What is left to pay after the payments typed so far (never below 0). */
export function remainingCents(draft: TenderDraft, totalCents: number) {
  const paid = paymentsOf(draft, totalCents).reduce((a, p) => a + p.cents, 0);
  return Math.max(0, totalCents - paid);
}

export type TenderState =
  | { ok: true; amountPaid: number; change: number }
  | { ok: false; message: string };

/** Whether the payments settle the total, with the change; the server's own messages. */
export function tenderState(draft: TenderDraft, totalCents: number): TenderState {
  const payments = paymentsOf(draft, totalCents);
  if (payments.some((p) => p.cents <= 0)) {
    return { ok: false, message: 'Enter an amount for each payment.' };
  }
  const t = tender(totalCents, payments);
  if (!t.ok) {
    return {
      ok: false,
      message:
        t.problem === 'not_covered' ? SALE_MESSAGES.paymentsNotCovered : SALE_MESSAGES.nonCashOver,
    };
  }
  return { ok: true, amountPaid: t.amountPaid, change: t.change };
}

/**
 * The payment part of the sale's body: the spec's `paymentMethod` when one method pays the exact
 * total (what every client sent before split tender), else `payments`.
 */
export function paymentBody(
  draft: TenderDraft,
  totalCents: number,
): Pick<TSaleBody, 'paymentMethod' | 'payments'> {
  const payments = paymentsOf(draft, totalCents);
  const [only] = payments;
  if (payments.length === 1 && only && only.cents === totalCents) {
    return { paymentMethod: only.method };
  }
  return { payments: payments.map((p) => ({ method: p.method, amount: fromCents(p.cents) })) };
}

/** "Split payment": a new row with what is left to pay, by card unless cash is not yet there. */
export function splitTender(draft: TenderDraft, totalCents: number): TenderDraft {
  // The single payment's blank amount becomes the amount it stood for.
  const typed =
    draft.length === 1 && draft[0] && centsOf(draft[0].amount) === null
      ? [{ ...draft[0], amount: '' }]
      : draft;
  const left = remainingCents(
    typed.map((p) => ({ ...p, amount: p.amount || '0' })),
    totalCents,
  );
  const method: PaymentMethod = typed.some((p) => p.method === 'Card') ? 'Cash' : 'Card';
  return [...typed, row(method, left > 0 ? fromCents(left).toFixed(2) : '')];
}

export const changeRow = (draft: TenderDraft, key: string, patch: Partial<TenderRow>) =>
  draft.map((p) => (p.key === key ? { ...p, ...patch } : p));

export const removeRow = (draft: TenderDraft, key: string): TenderDraft => {
  const left = draft.filter((p) => p.key !== key);
  return left.length ? left : singleTender();
};
