import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CASH_ROUNDING_INCREMENTS, type TCashRounding } from '@pos/contracts/cash-rounding';
import { valuedPayments } from '@pos/contracts/loyalty';
import { formatMoney } from '@pos/contracts/money';
import { preparePromotions, promotionRuleOf } from '@pos/contracts/promotion-engine';
import type { TPromotion } from '@pos/contracts/promotions';
import { figureText, returnFigures, saleFigures } from '@pos/contracts/sale-figures';
import { fromCents, type TaxRate, taxAmounts, toCents } from '@pos/contracts/sale-totals';
import {
  type PaymentMethod,
  type TSaleReturn,
  type TTransaction,
  ZSaleBody,
} from '@pos/contracts/sales';
import type { TShift } from '@pos/contracts/shifts';
import { cashDue } from '@pos/contracts/tender';
import { isWhole, lineGrossCents, roundQuantity, type Unit } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';
import { type CatalogueItem, type MoneyRules, priceSale } from './sale-pricing.js';

/**
 * docs/DESIGN.md, "Money": the same cents everywhere. Random carts go through the API as a shop
 * sells them — tax classes, tax added or inside the prices, line and whole-sale discounts,
 * automatic promotions and coupons, split tender with cash rounding — and some come back in part,
 * whole, or in an exchange. For each: the sale the server answers is what the register's
 * arithmetic gives (`priceSale`, which `offline-totals.test.ts` proves equal to the register's
 * preview over 10,000 carts), its receipt and its invoice print those very figures, and what its
 * returns give back never passes what was paid and, all of it back, is exactly that. After them
 * all: the shift's Z report and the reports add up every answer to the cent.
 *
 * MONEY_CARTS carts (60 in the suite; docs/benchmarks/money.md records the longer runs),
 * MONEY_SEED to replay a run (fast-check prints the seed of a failure).
 */

const CARTS = Number(process.env.MONEY_CARTS ?? 60);
// About half a second a cart on this machine; a long run is given room (3 s a cart).
const SEED = process.env.MONEY_SEED ? Number(process.env.MONEY_SEED) : undefined;

const t = useTestApp();
const ok = okAs(t);

/** A sale's body as the server prices it (its points valued; these carts pay no points). */
const pricedBody = (body: unknown) => {
  const parsed = ZSaleBody.parse(body);
  return { ...parsed, payments: valuedPayments(parsed.payments, 0.01) };
};

const dir = mkdtempSync(path.join(tmpdir(), 'money-agrees-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/**
 * The text a reader sees in a PDF (poppler's pdftotext), runs of spaces made one, in lower case
 * (the receipt prints TOTAL, the invoice Total): `expect(textOf(pdf)).toContain(said('Total …'))`.
 */
function textOf(pdf: Buffer) {
  const file = path.join(dir, `doc-${++files}.pdf`);
  writeFileSync(file, pdf);
  return said(execFileSync('pdftotext', ['-layout', file, '-']).toString());
}
const said = (text: string) => text.replace(/[ \t]+/g, ' ').toLowerCase();

const money = (n: number) => formatMoney(n, SHOP_SETTINGS.currencySymbol);
const add = <K>(m: Map<K, number>, k: K, cents: number) => m.set(k, (m.get(k) ?? 0) + cents);

/** The default class's taxes (two of them) and three more classes, one of them exempt. */
const DEFAULT_TAXES = [
  { id: 'vat', name: 'VAT', rate: 10 },
  { id: 'city', name: 'City tax', rate: 2.5 },
];
const CLASSES = [
  { name: 'Reduced', taxes: [{ name: 'VAT', rate: 5 }] },
  { name: 'Exempt', taxes: [] },
  { name: 'GST', taxes: [{ name: 'GST', rate: 18 }] },
];

interface Shop {
  owner: Awaited<ReturnType<typeof signUp>>;
  storeId: string;
  products: { id: string; name: string; price: number; classId: string | null; unit: Unit }[];
  rows: CatalogueItem[];
  classTaxes: Map<string, TaxRate[]>;
  promotions: TPromotion[];
}

/**
 * Twelve products at prices from 0.35 to 149.99 in the four classes and two categories, and
 * five promotions: 15 % off one category, 3 for a price on two products, buy 2 get 1 free on
 * two more, 1.00 off one product; coupons WELCOME10 (10 % off everything) and FIVEOFF (5.00 off
 * the other category).
 */
async function shopOf(): Promise<Shop> {
  const owner = await signUp(t);
  // A plan's sale credits would end a long run: this shop's do not.
  await t.sql(
    sql`update subscriptions set remaining_credits = 1000000
        where organization_id = ${owner.user.organizationId}`,
  );
  await ok(owner, 'PUT', 'settings/general', {
    ...SHOP_SETTINGS,
    taxes: DEFAULT_TAXES,
  });
  const made = async (p: string, body: Record<string, unknown>) =>
    (await ok(owner, 'POST', p, body)).data as { _id: string };
  const classIds = [null as string | null];
  const classTaxes = new Map<string, TaxRate[]>();
  for (const c of CLASSES) {
    const id = (await made('tax-classes', c))._id;
    classIds.push(id);
    classTaxes.set(id, c.taxes);
  }
  const categories = [(await made('categories', { name: 'Food' }))._id];
  categories.push((await made('categories', { name: 'Gifts' }))._id);
  const prices = [0.35, 1.99, 2.5, 3.33, 4.95, 7.77, 9.99, 12.4, 19.95, 33.33, 64.5, 149.99];
  const products: Shop['products'] = [];
  const rows: CatalogueItem[] = [];
  for (const [i, price] of prices.entries()) {
    // Three are sold by the kilogram (docs/DESIGN.md, "Goods sold by weight").
    const unit: Unit = i % 4 === 2 ? 'kg' : 'each';
    const classId = classIds[i % classIds.length] ?? null;
    const categoryId = categories[i % 3] ?? null;
    const name = `Item ${String(i + 1).padStart(2, '0')}`;
    const id = (
      await made('products', {
        name,
        price,
        stock: 100_000,
        sku: `MA-${i}`,
        unit,
        ...(classId ? { taxClassId: classId } : {}),
        ...(categoryId ? { categoryId } : {}),
      })
    )._id;
    products.push({ id, name, price, classId, unit });
    rows.push({
      product_id: id,
      name,
      product_sku: `MA-${i}`,
      product_price: price.toFixed(2),
      variation_id: null,
      attribute_combination: null,
      variation_sku: null,
      variation_price: null,
      variation_active: null,
      product_tax_class_id: classId,
      variation_tax_class_id: null,
      category_id: categoryId,
      unit,
    });
  }
  const id = (i: number) => products[i]?.id;
  for (const body of [
    { name: 'Food week', kind: 'percent_off', categoryIds: [categories[0]], percent: 15 },
    {
      name: '3 for 6.00',
      kind: 'multibuy',
      productIds: [id(1), id(3)],
      bundleQuantity: 3,
      bundlePrice: 6,
    },
    {
      name: 'Buy 2 get 1',
      kind: 'buy_x_get_y',
      productIds: [id(4), id(7)],
      buyQuantity: 2,
      getQuantity: 1,
    },
    { name: 'A euro off', kind: 'amount_off', productIds: [id(9)], amount: 1 },
    { name: 'Welcome', kind: 'percent_off', percent: 10, couponCode: 'WELCOME10' },
    {
      name: 'Five off gifts',
      kind: 'amount_off',
      categoryIds: [categories[1]],
      amount: 5,
      couponCode: 'FIVEOFF',
    },
  ]) {
    await made('promotions', body);
  }
  const promotions = (await ok(owner, 'GET', 'register/promotions')).data as TPromotion[];
  const storeId = (await ok(owner, 'GET', 'stores')).data[0]._id as string;
  return { owner, storeId, products, rows, classTaxes, promotions };
}

const lineOf = (products: number) =>
  fc.record({
    product: fc.nat({ max: products - 1 }),
    quantity: fc.integer({ min: 1, max: 6 }),
    // A weighed product's quantity instead, in grams (0.001–6 kg).
    grams: fc.integer({ min: 1, max: 6000 }),
    // The cashier's own discount, in thousandths of the line (0–15 %).
    discountShare: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 150 })),
  });
const linesOf = (products: number, max: number) =>
  fc.uniqueArray(lineOf(products), { minLength: 1, maxLength: max, selector: (l) => l.product });

const cartOf = (products: number) =>
  fc.record({
    pricesIncludeTax: fc.boolean(),
    cashRounding: fc.record({
      increment: fc.constantFrom(...CASH_ROUNDING_INCREMENTS),
      mode: fc.constantFrom('nearest' as const, 'down' as const),
    }),
    lines: linesOf(products, 6),
    saleDiscount: fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: 1, max: 1500 }).map((bp) => ({ percent: bp / 100 })),
      fc.integer({ min: 1, max: 300 }).map((c) => ({ amount: c / 100 })),
    ),
    coupons: fc.subarray(['WELCOME10', 'FIVEOFF']),
    pay: fc.record({
      kind: fc.constantFrom('Cash', 'Card', 'UPI', 'split', 'cash over'),
      share: fc.integer({ min: 1, max: 999 }),
      over: fc.integer({ min: 0, max: 5000 }),
    }),
    afterwards: fc.constantFrom(
      'keep',
      'keep',
      'return some',
      'return some, then the rest',
      'exchange',
    ),
    back: fc.array(fc.record({ line: fc.nat(), quantity: fc.integer({ min: 1, max: 6 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    refundMethod: fc.constantFrom<PaymentMethod>('Cash', 'Card', 'UPI'),
    exchangeLines: linesOf(products, 3),
  });
type Cart = ReturnType<typeof cartOf> extends fc.Arbitrary<infer C> ? C : never;

const c = toCents;

/** The items of a sale body from picked lines; a line's discount is its share of the line. */
function itemsOf(shop: Shop, lines: Cart['lines']) {
  return lines.map((l) => {
    const p = shop.products[l.product];
    if (!p) throw new Error('no such product');
    const quantity = isWhole(p.unit) ? l.quantity : l.grams / 1000;
    const discount = Math.floor((lineGrossCents(c(p.price), quantity) * l.discountShare) / 1000);
    return {
      productId: p.id,
      quantity,
      ...(discount > 0 ? { discount: fromCents(discount) } : {}),
    };
  });
}

/** How the customer pays `totalCents`: one method, card then cash, or cash with change. */
function paymentOf(pay: Cart['pay'], totalCents: number, rounding: TCashRounding) {
  if (pay.kind === 'Cash' || pay.kind === 'Card' || pay.kind === 'UPI') {
    return { paymentMethod: pay.kind };
  }
  // Everything free (promotions and discounts took it all): nothing to hand over.
  if (totalCents === 0) return { paymentMethod: 'Cash' };
  const share = pay.kind === 'split' ? Math.floor((totalCents * pay.share) / 1000) : 0;
  // What the card leaves may round to no cash at all (0.77 rounded down to whole units): no
  // payment may be 0, so the card pays all of it, as a cashier would take it.
  const card =
    share > 0 && cashDue(totalCents, share, rounding) + pay.over === 0 ? totalCents : share;
  const cash = cashDue(totalCents, card, rounding) + pay.over;
  const payments = [
    ...(card > 0 ? [{ method: 'Card', amount: fromCents(card) }] : []),
    ...(cash > 0 || card === 0 ? [{ method: 'Cash', amount: fromCents(cash) }] : []),
  ];
  return { payments };
}

/** The sale's own figures, as priced: what the answer must hold. */
function expectSaleAsPriced(sale: TTransaction, priced: ReturnType<typeof priceSale>) {
  expect({
    subtotal: sale.subtotal,
    discountTotal: sale.discountTotal,
    saleDiscount: sale.saleDiscount,
    taxes: sale.taxes,
    taxTotal: sale.taxTotal,
    rounding: sale.rounding,
    totalAmount: sale.totalAmount,
    amountPaid: sale.amountPaid,
    change: sale.change,
    lines: sale.items.map((i) => [i.lineTotal, i.discount, i.promotionDiscount, i.taxes]),
    promotions: sale.items.map((i) => i.promotions.map((p) => [p.name, p.amount])),
  }).toEqual({
    subtotal: fromCents(priced.totals.subtotal),
    discountTotal: fromCents(priced.totals.discountTotal),
    saleDiscount: fromCents(priced.saleDiscountCents),
    taxes: taxAmounts(priced.totals.taxes),
    taxTotal: fromCents(priced.totals.taxTotal),
    rounding: fromCents(priced.paid.rounding),
    totalAmount: fromCents(priced.paid.due),
    amountPaid: fromCents(priced.paid.amountPaid),
    change: fromCents(priced.paid.change),
    lines: priced.lines.map((l, i) => [
      fromCents(priced.totals.lineTotals[i] ?? 0),
      fromCents(l.discountCents),
      fromCents(l.promotionCents),
      taxAmounts(priced.totals.lineTaxes[i] ?? []),
    ]),
    promotions: priced.lines.map((l) => l.promotions.map((p) => [p.name, fromCents(p.cents)])),
  });
  // And it adds up: the lines before discounts, less them, plus the taxes added, plus the
  // rounding, is the total; the payments less the change are the total.
  const added = sale.pricesIncludeTax ? 0 : c(sale.taxTotal);
  expect(c(sale.subtotal) + added + c(sale.rounding)).toBe(c(sale.totalAmount));
  expect(sale.payments.reduce((a, p) => a + c(p.amount), 0) - c(sale.change)).toBe(
    c(sale.totalAmount),
  );
}

/** A line's quantity as the documents print it: "2", or "0.375 kg". */
const quantityOf = (i: { quantity: number; unit: Unit }) =>
  isWhole(i.unit) ? `${i.quantity}` : `${i.quantity} ${i.unit}`;
/** "2 × $4.50", or "0.375 kg × $12.99/kg". */
const timesPrice = (i: TTransaction['items'][number]) =>
  `${quantityOf(i)} × ${money(i.priceAtSale)}${isWhole(i.unit) ? '' : `/${i.unit}`}`;

/** The receipt and the invoice print the sale's figures, each line, promotion and payment. */
async function expectDocumentsSay(shop: Shop, sale: TTransaction) {
  const receipt = await t.as(shop.owner).get(`transactions/${sale._id}/receipt.pdf`);
  const invoice = await t.as(shop.owner).get(`invoice/${sale._id}/pdf`);
  expect([receipt.statusCode, invoice.statusCode]).toEqual([200, 200]);
  const figures = [
    ...saleFigures(sale).map((f) => `${f.label} ${figureText(f, money)}`),
    `Total ${money(sale.totalAmount)}`,
  ];
  // The receipt: each line's units, price and total, then each promotion by its name.
  const lines = sale.items.flatMap((i) => [
    `${i.productName}\n ${timesPrice(i)} ${money(i.lineTotal)}\n`,
    ...i.promotions.map((p) => `${p.name} -${money(p.amount)}\n`),
  ]);
  const paid = [
    ...sale.payments.map(
      (p) =>
        `${p.method === 'Cash' ? 'Cash tendered' : p.method === 'Exchange' ? 'Exchange credit' : p.method} ${money(p.amount)}`,
    ),
    ...(sale.change > 0 ? [`Change ${money(sale.change)}`] : []),
  ];
  const r = textOf(receipt.rawPayload);
  for (const seen of [...figures, ...lines, ...paid]) expect(r, 'receipt').toContain(said(seen));
  // The invoice: a row per line — units, price, all that came off it, its tax, its total.
  const inv = textOf(invoice.rawPayload);
  for (const seen of figures) expect(inv, 'invoice').toContain(said(seen));
  const rows = inv.split('\n');
  for (const i of sale.items) {
    const row = rows.find((l) =>
      l.includes(said(`${i.productName} ${quantityOf(i)} ${money(i.priceAtSale)} `)),
    );
    expect(row, `invoice: ${i.productName}`).toBeDefined();
    if (i.discount > 0) expect(row).toContain(said(` -${money(i.discount)} `));
    expect(row?.trimEnd().endsWith(said(` ${money(i.lineTotal)}`)), row).toBe(true);
  }
}

/** A return's receipt prints what it gave back, figure by figure. */
async function expectReturnReceiptSays(shop: Shop, back: TSaleReturn, sale: TTransaction) {
  const res = await t.as(shop.owner).get(`returns/${back._id}/receipt.pdf`);
  expect(res.statusCode).toBe(200);
  const text = textOf(res.rawPayload);
  for (const f of returnFigures(back, sale.pricesIncludeTax)) {
    expect(text).toContain(said(`${f.label} ${figureText(f, money)}`));
  }
  expect(text).toContain(said(money(back.total)));
}

describe('the same cents everywhere', () => {
  it(
    `for ${CARTS} random carts: the sale as priced, its receipt and invoice, its returns and exchanges, the Z report and the reports`,
    async () => {
      const shop = await shopOf();
      const shift = (await ok(shop.owner, 'POST', 'shifts/open', { openingFloat: 100 }))
        .data as TShift;
      // Every answer, for the Z report and the reports to add up.
      const sales: TTransaction[] = [];
      const returns: TSaleReturn[] = [];
      const refused: string[] = [];
      let carts = 0;
      let settingsNow = '';

      /** Prices a body as the register does and sells it; answers null when both refuse it. */
      async function sell(cart: Cart, lines: Cart['lines'], extra: Record<string, unknown> = {}) {
        const rules: MoneyRules = {
          defaultTaxes: DEFAULT_TAXES,
          classTaxes: shop.classTaxes,
          pricesIncludeTax: cart.pricesIncludeTax,
          cashRounding: cart.cashRounding,
          scaleBarcodes: [],
        };
        const terms = {
          rules: preparePromotions(shop.promotions.map(promotionRuleOf)),
          storeId: shop.storeId,
          now: new Date(),
        };
        const base = {
          items: itemsOf(shop, lines),
          ...(cart.saleDiscount ? { discount: cart.saleDiscount } : {}),
          ...(cart.coupons.length ? { couponCodes: cart.coupons } : {}),
          ...extra,
        };
        let priced: ReturnType<typeof priceSale>;
        try {
          const probe = priceSale(
            shop.rows,
            pricedBody({ ...base, paymentMethod: 'Card' }),
            rules,
            terms,
          );
          const body = { ...base, ...paymentOf(cart.pay, probe.totals.total, cart.cashRounding) };
          priced = priceSale(shop.rows, pricedBody(body), rules, terms);
          const res = await t.as(shop.owner).post('transactions', body);
          expect(res.statusCode, res.body).toBe(201);
          const sale = res.json().data as TTransaction;
          expectSaleAsPriced(sale, priced);
          return sale;
        } catch (error) {
          // A discount larger than what is left of a line, or of the sale: the register refuses
          // it before sending, and the server with a 400 of its own.
          if (!(error instanceof Error) || !('statusCode' in error)) throw error;
          expect(error.statusCode).toBe(400);
          const res = await t.as(shop.owner).post('transactions', {
            ...base,
            paymentMethod: 'Card',
          });
          expect(res.statusCode, res.body).toBe(400);
          refused.push(error.message);
          return null;
        }
      }

      await fc.assert(
        fc.asyncProperty(cartOf(shop.products.length), async (cart) => {
          // A long run says how far it got.
          carts += 1;
          if (carts % 500 === 0) console.info(`money agrees: ${carts} carts so far, all agree`);
          const settings = JSON.stringify([cart.pricesIncludeTax, cart.cashRounding]);
          if (settings !== settingsNow) {
            await ok(shop.owner, 'PUT', 'settings/general', {
              ...SHOP_SETTINGS,
              taxes: DEFAULT_TAXES,
              pricesIncludeTax: cart.pricesIncludeTax,
              cashRounding: cart.cashRounding,
            });
            settingsNow = settings;
          }
          const sale = await sell(cart, cart.lines);
          if (!sale) return;
          sales.push(sale);
          await expectDocumentsSay(shop, sale);
          if (cart.afterwards === 'keep') return;

          // Some units back, each line at most what it sold.
          const picks = new Map<string, number>();
          for (const b of cart.back) {
            const item = sale.items[b.line % sale.items.length];
            // Of a weighed line, eighths of a kilogram.
            const quantity = item && (isWhole(item.unit) ? b.quantity : b.quantity / 8);
            if (item && quantity) {
              const taken = roundQuantity((picks.get(item._id) ?? 0) + quantity);
              picks.set(item._id, Math.min(item.quantity, taken));
            }
          }
          const returnItems = [...picks].map(([itemId, quantity]) => ({ itemId, quantity }));

          if (cart.afterwards === 'exchange') {
            const res = await t.as(shop.owner).post(`transactions/${sale._id}/exchanges`, {
              returnItems,
              items: itemsOf(shop, cart.exchangeLines),
              paymentMethod: 'Card',
              refundMethod: cart.refundMethod,
            });
            if (res.statusCode === 400) {
              // A discount the new lines cannot take, as for a sale.
              expect(res.json().code, res.body).toBe('VALIDATION_ERROR');
              return;
            }
            expect(res.statusCode, res.body).toBe(201);
            const {
              exchange,
              return: back,
              sale: out,
            } = res.json().data as {
              exchange: { _id: string; net: number };
              return: TSaleReturn;
              sale: TTransaction;
            };
            returns.push(back);
            sales.push(out);
            expect(c(back.total)).toBeLessThanOrEqual(c(sale.totalAmount));
            // What came back paid the new sale first; the rest was paid, or given back.
            expect(c(exchange.net)).toBe(c(out.totalAmount) - c(back.total));
            expect(c(back.exchangeCredit)).toBe(Math.min(c(back.total), c(out.totalAmount)));
            await expectDocumentsSay(shop, out);
            const receipt = await t.as(shop.owner).get(`exchanges/${exchange._id}/receipt.pdf`);
            expect(receipt.statusCode).toBe(200);
            expect(textOf(receipt.rawPayload)).toContain(said(money(back.total)));
            return;
          }

          const first = await t.as(shop.owner).post(`transactions/${sale._id}/returns`, {
            items: returnItems,
            refundMethod: cart.refundMethod,
          });
          expect(first.statusCode, first.body).toBe(201);
          const back = first.json().data as TSaleReturn;
          returns.push(back);
          expect(c(back.total)).toBeLessThanOrEqual(c(sale.totalAmount));
          await expectReturnReceiptSays(shop, back, sale);
          if (cart.afterwards !== 'return some, then the rest') return;

          // The rest back: together, exactly what was paid.
          const rest = await t.as(shop.owner).post(`transactions/${sale._id}/refund`, {
            refundMethod: cart.refundMethod,
          });
          const after = (await ok(shop.owner, 'GET', `transactions/${sale._id}`))
            .data as TTransaction;
          if (rest.statusCode === 200) {
            returns.push(after.returns[after.returns.length - 1] as TSaleReturn);
          } else {
            // Everything had come back already.
            expect(rest.statusCode, rest.body).toBe(409);
          }
          expect(after.status).toBe('Refunded');
          expect(c(after.refundedTotal)).toBe(c(sale.totalAmount));
          expect(after.returns.reduce((a, r) => a + c(r.total), 0)).toBe(c(sale.totalAmount));
        }),
        { numRuns: CARTS, seed: SEED, endOnFailure: true },
      );
      // Most carts are sales: the refusals are discounts larger than what promotions left.
      console.info(
        `money agrees: ${CARTS} carts, ${sales.length} sales, ${returns.length} returns, ` +
          `${refused.length} refused (${[...new Set(refused)].join(' ')})`,
      );
      expect(refused.length).toBeLessThan(CARTS / 4);

      // The Z report: every sale and return of the shift, added up.
      const sum = <X>(xs: X[], f: (x: X) => number) => xs.reduce((a, x) => a + f(x), 0);
      const payments = sales.flatMap((s) => s.payments);
      const cashTaken = sum(payments, (p) => (p.method === 'Cash' ? c(p.amount) : 0));
      const changeGiven = sum(sales, (s) => c(s.change));
      const cashRefunds = sum(returns, (r) =>
        r.refundMethod === 'Cash' ? c(r.total) - c(r.exchangeCredit) : 0,
      );
      const byMethod = new Map<string, { sales: number; refunds: number }>();
      const method = (m: string) => {
        const found = byMethod.get(m) ?? { sales: 0, refunds: 0 };
        byMethod.set(m, found);
        return found;
      };
      for (const p of payments) method(p.method).sales += c(p.amount);
      method('Cash').sales -= changeGiven;
      for (const r of returns) {
        method(r.refundMethod).refunds += c(r.total) - c(r.exchangeCredit);
        if (r.exchangeCredit > 0) method('Exchange').refunds += c(r.exchangeCredit);
      }
      const taxes = new Map<string, number>();
      for (const s of sales)
        for (const x of s.taxes) add(taxes, `${x.name} ${x.rate}`, c(x.amount));
      for (const r of returns)
        for (const x of r.taxes) add(taxes, `${x.name} ${x.rate}`, -c(x.amount));

      const closed = (
        await ok(shop.owner, 'POST', `shifts/${shift._id}/close`, {
          countedCash: fromCents(c(100) + cashTaken - changeGiven - cashRefunds),
        })
      ).data as TShift;
      const z = closed.figures;
      expect({
        salesCount: z.salesCount,
        salesAmount: c(z.salesAmount),
        discounts: c(z.discounts),
        taxTotal: c(z.taxTotal),
        returnsCount: z.returnsCount,
        returnsAmount: c(z.returnsAmount),
        cashTaken: c(z.cashTaken),
        changeGiven: c(z.changeGiven),
        cashRefunds: c(z.cashRefunds),
        rounding: c(z.rounding),
        difference: closed.difference,
      }).toEqual({
        salesCount: sales.length,
        salesAmount: sum(sales, (s) => c(s.totalAmount)),
        discounts: sum(sales, (s) => c(s.discountTotal)),
        taxTotal: sum(sales, (s) => c(s.taxTotal)) - sum(returns, (r) => c(r.taxTotal)),
        returnsCount: returns.length,
        returnsAmount: sum(returns, (r) => c(r.total)),
        cashTaken,
        changeGiven,
        cashRefunds,
        rounding: sum(sales, (s) => c(s.rounding)) - sum(returns, (r) => c(r.rounding)),
        difference: 0,
      });
      expect(
        new Map(z.byMethod.map((m) => [m.method, { sales: c(m.sales), refunds: c(m.refunds) }])),
      ).toEqual(new Map([...byMethod].filter(([, v]) => v.sales !== 0 || v.refunds !== 0)));
      expect(
        new Map(
          z.taxes
            .map((x): [string, number] => [`${x.name} ${x.rate}`, c(x.amount)])
            .filter(([, v]) => v !== 0),
        ),
      ).toEqual(new Map([...taxes].filter(([, v]) => v !== 0)));

      // The reports: net sales (what the sales came to, less taxes and rounding), taxes, rounding
      // and what was collected, net of what the returns gave back; the products' and the rates'
      // rows add up to them.
      const net = (x: { total: number; tax: number; rounding: number }) =>
        c(x.total) - c(x.tax) - c(x.rounding);
      const expected = {
        netSales:
          sum(sales, (s) => net({ total: s.totalAmount, tax: s.taxTotal, rounding: s.rounding })) -
          sum(returns, (r) => net({ total: r.total, tax: r.taxTotal, rounding: r.rounding })),
        taxes: sum(sales, (s) => c(s.taxTotal)) - sum(returns, (r) => c(r.taxTotal)),
        rounding: sum(sales, (s) => c(s.rounding)) - sum(returns, (r) => c(r.rounding)),
        totalCollected: sum(sales, (s) => c(s.totalAmount)) - sum(returns, (r) => c(r.total)),
      };
      const summary = (await ok(shop.owner, 'GET', 'reports/sales-summary')).data as {
        key: string;
        value: number;
      }[];
      const figure = (key: string) => c(summary.find((f) => f.key === key)?.value ?? Number.NaN);
      expect({
        netSales: figure('netSales'),
        taxes: figure('taxes'),
        rounding: figure('rounding'),
        totalCollected: figure('totalCollected'),
      }).toEqual(expected);
      const byProduct = (await ok(shop.owner, 'GET', 'reports/by-product')).data as {
        netSales: number;
      }[];
      expect(sum(byProduct, (p) => c(p.netSales))).toBe(expected.netSales);
      const rates = (await ok(shop.owner, 'GET', 'reports/taxes')).data as {
        name: string;
        rate: number;
        net: number;
      }[];
      expect(
        new Map(
          rates
            .map((x): [string, number] => [`${x.name} ${x.rate}`, c(x.net)])
            .filter(([, v]) => v !== 0),
        ),
      ).toEqual(new Map([...taxes].filter(([, v]) => v !== 0)));
      await expectStockAddsUp(t, shop.owner.user.organizationId);
    },
    Math.max(600_000, CARTS * 3_000),
  );
});
