import { PRODUCT_MESSAGES } from '@pos/contracts/products';
import type { TTransaction } from '@pos/contracts/sales';
import { QUANTITY_MESSAGES } from '@pos/contracts/units';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { pdfText } from '../../test/pdf-text.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';

// Goods sold by weight (docs/DESIGN.md, "Goods sold by weight"): 0.375 kg at 12.99/kg is 4.87
// on the sale, the receipt, the invoice, the ledger and the reports; counted goods stay whole.
const t = useTestApp();
const ok = okAs(t);

type Session = Awaited<ReturnType<typeof signUp>>;

let seq = 0;
async function product(s: Session, body: Record<string, unknown>) {
  seq += 1;
  return (await ok(s, 'POST', 'products', { name: `Item ${seq}`, sku: `WG-${seq}`, ...body }))
    .data as { _id: string; name: string; sku: string; stock: number; unit: string };
}

const sell = async (s: Session, items: unknown[], extra: Record<string, unknown> = {}) =>
  (await ok(s, 'POST', 'transactions', { paymentMethod: 'Cash', items, ...extra }))
    .data as TTransaction;

const stockOf = async (s: Session, id: string) =>
  (await ok(s, 'GET', `products/${id}`)).data.stock as number;

async function shop() {
  const s = await signUp(t);
  // No taxes: the figures below are the prices themselves.
  await ok(s, 'PUT', 'settings/general', { ...SHOP_SETTINGS, taxes: [] });
  return s;
}

describe('goods sold by weight', () => {
  it('sells 0.375 kg at 12.99/kg for 4.87 everywhere, and takes some of it back', async () => {
    const s = await shop();
    const cheese = await product(s, { name: 'Gouda', price: 12.99, stock: 10.5, unit: 'kg' });
    expect(cheese).toMatchObject({ unit: 'kg', stock: 10.5 });
    const lookup = await ok(s, 'GET', `products/lookup?code=${cheese.sku}`);
    expect(lookup.data).toMatchObject({ unit: 'kg', stock: 10.5 });

    const sale = await sell(s, [{ productId: cheese._id, quantity: 0.375 }]);
    expect(sale.totalAmount).toBe(4.87);
    expect(sale.items[0]).toMatchObject({ unit: 'kg', quantity: 0.375, lineTotal: 4.87 });
    expect(await stockOf(s, cheese._id)).toBe(10.125);
    // The sales list counts a weighed line as one item.
    const listed = await ok(s, 'GET', 'transactions');
    expect(listed.data[0]).toMatchObject({ _id: sale._id, itemCount: 1, totalAmount: 4.87 });
    const ledger = await ok(s, 'GET', `inventory-log?productId=${cheese._id}&sort=-timestamp`);
    expect(ledger.data[0]).toMatchObject({
      quantityChanged: -0.375,
      stockBeforeMovement: 10.5,
      stockAfterMovement: 10.125,
    });

    const receipt = pdfText((await t.as(s).get(`transactions/${sale._id}/receipt.pdf`)).rawPayload);
    expect(receipt).toMatch(/0\.375 kg × \S*12\.99\/kg\s+\S*4\.87/);
    const invoice = pdfText((await t.as(s).get(`invoice/${sale._id}/pdf`)).rawPayload);
    expect(invoice).toMatch(/Gouda\s+0\.375 kg\s+\S*12\.99/);

    // 0.125 kg back: a third of the line, 4.87 × 1/3 = 1.62.
    const back = await ok(s, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]?._id, quantity: 0.125 }],
      refundMethod: 'Cash',
    });
    expect(back.data).toMatchObject({ total: 1.62, items: [{ unit: 'kg', quantity: 0.125 }] });
    expect(await stockOf(s, cheese._id)).toBe(10.25);
    // More than the 0.25 kg left is refused.
    const over = await t.as(s).post(`transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]?._id, quantity: 0.251 }],
    });
    expect(over.json().code).toBe('RETURN_EXCEEDS_SOLD');

    const report = await ok(s, 'GET', 'reports/by-product?limit=50');
    expect(
      report.data.find((r: { productId: string }) => r.productId === cheese._id),
    ).toMatchObject({ units: 0.25, netSales: 3.25 });
    await expectStockAddsUp(t, s.user.organizationId);
  });

  it('keeps counted goods whole: fractions are refused and nothing is written', async () => {
    const s = await shop();
    const mug = await product(s, { price: 5, stock: 4 });
    expect(mug.unit).toBe('each');
    const half = await t.as(s).post('transactions', {
      paymentMethod: 'Cash',
      items: [{ productId: mug._id, quantity: 1.5 }],
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().details).toEqual({ 'items.0.quantity': QUANTITY_MESSAGES.whole });
    expect(await stockOf(s, mug._id)).toBe(4);

    const refusals = [
      t.as(s).post('inventory-log/add-by-barcode', {
        barcode: mug.sku,
        quantity: 0.5,
        type: 'purchase',
      }),
      t.as(s).post('products', { name: 'Half', price: 1, stock: 0.5 }),
      t.as(s).put(`products/${mug._id}`, { name: mug.name, price: 5, stock: 4, reorderLevel: 2.5 }),
    ];
    for (const res of await Promise.all(refusals)) expect(res.statusCode, res.body).toBe(400);
    // Four decimals are refused for any unit.
    const cheese = await product(s, { price: 10, stock: 1, unit: 'kg' });
    const fine = await t.as(s).post('transactions', {
      paymentMethod: 'Cash',
      items: [{ productId: cheese._id, quantity: 0.3751 }],
    });
    expect(fine.json().details).toEqual({ 'items.0.quantity': QUANTITY_MESSAGES.decimals });
    await expectStockAddsUp(t, s.user.organizationId);
  });

  it('changes a product to whole units only while none of its stock is a fraction', async () => {
    const s = await shop();
    const rice = await product(s, { price: 2, stock: 2.5, unit: 'kg' });
    const body = { name: rice.name, price: 2, stock: 2.5, sku: rice.sku };
    // Whole stock on the form, but 2.5 kg held until it is saved: counted first, then `each`.
    const refused = await t.as(s).put(`products/${rice._id}`, { ...body, stock: 3, unit: 'each' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({ unit: PRODUCT_MESSAGES.unitFractions });
    await ok(s, 'PUT', `products/${rice._id}`, { ...body, stock: 3 });
    const whole = await ok(s, 'PUT', `products/${rice._id}`, { ...body, stock: 3, unit: 'each' });
    expect(whole.data).toMatchObject({ unit: 'each', stock: 3 });
  });

  it('moves, orders, receives and counts weighed stock in thousandths', async () => {
    const s = await shop();
    const flour = await product(s, { price: 1.2, stock: 1.2, unit: 'kg' });
    await ok(s, 'POST', 'inventory-log/add-by-barcode', {
      barcode: flour.sku,
      quantity: 0.1,
      type: 'purchase',
    });
    // 1.2 + 0.1 is 1.3 exactly, not 1.3000000000000003.
    expect(await stockOf(s, flour._id)).toBe(1.3);
    const supplier = (await ok(s, 'POST', 'suppliers', { name: `Mill ${seq}` })).data;
    const order = (
      await ok(s, 'POST', 'purchase-orders', {
        supplierId: supplier._id,
        storeId: (await ok(s, 'GET', 'stores')).data[0]._id,
        lines: [{ productId: flour._id, quantity: 2.5, unitCost: 0.8 }],
      })
    ).data;
    await ok(s, 'POST', `purchase-orders/${order._id}/order`, {});
    const received = await ok(s, 'POST', `purchase-orders/${order._id}/receive`, {
      lines: [{ lineId: order.lines[0]._id, quantity: 1.25 }],
    });
    expect(received.data.lines[0]).toMatchObject({ quantity: 2.5, receivedQuantity: 1.25 });
    expect(await stockOf(s, flour._id)).toBe(2.55);
    await expectStockAddsUp(t, s.user.organizationId);
  });

  it('takes a percent off a weighed line, and leaves it out of buy X get Y', async () => {
    const s = await shop();
    const cheese = await product(s, { price: 12.99, stock: 5, unit: 'kg' });
    for (const promotion of [
      { name: 'Cheese 10% off', kind: 'percent_off', productIds: [cheese._id], percent: 10 },
      {
        name: 'Buy 1 get 1',
        kind: 'buy_x_get_y',
        productIds: [cheese._id],
        buyQuantity: 1,
        getQuantity: 1,
      },
    ]) {
      await ok(s, 'POST', 'promotions', promotion);
    }
    const sale = await sell(s, [{ productId: cheese._id, quantity: 2 }]);
    // 25.98, 10% off: 2.60; two kilograms are not two pieces for buy 1 get 1.
    expect(sale.items[0]).toMatchObject({ promotionDiscount: 2.6, lineTotal: 23.38 });
    expect(sale.items[0]?.promotions.map((p) => p.name)).toEqual(['Cheese 10% off']);
  });
});
