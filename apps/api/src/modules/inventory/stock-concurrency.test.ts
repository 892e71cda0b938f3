import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * DESIGN §7 under load: concurrent movements never lose an update and never oversell. PGlite
 * has one connection (everything is serial there), so this runs against PostgreSQL only.
 */
const t = usePostgresApp();

type Session = Awaited<ReturnType<typeof signUp>>;
async function setUp(stock: number) {
  const owner = await signUp(t);
  const sku = `CC-${Math.random().toString(36).slice(2, 8)}`;
  const made = await t.as(owner).post('products', { name: 'Contended', price: 5, stock, sku });
  expect(made.statusCode).toBe(201);
  return { owner, sku, productId: made.json().data._id as string };
}

async function stockAt(s: Session, productId: string) {
  const res = await t.as(s).get(`inventory-items?productId=${productId}`);
  return Object.fromEntries(
    (res.json().data as { locationName: string; quantity: number }[]).map((r) => [
      r.locationName,
      r.quantity,
    ]),
  );
}

describe.skipIf(!onPostgres)('concurrent stock movements on PostgreSQL', () => {
  it('200 outgoing movements of 1 at a product holding 100: exactly 100 succeed', async () => {
    const { owner, sku, productId } = await setUp(100);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.as(owner).post('inventory-log/add-by-barcode', {
          barcode: sku,
          quantity: 1,
          type: 'adjustment_out',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(100);
    expect(codes.filter((c) => c === 409)).toHaveLength(100);
    expect(await stockAt(owner, productId)).toEqual({ 'Main Store': 0 });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('mixed movements and opposite transfers at once: no lost update, no deadlock', async () => {
    const { owner, sku, productId } = await setUp(50);
    const kiosk = (await t.as(owner).post('stores', { name: 'Kiosk' })).json().data._id as string;
    const stores = await t.as(owner).get('stores');
    const main = (stores.json().data as { _id: string; name: string }[]).find(
      (s) => s.name === 'Main Store',
    )?._id;
    await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: sku,
      quantity: 20,
      type: 'purchase',
      storeId: kiosk,
    });

    // Deterministic mix so a failure can be replayed.
    const ops = Array.from({ length: 240 }, (_, i) => {
      const q = (i % 3) + 1;
      switch (i % 6) {
        case 0:
          return {
            url: 'inventory-log/add-by-barcode',
            body: { barcode: sku, quantity: q, type: 'purchase' },
            delta: q,
          };
        case 1:
          return {
            url: 'inventory-log/add-by-barcode',
            body: { barcode: sku, quantity: q, type: 'damage', storeId: kiosk },
            delta: -q,
          };
        case 2:
          return {
            url: 'inventory-log/add-by-barcode',
            body: { barcode: sku, quantity: q + 1, type: 'adjustment_out' },
            delta: -(q + 1),
          };
        case 3:
          return {
            url: 'inventory-log/transfer',
            body: { productId, quantity: q, fromStoreId: main, toStoreId: kiosk },
            delta: 0,
          };
        case 4:
          return {
            url: 'inventory-log/transfer',
            body: { productId, quantity: q, fromStoreId: kiosk, toStoreId: main },
            delta: 0,
          };
        default:
          return {
            url: 'inventory-log/add-by-barcode',
            body: { barcode: sku, quantity: q, type: 'sale_return', storeId: kiosk },
            delta: q,
          };
      }
    });
    const results = await Promise.all(ops.map((op) => t.as(owner).post(op.url, op.body)));
    const unexpected = results.filter((r) => r.statusCode !== 201 && r.statusCode !== 409);
    expect(unexpected.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const booked = ops.reduce(
      (sum, op, i) => sum + (results[i]?.statusCode === 201 ? op.delta : 0),
      0,
    );
    const levels = await stockAt(owner, productId);
    expect((levels['Main Store'] ?? 0) + (levels.Kiosk ?? 0)).toBe(70 + booked);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('concurrent sales never oversell; one Idempotency-Key sent 20 times at once is one sale', async () => {
    const { owner, productId } = await setUp(100);
    const body = { items: [{ productId, quantity: 1 }], paymentMethod: 'Cash' };
    const sale = (key?: string) =>
      t.as(owner).post('transactions', body, key ? { headers: { 'idempotency-key': key } } : {});
    const results = await Promise.all(Array.from({ length: 150 }, () => sale()));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(100);
    expect(codes.filter((c) => c === 409)).toHaveLength(50);
    expect(await stockAt(owner, productId)).toEqual({ 'Main Store': 0 });

    const refill = await t.as(owner).post('inventory-items', { productId, quantity: 10 });
    expect(refill.statusCode).toBe(201);
    const key = 'f00dfeed-0000-4000-8000-000000000042';
    const same = await Promise.all(Array.from({ length: 20 }, () => sale(key)));
    expect(same.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(same.map((r) => r.json().data._id)).size).toBe(1);
    expect(await stockAt(owner, productId)).toEqual({ 'Main Store': 9 });
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});
