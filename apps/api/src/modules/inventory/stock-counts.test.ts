import { STOCK_COUNT_LINES_CSV_COLUMNS } from '@pos/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { addMember, okAs, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Line = {
  _id: string;
  productName: string;
  variationName: string | null;
  sku: string | null;
  expected: number;
  counted: number | null;
  difference: number | null;
  unitCost: number | null;
  differenceValue: number | null;
};

const ok = okAs(t);

/** A shop: a category tree (Drinks > Tea), a Snacks category and products at the default store. */
async function shop() {
  const owner = await signUp(t);
  const cat = async (name: string, parentCategoryId: string | null = null) =>
    (await ok(owner, 'POST', 'categories', { name, parentCategoryId })).data._id as string;
  const drinks = await cat('Drinks');
  const tea = await cat('Tea', drinks);
  const snacks = await cat('Snacks');
  const product = async (
    name: string,
    sku: string,
    stock: number,
    categoryId: string,
    extra: object = {},
  ) =>
    (
      await ok(owner, 'POST', 'products', {
        name,
        sku,
        price: 5,
        stock,
        categoryId,
        costPrice: 2.5,
        ...extra,
      })
    ).data as { _id: string; variations: { _id: string; sku: string }[] };
  const cola = await product('Cola', 'COLA', 10, drinks);
  const greenTea = await product('Green tea', 'GTEA', 9, tea, { costPrice: 4 });
  const water = await product('Water', 'WATER', 6, drinks);
  const crisps = await product('Crisps', 'CRISPS', 4, snacks, {
    configurableAttributes: [{ name: 'Flavour', values: ['Salt', 'Onion'] }],
    variations: [
      { attributeCombination: ['Salt'], price: 2, stock: 3, sku: 'CR-SALT' },
      { attributeCombination: ['Onion'], price: 2, stock: 1, sku: 'CR-ONION' },
    ],
  });
  const storeId = (await ok(owner, 'GET', 'stores')).data[0]._id as string;
  const org = owner.user.organizationId;
  return { owner, org, drinks, tea, snacks, cola, greenTea, water, crisps, storeId };
}

type Shop = Awaited<ReturnType<typeof shop>>;

const start = async (s: Shop, body: object = {}) =>
  (await ok(s.owner, 'POST', 'stock-counts', { name: 'Year end', storeId: s.storeId, ...body }))
    .data as { _id: string; number: string; status: string; totals: Record<string, number> };

async function lines(s: Shop, id: string, query = '') {
  const res = await ok(s.owner, 'GET', `stock-counts/${id}/lines?limit=100&${query}`);
  return res.data as Line[];
}
const bySku = (ls: Line[]) => Object.fromEntries(ls.map((l) => [l.sku, l]));

const scan = (s: Shop, id: string, barcode: string, quantity?: number) =>
  t.as(s.owner).post(`stock-counts/${id}/scan`, { barcode, quantity });

const sell = (s: Shop, productId: string, quantity: number) =>
  ok(s.owner, 'POST', 'transactions', {
    items: [{ productId, quantity }],
    paymentMethod: 'Cash',
  });

async function levelOf(s: Shop, productId: string) {
  const res = await ok(
    s.owner,
    'GET',
    `inventory-items?productId=${productId}&storeId=${s.storeId}`,
  );
  return (res.data as { quantity: number; variationName: string | null }[])[0]?.quantity;
}

describe('stock counts', () => {
  it('snapshots every item of the location, or one category with its subcategories', async () => {
    const s = await shop();
    const bad = await t.as(s.owner).post('stock-counts', { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      name: 'Name is required.',
      storeId: 'Choose the store or warehouse to count.',
    });
    const other = await shop();
    const foreign = await t.as(s.owner).post('stock-counts', { name: 'X', storeId: other.storeId });
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Store not found' });
    const foreignCat = await t
      .as(s.owner)
      .post('stock-counts', { name: 'X', storeId: s.storeId, categoryId: other.drinks });
    expect(foreignCat.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Category not found' });

    const all = await start(s);
    expect(all).toMatchObject({ number: 'SC-000001', status: 'Open' });
    expect(all.totals).toMatchObject({ lines: 6, counted: 0, difference: 0 });
    const snap = bySku(await lines(s, all._id));
    // A product with variations holds stock of its own too: it is counted besides them.
    expect(Object.keys(snap).sort()).toEqual([
      'COLA',
      'CR-ONION',
      'CR-SALT',
      'CRISPS',
      'GTEA',
      'WATER',
    ]);
    expect(snap.CRISPS).toMatchObject({ variationName: null, expected: 4 });
    expect(snap['CR-SALT']).toMatchObject({ variationName: 'Salt', expected: 3, counted: null });
    expect(snap.COLA).toMatchObject({ productName: 'Cola', expected: 10 });

    const drinks = await start(s, { name: 'Drinks shelf', categoryId: s.drinks });
    expect(drinks.number).toBe('SC-000002');
    const drinkLines = await lines(s, drinks._id);
    expect(drinkLines.map((l) => l.sku).sort()).toEqual(['COLA', 'GTEA', 'WATER']);
    // A snack is not in a count of drinks.
    const crisps = await scan(s, drinks._id, 'CR-SALT');
    expect(crisps.statusCode).toBe(409);
    expect(crisps.json()).toMatchObject({
      code: 'NOT_IN_COUNT',
      message: 'This item is not in the category being counted.',
    });
  });

  it('counts by scanning and typing; a posting books counted − expected, movements during the count stay', async () => {
    const s = await shop();
    const count = await start(s);
    // Scanning adds (any letter case of the SKU), typing sets, a negative scan takes back.
    for (let i = 0; i < 3; i++) expect((await scan(s, count._id, 'cola')).statusCode).toBe(200);
    const scanned = await scan(s, count._id, 'COLA', 6);
    expect(scanned.json()).toMatchObject({
      message: 'Count saved.',
      data: { sku: 'COLA', expected: 10, counted: 9, difference: -1 },
    });
    expect((await scan(s, count._id, 'COLA', -1)).json().data.counted).toBe(8);
    const tooMany = await scan(s, count._id, 'COLA', -9);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toEqual({ quantity: 'A count cannot go below zero.' });
    expect((await scan(s, count._id, 'NOPE')).json().code).toBe('BARCODE_UNKNOWN');

    // Cola: counted 8 of 10; then 3 are sold before posting → the count's −2 still applies: 5.
    await sell(s, s.cola._id, 3);
    // Green tea: 1 sold before it is counted (9 → 8), counted 8 → no difference.
    await sell(s, s.greenTea._id, 1);
    const gtea = bySku(await lines(s, count._id)).GTEA as Line;
    const typed = await ok(s.owner, 'PUT', `stock-counts/${count._id}/lines/${gtea._id}`, {
      counted: 8,
    });
    expect(typed.data).toMatchObject({ expected: 8, counted: 8, difference: 0 });
    // Water: counted 4 of 6, then 5 arrive before posting → 6 − 2 + 5 = 9.
    await scan(s, count._id, 'WATER', 4);
    await ok(s.owner, 'POST', 'inventory-log/add-by-barcode', {
      barcode: 'WATER',
      type: 'purchase',
      quantity: 5,
      storeId: s.storeId,
    });
    // Onion crisps: typed, then cleared: not counted after all.
    const onion = bySku(await lines(s, count._id))['CR-ONION'] as Line;
    await ok(s.owner, 'PUT', `stock-counts/${count._id}/lines/${onion._id}`, { counted: 7 });
    const cleared = await ok(s.owner, 'PUT', `stock-counts/${count._id}/lines/${onion._id}`, {
      counted: null,
    });
    expect(cleared.data).toMatchObject({ counted: null, difference: null });

    const before = await ok(s.owner, 'GET', `stock-counts/${count._id}`);
    expect(before.data.totals).toEqual({
      lines: 6,
      counted: 3,
      withDifference: 2,
      difference: -4,
      // (−2 − 2) × 2.50
      differenceValue: -10,
    });

    const posted = await ok(s.owner, 'POST', `stock-counts/${count._id}/post`);
    expect(posted).toMatchObject({
      message: 'Stock count posted.',
      data: { status: 'Posted', zeroUncounted: false, postedByName: expect.any(String) },
    });
    expect(await levelOf(s, s.cola._id)).toBe(5);
    expect(await levelOf(s, s.greenTea._id)).toBe(8);
    expect(await levelOf(s, s.water._id)).toBe(9);
    // Uncounted crisps stay as they were.
    const crisps = await ok(s.owner, 'GET', `inventory-items?productId=${s.crisps._id}`);
    expect(crisps.data.map((l: { quantity: number }) => l.quantity).sort()).toEqual([1, 3, 4]);

    const history = await ok(s.owner, 'GET', 'inventory-log?type=STOCK_COUNT&limit=10');
    expect(history.totalCount).toBe(2);
    expect(history.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productName: 'Cola',
          quantityChanged: -2,
          stockBeforeMovement: 7,
          stockAfterMovement: 5,
          remarks: `Stock count ${count.number}: Year end`,
          reference: count._id,
        }),
        expect.objectContaining({
          productName: 'Water',
          quantityChanged: -2,
          stockAfterMovement: 9,
        }),
      ]),
    );
    await expectStockAddsUp(t, s.org);
  });

  it('zeroUncounted sets what nobody counted to zero; a posted count is read-only', async () => {
    const s = await shop();
    const count = await start(s, { name: 'Snacks', categoryId: s.snacks });
    await scan(s, count._id, 'CR-SALT', 3);
    const posted = await ok(s.owner, 'POST', `stock-counts/${count._id}/post`, {
      zeroUncounted: true,
    });
    expect(posted.data).toMatchObject({ status: 'Posted', zeroUncounted: true });
    expect(posted.data.totals).toMatchObject({ lines: 3, counted: 3, difference: -5 });
    const report = bySku(await lines(s, count._id, 'state=difference'));
    expect(Object.keys(report).sort()).toEqual(['CR-ONION', 'CRISPS']);
    expect(report.CRISPS).toMatchObject({ expected: 4, counted: 0, difference: -4 });
    expect(report['CR-ONION']).toMatchObject({
      expected: 1,
      counted: 0,
      difference: -1,
      unitCost: 2.5,
      differenceValue: -2.5,
    });
    // Drinks were not in this count: untouched.
    expect(await levelOf(s, s.cola._id)).toBe(10);

    const line = report['CR-ONION'] as Line;
    for (const res of [
      await scan(s, count._id, 'CR-SALT'),
      await t.as(s.owner).put(`stock-counts/${count._id}/lines/${line._id}`, { counted: 1 }),
      await t.as(s.owner).post(`stock-counts/${count._id}/post`),
      await t.as(s.owner).post(`stock-counts/${count._id}/cancel`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'STOCK_COUNT_CLOSED',
        message: 'This stock count is no longer open: a posted or cancelled count cannot change.',
      });
    }
    // The cost booked at posting stays when the cost price changes.
    await t.db.execute(sql`update products set cost_price = 9 where id = ${s.crisps._id}`);
    expect(bySku(await lines(s, count._id))['CR-ONION']?.unitCost).toBe(2.5);
  });

  it('a cancelled count changes nothing; the variance report is a CSV; a cashier may not count', async () => {
    const s = await shop();
    const count = await start(s);
    await scan(s, count._id, 'COLA', 12);
    await scan(s, count._id, 'GTEA', 9);
    const csv = await t.as(s.owner).get(`stock-counts/${count._id}/lines/export.csv?state=counted`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="stock-count-variance-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csv.body
      .trim()
      .split(/\r?\n/)
      .map((r) => r.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(rows[0]).toEqual([...STOCK_COUNT_LINES_CSV_COLUMNS]);
    // A CSV comes in the rows' order of creation (the export pages by id), not by name.
    const byName = rows.slice(1).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byName.map((r) => r.slice(0, 8))).toEqual([
      ['Cola', '', 'COLA', '10', '12', '2', '2.50', '5.00'],
      ['Green tea', '', 'GTEA', '9', '9', '0', '4.00', '0.00'],
    ]);
    const list = await t.as(s.owner).get('stock-counts/export.csv');
    expect(list.body).toContain(`"${count.number}","Year end","Open",`);

    const cancelled = await ok(s.owner, 'POST', `stock-counts/${count._id}/cancel`);
    expect(cancelled).toMatchObject({
      message: 'Stock count cancelled.',
      data: { status: 'Cancelled' },
    });
    expect(await levelOf(s, s.cola._id)).toBe(10);
    expect((await ok(s.owner, 'GET', 'stock-counts?status=Cancelled')).totalCount).toBe(1);

    const cashier = await addMember(t, s.org, 'cashier');
    expect((await t.as(cashier).get('stock-counts')).statusCode).toBe(403);
    const scanned = await t.as(cashier).post(`stock-counts/${count._id}/scan`, { barcode: 'COLA' });
    expect(scanned.statusCode).toBe(403);
    await expectStockAddsUp(t, s.org);
  });

  it('a product on a count is archived, not deleted, when removed', async () => {
    const s = await shop();
    const empty = (
      await ok(s.owner, 'POST', 'products', { name: 'Empty', sku: 'EMPTY', price: 1, stock: 0 })
    ).data;
    await start(s);
    await ok(s.owner, 'DELETE', `products/${empty._id}`);
    const count = await start(s, { name: 'Again' });
    expect((await lines(s, count._id)).map((l) => l.sku)).not.toContain('EMPTY');
  });
});
