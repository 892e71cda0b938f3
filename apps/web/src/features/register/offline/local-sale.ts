import { fromCents, taxAmounts } from '@pos/contracts/sale-totals';
import type { TSaleBody, TTransaction } from '@pos/contracts/sales';
import { type SalePayments, salePayments } from '@pos/contracts/tender';
import { type CartLine, type CustomerChoice, grossCents, saleBody } from '../cart';
import { type LineDiscount, NO_DISCOUNT } from '../line-discount';
import {
  lineTaxes,
  type RegisterMoney,
  type RegisterPromotions,
  totalsOf,
} from '../register-totals';
import { paymentBody, type TenderDraft } from '../tender';

export interface OfflineSaleInput {
  /** The attempt's key: the outbox entry's id and the sale's Idempotency-Key. */
  key: string;
  cart: readonly CartLine[];
  /** Walk-in, or a customer by id (one picked, or one quick-added offline). */
  customer: { _id: string; name: string; email: string | null; phone: string | null } | null;
  /**
   * A new customer made with the sale, as the online attempt sent it (its answer was lost): the
   * body stays the attempt's, so the server answers the sale it may have made.
   */
  newCustomer?: { name: string; email: string | null; phone: string | null };
  tender: TenderDraft;
  money: RegisterMoney;
  withDiscounts: boolean;
  /** The whole sale's discount, as the cashier typed it (none: NO_DISCOUNT). */
  saleDiscount?: LineDiscount;
  /**
   * The register's promotions (none: none), applied at the sale's store and moment; what they
   * take off each line is sent with it (`items[].promotionDiscount`) and kept by the server.
   */
  promotions?: Pick<RegisterPromotions, 'rules' | 'couponCodes'>;
  store: { _id: string; name: string };
  cashier: { _id: string; name: string };
  device: { id: string };
  localNumber: string;
  shiftId: string | null;
  createdAt: Date;
}

/** The register's figures of a cart (`totalsOf`). */
type Totals = ReturnType<typeof totalsOf>;

/** What a line's promotions took off it, in cents. */
const promotionCentsOf = (totals: Totals, i: number) =>
  totals.linePromotions[i]?.promotionCents ?? 0;

/**
 * The body's lines with what the register charged for each (docs/DESIGN.md, "Money"): its
 * price, its taxes and what promotions took off — the server books these figures.
 */
export function chargedItems(
  items: TSaleBody['items'],
  cart: readonly CartLine[],
  totals: Totals,
  money: RegisterMoney,
): TSaleBody['items'] {
  return items.map((item, i) => ({
    ...item,
    price: cart[i]?.price ?? 0,
    taxes: (cart[i] ? lineTaxes(cart[i], money) : money.taxes).map(({ name, rate }) => ({
      name,
      rate,
    })),
    ...(promotionCentsOf(totals, i) > 0
      ? { promotionDiscount: fromCents(promotionCentsOf(totals, i)) }
      : {}),
  }));
}

/** What the register knows of a sale it made offline, besides its cart, figures and payments. */
export interface LocalSaleFacts {
  key: string;
  customer: TTransaction['customer'];
  store: { _id: string; name: string };
  cashier: { _id: string; name: string };
  device: { id: string };
  localNumber: string;
  shiftId: string | null;
  createdAt: string;
  pricesIncludeTax: boolean;
  /** The exchange whose new items it sold (its key), or null. */
  exchangeId: string | null;
}

/**
 * The sale as the register prints it (its receipt, the done screen) and keeps it: amounts by the
 * contract's arithmetic, so the server books the same figures.
 */
export function localSale(
  cart: readonly CartLine[],
  totals: Totals,
  paid: Extract<SalePayments, { ok: true }>,
  facts: LocalSaleFacts,
): TTransaction {
  const { key, customer, createdAt } = facts;
  return {
    _id: key,
    documentNumber: null,
    status: 'Completed',
    paymentMethod: paid.method,
    payments: paid.payments.map((p) => ({ method: p.method, amount: fromCents(p.cents) })),
    amountPaid: fromCents(paid.amountPaid),
    change: fromCents(paid.change),
    shiftId: facts.shiftId,
    approvedBy: null,
    saleDiscount: fromCents(totals.saleDiscount.cents),
    discountReason: null,
    transactionDate: createdAt,
    customer,
    customerName: customer?.name ?? 'Walk-in',
    store: facts.store,
    cashier: facts.cashier,
    // Gift cards are sold online only (docs/DESIGN.md, "Stored value").
    giftCards: [],
    // Points are earned when the sale reaches the server, which answers them.
    loyalty: null,
    items: cart.map((l, i) => ({
      _id: `${key}-${i}`,
      productId: l.productId,
      variationId: l.variationId,
      productName: l.name,
      variationName: l.variationName,
      sku: l.sku,
      unit: l.unit,
      quantity: Number(l.quantity),
      priceAtSale: l.price,
      // Its promotions', its own and its share of the sale's: what its total is less than the price.
      discount: fromCents(grossCents(l) - (totals.lineTotals[i] ?? 0)),
      lineTotal: fromCents(totals.lineTotals[i] ?? 0),
      taxes: taxAmounts(totals.lineTaxes[i] ?? []),
      promotionDiscount: fromCents(promotionCentsOf(totals, i)),
      promotions: (totals.linePromotions[i]?.promotions ?? []).map((p) => ({
        _id: p.id,
        name: p.name,
        amount: fromCents(p.cents),
      })),
    })),
    subtotal: fromCents(totals.subtotal),
    discountTotal: fromCents(totals.discountTotal),
    taxes: taxAmounts(totals.taxes),
    taxTotal: fromCents(totals.taxTotal),
    pricesIncludeTax: facts.pricesIncludeTax,
    rounding: fromCents(paid.rounding),
    totalAmount: fromCents(paid.due),
    refundedAt: null,
    refundedTotal: 0,
    returns: [],
    exchangeId: facts.exchangeId,
    offline: { deviceId: facts.device.id, localNumber: facts.localNumber, createdAt, syncedAt: '' },
    needsReview: false,
    reviewReasons: [],
    reviewedAt: null,
    reviewedBy: null,
  };
}

/** The cash a sale left in the drawer (cents): what was handed over in cash less the change. */
export const cashLeft = (paid: Extract<SalePayments, { ok: true }>) =>
  paid.payments.filter((p) => p.method === 'Cash').reduce((a, p) => a + p.cents, 0) - paid.change;

/** The `offline` part of a body: when, where and by which rules the register made it. */
export const offlinePart = (
  facts: Pick<LocalSaleFacts, 'createdAt' | 'device' | 'localNumber' | 'shiftId'>,
  money: RegisterMoney,
) => ({
  createdAt: facts.createdAt,
  deviceId: facts.device.id,
  localNumber: facts.localNumber,
  shiftId: facts.shiftId,
  pricesIncludeTax: money.pricesIncludeTax,
  cashRounding: money.cashRounding,
});

/**
 * A sale made offline: the body the outbox sends (with the register's prices and taxes and the
 * offline fields) and the sale as the receipt prints it. Null when the payments do not settle
 * the total.
 */
export function offlineSale(input: OfflineSaleInput) {
  const { cart, money, withDiscounts } = input;
  const saleDiscount = input.saleDiscount ?? NO_DISCOUNT;
  const promotions = input.promotions && {
    ...input.promotions,
    storeId: input.store._id,
    now: input.createdAt,
  };
  const totals = totalsOf(cart, money, withDiscounts, saleDiscount, promotions);
  const ask = paymentBody(input.tender, totals.total, money.cashRounding);
  const paid = salePayments(ask, totals.total, money.cashRounding);
  if (!paid.ok) return null;
  const made = input.newCustomer;
  const customerChoice: CustomerChoice = made
    ? { kind: 'new', name: made.name, email: made.email ?? '', phone: made.phone ?? '' }
    : input.customer
      ? { kind: 'existing', customerId: input.customer._id }
      : { kind: 'walk-in' };
  const online = saleBody(cart, customerChoice, ask, withDiscounts, input.store._id, saleDiscount);
  const facts: LocalSaleFacts = {
    ...input,
    customer: made ? { _id: '', ...made } : input.customer,
    createdAt: input.createdAt.toISOString(),
    pricesIncludeTax: money.pricesIncludeTax,
    exchangeId: null,
  };
  const body: TSaleBody = {
    ...online,
    items: chargedItems(online.items, cart, totals, money),
    // The coupons the promotions were applied with: the server checks them as the register did.
    ...(promotions?.couponCodes.length ? { couponCodes: [...promotions.couponCodes] } : {}),
    offline: offlinePart(facts, money),
  };
  return { body, sale: localSale(cart, totals, paid, facts), cashCents: cashLeft(paid) };
}
