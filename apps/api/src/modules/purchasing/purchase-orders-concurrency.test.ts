import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * Receipts under load: two receipts of one order at once never receive more
 * than was ordered. PGlite has one connection (everything is serial there), so this runs against
 * PostgreSQL only, like stock-concurrency.test.ts.
 */
const t = usePostgresApp();

describe.skipIf(!onPostgres)('concurrent receipts on PostgreSQL', () => {
  it('12 receipts of 2 units against a line of 10 at once: exactly 5 succeed, 7 get 409', async () => {
    const owner = await signUp(t);
    const supplier = (await t.as(owner).post('suppliers', { name: 'Busy supplier' })).json().data;
    const [store] = (await t.as(owner).get('stores')).json().data;
    const product = (
      await t
        .as(owner)
        .post('products', { name: 'Contended', price: 5, stock: 3, sku: 'PO-RACE', costPrice: 2 })
    ).json().data;
    const made = await t.as(owner).post('purchase-orders', {
      supplierId: supplier._id,
      storeId: store._id,
      lines: [{ productId: product._id, quantity: 10, unitCost: 4 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const po = made.json().data;
    await t.as(owner).post(`purchase-orders/${po._id}/order`);
    const lineId = po.lines[0]._id;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.as(owner).post(`purchase-orders/${po._id}/receive`, { lines: [{ lineId, quantity: 2 }] }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const after = (await t.as(owner).get(`purchase-orders/${po._id}`)).json().data;
    expect(after).toMatchObject({
      status: 'Received',
      lines: [{ quantity: 10, receivedQuantity: 10 }],
    });
    // 3 on hand at 2, then five receipts of 2 at 4: the average rounds to 3.5385 at the end.
    const got = (await t.as(owner).get(`products/${product._id}`)).json().data;
    expect(got.totalStock).toBe(13);
    expect(got.costPrice).toBeCloseTo((3 * 2 + 10 * 4) / 13, 3);
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});
