import { TAX_CLASS_MESSAGES as M, TAX_CLASSES_CSV_COLUMNS } from '@pos/contracts/tax-classes';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;

let seq = 0;
async function product(s: Session, price: number, extra: Record<string, unknown> = {}) {
  seq += 1;
  const res = await t
    .as(s)
    .post('products', { name: `Item ${seq}`, price, stock: 100, sku: `TC-${seq}`, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; variations: { _id: string }[] };
}

async function taxClass(s: Session, name: string, taxes: { name: string; rate: number }[]) {
  const res = await t.as(s).post('tax-classes', { name, taxes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

/** A shop taxed GST 18 % by default, with "Reduced" at 5 % and "Exempt" with none. */
async function gstShop(settings: Record<string, unknown> = {}) {
  const owner = await signUp(t);
  const saved = await t.as(owner).put('settings/general', {
    ...SHOP_SETTINGS,
    taxes: [{ id: 'gst', name: 'GST', rate: 18 }],
    ...settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const reduced = await taxClass(owner, 'Reduced', [{ name: 'GST', rate: 5 }]);
  const exempt = await taxClass(owner, 'Exempt', []);
  return { owner, reduced, exempt };
}

describe('tax classes', () => {
  it('start with the default class, whose taxes general settings answer', async () => {
    const owner = await signUp(t);
    const list = await t.as(owner).get('tax-classes');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject([
      { name: 'Standard', taxes: [], isDefault: true, totalRate: 0, productCount: 0 },
    ]);
    const standard = list.json().data[0]._id;
    // A PUT of general settings' taxes is the default class's.
    await t.as(owner).put('settings/general', {
      ...SHOP_SETTINGS,
      taxes: [
        { id: 'cgst', name: 'CGST', rate: 9 },
        { id: 'sgst', name: 'SGST', rate: 9 },
      ],
    });
    const got = (await t.as(owner).get(`tax-classes/${standard}`)).json().data;
    expect(got).toMatchObject({ name: 'Standard', totalRate: 18, isDefault: true });
    expect(got.taxes).toEqual([
      { id: 'cgst', name: 'CGST', rate: 9 },
      { id: 'sgst', name: 'SGST', rate: 9 },
    ]);
    // And the class's taxes are general settings' taxes.
    await t.as(owner).put(`tax-classes/${standard}`, {
      name: 'Standard',
      taxes: [{ name: 'VAT', rate: 20 }],
    });
    const settings = (await t.as(owner).get('settings/general')).json().data;
    expect(settings.taxes).toEqual([{ id: expect.any(String), name: 'VAT', rate: 20 }]);
    expect(settings.taxClasses).toEqual([
      { _id: standard, name: 'Standard', taxes: settings.taxes, isDefault: true },
    ]);
  });

  it('keep one default, unique names, distinct taxes, and refuse deleting a class in use', async () => {
    const { owner, reduced, exempt } = await gstShop();
    const taken = await t.as(owner).post('tax-classes', { name: 'reduced', taxes: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'NAME_TAKEN', details: { name: M.nameTaken } });
    const twice = await t.as(owner).post('tax-classes', {
      name: 'Twice',
      taxes: [
        { name: 'VAT', rate: 5 },
        { name: 'vat', rate: 5 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('VALIDATION_ERROR');

    const standard = (await t.as(owner).get('tax-classes?isDefault=true')).json().data[0];
    expect(standard.name).toBe('Standard');
    const kept = await t.as(owner).delete(`tax-classes/${standard._id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().code).toBe('DEFAULT_TAX_CLASS_KEPT');
    const unset = await t
      .as(owner)
      .put(`tax-classes/${standard._id}`, { name: 'Standard', taxes: [], isDefault: false });
    expect(unset.json().code).toBe('DEFAULT_TAX_CLASS_KEPT');

    // Making "Reduced" the default moves the flag; settings' taxes follow it.
    const moved = await t.as(owner).put(`tax-classes/${reduced._id}`, {
      name: 'Reduced',
      taxes: [{ name: 'GST', rate: 5 }],
      isDefault: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const defaults = (await t.as(owner).get('tax-classes?isDefault=true')).json().data;
    expect(defaults.map((c: { name: string }) => c.name)).toEqual(['Reduced']);
    expect((await t.as(owner).get('settings/general')).json().data.taxes).toMatchObject([
      { name: 'GST', rate: 5 },
    ]);

    // A product names "Exempt": the class cannot go (its product would change rate).
    await product(owner, 10, { taxClassId: exempt._id });
    const inUse = await t.as(owner).delete(`tax-classes/${exempt._id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'IN_USE', message: M.inUse(1) });
    expect((await t.as(owner).get(`tax-classes/${exempt._id}`)).json().data.productCount).toBe(1);

    // Another organization's class is not found; an unknown class on a product is a 404.
    const other = await signUp(t);
    expect((await t.as(other).get(`tax-classes/${exempt._id}`)).statusCode).toBe(404);
    const foreign = await t
      .as(other)
      .post('products', { name: 'X', price: 1, stock: 0, taxClassId: exempt._id });
    expect(foreign.statusCode).toBe(404);

    const csv = await t.as(owner).get('tax-classes/export.csv?sort=name');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .trim()
      .split(/\r?\n/)
      .map((l) => l.slice(1, -1).split('","'));
    expect(lines[0]).toEqual([...TAX_CLASSES_CSV_COLUMNS]);
    expect(
      lines
        .slice(1)
        .map((l) => l.slice(1, 6).join(','))
        .sort(),
    ).toEqual(['Exempt,No tax,0,No,1', 'Reduced,GST 5%,5,Yes,0', 'Standard,GST 18%,18,No,0']);
  });

  it('tax each line by its class: one tax line per name and rate, each line its share', async () => {
    const { owner, reduced, exempt } = await gstShop();
    const standard = await product(owner, 100);
    const food = await product(owner, 50, { taxClassId: reduced._id });
    const medicine = await product(owner, 9.99, { taxClassId: exempt._id });
    // A variation in the reduced class, of a product in the default one.
    const shirt = await product(owner, 20, {
      configurableAttributes: [{ name: 'Size', values: ['S', 'M'] }],
      variations: [
        { attributeCombination: ['S'], price: 20, stock: 5, taxClassId: reduced._id },
        { attributeCombination: ['M'], price: 22, stock: 5 },
      ],
    });
    const [small, medium] = shirt.variations;
    const res = await t.as(owner).post('transactions', {
      items: [
        { productId: standard._id, quantity: 1 },
        { productId: food._id, quantity: 2 },
        { productId: medicine._id, quantity: 1 },
        { productId: shirt._id, variationId: small?._id, quantity: 1 },
        { productId: shirt._id, variationId: medium?._id, quantity: 1 },
      ],
      paymentMethod: 'Card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    // GST 18 % of 100 + 22 = 21.96; GST 5 % of 100 + 20 = 6.00; the medicine pays none.
    expect(sale.taxes).toEqual([
      { name: 'GST', rate: 18, amount: 21.96 },
      { name: 'GST', rate: 5, amount: 6 },
    ]);
    expect(sale).toMatchObject({
      subtotal: 251.99,
      taxTotal: 27.96,
      totalAmount: 279.95,
      pricesIncludeTax: false,
      rounding: 0,
    });
    expect(sale.items.map((i: { taxes: unknown }) => i.taxes)).toEqual([
      [{ name: 'GST', rate: 18, amount: 18 }],
      [{ name: 'GST', rate: 5, amount: 5 }],
      [],
      [{ name: 'GST', rate: 5, amount: 1 }],
      [{ name: 'GST', rate: 18, amount: 3.96 }],
    ]);
    expect((await t.as(owner).get(`transactions/${sale._id}`)).json().data).toEqual(sale);

    // One of the two reduced-rate food units back: 50.00 and its 5 % (2.50), no 18 %.
    const food1 = sale.items[1]._id;
    const back = await t
      .as(owner)
      .post(`transactions/${sale._id}/returns`, { items: [{ itemId: food1, quantity: 1 }] });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data).toMatchObject({
      subtotal: 50,
      taxes: [
        { name: 'GST', rate: 18, amount: 0 },
        { name: 'GST', rate: 5, amount: 2.5 },
      ],
      taxTotal: 2.5,
      total: 52.5,
    });
    // The rest back: everything given back is exactly what was paid.
    const rest = await t.as(owner).post(`transactions/${sale._id}/refund`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    const after = (await t.as(owner).get(`transactions/${sale._id}`)).json().data;
    expect(after).toMatchObject({ status: 'Refunded', refundedTotal: 279.95 });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('take the tax out of shelf prices that include it: the customer pays the shelf price', async () => {
    const { owner, reduced } = await gstShop({ pricesIncludeTax: true });
    const standard = await product(owner, 118);
    const food = await product(owner, 10.5, { taxClassId: reduced._id });
    const res = await t.as(owner).post('transactions', {
      items: [
        { productId: standard._id, quantity: 1 },
        { productId: food._id, quantity: 3, discount: 1.5 },
      ],
      paymentMethod: 'Card',
    });
    expect(res.statusCode, res.body).toBe(201);
    // 118.00 holds 18.00 of GST 18 %; 30.00 holds 1.43 of GST 5 % (30 × 5 / 105 = 1.4286).
    expect(res.json().data).toMatchObject({
      pricesIncludeTax: true,
      subtotal: 148,
      taxes: [
        { name: 'GST', rate: 18, amount: 18 },
        { name: 'GST', rate: 5, amount: 1.43 },
      ],
      taxTotal: 19.43,
      totalAmount: 148,
      amountPaid: 148,
    });
    // All back: the shelf prices, taxes inside.
    const sale = res.json().data;
    const back = await t.as(owner).post(`transactions/${sale._id}/refund`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect((await t.as(owner).get(`transactions/${sale._id}`)).json().data.refundedTotal).toBe(148);
  });

  it('round only the cash part, to the coins the shop has, and never tax the rounding', async () => {
    const { owner } = await gstShop({ cashRounding: { increment: 0.05, mode: 'nearest' } });
    const item = await product(owner, 8.49); // + 18 % = 10.02 (8.49 × 0.18 = 1.5282 → 1.53)
    const cash = await t.as(owner).post('transactions', {
      items: [{ productId: item._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().data).toMatchObject({
      subtotal: 8.49,
      taxTotal: 1.53,
      rounding: -0.02,
      totalAmount: 10,
      amountPaid: 10,
      change: 0,
    });
    const card = await t.as(owner).post('transactions', {
      items: [{ productId: item._id, quantity: 1 }],
      paymentMethod: 'Card',
    });
    expect(card.json().data).toMatchObject({ rounding: 0, totalAmount: 10.02 });
    // 5.00 by card, 5.02 left in cash: 5.00 of it; 20.00 handed over, 15.00 back.
    const split = await t.as(owner).post('transactions', {
      items: [{ productId: item._id, quantity: 1 }],
      payments: [
        { method: 'Card', amount: 5 },
        { method: 'Cash', amount: 20 },
      ],
    });
    expect(split.statusCode, split.body).toBe(201);
    expect(split.json().data).toMatchObject({ rounding: -0.02, totalAmount: 10, change: 15 });
    // A return of the rounded sale gives back what was paid, not more.
    const back = await t.as(owner).post(`transactions/${cash.json().data._id}/refund`, {});
    expect(back.statusCode, back.body).toBe(200);
    const refunded = (await t.as(owner).get(`transactions/${cash.json().data._id}`)).json().data;
    expect(refunded.refundedTotal).toBe(10);
    expect(refunded.returns[0]).toMatchObject({ rounding: -0.02, total: 10, taxTotal: 1.53 });
  });

  it('reach the reports: net sales without the tax in shelf prices, cash rounding apart', async () => {
    const { owner, reduced } = await gstShop({
      pricesIncludeTax: true,
      cashRounding: { increment: 0.05, mode: 'nearest' },
    });
    const shirt = await product(owner, 11.82); // holds 1.80 of GST 18 % (11.82 × 18 / 118)
    const tea = await product(owner, 2.1, { taxClassId: reduced._id }); // holds 0.10 of 5 %
    const sale = await t.as(owner).post('transactions', {
      items: [
        { productId: shirt._id, quantity: 1 },
        { productId: tea._id, quantity: 1 },
      ],
      paymentMethod: 'Cash',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    // 13.92 on the shelf, 13.90 in cash.
    expect(sale.json().data).toMatchObject({ totalAmount: 13.9, rounding: -0.02, taxTotal: 1.9 });
    // The reports' default range: the last 30 days of the shop's own zone, this sale alone.
    const summary = (await t.as(owner).get('reports/sales-summary')).json();
    const figure = (key: string) =>
      summary.data.find((f: { key: string }) => f.key === key)?.value as number;
    expect(figure('netSales')).toBe(12.02);
    expect(figure('taxes')).toBe(1.9);
    expect(figure('rounding')).toBe(-0.02);
    expect(figure('totalCollected')).toBe(13.9);
    // What the sale came to: net sales, taxes and rounding, to the cent.
    expect(Math.round((figure('netSales') + figure('taxes') + figure('rounding')) * 100)).toBe(
      1390,
    );
    const byProduct = (await t.as(owner).get('reports/by-product')).json().data;
    const net = (id: string) =>
      byProduct.find((p: { productId: string }) => p.productId === id)?.netSales;
    expect([net(shirt._id), net(tea._id)]).toEqual([10.02, 2]);
    // Each rate on the sales it is on, without the tax in them: 10.02 at 18 %, 2.00 at 5 %.
    const taxes = (await t.as(owner).get('reports/taxes')).json().data;
    expect(taxes).toMatchObject([
      { name: 'GST', rate: 18, taxableSales: 10.02, collected: 1.8 },
      { name: 'GST', rate: 5, taxableSales: 2, collected: 0.1 },
    ]);
    // Half the tea back: its taxable sales and its tax go down by what came back.
    const tea1 = sale.json().data.items[1]._id;
    const back = await t.as(owner).post(`transactions/${sale.json().data._id}/returns`, {
      items: [{ itemId: tea1, quantity: 1 }],
    });
    expect(back.statusCode, back.body).toBe(201);
    const after = (await t.as(owner).get('reports/taxes')).json().data;
    expect(after).toMatchObject([
      { name: 'GST', rate: 18, taxableSales: 10.02, returned: 0 },
      { name: 'GST', rate: 5, taxableSales: 0, collected: 0.1, returned: 0.1, net: 0 },
    ]);
  });

  it('list each tax’s rates in the tax report highest first, as numbers', async () => {
    const { owner, reduced } = await gstShop();
    const twelve = await taxClass(owner, 'Twelve', [{ name: 'GST', rate: 12 }]);
    const items = [
      await product(owner, 10),
      await product(owner, 10, { taxClassId: reduced._id }),
      await product(owner, 10, { taxClassId: twelve._id }),
    ];
    const sale = await t.as(owner).post('transactions', {
      items: items.map((p) => ({ productId: p._id, quantity: 1 })),
      paymentMethod: 'Card',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const rates = (await t.as(owner).get('reports/taxes')).json().data;
    expect(rates.map((r: { rate: number }) => r.rate)).toEqual([18, 12, 5]);
  });
});
