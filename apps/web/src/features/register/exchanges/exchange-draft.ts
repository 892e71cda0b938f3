import { exchangeSettlement, type TExchangeBody } from '@pos/contracts/exchanges';
import { refundPreview } from '@pos/contracts/returns';
import { toCents } from '@pos/contracts/sale-totals';
import type { PaymentMethod, TTransaction } from '@pos/contracts/sales';
import { cashDue } from '@pos/contracts/tender';
import { type CartLine, itemsOf } from '../cart';
import { NO_DISCOUNT } from '../line-discount';
import {
  couponCodesOf,
  type RegisterMoney,
  type RegisterPromotions,
  totalsOf,
} from '../register-totals';
import { emptyDraft as emptyReturn, type ReturnDraft, returnBody } from '../returns/return-draft';

/**
 * What the cashier picks in Exchange mode (docs/DESIGN.md, "Exchanges"): the units coming back
 * (a return's draft), the new items (a cart), and how the difference is settled.
 */
export interface ExchangeDraft extends ReturnDraft {
  cart: CartLine[];
  /** How the rest is paid when the new items cost more. */
  paymentMethod: PaymentMethod;
  /** Cash handed over for the rest ('': exactly what is due). */
  cashReceived: number | '';
  /** A coupon for the new items ('': none). */
  couponCode: string;
}

export const emptyExchange = (sale: TTransaction): ExchangeDraft => ({
  ...emptyReturn(sale),
  cart: [],
  paymentMethod: 'Cash',
  cashReceived: '',
  couponCode: '',
});

/** The exchange's figures in cents, as the server will make them. */
export interface ExchangeFigures {
  /** What comes back in money (null: nothing valid picked). */
  back: number | null;
  /** What comes back as points: what points paid of it (they go back to the customer). */
  pointsBack: number;
  /** What the new items come to. */
  out: number;
  /** What comes back pays first; the rest is paid, or the refund goes back. */
  rest: number;
  refund: number;
  /** The rest as paid in cash (rounded to the shop's coins); the rest itself by card or UPI. */
  due: number;
  /** Cash back from what was handed over; null when not enough was. */
  change: number | null;
}

/**
 * The figures of the draft by the contract's arithmetic: the return's (`refundPreview`), the new
 * items' (`totalsOf`: their promotions, no discounts here), and the settlement (`exchangeSettlement`, then cash
 * rounding on a cash rest as the server's tender applies it).
 */
export function exchangeFigures(
  sale: TTransaction,
  draft: ExchangeDraft,
  money: RegisterMoney,
  promotions?: RegisterPromotions,
): ExchangeFigures {
  const picks = new Map(
    Object.entries(draft.quantities).map(([id, q]) => [id, q === '' ? 0 : q] as const),
  );
  const preview = refundPreview(sale, picks);
  // What points paid of it goes back as points: the rest pays the new items.
  const back = preview ? toCents(preview.money) : null;
  const out = totalsOf(draft.cart, money, false, NO_DISCOUNT, promotions).total;
  const { rest, refund } = exchangeSettlement(back ?? 0, out);
  const cash = draft.paymentMethod === 'Cash';
  const due = cash ? cashDue(rest, 0, money.cashRounding) : rest;
  const received = cash && draft.cashReceived !== '' ? toCents(draft.cashReceived) : due;
  const pointsBack = preview ? toCents(preview.pointsBack) : 0;
  return {
    back,
    pointsBack,
    out,
    rest,
    refund,
    due,
    change: received >= due ? received - due : null,
  };
}

/** The POST /transactions/:id/exchanges body of the draft. */
export function exchangeBody(
  sale: TTransaction,
  draft: ExchangeDraft,
  figures: ExchangeFigures,
): TExchangeBody {
  const { items: returnItems, reason } = returnBody(sale, draft);
  const cash = draft.paymentMethod === 'Cash' ? draft.cashReceived : '';
  const couponCodes = couponCodesOf(draft.couponCode);
  return {
    returnItems,
    items: itemsOf(draft.cart, false),
    ...(reason ? { reason } : {}),
    ...(couponCodes.length ? { couponCodes } : {}),
    ...(figures.rest > 0
      ? cash === ''
        ? { paymentMethod: draft.paymentMethod }
        : { payments: [{ method: 'Cash' as const, amount: cash }] }
      : {}),
    ...(figures.refund > 0 ? { refundMethod: draft.refundMethod } : {}),
  };
}
