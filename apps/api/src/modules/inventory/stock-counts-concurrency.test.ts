import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * Counting under load: many scanners and sales at once lose no scan, and a
 * count is posted once. PostgreSQL only (PGlite has one connection), like the other
 * *-concurrency tests.
 */
const t = usePostgresApp();

describe.skipIf(!onPostgres)('concurrent counting on PostgreSQL', () => {
  it('20 scans and 5 sales at once, then two posts at once: every scan counts, one post books', async () => {
    const owner = await signUp(t);
    const [store] = (await t.as(owner).get('stores')).json().data;
    const product = (
      await t.as(owner).post('products', { name: 'Busy', price: 2, stock: 30, sku: 'SC-RACE' })
    ).json().data;
    const count = (
      await t.as(owner).post('stock-counts', { name: 'Race', storeId: store._id })
    ).json().data;
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        t.as(owner).post(`stock-counts/${count._id}/scan`, { barcode: 'SC-RACE' }),
      ),
      ...Array.from({ length: 5 }, () =>
        t.as(owner).post('transactions', {
          items: [{ productId: product._id, quantity: 1 }],
          paymentMethod: 'Cash',
        }),
      ),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(300);
    const lines = (await t.as(owner).get(`stock-counts/${count._id}/lines`)).json().data;
    expect(lines).toHaveLength(1);
    expect(lines[0].counted).toBe(20);

    const posts = await Promise.all([
      t.as(owner).post(`stock-counts/${count._id}/post`),
      t.as(owner).post(`stock-counts/${count._id}/post`),
    ]);
    expect(posts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = (
      await t.as(owner).get(`inventory-log?productId=${product._id}&type=STOCK_COUNT`)
    ).json();
    expect(history.totalCount).toBe(1);
    // Booked: counted − the level at the last scan; the sales stay booked either way.
    const level = (
      await t.as(owner).get(`inventory-items?productId=${product._id}&storeId=${store._id}`)
    ).json().data[0].quantity;
    expect(level).toBe(25 + history.data[0].quantityChanged);
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});
