import { randomUUID } from 'node:crypto';
import type { TTransaction } from '@pos/contracts/sales';
import {
  EXAMPLE_SCALE_RULES,
  SCALE_MESSAGES,
  scaleBarcode,
  type TScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { pdfText } from '../../test/pdf-text.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';

// Scale barcodes (docs/DESIGN.md, "Scale barcodes"): a label the shop's rules take sells its
// item at the label's price or weight — looked up, sold, parked, synced from an offline register
// — and the server reads every label again; a wrong check digit is refused at the scan.
const t = useTestApp();
const ok = okAs(t);

type Session = Awaited<ReturnType<typeof signUp>>;

const PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.price;
const WEIGHT: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.weight;
const UPC_PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.upcPrice;
const RULES = [PRICE, WEIGHT, UPC_PRICE];

/** A shop without taxes (the figures are the prices) whose scales print these labels. */
async function shop() {
  const s = await signUp(t);
  await ok(s, 'PUT', 'settings/general', { ...SHOP_SETTINGS, taxes: [], scaleBarcodes: RULES });
  const cheese = (
    await ok(s, 'POST', 'products', {
      name: 'Gouda',
      sku: '1234',
      price: 12.99,
      stock: 10,
      unit: 'kg',
    })
  ).data as { _id: string };
  const pie = (await ok(s, 'POST', 'products', { name: 'Pie', sku: '00777', price: 6, stock: 5 }))
    .data as { _id: string };
  return { s, cheese, pie };
}

const lookup = (s: Session, code: string) => t.as(s).get(`products/lookup?code=${code}`);
const sell = async (s: Session, items: unknown[], extra: Record<string, unknown> = {}) =>
  (await ok(s, 'POST', 'transactions', { paymentMethod: 'Cash', items, ...extra }))
    .data as TTransaction;
const stockOf = async (s: Session, id: string) =>
  (await ok(s, 'GET', `products/${id}`)).data.stock as number;
/** The code with its last digit changed: a misread label. */
const misread = (code: string) => `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;

describe('scale barcodes', () => {
  it('keeps the rules in general settings and refuses rules that do not make a code', async () => {
    const { s } = await shop();
    const settings = await ok(s, 'GET', 'settings/general');
    expect(settings.data.scaleBarcodes).toEqual(RULES);
    const bad = await t.as(s).put('settings/general', {
      ...SHOP_SETTINGS,
      scaleBarcodes: [{ ...PRICE, itemDigits: 4 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('13 for EAN-13');
    const twice = await t.as(s).put('settings/general', {
      ...SHOP_SETTINGS,
      scaleBarcodes: [PRICE, { ...WEIGHT, prefix: '21' }],
    });
    expect(twice.statusCode).toBe(400);
    expect((await ok(s, 'GET', 'settings/general')).data.scaleBarcodes).toEqual(RULES);
  });

  it('looks a label up as its line: a weight, or a price that buys a derived weight', async () => {
    const { s, cheese, pie } = await shop();
    // Item 01234 is SKU "1234" (the scale pads it); 0.375 kg at 12.99/kg.
    const weighed = scaleBarcode(WEIGHT, '01234', 0.375);
    expect((await ok(s, 'GET', `products/lookup?code=${weighed}`)).data).toMatchObject({
      productId: cheese._id,
      unit: 'kg',
      stock: 10,
      scale: { code: weighed, kind: 'weight', quantity: 0.375, price: 12.99, lineTotal: null },
    });
    // A 5.00 label of the cheese: 0.385 kg, and the line costs exactly 5.00.
    const priced = scaleBarcode(PRICE, '01234', 5);
    expect((await ok(s, 'GET', `products/lookup?code=${priced}`)).data.scale).toEqual({
      code: priced,
      kind: 'price',
      quantity: 0.385,
      price: 12.99,
      lineTotal: 5,
    });
    // An item sold each, SKU "00777" as printed: one at the label's 4.99.
    const upc = scaleBarcode(UPC_PRICE, '00777', 4.99);
    expect(upc).toHaveLength(12);
    expect((await ok(s, 'GET', `products/lookup?code=${upc}`)).data).toMatchObject({
      productId: pie._id,
      scale: { kind: 'price', quantity: 1, price: 4.99, lineTotal: 4.99 },
    });
    // A scanner that sends UPC-A as EAN-13 (a 0 in front) reads the same label.
    expect((await ok(s, 'GET', `products/lookup?code=0${upc}`)).data.scale).toMatchObject({
      quantity: 1,
      lineTotal: 4.99,
    });
  });

  it('refuses a wrong check digit, an unknown item and a weight label of an item sold each', async () => {
    const { s } = await shop();
    const wrong = await lookup(s, misread(scaleBarcode(PRICE, '01234', 4.99)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'SCALE_BARCODE_INVALID',
      message: SCALE_MESSAGES.checkDigit,
    });
    const unknown = await lookup(s, scaleBarcode(PRICE, '55555', 4.99));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'BARCODE_UNKNOWN',
      message: SCALE_MESSAGES.unknownItem('55555'),
    });
    const each = await lookup(s, scaleBarcode(WEIGHT, '00777', 0.5));
    expect(each.json()).toMatchObject({
      code: 'SCALE_BARCODE_INVALID',
      message: SCALE_MESSAGES.weightOfEach('Pie'),
    });
    // Without rules, the same digits are only a SKU nobody has.
    await ok(s, 'PUT', 'settings/general', { ...SHOP_SETTINGS, scaleBarcodes: [] });
    const plain = await lookup(s, scaleBarcode(PRICE, '01234', 4.99));
    expect(plain.json().code).toBe('BARCODE_UNKNOWN');
  });

  it('sells labels as they say, reads them again, and refuses what they do not say', async () => {
    const { s, cheese, pie } = await shop();
    const weighed = scaleBarcode(WEIGHT, '01234', 0.375);
    const priced = scaleBarcode(PRICE, '01234', 5);
    const pieLabel = scaleBarcode(PRICE, '00777', 4.99);
    const sale = await sell(s, [
      { productId: cheese._id, quantity: 0.375, scaleCode: weighed },
      { productId: cheese._id, quantity: 0.385, scaleCode: priced },
      { productId: pie._id, quantity: 1, scaleCode: pieLabel },
    ]);
    // 4.87 + 5.00 (not 0.385 × 12.99 = 5.00115, which happens to round the same) + 4.99.
    expect(sale.items.map((i) => [i.quantity, i.priceAtSale, i.lineTotal])).toEqual([
      [0.375, 12.99, 4.87],
      [0.385, 12.99, 5],
      [1, 4.99, 4.99],
    ]);
    expect(sale.totalAmount).toBe(14.86);
    expect(await stockOf(s, cheese._id)).toBe(9.24);
    expect(await stockOf(s, pie._id)).toBe(4);
    const receipt = pdfText((await t.as(s).get(`transactions/${sale._id}/receipt.pdf`)).rawPayload);
    expect(receipt).toMatch(/0\.375 kg × \S*12\.99\/kg\s+\S*4\.87/);

    const refused = async (item: Record<string, unknown>) => {
      const res = await t.as(s).post('transactions', { paymentMethod: 'Cash', items: [item] });
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };
    // Another quantity than the label's, another item, a misread label, a code no rule takes.
    expect(await refused({ productId: cheese._id, quantity: 1, scaleCode: weighed })).toMatchObject(
      {
        code: 'SCALE_BARCODE_INVALID',
        details: { 'items.0.quantity': SCALE_MESSAGES.mismatch },
      },
    );
    expect(await refused({ productId: pie._id, quantity: 1, scaleCode: priced })).toMatchObject({
      details: { 'items.0.scaleCode': SCALE_MESSAGES.otherItem },
    });
    expect(
      await refused({ productId: cheese._id, quantity: 0.375, scaleCode: misread(weighed) }),
    ).toMatchObject({ details: { 'items.0.scaleCode': SCALE_MESSAGES.checkDigit } });
    expect(
      await refused({ productId: pie._id, quantity: 1, scaleCode: '4006381333931' }),
    ).toMatchObject({ details: { 'items.0.scaleCode': SCALE_MESSAGES.notRead } });
    // A discount above the label's price is refused as on any line.
    expect(
      await refused({ productId: pie._id, quantity: 1, scaleCode: pieLabel, discount: 5 }),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await stockOf(s, cheese._id)).toBe(9.24);
    await expectStockAddsUp(t, s.user.organizationId);
  });

  it('pins a price label where the weight it buys would cost a cent more', async () => {
    const s = await signUp(t);
    await ok(s, 'PUT', 'settings/general', { ...SHOP_SETTINGS, taxes: [], scaleBarcodes: RULES });
    // 1.99 at 39.99/g buys 0.05 g, which would cost 1.9995 → 2.00: the label says 1.99.
    const saffron = (
      await ok(s, 'POST', 'products', {
        name: 'Saffron',
        sku: '42',
        price: 39.99,
        stock: 10,
        unit: 'g',
      })
    ).data as { _id: string };
    const code = scaleBarcode(PRICE, '42', 1.99);
    const line = (await ok(s, 'GET', `products/lookup?code=${code}`)).data.scale;
    expect(line).toMatchObject({ quantity: 0.05, lineTotal: 1.99 });
    const sold = await sell(s, [{ productId: saffron._id, quantity: 0.05, scaleCode: code }]);
    expect(sold.items[0]).toMatchObject({ quantity: 0.05, priceAtSale: 39.99, lineTotal: 1.99 });
    expect(sold.totalAmount).toBe(1.99);
    // The same weight typed in costs what the scale's rounding would have charged.
    const typed = await sell(s, [{ productId: saffron._id, quantity: 0.05 }]);
    expect(typed.totalAmount).toBe(2);
    expect(await stockOf(s, saffron._id)).toBe(9.9);
  });

  it('parks a labelled line with its code, and syncs an offline sale of labels', async () => {
    const { s, cheese, pie } = await shop();
    const store = (await ok(s, 'GET', 'stores')).data[0]._id as string;
    const priced = scaleBarcode(PRICE, '01234', 5);
    const parked = await ok(s, 'POST', 'held-sales', {
      storeId: store,
      cart: { items: [{ productId: cheese._id, quantity: 0.385, scaleCode: priced }] },
    });
    expect(parked.data.cart.items[0]).toMatchObject({ quantity: 0.385, scaleCode: priced });

    // The register's copy had the pie at 6.00 and sold a 4.99 label of it offline.
    const pieLabel = scaleBarcode(PRICE, '00777', 4.99);
    const createdAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const offline = await sell(
      s,
      [
        { productId: pie._id, quantity: 1, price: 4.99, scaleCode: pieLabel, taxes: [] },
        { productId: cheese._id, quantity: 0.385, price: 12.99, scaleCode: priced, taxes: [] },
      ],
      {
        offline: {
          createdAt,
          deviceId: randomUUID(),
          localNumber: 'SC01-1',
          pricesIncludeTax: false,
        },
      },
    );
    expect(offline).toMatchObject({ totalAmount: 9.99, needsReview: false });
    // A label the register says is another price than it carries is not believed.
    const lied = await t.as(s).post('transactions', {
      paymentMethod: 'Cash',
      items: [{ productId: pie._id, quantity: 1, price: 0.5, scaleCode: pieLabel, taxes: [] }],
      offline: { createdAt, deviceId: randomUUID(), localNumber: 'SC01-2' },
    });
    expect(lied.statusCode, lied.body).toBe(201);
    expect(lied.json().data).toMatchObject({ totalAmount: 4.99 });
    await expectStockAddsUp(t, s.user.organizationId);
  });
});
