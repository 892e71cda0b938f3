import { CASH_ROUNDING_INCREMENTS, type TCashRounding } from '@pos/contracts/cash-rounding';
import { fromCents, taxAmounts } from '@pos/contracts/sale-totals';
import { type PaymentMethod, ZSaleBody } from '@pos/contracts/sales';
import { cashDue } from '@pos/contracts/tender';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueItem,
  type MoneyRules,
  priceSale,
} from '../../../../../api/src/modules/sales/sale-pricing';
import type { CartLine } from '../cart';
import { amountDiscount, type LineDiscount, NO_DISCOUNT } from '../line-discount';
import { moneyOf, type RegisterMoney, totalsOf } from '../register-totals';
import type { TenderDraft } from '../tender';
import { offlineSale } from './local-sale';

/**
 * DESIGN §13: the register (online, and offline where it prints the receipt itself) and the
 * server compute a sale's figures alike, for every cart: lines, discounts, taxes by each line's
 * class (added to prices or included in them), cash rounding, total, what was paid, the change
 * (docs/DESIGN.md, "Money"). The client side is the register's own code (cart → totals → offline sale and
 * its body); the server side is the sale's pricing (`sale-pricing.ts`) of that very body against
 * the catalogue rows as the database answers them (numeric text).
 */

const cents = (max: number) => fc.integer({ min: 1, max });

/** A line's class: one of the three made below, or none (the default). */
const classPick = fc.option(fc.integer({ min: 0, max: 2 }), { nil: null });

const catalogue = fc.array(
  fc.record({
    price: cents(250_000),
    taxClass: classPick,
    variations: fc.array(
      fc.record({ price: cents(250_000), active: fc.boolean(), taxClass: classPick }),
      { maxLength: 3 },
    ),
  }),
  { minLength: 1, maxLength: 5 },
);

const classId = (i: number) => `00000000-0000-7000-a000-${String(i).padStart(12, '0')}`;

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

const scenario = fc
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
      });
    }
    return { ...s, products, money, cart: [...lines.values()] };
  });

/** The catalogue rows the server reads for the lines (`saleContext`), prices as numeric text. */
function rowsOf(
  products: {
    id: string;
    name: string;
    price: number;
    taxClassId: string | null;
    variations: { id: string; price: number; active: boolean; taxClassId: string | null }[];
  }[],
): CatalogueItem[] {
  return products.flatMap((p): CatalogueItem[] => {
    const base: Pick<
      CatalogueItem,
      'product_id' | 'name' | 'product_sku' | 'product_price' | 'product_tax_class_id'
    > = {
      product_id: p.id,
      name: p.name,
      product_sku: null,
      product_price: (p.price / 100).toFixed(2),
      product_tax_class_id: p.taxClassId,
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
});

describe('the register and the server compute every sale alike', () => {
  it('over 10,000 random carts: classes, tax in prices, discounts, rounding, split payments and change', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        fc.pre(s.cart.length > 0);
        const { saleDiscount: asked, ...shown } = totalsOf(
          s.cart,
          s.money,
          s.withDiscounts,
          s.saleDiscount,
        );
        // A sale discount above what the lines come to is refused before the sale is sent.
        fc.pre(!asked.tooLarge);
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
          store: { _id: '0193a2b4-5c6d-7e8f-9a0b-000000000001', name: 'Main' },
          cashier: { _id: 'c', name: 'Cashier' },
          device: { id: '0193a2b4-5c6d-7e8f-9a0b-000000000002' },
          localNumber: 'AB12-1',
          shiftId: null,
          createdAt: new Date('2026-11-26T10:00:00Z'),
        });
        // Every typed tender of this shape settles the total.
        expect(made).not.toBeNull();
        if (!made) return;
        const rows = rowsOf(s.products);

        // Offline: the body the outbox sends, priced by the server with the register's taxes
        // (the shop's rules of now are another shop's: what the register charged stands).
        const body = ZSaleBody.parse(made.body);
        const server = priceSale(rows, body, rulesOf(moneyOf({ taxes: [] })));
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

        // Online: the same cart without prices, priced from the catalogue by the shop's rules,
        // comes to what the register showed before Complete Sale.
        const { offline: _o, ...online } = made.body;
        const onlineBody = ZSaleBody.parse({
          ...online,
          items: online.items.map(({ price: _p, taxes: _t, ...item }) => item),
        });
        const priced = priceSale(rows, onlineBody, rulesOf(s.money));
        expect(priced.totals).toEqual(shown);
        expect(priced.paid.due).toBe(server.paid.due);
        expect(priced.retaxed).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);
});
