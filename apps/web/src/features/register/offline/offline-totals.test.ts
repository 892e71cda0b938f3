import { CASH_ROUNDING_INCREMENTS, type TCashRounding } from '@pos/contracts/cash-rounding';
import { ZExchangeBody } from '@pos/contracts/exchanges';
import { preparePromotions, promotionRuleOf } from '@pos/contracts/promotion-engine';
import { PROMOTION_KINDS, type TPromotion } from '@pos/contracts/promotions';
import { returnAmounts } from '@pos/contracts/return-amounts';
import { returnableSale } from '@pos/contracts/returns';
import { fromCents, taxAmounts, toCents } from '@pos/contracts/sale-totals';
import { type PaymentMethod, ZSaleBody } from '@pos/contracts/sales';
import { cashDue } from '@pos/contracts/tender';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueItem,
  type MoneyRules,
  priceSale,
} from '../../../../../api/src/modules/sales/sale-pricing';
import { type CartLine, lineProblem } from '../cart';
import { type ExchangeDraft, emptyExchange, exchangeFigures } from '../exchanges/exchange-draft';
import { offlineExchange } from '../exchanges/local-exchange';
import { amountDiscount, type LineDiscount, NO_DISCOUNT } from '../line-discount';
import {
  couponCodesOf,
  moneyOf,
  type RegisterMoney,
  type RegisterPromotions,
  totalsOf,
} from '../register-totals';
import type { TenderDraft } from '../tender';
import { offlineSale } from './local-sale';

/**
 * DESIGN §13: the register (online, and offline where it prints the receipt itself) and the
 * server compute a sale's figures alike, for every cart: lines, discounts, taxes by each line's
 * class (added to prices or included in them), cash rounding, total, what was paid, the change
 * (docs/DESIGN.md, "Money"). The client side is the register's own code (cart → totals → offline sale and
 * its body); the server side is the sale's pricing (`sale-pricing.ts`) of that very body against
 * the catalogue rows as the database answers them (numeric text), with the same promotions
 * (docs/DESIGN.md, "Promotions"): their kinds, products and categories, stores, windows, coupons.
 */

const cents = (max: number) => fc.integer({ min: 1, max });

/** A line's class: one of the three made below, or none (the default). */
const classPick = fc.option(fc.integer({ min: 0, max: 2 }), { nil: null });

const catalogue = fc.array(
  fc.record({
    price: cents(250_000),
    taxClass: classPick,
    category: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    variations: fc.array(
      fc.record({ price: cents(250_000), active: fc.boolean(), taxClass: classPick }),
      { maxLength: 3 },
    ),
  }),
  { minLength: 1, maxLength: 5 },
);

const classId = (i: number) => `00000000-0000-7000-a000-${String(i).padStart(12, '0')}`;
const categoryId = (i: number) => `00000000-0000-7000-c000-${String(i).padStart(12, '0')}`;

const STORE = { _id: '0193a2b4-5c6d-7e8f-9a0b-000000000001', name: 'Main' };
const OTHER_STORE = '0193a2b4-5c6d-7e8f-9a0b-000000000009';
const CREATED_AT = new Date('2026-11-26T10:00:00Z');
const percent = fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100);

/**
 * A promotion of any kind, on products (indexes into the catalogue), categories or everything,
 * at every store, this one or another, running at the sale's moment or not. One with a coupon
 * runs here and now (a code no running promotion has is refused online), and its code is sent
 * or not.
 */
const promotionPick = fc.record({
  kind: fc.constantFrom(...PROMOTION_KINDS),
  percent,
  amount: cents(5_000),
  buyQuantity: fc.integer({ min: 1, max: 3 }),
  getQuantity: fc.integer({ min: 1, max: 2 }),
  getPercent: fc.oneof(
    fc.constant(100),
    percent.filter((p) => p >= 1),
  ),
  bundleQuantity: fc.integer({ min: 2, max: 4 }),
  bundlePrice: fc.integer({ min: 0, max: 500_000 }),
  products: fc.array(fc.nat(), { maxLength: 2 }),
  categories: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }),
  stores: fc.constantFrom('every', 'here', 'elsewhere'),
  window: fc.constantFrom('open', 'running', 'over', 'later'),
  isActive: fc.boolean(),
  coupon: fc.constantFrom('none', 'none', 'sent', 'not sent'),
});

const WINDOWS = {
  open: [null, null],
  running: ['2026-11-26T09:00:00Z', '2026-11-26T10:00:00.001Z'],
  over: ['2026-11-01T00:00:00Z', '2026-11-26T10:00:00Z'],
  later: ['2026-11-26T10:00:00.001Z', null],
} as const;

type PromotionPick = typeof promotionPick extends fc.Arbitrary<infer T> ? T : never;

function promotionOf(p: PromotionPick, i: number, productIds: readonly string[]): TPromotion {
  const kind = p.kind;
  const coupon = p.coupon !== 'none';
  const [startsAt, endsAt] = coupon ? WINDOWS.open : WINDOWS[p.window];
  return {
    _id: `00000000-0000-7000-b000-${String(i).padStart(12, '0')}`,
    name: `Promotion ${i}`,
    kind,
    productIds: [...new Set(p.products.map((n) => productIds[n % productIds.length] ?? ''))],
    categoryIds: [...new Set(p.categories.map(categoryId))],
    percent: kind === 'percent_off' ? p.percent : null,
    amount: kind === 'amount_off' ? fromCents(p.amount) : null,
    buyQuantity: kind === 'buy_x_get_y' ? p.buyQuantity : null,
    getQuantity: kind === 'buy_x_get_y' ? p.getQuantity : null,
    getPercent: kind === 'buy_x_get_y' ? p.getPercent : null,
    bundleQuantity: kind === 'multibuy' ? p.bundleQuantity : null,
    bundlePrice: kind === 'multibuy' ? fromCents(p.bundlePrice) : null,
    couponCode: coupon ? `CODE-${i}` : null,
    startsAt,
    endsAt,
    storeIds: coupon || p.stores === 'every' ? [] : [p.stores === 'here' ? STORE._id : OTHER_STORE],
    isActive: coupon || p.isActive,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

/** Rates with at most 2 decimals, as general settings keep them. */
const taxes = fc.array(
  fc.record({
    id: fc.uuid(),
    name: fc.constantFrom('VAT', 'City tax', 'GST', 'Levy'),
    rate: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
  }),
  { maxLength: 3 },
);

const methods: PaymentMethod[] = ['Cash', 'Card', 'UPI'];

/** A shop, its promotions (as `promotions` makes them), a cart, its discounts and payment. */
const scenarioOf = (promotions: fc.Arbitrary<PromotionPick[]>) =>
  fc
    .record({
      catalogue,
      taxes,
      classes: fc.tuple(taxes, taxes, taxes),
      pricesIncludeTax: fc.boolean(),
      cashRounding: fc.record({
        increment: fc.constantFrom(...CASH_ROUNDING_INCREMENTS),
        mode: fc.constantFrom('nearest' as const, 'down' as const),
      }),
      picks: fc.array(
        fc.record({
          product: fc.nat(),
          variation: fc.nat(),
          quantity: fc.integer({ min: 1, max: 40 }),
          // A share of the line taken off, in thousandths (0: none).
          discountShare: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1000 })),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      withDiscounts: fc.boolean(),
      promotions,
      // A whole-sale discount: none, a percent (2 decimals) or an amount in cents.
      saleDiscount: fc.oneof(
        fc.constant(NO_DISCOUNT),
        fc
          .integer({ min: 0, max: 10_000 })
          .map((bp): LineDiscount => ({ text: (bp / 100).toFixed(2), mode: 'percent' })),
        fc
          .integer({ min: 0, max: 2_000 })
          .map((c): LineDiscount => ({ text: (c / 100).toFixed(2), mode: 'amount' })),
      ),
      payment: fc.record({
        kind: fc.constantFrom('exact', 'cash-over', 'split', 'three-way'),
        method: fc.constantFrom(...methods),
        // A share of the total paid first by card, in thousandths; cash over in cents.
        share: fc.integer({ min: 0, max: 1000 }),
        over: fc.integer({ min: 0, max: 10_000 }),
      }),
    })
    .map((s) => {
      const products = s.catalogue.map((p, i) => ({
        id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
        name: `Product ${i}`,
        ...p,
        taxClassId: p.taxClass === null ? null : classId(p.taxClass),
        categoryId: p.category === null ? null : categoryId(p.category),
        variations: p.variations.map((v, j) => ({
          id: `00000000-0000-7000-9000-${String(i * 10 + j).padStart(12, '0')}`,
          ...v,
          taxClassId: v.taxClass === null ? null : classId(v.taxClass),
        })),
      }));
      const money: RegisterMoney = moneyOf({
        taxes: s.taxes,
        taxClasses: s.classes.map((taxes, i) => ({
          _id: classId(i),
          name: `Class ${i}`,
          taxes,
          isDefault: false,
        })),
        pricesIncludeTax: s.pricesIncludeTax,
        cashRounding: s.cashRounding,
      });
      const lines = new Map<string, CartLine>();
      for (const pick of s.picks) {
        const product = products[pick.product % products.length];
        if (!product) continue;
        const sellable = product.variations.filter((v) => v.active);
        const variation = sellable.length ? sellable[pick.variation % sellable.length] : null;
        const key = `${product.id}|${variation?.id ?? ''}`;
        if (lines.has(key)) continue;
        const priceCents = variation?.price ?? product.price;
        const discountCents = Math.floor((priceCents * pick.quantity * pick.discountShare) / 1000);
        lines.set(key, {
          key,
          unit: 'each',
          productId: product.id,
          variationId: variation?.id ?? null,
          name: product.name,
          variationName: variation ? `V${variation.id.slice(-2)}` : null,
          sku: null,
          price: fromCents(priceCents),
          quantity: pick.quantity,
          discount: amountDiscount(fromCents(discountCents)),
          stock: null,
          taxClassId: variation?.taxClassId ?? product.taxClassId,
          categoryId: product.categoryId,
        });
      }
      const promotionRows = s.promotions.map((p, i) =>
        promotionOf(
          p,
          i,
          products.map((x) => x.id),
        ),
      );
      const promotions: RegisterPromotions = {
        rules: preparePromotions(promotionRows.map(promotionRuleOf)),
        storeId: STORE._id,
        couponCodes: s.promotions.flatMap((p, i) => (p.coupon === 'sent' ? [`code-${i} `] : [])),
        now: CREATED_AT,
      };
      return { ...s, products, money, promotions, cart: [...lines.values()] };
    });

/** The catalogue rows the server reads for the lines (`saleContext`), prices as numeric text. */
function rowsOf(
  products: {
    id: string;
    name: string;
    price: number;
    taxClassId: string | null;
    categoryId: string | null;
    variations: { id: string; price: number; active: boolean; taxClassId: string | null }[];
  }[],
): CatalogueItem[] {
  return products.flatMap((p): CatalogueItem[] => {
    const base: Pick<
      CatalogueItem,
      | 'product_id'
      | 'name'
      | 'product_sku'
      | 'product_price'
      | 'product_tax_class_id'
      | 'category_id'
      | 'unit'
    > = {
      product_id: p.id,
      name: p.name,
      product_sku: null,
      product_price: (p.price / 100).toFixed(2),
      product_tax_class_id: p.taxClassId,
      category_id: p.categoryId,
      unit: 'each' as const,
    };
    if (!p.variations.length) {
      return [
        {
          ...base,
          variation_id: null,
          attribute_combination: null,
          variation_sku: null,
          variation_price: null,
          variation_active: null,
          variation_tax_class_id: null,
        },
      ];
    }
    return p.variations.map((v) => ({
      ...base,
      variation_id: v.id,
      attribute_combination: [`V${v.id.slice(-2)}`],
      variation_sku: null,
      variation_price: (v.price / 100).toFixed(2),
      variation_active: v.active,
      variation_tax_class_id: v.taxClassId,
    }));
  });
}

/**
 * The payments a cashier types for `totalCents`, as the register's tender rows: the cash part
 * at least what is left for cash, rounded as the shop rounds it.
 */
function tenderFor(
  p: { kind: string; method: PaymentMethod; share: number; over: number },
  totalCents: number,
  rounding: TCashRounding,
): TenderDraft {
  const text = (c: number) => fromCents(c).toFixed(2);
  const card = Math.floor((totalCents * p.share) / 1000);
  const cash = (nonCash: number) => cashDue(totalCents, nonCash, rounding) + p.over;
  switch (p.kind) {
    case 'exact':
      return [{ key: 'a', method: p.method, amount: '' }];
    case 'cash-over':
      return [{ key: 'a', method: 'Cash', amount: text(cash(0)) }];
    case 'split':
      return [
        { key: 'a', method: 'Card', amount: text(card) },
        { key: 'b', method: 'Cash', amount: text(cash(card)) },
      ];
    default: {
      const upi = Math.floor((totalCents - card) / 2);
      return [
        { key: 'a', method: 'Card', amount: text(card) },
        { key: 'b', method: 'UPI', amount: text(upi) },
        { key: 'c', method: 'Cash', amount: text(cash(card + upi)) },
      ];
    }
  }
}

/** The shop's rules as the server reads them (`moneyRulesOf` of the sale's context). */
const rulesOf = (money: RegisterMoney): MoneyRules => ({
  defaultTaxes: money.taxes,
  classTaxes: money.classes,
  pricesIncludeTax: money.pricesIncludeTax,
  cashRounding: money.cashRounding,
  scaleBarcodes: [],
});

type Scenario = typeof scenarioOf extends (...a: never[]) => fc.Arbitrary<infer T> ? T : never;

/**
 * The cart of `s` sold offline (the register's receipt and the body the outbox sends, priced by
 * the server) and online (the body priced from the catalogue): the same figures everywhere.
 */
function soldAlike(s: Scenario) {
  fc.pre(s.cart.length > 0);
  const {
    saleDiscount: asked,
    linePromotions,
    unknownCoupons: _unknown,
    ...shown
  } = totalsOf(s.cart, s.money, s.withDiscounts, s.saleDiscount, s.promotions);
  // A sale discount above what the lines come to, or a line's own above what its
  // promotions leave, is refused before the sale is sent.
  fc.pre(!asked.tooLarge);
  fc.pre(
    s.cart.every((l, i) => !lineProblem(l, s.withDiscounts, linePromotions[i]?.promotionCents)),
  );
  const draft = tenderFor(s.payment, shown.total, s.money.cashRounding);
  // The register takes no payment of 0 (nor does the server): such a row is not typed.
  fc.pre(shown.total > 0 && draft.every((r) => r.amount === '' || Number(r.amount) > 0));
  const made = offlineSale({
    key: '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b',
    cart: s.cart,
    customer: null,
    tender: draft,
    money: s.money,
    withDiscounts: s.withDiscounts,
    saleDiscount: s.saleDiscount,
    promotions: s.promotions,
    store: STORE,
    cashier: { _id: 'c', name: 'Cashier' },
    device: { id: '0193a2b4-5c6d-7e8f-9a0b-000000000002' },
    localNumber: 'AB12-1',
    shiftId: null,
    createdAt: CREATED_AT,
  });
  // Every typed tender of this shape settles the total.
  expect(made).not.toBeNull();
  if (!made) return;
  const rows = rowsOf(s.products);
  // The promotions as the server reads them for the sale: its store, its moment.
  const terms = { rules: s.promotions.rules, storeId: STORE._id, now: CREATED_AT };

  // Offline: the body the outbox sends, priced by the server with the register's taxes
  // (the shop's rules of now are another shop's: what the register charged stands).
  const body = ZSaleBody.parse(made.body);
  const server = priceSale(rows, body, rulesOf(moneyOf({ taxes: [] })), terms);
  const sale = made.sale;
  expect(server.totals.lineTotals.map(fromCents)).toEqual(sale.items.map((i) => i.lineTotal));
  expect(fromCents(server.totals.subtotal)).toBe(sale.subtotal);
  expect(fromCents(server.totals.discountTotal)).toBe(sale.discountTotal);
  expect(fromCents(server.saleDiscountCents)).toBe(sale.saleDiscount);
  expect(server.lines.map((l) => fromCents(l.discountCents))).toEqual(
    sale.items.map((i) => i.discount),
  );
  expect(taxAmounts(server.totals.taxes)).toEqual(sale.taxes);
  expect(fromCents(server.totals.taxTotal)).toBe(sale.taxTotal);
  expect(fromCents(server.paid.due)).toBe(sale.totalAmount);
  expect(fromCents(server.paid.rounding)).toBe(sale.rounding);
  expect(server.pricesIncludeTax).toBe(sale.pricesIncludeTax);
  expect(server.totals.lineTaxes.map(taxAmounts)).toEqual(sale.items.map((i) => i.taxes));
  expect(fromCents(server.paid.amountPaid)).toBe(sale.amountPaid);
  expect(fromCents(server.paid.change)).toBe(sale.change);
  expect(server.paid.method).toBe(sale.paymentMethod);
  expect(server.lines.some((l) => l.repriced)).toBe(false);
  // What the promotions took off each line: the register's, sent and kept.
  const promotionCents = linePromotions.map((l) => l.promotionCents);
  expect(server.lines.map((l) => l.promotionCents)).toEqual(promotionCents);
  expect(sale.items.map((i) => toCents(i.promotionDiscount))).toEqual(promotionCents);
  expect(
    server.lines.map((l) =>
      l.promotions.map((p) => ({ _id: p.id, name: p.name, amount: fromCents(p.cents) })),
    ),
  ).toEqual(sale.items.map((i) => i.promotions));

  // Online: the same cart without prices, priced from the catalogue by the shop's rules,
  // comes to what the register showed before Complete Sale.
  const { offline: _o, ...online } = made.body;
  const onlineBody = ZSaleBody.parse({
    ...online,
    items: online.items.map(({ price: _p, taxes: _t, promotionDiscount: _d, ...item }) => item),
  });
  const priced = priceSale(rows, onlineBody, rulesOf(s.money), terms);
  expect(priced.totals).toEqual(shown);
  expect(priced.lines.map((l) => l.promotionCents)).toEqual(promotionCents);
  expect(priced.lines.map((l) => l.promotions)).toEqual(linePromotions.map((l) => l.promotions));
  expect(priced.paid.due).toBe(server.paid.due);
  expect(priced.retaxed).toBe(false);
}

/**
 * An exchange of the offline sale of `s` taken offline (docs/DESIGN.md, "Exchanges"): some of
 * its units back, some of its lines out again (without discounts, as Exchange mode sells them)
 * with the scenario's coupon, the rest paid by its method or refunded — the register's exchange
 * is the server's: the new sale priced from the body the outbox sends, paid first by what came
 * back, and the difference.
 */
function exchangedAlike(s: Scenario) {
  fc.pre(s.cart.length > 0);
  const key = '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b';
  const facts = {
    store: STORE,
    cashier: { _id: 'c', name: 'Cashier' },
    device: { id: '0193a2b4-5c6d-7e8f-9a0b-000000000002' },
    localNumber: 'AB12-1',
    shiftId: null,
  };
  const sold = offlineSale({
    ...facts,
    key,
    cart: s.cart,
    customer: null,
    tender: [{ key: 'a', method: 'Card', amount: '' }],
    money: s.money,
    withDiscounts: false,
    promotions: s.promotions,
    createdAt: CREATED_AT,
  });
  fc.pre(sold !== null && sold.sale.totalAmount > 0);
  if (!sold) return;
  const sale = sold.sale;
  // Back: a share of each line's units (at least one unit of the first).
  const quantities = Object.fromEntries(
    sale.items.map((i, n) => [
      i._id,
      n === 0 ? 1 + (s.payment.share % i.quantity) : s.payment.over % (i.quantity + 1),
    ]),
  );
  const coupon = s.promotions.couponCodes[0]?.trim() ?? '';
  const draft: ExchangeDraft = {
    ...emptyExchange(sale),
    quantities,
    cart: s.cart
      .filter((_, i) => (i + s.payment.share) % 2 === 0)
      .map((l) => ({ ...l, discount: NO_DISCOUNT })),
    paymentMethod: s.payment.method,
    couponCode: coupon,
  };
  fc.pre(draft.cart.length > 0);
  const promotions = { rules: s.promotions.rules, couponCodes: couponCodesOf(coupon) };
  const figures = exchangeFigures(sale, draft, s.money, {
    ...promotions,
    storeId: STORE._id,
    now: CREATED_AT,
  });
  // Cash over what is due, when cash pays the rest.
  if (draft.paymentMethod === 'Cash' && figures.rest > 0 && s.payment.kind === 'cash-over') {
    draft.cashReceived = fromCents(figures.due + s.payment.over);
  }
  const made = offlineExchange({
    key: '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6c',
    sale,
    draft,
    money: s.money,
    promotions,
    facts: { ...facts, localNumber: 'AB12-2', createdAt: CREATED_AT.toISOString() },
  });
  expect(made).not.toBeNull();
  if (!made) return;
  const picks = new Map(Object.entries(quantities).filter(([, q]) => q > 0));
  const backCents = returnAmounts(returnableSale(sale), picks).total;
  expect(toCents(made.made.return.total)).toBe(backCents);
  expect(toCents(made.made.return.total)).toBe(figures.back);

  // The sale's lines are the register's own until it is synced ("<key>-<n>"): the outbox names
  // the server's when it sends the exchange.
  const serverLine = (n: number) => `0193a2b4-5c6d-7e8f-9a0b-${String(n).padStart(12, '0')}`;
  const body = ZExchangeBody.parse({
    ...made.body,
    returnItems: made.body.returnItems.map((i, n) => ({ ...i, itemId: serverLine(n) })),
  });
  const server = priceSale(
    rowsOf(s.products),
    {
      items: body.items,
      paymentMethod: body.paymentMethod,
      payments: body.payments,
      couponCodes: body.couponCodes,
      offline: body.offline,
    },
    rulesOf(moneyOf({ taxes: [] })),
    { rules: s.promotions.rules, storeId: STORE._id, now: CREATED_AT },
    backCents,
  );
  const out = made.made.sale;
  expect(fromCents(server.totals.subtotal)).toBe(out.subtotal);
  expect(taxAmounts(server.totals.taxes)).toEqual(out.taxes);
  expect(fromCents(server.paid.due)).toBe(out.totalAmount);
  expect(fromCents(server.paid.rounding)).toBe(out.rounding);
  expect(fromCents(server.paid.change)).toBe(out.change);
  expect(
    server.paid.payments.map((p) => ({ method: p.method, amount: fromCents(p.cents) })),
  ).toEqual(out.payments);
  expect(server.lines.some((l) => l.repriced)).toBe(false);
  // The difference: what the screen showed, and what the server's exchange will say.
  expect(made.made.exchange.net).toBe(fromCents(server.paid.due - backCents));
  expect(server.paid.refundCents).toBe(figures.refund);
  expect(server.paid.due - backCents + server.paid.refundCents).toBe(
    figures.rest + server.paid.rounding,
  );
  expect(toCents(made.made.return.exchangeCredit)).toBe(backCents - server.paid.refundCents);
}

describe('the register and the server compute every sale alike', () => {
  it('over 10,000 random carts: classes, tax in prices, discounts, promotions and coupons, rounding, split payments and change', () => {
    // Most carts meet a few promotions of every kind (on products, categories or everything);
    // some meet none.
    const promotions = fc.array(promotionPick, { maxLength: 4 });
    fc.assert(fc.property(scenarioOf(promotions), soldAlike), { numRuns: 10_000 });
  }, 120_000);

  it('and every exchange taken offline, over 2,000 random ones: what comes back, the new items, the difference', () => {
    const promotions = fc.array(promotionPick, { maxLength: 4 });
    fc.assert(fc.property(scenarioOf(promotions), exchangedAlike), { numRuns: 2_000 });
  }, 120_000);
});
