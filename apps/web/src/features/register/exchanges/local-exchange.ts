import type { TExchangeBody, TExchangeDetail } from '@pos/contracts/exchanges';
import { returnAmounts } from '@pos/contracts/return-amounts';
import { returnableSale } from '@pos/contracts/returns';
import { fromCents, taxAmounts } from '@pos/contracts/sale-totals';
import type { TSaleReturn, TTransaction } from '@pos/contracts/sales';
import { salePayments } from '@pos/contracts/tender';
import { NO_DISCOUNT } from '../line-discount';
import {
  cashLeft,
  chargedItems,
  type LocalSaleFacts,
  localSale,
  offlinePart,
} from '../offline/local-sale';
import { type RegisterMoney, type RegisterPromotions, totalsOf } from '../register-totals';
import { type ExchangeDraft, exchangeBody, exchangeFigures } from './exchange-draft';

export interface OfflineExchangeInput {
  /** The attempt's key: the outbox entry's id, the exchange's Idempotency-Key and local id. */
  key: string;
  /** The sale given back from, as the register knows it (what came back of it here included). */
  sale: TTransaction;
  draft: ExchangeDraft;
  money: RegisterMoney;
  promotions: Pick<RegisterPromotions, 'rules' | 'couponCodes'>;
  facts: Omit<LocalSaleFacts, 'key' | 'customer' | 'pricesIncludeTax' | 'exchangeId'>;
}

/**
 * An exchange made offline (docs/DESIGN.md, "Exchanges"): the body the outbox sends — the
 * online one, with what the register charged for the new items and the offline fields — and the
 * exchange as its receipt prints it: the return by `returnAmounts`, the new sale by the
 * register's totals and `salePayments` (what came back paying first), so that the server books
 * the same figures. Null when nothing valid comes back or the payments do not settle the rest.
 */
export function offlineExchange(input: OfflineExchangeInput) {
  const { key, sale, draft, money } = input;
  // The new items go out at the sale's store, as online: its promotions, and the register's
  // shift only when it is of that store (the server takes no shift of another).
  const store = sale.store ?? input.facts.store;
  const facts = {
    ...input.facts,
    store,
    shiftId: store._id === input.facts.store._id ? input.facts.shiftId : null,
  };
  const createdAt = new Date(facts.createdAt);
  const promotions = { ...input.promotions, storeId: store._id, now: createdAt };
  const figures = exchangeFigures(sale, draft, money, promotions);
  // Null: nothing picked, or more than a line has left.
  if (figures.back === null) return null;
  const picks = new Map(
    Object.entries(draft.quantities)
      .map(([id, q]) => [id, q === '' ? 0 : q] as const)
      .filter(([, q]) => q > 0),
  );
  const back = returnAmounts(returnableSale(sale), picks);
  const totals = totalsOf(draft.cart, money, false, NO_DISCOUNT, promotions);
  const online = exchangeBody(sale, draft, figures);
  const paid = salePayments(online, totals.total, money.cashRounding, back.total);
  if (!paid.ok) return null;
  const credit = back.total - paid.refundCents;
  const refundMethod = paid.refundCents > 0 ? draft.refundMethod : null;
  const newSale = localSale(draft.cart, totals, paid, {
    ...facts,
    key,
    customer: sale.customer,
    pricesIncludeTax: money.pricesIncludeTax,
    exchangeId: key,
  });
  const lines = new Map(sale.items.map((i) => [i._id, i]));
  const returned: TSaleReturn = {
    _id: `${key}-return`,
    transactionId: sale._id,
    documentNumber: facts.localNumber,
    items: back.items.map((i) => ({
      itemId: i.id,
      productName: lines.get(i.id)?.productName ?? '',
      variationName: lines.get(i.id)?.variationName ?? null,
      unit: lines.get(i.id)?.unit ?? 'each',
      quantity: i.quantity,
      amount: fromCents(i.cents),
    })),
    subtotal: fromCents(back.subtotal),
    taxes: taxAmounts(back.taxes),
    taxTotal: fromCents(back.taxTotal),
    rounding: fromCents(back.rounding),
    total: fromCents(back.total),
    refundMethod: refundMethod ?? 'Exchange',
    exchangeCredit: fromCents(credit),
    // A sale paid with points is exchanged online only (exchange-mode): none go back here.
    pointsBack: 0,
    pointsBackAmount: 0,
    exchangeId: key,
    reason: draft.reason.trim() || null,
    createdAt: facts.createdAt,
    user: facts.cashier,
    approvedBy: null,
  };
  const made: TExchangeDetail = {
    exchange: {
      _id: key,
      documentNumber: facts.localNumber,
      transactionId: sale._id,
      returnId: returned._id,
      saleId: key,
      net: fromCents(paid.due - back.total),
      refundMethod,
      createdAt: facts.createdAt,
    },
    return: returned,
    sale: newSale,
  };
  const body: TExchangeBody = {
    ...online,
    items: chargedItems(online.items, draft.cart, totals, money),
    offline: offlinePart(facts, money),
  };
  const cashBack = refundMethod === 'Cash' ? paid.refundCents : 0;
  return { body, made, cashCents: cashLeft(paid) - cashBack };
}
