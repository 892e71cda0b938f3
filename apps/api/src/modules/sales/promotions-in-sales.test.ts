import type { TTransaction } from '@pos/contracts/sales';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, okAs, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const ok = okAs(t);

/**
 * Promotions in the sale (docs/DESIGN.md, "Promotions"): "buy 2 get the cheapest free" on
 * T-shirts, "any 3 snacks for 5.00", a coupon for 10 % off a gift box; VAT 10 % on top.
 */
async function shop() {
  const owner = await signUp(t);
  await ok(owner, 'PUT', 'settings/general', {
    ...SHOP_SETTINGS,
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
  });
  const made = async (path: string, body: Record<string, unknown>) =>
    (await ok(owner, 'POST', path, body)).data as { _id: string };
  const tees = await made('categories', { name: 'T-shirts' });
  const snacks = await made('categories', { name: 'Snacks' });
  const product = (name: string, price: number, categoryId?: string) =>
    made('products', { name, price, stock: 20, ...(categoryId ? { categoryId } : {}) });
  const p = {
    red: await product('Red tee', 20, tees._id),
    blue: await product('Blue tee', 15, tees._id),
    white: await product('White tee', 10, tees._id),
    chips: await product('Chips', 2, snacks._id),
    gift: await product('Gift box', 30),
  };
  const promotion = async (body: Record<string, unknown>) => made('promotions', body);
  await promotion({
    name: 'Buy 2 get the cheapest free',
    kind: 'buy_x_get_y',
    categoryIds: [tees._id],
    buyQuantity: 2,
    getQuantity: 1,
  });
  await promotion({
    name: 'Any 3 snacks for 5.00',
    kind: 'multibuy',
    categoryIds: [snacks._id],
    bundleQuantity: 3,
    bundlePrice: 5,
  });
  await promotion({
    name: 'Welcome 10 %',
    kind: 'percent_off',
    productIds: [p.gift._id],
    percent: 10,
    couponCode: 'WELCOME10',
  });
  return { owner, org: owner.user.organizationId, p };
}

const line = (sale: TTransaction, productId: string) => {
  const found = sale.items.find((i) => i.productId === productId);
  if (!found) throw new Error('no such line');
  return found;
};

describe('promotions in a sale', () => {
  it('take off what the rules give, before the cashier’s discounts, and say so on each line', async () => {
    const { owner, org, p } = await shop();
    // A cashier without apply_discounts: promotions need no manager.
    const cashier = await addMember(t, org, 'cashier');
    // The register's copy of the rules: every active promotion, for whoever sells.
    const rules = (await ok(cashier, 'GET', 'register/promotions')).data as { name: string }[];
    expect(rules.map((r) => r.name)).toEqual([
      'Any 3 snacks for 5.00',
      'Buy 2 get the cheapest free',
      'Welcome 10 %',
    ]);
    const res = await t.as(cashier).post('transactions', {
      items: [
        { productId: p.red._id, quantity: 1 },
        { productId: p.blue._id, quantity: 1 },
        { productId: p.white._id, quantity: 1 },
        { productId: p.chips._id, quantity: 4 },
      ],
      paymentMethod: 'Card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale: TTransaction = res.json().data;
    // The white tee (the cheapest of the three) is free; 3 of the 4 chips cost 5.00 (1.00 off).
    expect(line(sale, p.white._id)).toMatchObject({
      discount: 10,
      promotionDiscount: 10,
      lineTotal: 0,
      promotions: [{ name: 'Buy 2 get the cheapest free', amount: 10 }],
    });
    expect(line(sale, p.chips._id)).toMatchObject({
      promotionDiscount: 1,
      lineTotal: 7,
      promotions: [{ name: 'Any 3 snacks for 5.00', amount: 1 }],
    });
    expect(line(sale, p.red._id)).toMatchObject({ promotionDiscount: 0, promotions: [] });
    // 35.00 + 7.00 = 42.00, VAT 4.20: 46.20; the discounts are the promotions' 11.00.
    expect(sale).toMatchObject({
      subtotal: 42,
      discountTotal: 11,
      taxTotal: 4.2,
      totalAmount: 46.2,
    });
    // No discount event: nobody gave one.
    const audit = await ok(owner, 'GET', `audit-events?entityId=${sale._id}`);
    expect(audit.data.filter((e: { action: string }) => e.action === 'discount')).toEqual([]);
    // Read back, the same lines.
    expect((await ok(owner, 'GET', `transactions/${sale._id}`)).data.items).toEqual(sale.items);

    // The free tee returned gives back nothing; a paid one what it cost.
    const white = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: line(sale, p.white._id)._id, quantity: 1 }],
    });
    expect(white.data.total).toBe(0);
    await expectStockAddsUp(t, org);

    // The reports count the sale net of its promotions.
    const byProduct = (await ok(owner, 'GET', 'reports/by-product')).data as {
      productId: string;
      netSales: number;
    }[];
    const net = (id: string) => byProduct.find((r) => r.productId === id)?.netSales;
    expect([net(p.red._id), net(p.chips._id)]).toEqual([20, 7]);
  });

  it('apply a coupon’s promotion only with its code, and refuse a code nothing has', async () => {
    const { owner, p } = await shop();
    const sell = (body: Record<string, unknown>) =>
      t.as(owner).post('transactions', {
        items: [{ productId: p.gift._id, quantity: 1 }],
        paymentMethod: 'Cash',
        ...body,
      });
    const plain = await sell({});
    expect(plain.json().data).toMatchObject({ discountTotal: 0, totalAmount: 33 });
    const coupon = await sell({ couponCodes: [' welcome10 '] });
    expect(coupon.statusCode, coupon.body).toBe(201);
    // 30.00 − 10 % = 27.00, VAT 2.70: 29.70.
    expect(coupon.json().data).toMatchObject({ discountTotal: 3, totalAmount: 29.7 });
    expect(coupon.json().data.items[0].promotions).toEqual([
      { _id: expect.any(String), name: 'Welcome 10 %', amount: 3 },
    ]);
    const wrong = await sell({ couponCodes: ['NOPE'] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { couponCodes: expect.stringContaining('Coupon NOPE is not valid') },
    });
    // A line discount larger than what the promotion leaves is refused.
    const over = await sell({
      couponCodes: ['WELCOME10'],
      items: [{ productId: p.gift._id, quantity: 1, discount: 28 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toHaveProperty(['items.0.discount']);
    // The code of a running promotion on none of the lines is known, as at the register:
    // the sale goes through with nothing off.
    const elsewhere = await sell({
      couponCodes: ['welcome10'],
      items: [{ productId: p.chips._id, quantity: 1 }],
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json().data).toMatchObject({ discountTotal: 0, totalAmount: 2.2 });
  });

  it('keep an offline register’s figure, flagged when the promotions give another now', async () => {
    const { owner, p } = await shop();
    const offline = (promotionDiscount: number, localNumber: string) =>
      t.as(owner).post('transactions', {
        items: [
          { productId: p.red._id, quantity: 1, price: 20 },
          { productId: p.blue._id, quantity: 1, price: 15 },
          { productId: p.white._id, quantity: 1, price: 10, promotionDiscount },
        ],
        paymentMethod: 'Card',
        offline: {
          createdAt: new Date().toISOString(),
          deviceId: '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b',
          localNumber,
        },
      });
    const same = await offline(10, 'AB12-1');
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().data).toMatchObject({ totalAmount: 38.5, needsReview: false });
    // The register knew no promotion: its price stands, the sale is flagged.
    const without = await offline(0, 'AB12-2');
    expect(without.json().data).toMatchObject({
      totalAmount: 49.5,
      needsReview: true,
      reviewReasons: ['price_changed'],
    });
  });
});
