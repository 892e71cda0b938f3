import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * Returns under load: a line never gives back more units than were sold,
 * whatever runs at once. PGlite has one connection (everything is serial there), so this runs
 * against PostgreSQL only, like stock-concurrency.test.ts.
 */
const t = usePostgresApp();

describe.skipIf(!onPostgres)('concurrent returns on PostgreSQL', () => {
  it('30 returns of 1 unit against a line of 10: exactly 10 succeed, 20 get 409', async () => {
    const owner = await signUp(t);
    const made = await t.as(owner).post('products', {
      name: 'Contended',
      price: 2.99,
      stock: 12,
      sku: `RC-${Math.random().toString(36).slice(2, 8)}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const productId = made.json().data._id as string;
    const sold = await t.as(owner).post('transactions', {
      items: [{ productId, quantity: 10 }],
      paymentMethod: 'Cash',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const sale = sold.json().data;
    const itemId = sale.items[0]._id as string;

    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.as(owner).post(`transactions/${sale._id}/returns`, { items: [{ itemId, quantity: 1 }] }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(['RETURN_EXCEEDS_SOLD', 'ALREADY_REFUNDED']).toContain(r.json().code);
    }
    // Ten returns with ten numbers, one after another.
    const numbers = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.documentNumber as string)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `R${String(i + 1).padStart(6, '0')}`),
    );

    const after = (await t.as(owner).get(`transactions/${sale._id}`)).json().data;
    expect(after.status).toBe('Refunded');
    expect(after.refundedTotal).toBe(sale.totalAmount);
    expect(after.returns).toHaveLength(10);
    const total = after.returns.reduce(
      (n: number, r: { total: number }) => n + Math.round(r.total * 100),
      0,
    );
    expect(total).toBe(Math.round(sale.totalAmount * 100));
    // All ten units back: 2 left after the sale, 12 now; ten RETURN rows.
    expect((await t.as(owner).get(`products/${productId}`)).json().data.stock).toBe(12);
    const ledger = (await t.as(owner).get('inventory-log?type=RETURN')).json();
    expect(ledger.totalCount).toBe(10);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('returns of different sales of the same items run beside new sales without deadlock', async () => {
    const owner = await signUp(t);
    const ids: string[] = [];
    for (const name of ['One', 'Two']) {
      const made = await t.as(owner).post('products', {
        name,
        price: 5,
        stock: 200,
        sku: `RD-${name}-${Math.random().toString(36).slice(2, 8)}`,
      });
      ids.push(made.json().data._id);
    }
    const [one, two] = ids as [string, string];
    const sales = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.as(owner).post('transactions', {
        items: [
          { productId: i % 2 ? one : two, quantity: 3 },
          { productId: i % 2 ? two : one, quantity: 3 },
        ],
        paymentMethod: 'Card',
      });
      sales.push(res.json().data);
    }
    const ops = [
      ...sales.map((s) =>
        t.as(owner).post(`transactions/${s._id}/returns`, {
          items: s.items.map((i: { _id: string }) => ({ itemId: i._id, quantity: 2 })),
        }),
      ),
      ...sales.map((s) => t.as(owner).post(`transactions/${s._id}/refund`)),
      ...Array.from({ length: 10 }, (_, i) =>
        t.as(owner).post('transactions', {
          items: [
            { productId: i % 2 ? one : two, quantity: 1 },
            { productId: i % 2 ? two : one, quantity: 1 },
          ],
          paymentMethod: 'Cash',
        }),
      ),
    ];
    const answers = await Promise.all(ops);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    // Each refund takes what is left, before or after its sale's return; a return that comes
    // after the refund finds nothing left. Every new sale is made.
    expect(codes.slice(10, 20)).toEqual(Array(10).fill(200));
    expect(codes.slice(20)).toEqual(Array(10).fill(201));
    for (const r of answers.slice(0, 10)) {
      if (r.statusCode !== 201) expect(r.json().code).toBe('ALREADY_REFUNDED');
    }
    for (const s of sales) {
      const after = (await t.as(owner).get(`transactions/${s._id}`)).json().data;
      expect(after.status).toBe('Refunded');
      expect(after.refundedTotal).toBe(s.totalAmount);
    }
    // 200 each, 30 sold and given back, 10 sold since.
    for (const id of ids) {
      expect((await t.as(owner).get(`products/${id}`)).json().data.stock).toBe(190);
    }
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});
