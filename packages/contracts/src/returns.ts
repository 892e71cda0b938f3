/**
 * Returns by line: the request, the messages, and the one function that turns a
 * sale as the API answers it into what `returnAmounts` needs, so the register and the details page
 * show the very amount the server will refund.
 */
import { z } from 'zod';
import { ZId } from './list.js';
import { pointsGivenBack } from './loyalty.js';
import { type ReturnAmounts, type ReturnedSale, returnAmounts } from './return-amounts.js';
import { fromCents, toCents } from './sale-totals.js';
import {
  isMoneyTender,
  REFUND_METHODS,
  type RefundMethod,
  type SalePaymentMethod,
  type TSaleReturn,
  type TTransaction,
  ZSaleReturn,
} from './sales.js';
import { quantityInput, quantityProblem, roundQuantity } from './units.js';

/** How a return or an exchange gives back: money, or the customer's store credit. */
export const ZRefundMethod = z.enum(REFUND_METHODS, {
  error: `Refund method must be one of ${REFUND_METHODS.join(', ')}.`,
});

export const RETURN_MESSAGES = {
  created: 'Items returned.',
  itemsRequired: 'Pick at least one line to return.',
  quantityPositive: 'Quantity must be more than 0.',
  lineOnce: 'Each line may appear once in a return.',
  lineNotFound: 'That line is not part of this sale.',
  notReturnable: 'Only a completed sale can be returned.',
  alreadyRefunded: 'This sale has already been refunded.',
  reasonTooLong: 'Reason must be at most 500 characters.',
  numberNotFound: 'No sale has this receipt number.',
  returnNotFound: 'Return not found.',
  receiptFailed: 'Failed to generate the return receipt.',
} as const;

/** "Only 2 of "Mug" can still be returned." — the 409 of a line asked for more than is left. */
export const exceedsSoldMessage = (name: string, left: number) =>
  left === 0
    ? `"${name}" has already been returned in full.`
    : `Only ${left} of "${name}" can still be returned.`;

/** `POST /transactions/:id/returns`: some units of some of the sale's lines. */
export const ZReturnBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        itemId: ZId,
        quantity: quantityInput(
          z
            .number({ error: RETURN_MESSAGES.quantityPositive })
            .positive(RETURN_MESSAGES.quantityPositive)
            .max(100_000, 'Quantity is too large.'),
        ),
      }),
      { error: RETURN_MESSAGES.itemsRequired },
    )
    .min(1, RETURN_MESSAGES.itemsRequired)
    .max(500, 'At most 500 lines in one return.')
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, {
      message: RETURN_MESSAGES.lineOnce,
    }),
  reason: z.string().trim().max(500, RETURN_MESSAGES.reasonTooLong).optional(),
  /**
   * How the money goes back; the sale's own method when left out (Cash for a split sale).
   * `StoreCredit` credits the sale's customer (docs/DESIGN.md, "Stored value").
   */
  refundMethod: ZRefundMethod.optional(),
  /** Whose store credit takes a `StoreCredit` refund when the sale had no customer. */
  customerId: ZId.optional(),
});
export type TReturnBody = z.input<typeof ZReturnBody>;

export const ZReturnResponse = z.object({ data: ZSaleReturn });

/**
 * The refund method when none is asked for: the way the sale was paid. A split sale has no one
 * way; its refund is in cash, which every till can give (the cashier picks Card or UPI instead
 * when the customer wants it back on the card). A sale paid by an exchange's return alone has
 * no money of its own to go back the way it came: in cash too. A sale paid from store credit
 * alone goes back to the credit, one charged to the customer's account alone off what it owes;
 * one paid by gift card, in cash (a card is not reloaded by a return: the cashier may pick store
 * credit).
 */
export const defaultRefundMethod = (paymentMethod: SalePaymentMethod): RefundMethod =>
  paymentMethod === 'StoreCredit' || paymentMethod === 'Account' || isMoneyTender(paymentMethod)
    ? paymentMethod
    : 'Cash';

/**
 * The points a return gave back, as receipts and screens print them ("250 points (2.50)"); null
 * when it gave none.
 */
export const pointsBackText = (
  r: Pick<TSaleReturn, 'pointsBack' | 'pointsBackAmount'>,
  money: (n: number) => string,
) =>
  r.pointsBack > 0
    ? `${r.pointsBack} ${r.pointsBack === 1 ? 'point' : 'points'} (${money(r.pointsBackAmount)})`
    : null;

/**
 * What a return gave back, in a sentence: its money by its method, then its points ("$10.00
 * refunded in Cash and 250 points ($2.50) back"); what paid an exchange's new sale is not in it.
 */
export function refundSummary(
  r: Pick<
    TSaleReturn,
    'total' | 'exchangeCredit' | 'pointsBack' | 'pointsBackAmount' | 'refundMethod'
  >,
  money: (n: number) => string,
) {
  const points = pointsBackText(r, money);
  const cents = toCents(r.total) - toCents(r.exchangeCredit) - toCents(r.pointsBackAmount);
  return [
    ...(cents > 0 || !points ? [`${money(fromCents(cents))} refunded in ${r.refundMethod}`] : []),
    ...(points ? [`${points} back`] : []),
  ].join(' and ');
}

/** Units of each line given back so far, from the sale's returns. */
export function returnedByLine(returns: TTransaction['returns']): Map<string, number> {
  const returned = new Map<string, number>();
  for (const r of returns) {
    for (const i of r.items) {
      returned.set(i.itemId, roundQuantity((returned.get(i.itemId) ?? 0) + i.quantity));
    }
  }
  return returned;
}

/** A sale as `returnAmounts` reads it: its taxes, rounding and lines in cents, with what is back. */
export function returnableSale(
  t: Pick<TTransaction, 'taxes' | 'items' | 'returns' | 'pricesIncludeTax' | 'rounding'>,
): ReturnedSale {
  const returned = returnedByLine(t.returns);
  return {
    taxes: t.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, cents: toCents(tax.amount) })),
    lines: t.items.map((i) => ({
      id: i._id,
      quantity: i.quantity,
      returnedQuantity: returned.get(i._id) ?? 0,
      lineTotalCents: toCents(i.lineTotal),
      taxes: i.taxes,
    })),
    pricesIncludeTax: t.pricesIncludeTax,
    roundingCents: toCents(t.rounding),
  };
}

/** Units of each line that can still be returned. */
export function unitsLeft(t: Pick<TTransaction, 'items' | 'returns'>): Map<string, number> {
  const returned = returnedByLine(t.returns);
  return new Map(
    t.items.map((i) => [i._id, roundQuantity(i.quantity - (returned.get(i._id) ?? 0))]),
  );
}

/**
 * What returning `picks` (line id → units, zero or absent for none) of the sale refunds, in
 * currency units, or null when nothing valid is picked (no units, or more than a line has left).
 */
export function refundPreview(
  t: Pick<
    TTransaction,
    'taxes' | 'items' | 'returns' | 'pricesIncludeTax' | 'rounding' | 'payments' | 'totalAmount'
  >,
  picks: ReadonlyMap<string, number>,
): {
  subtotal: number;
  taxTotal: number;
  total: number;
  /** What of `total` goes back as points (the sale's points payment's share), and the rest. */
  pointsBack: number;
  money: number;
  units: number;
} | null {
  const left = unitsLeft(t);
  const units = new Map(t.items.map((i) => [i._id, i.unit]));
  const returning = new Map<string, number>();
  for (const [id, q] of picks) {
    if (!q) continue;
    if (quantityProblem(units.get(id) ?? 'each', q) || q > (left.get(id) ?? 0)) return null;
    returning.set(id, q);
  }
  if (returning.size === 0) return null;
  const a: ReturnAmounts = returnAmounts(returnableSale(t), returning);
  const sum = (values: number[]) => values.reduce((n, v) => n + toCents(v), 0);
  // Only the cents matter here: the points themselves are the server's to count.
  const points = pointsGivenBack(
    { points: 0, cents: sum(t.payments.filter((p) => p.method === 'Points').map((p) => p.amount)) },
    toCents(t.totalAmount),
    { beforeCents: sum(t.returns.map((r) => r.total)), nowCents: a.total },
    { points: 0, cents: sum(t.returns.map((r) => r.pointsBackAmount)) },
  );
  return {
    subtotal: fromCents(a.subtotal),
    taxTotal: fromCents(a.taxTotal),
    total: fromCents(a.total),
    pointsBack: fromCents(points.cents),
    money: fromCents(a.total - points.cents),
    units: [...returning.values()].reduce((n, q) => n + q, 0),
  };
}

/**
 * A receipt number as typed or scanned: digits, with or without the leading zeros printed
 * ("000042", "42"). Null for anything else.
 */
export function parseReceiptNumber(text: string): number | null {
  const digits = text.trim();
  if (!/^\d{1,12}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
