import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

// A real 1×1 PNG and GIF, and a text file dressed up as a PNG.
const PNG = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64')}AAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==`;
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const FAKE_PNG = `data:image/png;base64,${Buffer.from('just some text, not an image').toString('base64')}`;

const shirt = (overrides: Record<string, unknown> = {}) => ({
  name: 'Linen shirt',
  description: 'Breathes well',
  price: 39.5,
  stock: 4,
  sku: `SHIRT-${Math.random().toString(36).slice(2, 8)}`,
  configurableAttributes: [
    { name: 'Size', values: ['M', 'L', ' '] },
    { name: '', values: ['dropped'] },
  ],
  variations: [
    { attributeCombination: ['M'], price: 39.5, stock: 10, images: [{ url: GIF, name: 'm.gif' }] },
    { attributeCombination: ['L'], price: 41, stock: 0, isActive: false },
  ],
  images: [
    { url: PNG, name: 'front.png' },
    { url: GIF, name: 'back.gif' },
  ],
  ...overrides,
});

async function ledger(org: string) {
  return queryRows<{
    type: string;
    quantity_changed: number;
    stock_before: number;
    stock_after: number;
    variation_id: string | null;
  }>(
    t.db,
    sql`select type, quantity_changed::float8 as quantity_changed, stock_before::float8 as stock_before, stock_after::float8 as stock_after, variation_id from inventory_log
        where organization_id = ${org} order by created_at, id`,
  );
}

describe('products', () => {
  it('creates a product with variations and images; opening stock goes to the ledger', async () => {
    const owner = await signUp(t);
    const res = await t.as(owner).post('products', shirt());
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data;
    expect(res.json().message).toBe('Product created successfully!');
    expect(p).toMatchObject({
      name: 'Linen shirt',
      price: 39.5,
      stock: 4,
      totalStock: 14,
      totalValue: 4 * 39.5 + 10 * 39.5,
      configurableAttributes: [{ name: 'Size', values: ['M', 'L'] }],
    });
    // The first image is primary when none is chosen; files are stored, not the bytes.
    expect(p.images.map((i: { isPrimary: boolean }) => i.isPrimary)).toEqual([true, false]);
    expect(p.primaryImageId).toBe(p.images[0]._id);
    expect(p.images[0].url).toMatch(/^\/uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}\.png$/);
    const file = await t.as(null).get(p.images[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(p.variations).toMatchObject([
      {
        attributeCombination: ['M'],
        stock: 10,
        isActive: true,
        images: [{ name: 'm.gif', isPrimary: true }],
      },
      { attributeCombination: ['L'], stock: 0, isActive: false, images: [] },
    ]);
    const rows = await ledger(owner.user.organizationId);
    expect(rows.map((r) => [r.type, r.quantity_changed, r.stock_before, r.stock_after])).toEqual([
      ['STOCK_IN', 4, 0, 4],
      ['STOCK_IN', 10, 0, 10],
    ]);
    const dbImages = await queryRows<{ url: string }>(
      t.db,
      sql`select url from product_images where url like 'data:%'`,
    );
    expect(dbImages).toEqual([]);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('editing stock writes the difference; a chosen primary image sticks; removed variations go', async () => {
    const owner = await signUp(t);
    const created = (await t.as(owner).post('products', shirt())).json().data;
    const [m] = created.variations;
    const res = await t.as(owner).put(`products/${created._id}`, {
      ...shirt({ sku: created.sku }),
      stock: 1,
      images: [
        { url: created.images[0].url, name: 'front.png' },
        { url: created.images[1].url, name: 'back.gif', isPrimary: true },
      ],
      variations: [{ _id: m._id, attributeCombination: ['M'], price: 38, stock: 12 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      stock: 1,
      totalStock: 13,
      variations: [{ _id: m._id, price: 38, stock: 12 }],
    });
    expect(p.primaryImageId).toBe(p.images[1]._id);
    const rows = await ledger(owner.user.organizationId);
    expect(
      rows.slice(2).map((r) => [r.type, r.quantity_changed, r.stock_before, r.stock_after]),
    ).toEqual([
      ['MANUAL_ADJUSTMENT', -3, 4, 1],
      ['MANUAL_ADJUSTMENT', 2, 10, 12],
    ]);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('gives the spec’s validation messages', async () => {
    const owner = await signUp(t);
    const missing = await t.as(owner).post('products', { name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Please fill in all required fields: Name, Price, and Stock.',
    );
    const price = await t.as(owner).post('products', { name: 'X', price: 0, stock: 1 });
    expect(price.json().details).toEqual({ price: 'Price must be a positive number.' });
    const stock = await t.as(owner).post('products', { name: 'X', price: 1, stock: 1.5 });
    expect(stock.json().details).toEqual({ stock: 'Stock must be a non-negative integer.' });
    const negative = await t.as(owner).post('products', { name: 'X', price: 1, stock: -1 });
    expect(negative.json().details).toEqual({ stock: 'Stock must be a non-negative integer.' });
    const combo = await t
      .as(owner)
      .post(
        'products',
        shirt({ variations: [{ attributeCombination: ['XXL'], price: 1, stock: 0 }] }),
      );
    expect(combo.statusCode).toBe(400);
    expect(combo.json().message).toBe(
      'Variation "XXL" does not match the configurable attributes.',
    );
  });

  it('keeps SKUs unique across products and variations (409), case-insensitively', async () => {
    const owner = await signUp(t);
    const first = (await t.as(owner).post('products', shirt({ sku: 'TEE-1' }))).json().data;
    const dup = await t.as(owner).post('products', {
      name: 'Other',
      price: 1,
      stock: 0,
      sku: 'tee-1',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(
      /^This SKU is already used by another product or variation\./,
    );
    const put = await t.as(owner).put(`products/${first._id}`, {
      ...shirt({ sku: 'TEE-1' }),
      variations: [
        {
          _id: first.variations[0]._id,
          attributeCombination: ['M'],
          price: 1,
          stock: 0,
          sku: 'TEE-1-M',
        },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    // A variation with stock history cannot simply disappear.
    const drop = await t.as(owner).put(`products/${first._id}`, {
      ...shirt({ sku: 'TEE-1' }),
      variations: [],
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().message).toBe(
      'Variation "M" has stock history and cannot be removed; set it inactive instead.',
    );
    const variationDup = await t.as(owner).post('products', {
      name: 'Other',
      price: 1,
      stock: 0,
      sku: 'TEE-1-m',
    });
    expect(variationDup.statusCode).toBe(409);
    // Another organization may use the same SKU.
    const other = await signUp(t);
    expect(
      (await t.as(other).post('products', { name: 'Theirs', price: 1, stock: 0, sku: 'TEE-1' }))
        .statusCode,
    ).toBe(201);
  });

  it('checks images by content and size', async () => {
    const owner = await signUp(t);
    const fake = await t
      .as(owner)
      .post('products', shirt({ images: [{ url: FAKE_PNG, name: 'evil.png' }] }));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Product: "evil.png" is not a PNG, JPEG, WebP or GIF image.');
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    const tooBig = await t
      .as(owner)
      .post('products', shirt({ images: [{ url: big, name: 'huge.png' }] }));
    expect(tooBig.statusCode).toBe(413);
    const foreign = await t
      .as(owner)
      .post('products', shirt({ images: [{ url: 'https://evil.example/x.png' }] }));
    expect(foreign.statusCode).toBe(400);
    expect((await t.as(owner).get('products')).json().totalCount).toBe(0);
  });

  it('refuses another organization’s category', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const cat = (await t.as(other).post('categories', { name: 'Theirs' })).json().data;
    const res = await t.as(owner).post('products', {
      name: 'X',
      price: 1,
      stock: 0,
      categoryId: cat._id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Category not found');
  });

  it('filters by category, price and stock; searches name and SKU; exports CSV', async () => {
    const owner = await signUp(t);
    const cat = (await t.as(owner).post('categories', { name: 'Tea' })).json().data;
    await t.as(owner).post('products', {
      name: 'Green tea',
      price: 4.5,
      stock: 30,
      sku: 'TEA-G',
      categoryId: cat._id,
    });
    await t.as(owner).post('products', {
      name: 'Black tea',
      price: 3.25,
      stock: 5,
      sku: 'TEA-B',
      categoryId: cat._id,
    });
    await t.as(owner).post('products', { name: 'Mug', price: 12, stock: 0, sku: 'MUG-1' });
    const names = async (q: string) =>
      (await t.as(owner).get(`products?sort=name&${q}`))
        .json()
        .data.map((p: { name: string }) => p.name);
    expect(await names(`categoryId=${cat._id}`)).toEqual(['Black tea', 'Green tea']);
    expect(await names('minPrice=4&maxPrice=12')).toEqual(['Green tea', 'Mug']);
    expect(await names('minStock=5')).toEqual(['Black tea', 'Green tea']);
    expect(await names('search=tea-g')).toEqual(['Green tea']);
    expect((await t.as(owner).get('products?minPrice=abc')).statusCode).toBe(400);

    const csv = await t.as(owner).get('products/export.csv?search=tea');
    expect(csv.headers['content-disposition']).toMatch(
      /filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"ID","Name","SKU","Category","Price","Stock","TotalStock","TotalValue","Created At","Cost Price","Tax Class","Unit"',
    );
    expect(
      lines
        .slice(1)
        .map((l) => l.split('","').slice(1, 8).join('|'))
        .sort(),
    ).toEqual(['Black tea|TEA-B|Tea|3.25|5|5|16.25', 'Green tea|TEA-G|Tea|4.50|30|30|135.00']);
  });

  it('counts the whole catalogue exactly through creates, archives and deletes; a filter or search counts its matches', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const total = async (query = '') =>
      (await t.as(owner).get(`products${query}`)).json().totalCount;
    const counted = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from products where organization_id = ${org} and archived_at is null`,
        )
      )[0]?.n;
    const made = [];
    for (const [i, stock] of [2, 0, 0].entries()) {
      made.push(
        (await t.as(owner).post('products', { name: `Pot ${i}`, price: 10 + i, stock })).json()
          .data,
      );
    }
    expect(await total()).toBe(3);
    // Sold out with history: archived (gone from the list), not deleted.
    await t.as(owner).put(`products/${made[0]._id}`, { name: 'Pot 0', price: 10, stock: 0 });
    expect((await t.as(owner).delete(`products/${made[0]._id}`)).statusCode).toBe(200);
    // No history: deleted.
    expect((await t.as(owner).delete(`products/${made[1]._id}`)).statusCode).toBe(200);
    expect(await total()).toBe(1);
    expect(await counted()).toBe(1);
    expect(await total('?minPrice=12')).toBe(1);
    expect(await total('?maxPrice=11')).toBe(0);
    expect(await total('?search=Pot')).toBe(1);
    // Another organization's catalogue is its own.
    const other = await signUp(t);
    expect((await t.as(other).get('products')).json().totalCount).toBe(0);
  });

  it('deletes: refuses while stock remains, archives a product with history, removes one without', async () => {
    const owner = await signUp(t);
    const stocked = (
      await t.as(owner).post('products', { name: 'Kettle', price: 20, stock: 2, sku: 'K-1' })
    ).json().data;
    const busy = await t.as(owner).delete(`products/${stocked._id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('Kettle still has 2 in stock. Bring its stock to 0 first.');
    await t.as(owner).put(`products/${stocked._id}`, {
      name: 'Kettle',
      price: 20,
      stock: 0,
      sku: 'K-1',
    });
    expect((await t.as(owner).delete(`products/${stocked._id}`)).json().message).toBe(
      'Kettle deleted successfully!',
    );
    expect((await t.as(owner).get(`products/${stocked._id}`)).statusCode).toBe(404);
    expect((await t.as(owner).get('products')).json().totalCount).toBe(0);
    // Its ledger stays, and its SKU is free again.
    expect((await ledger(owner.user.organizationId)).length).toBe(2);
    expect(
      (
        await t.as(owner).post('products', {
          name: 'Kettle 2',
          price: 20,
          stock: 0,
          sku: 'K-1',
        })
      ).statusCode,
    ).toBe(201);
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});
