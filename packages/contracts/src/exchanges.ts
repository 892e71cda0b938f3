/**
 * Exchanges (docs/DESIGN.md, "Exchanges"): some units of a sale come back and new items go out
 * in one transaction — a return and a new sale linked by the exchange. What the return gives
 * back pays the new sale first (its `Exchange` payment); the difference is paid by the usual
 * payments, or refunded by `refundMethod`.
 */
import { z } from 'zod';
import { ZId } from './list.js';
import { ZReturnBody } from './returns.js';
import { REFUND_METHODS, ZSaleBody, ZSaleReturn, ZTransaction } from './sales.js';

export const EXCHANGE_MESSAGES = {
  created: 'Exchange completed.',
  notFound: 'Exchange not found.',
  nothingToPay:
    'What comes back covers the new items: nothing is left to pay, so send no payments.',
  paymentRequired: 'The new items cost more than what comes back: send how the rest is paid.',
  receiptFailed: 'Failed to generate the exchange receipt.',
} as const;

const sale = ZSaleBody.shape;

/**
 * `POST /transactions/:id/exchanges`: the lines coming back (as a return's), the new items (as a
 * sale's), and how the difference is settled — `paymentMethod` or `payments` when the new items
 * cost more, `refundMethod` when less (the sale's own method when left out, as a return's).
 */
export const ZExchangeBody = z
  .strictObject({
    returnItems: ZReturnBody.shape.items,
    items: sale.items,
    /** The new sale's customer: the returned sale's when left out. */
    customerId: ZId.nullable().optional(),
    paymentMethod: sale.paymentMethod,
    payments: sale.payments,
    refundMethod: ZReturnBody.shape.refundMethod,
    reason: ZReturnBody.shape.reason,
    discount: sale.discount,
    discountReason: sale.discountReason,
    couponCodes: sale.couponCodes,
    /**
     * Present when an offline register made the exchange (docs/DESIGN.md, "Exchanges"): the new
     * sale is an offline sale (its prices and taxes as the register charged them, flagged as
     * one), and the return and the exchange are dated when they were made, in that shift.
     */
    offline: sale.offline,
  })
  .refine((b) => !(b.paymentMethod && b.payments), {
    message: 'Send either paymentMethod or payments, not both.',
    path: ['payments'],
  });
export type TExchangeBody = z.input<typeof ZExchangeBody>;

/** The exchange itself: its number, the two documents it links, and what it came to. */
export const ZExchange = z.object({
  _id: z.string(),
  /** The number its receipt prints ("E000012"). */
  documentNumber: z.string(),
  /** The sale some of whose units came back. */
  transactionId: z.string(),
  returnId: z.string(),
  /** The new sale of the items that went out. */
  saleId: z.string(),
  /** The new sale's total less what came back: paid when above 0, refunded when below. */
  net: z.number(),
  /** How a negative net went back; null when nothing was refunded. */
  refundMethod: z.enum(REFUND_METHODS).nullable(),
  createdAt: z.string(),
});
export type TExchange = z.infer<typeof ZExchange>;

export const ZExchangeDetail = z.object({
  exchange: ZExchange,
  return: ZSaleReturn,
  sale: ZTransaction,
});
export type TExchangeDetail = z.infer<typeof ZExchangeDetail>;

export const ZExchangeResponse = z.object({ data: ZExchangeDetail, message: z.string() });
export const ZExchangeGetResponse = z.object({ data: ZExchangeDetail });

/** An exchange's number as printed: "E" and six digits or more. */
export const exchangeNumber = (n: number) => `E${String(n).padStart(6, '0')}`;

/**
 * How an exchange settles, in cents: what comes back (`returnCents`) pays the new sale's total
 * first (`credit`, the sale's `Exchange` payment and the return's `exchangeCredit`); `rest` is
 * left for the customer to pay, `refund` goes back to them. One of the two is 0.
 */
export function exchangeSettlement(returnCents: number, saleTotalCents: number) {
  const credit = Math.min(returnCents, saleTotalCents);
  return { credit, rest: saleTotalCents - credit, refund: returnCents - credit };
}
