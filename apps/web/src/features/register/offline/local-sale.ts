import { fromCents, taxAmounts, toCents } from '@pos/contracts/sale-totals';
import type { TSaleBody, TTransaction } from '@pos/contracts/sales';
import { tender } from '@pos/contracts/tender';
import { type CartLine, type CustomerChoice, saleBody } from '../cart';
import { type LineDiscount, NO_DISCOUNT } from '../line-discount';
import {
  lineTaxes,
  type RegisterMoney,
  type RegisterPromotions,
  totalsOf,
} from '../register-totals';
import { paymentBody, paymentsOf, type TenderDraft } from '../tender';

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

/**
 * A sale made offline: the body the outbox sends (with the register's prices and taxes and the
 * offline fields) and the sale as the receipt prints it — amounts by the contract's arithmetic,
 * so the server books the same figures. Null when the payments do not settle the total.
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
  const promotionCents = (i: number) => totals.linePromotions[i]?.promotionCents ?? 0;
  const payments = paymentsOf(input.tender, totals.total, money.cashRounding);
  const paid = tender(totals.total, payments, money.cashRounding);
  if (!paid.ok) return null;
  const made = input.newCustomer;
  const customerChoice: CustomerChoice = made
    ? { kind: 'new', name: made.name, email: made.email ?? '', phone: made.phone ?? '' }
    : input.customer
      ? { kind: 'existing', customerId: input.customer._id }
      : { kind: 'walk-in' };
  const customer = made ? { _id: '', ...made } : input.customer;
  const online = saleBody(
    cart,
    customerChoice,
    paymentBody(input.tender, totals.total, money.cashRounding),
    withDiscounts,
    input.store._id,
    saleDiscount,
  );
  const createdAt = input.createdAt.toISOString();
  const body: TSaleBody = {
    ...online,
    // The prices and each line's taxes the register charged (docs/DESIGN.md, "Money").
    items: online.items.map((item, i) => ({
      ...item,
      price: cart[i]?.price ?? 0,
      taxes: (cart[i] ? lineTaxes(cart[i], money) : money.taxes).map(({ name, rate }) => ({
        name,
        rate,
      })),
      ...(promotionCents(i) > 0 ? { promotionDiscount: fromCents(promotionCents(i)) } : {}),
    })),
    // The coupons the promotions were applied with: the server checks them as the register did.
    ...(promotions?.couponCodes.length ? { couponCodes: [...promotions.couponCodes] } : {}),
    offline: {
      createdAt,
      deviceId: input.device.id,
      localNumber: input.localNumber,
      shiftId: input.shiftId,
      pricesIncludeTax: money.pricesIncludeTax,
      cashRounding: money.cashRounding,
    },
  };
  const cashCents =
    payments.filter((p) => p.method === 'Cash').reduce((a, p) => a + p.cents, 0) - paid.change;
  const sale: TTransaction = {
    _id: input.key,
    documentNumber: null,
    status: 'Completed',
    paymentMethod: paid.method,
    payments: payments.map((p) => ({ method: p.method, amount: fromCents(p.cents) })),
    amountPaid: fromCents(paid.amountPaid),
    change: fromCents(paid.change),
    shiftId: input.shiftId,
    approvedBy: null,
    saleDiscount: fromCents(totals.saleDiscount.cents),
    discountReason: null,
    transactionDate: createdAt,
    customer,
    customerName: customer?.name ?? 'Walk-in',
    store: input.store,
    cashier: input.cashier,
    items: cart.map((l, i) => ({
      _id: `${input.key}-${i}`,
      productId: l.productId,
      variationId: l.variationId,
      productName: l.name,
      variationName: l.variationName,
      sku: l.sku,
      quantity: Number(l.quantity),
      priceAtSale: l.price,
      // Its promotions', its own and its share of the sale's: what its total is less than the price.
      discount: fromCents(toCents(l.price) * Number(l.quantity) - (totals.lineTotals[i] ?? 0)),
      lineTotal: fromCents(totals.lineTotals[i] ?? 0),
      taxes: taxAmounts(totals.lineTaxes[i] ?? []),
      promotionDiscount: fromCents(promotionCents(i)),
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
    pricesIncludeTax: money.pricesIncludeTax,
    rounding: fromCents(paid.rounding),
    totalAmount: fromCents(paid.due),
    refundedAt: null,
    refundedTotal: 0,
    returns: [],
    exchangeId: null,
    offline: {
      deviceId: input.device.id,
      localNumber: input.localNumber,
      createdAt,
      syncedAt: '',
    },
    needsReview: false,
    reviewReasons: [],
    reviewedAt: null,
    reviewedBy: null,
  };
  return { body, sale, cashCents };
}
