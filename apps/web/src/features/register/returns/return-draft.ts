import {
  defaultRefundMethod,
  refundPreview,
  type TReturnBody,
  unitsLeft,
} from '@pos/contracts/returns';
import {
  REFUND_METHODS,
  type RefundMethod,
  TENDER_LABELS,
  type TTransaction,
} from '@pos/contracts/sales';
import type { Unit } from '@pos/contracts/units';
import { serverText } from '../../../lib/i18n';

/** What the cashier picks: units per line (as typed), a reason, how the money goes back. */
export interface ReturnDraft {
  /** Line id → units to return ('' or 0: none). */
  quantities: Record<string, number | ''>;
  reason: string;
  refundMethod: RefundMethod;
}

/** Whether a part of the sale was charged to the customer's account. */
const paidOnAccount = (sale: Pick<TTransaction, 'paymentMethod' | 'payments'>) =>
  sale.paymentMethod === 'Account' || sale.payments.some((p) => p.method === 'Account');

/**
 * The ways a refund can go back, as the picker shows them: money; the customer's store credit
 * when the sale has a customer; off what the customer owes on account when the sale has a
 * customer and was charged to the account (docs/DESIGN.md, "Stored value";
 * docs/guide/stored-value.md, "Charge accounts").
 */
export const refundOptions = (
  sale: Pick<TTransaction, 'customer' | 'paymentMethod' | 'payments'>,
) =>
  REFUND_METHODS.filter((m) => {
    if (m === 'StoreCredit') return Boolean(sale.customer);
    if (m === 'Account') return Boolean(sale.customer) && paidOnAccount(sale);
    return true;
  }).map((m) => ({ value: m, label: serverText(TENDER_LABELS[m]) }));

/** A line as the picker shows it: what was sold and what can still come back. */
export interface ReturnableLine {
  id: string;
  label: string;
  sku: string | null;
  sold: number;
  left: number;
  priceAtSale: number;
  /** A weighed line comes back in its unit, up to 3 decimals. */
  unit: Unit;
}

export function returnableLines(sale: TTransaction): ReturnableLine[] {
  const left = unitsLeft(sale);
  return sale.items.map((i) => ({
    id: i._id,
    label: i.variationName ? `${i.productName} – ${i.variationName}` : i.productName,
    sku: i.sku,
    sold: i.quantity,
    left: left.get(i._id) ?? 0,
    priceAtSale: i.priceAtSale,
    unit: i.unit,
  }));
}

/** Nothing picked yet; the money goes back the way it came (cash for a split sale). */
export const emptyDraft = (sale: TTransaction): ReturnDraft => ({
  quantities: {},
  reason: '',
  refundMethod: defaultRefundMethod(sale.paymentMethod),
});

/** Every unit left of every line (the whole of what can still come back). */
export const everythingLeft = (sale: TTransaction): ReturnDraft['quantities'] =>
  Object.fromEntries(returnableLines(sale).map((l) => [l.id, l.left]));

/** The picks cut down to what is left of the sale as it is now (after another return came first). */
export function picksWithinLeft(
  sale: TTransaction,
  quantities: ReturnDraft['quantities'],
): ReturnDraft['quantities'] {
  const left = unitsLeft(sale);
  return Object.fromEntries(
    Object.entries(quantities).map(([id, q]) => [
      id,
      q === '' ? q : Math.min(q, left.get(id) ?? 0) || '',
    ]),
  );
}

const picksOf = (draft: ReturnDraft) =>
  new Map(
    Object.entries(draft.quantities)
      .map(([id, q]) => [id, q === '' ? 0 : q] as const)
      .filter(([, q]) => q !== 0),
  );

/** The request the draft makes: the picked lines in the sale's order, the reason when given. */
export function returnBody(sale: TTransaction, draft: ReturnDraft): TReturnBody {
  const picks = picksOf(draft);
  const reason = draft.reason.trim();
  return {
    items: sale.items
      .filter((i) => picks.has(i._id))
      .map((i) => ({ itemId: i._id, quantity: picks.get(i._id) ?? 0 })),
    ...(reason ? { reason } : {}),
    refundMethod: draft.refundMethod,
  };
}

/** What the draft refunds, as the server will compute it; null until something valid is picked. */
export const draftRefund = (sale: TTransaction, draft: ReturnDraft) =>
  refundPreview(sale, picksOf(draft));
