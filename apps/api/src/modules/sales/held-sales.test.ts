import { HELD_SALE_MESSAGES as M } from '@pos/contracts/held-sales';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { addMember, okAs, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };

const ok = okAs(t);

let seq = 0;
async function product(s: Session, price: number, stock: number, extra = {}) {
  seq += 1;
  const body = await ok(s, 'POST', 'products', {
    name: `Parked item ${seq}`,
    price,
    stock,
    sku: `P-${seq}-${Date.now()}`,
    ...extra,
  });
  return body.data as { _id: string; name: string; sku: string; variations: { _id: string }[] };
}

const storesOf = async (s: Session) =>
  (await ok(s, 'GET', 'stores')).data as { _id: string; name: string; isDefault: boolean }[];
const mainStore = async (s: Session) => (await storesOf(s)).find((x) => x.isDefault)?._id ?? '';
const stockOf = async (s: Session, id: string) => (await ok(s, 'GET', `products/${id}`)).data.stock;

describe('parked sales', () => {
  it('parks a cart without touching stock; any register of the store lists and resumes it once', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const storeId = await mainStore(owner);
    const tea = await product(owner, 4.5, 10);
    const shirt = await product(owner, 20, 0, {
      configurableAttributes: [{ name: 'Size', values: ['M', 'L'] }],
      variations: [
        { attributeCombination: ['M'], price: 24, stock: 3, sku: `TEE-M-${Date.now()}` },
        { attributeCombination: ['L'], price: 26, stock: 3, sku: `TEE-L-${Date.now()}` },
      ],
    });
    const customer = (await ok(owner, 'POST', 'customers', { name: 'Pat Parker' })).data;
    const cashier = await addMember(t, org, 'cashier');
    const { name: cashierName } = cashier.user as unknown as { name: string };

    const first = await t.as(cashier).post('held-sales', {
      storeId,
      cart: {
        items: [
          { productId: tea._id, quantity: 3 },
          { productId: shirt._id, variationId: shirt.variations[1]?._id, quantity: 1, discount: 2 },
        ],
        // The whole sale's discount comes back with the cart (docs/DESIGN.md, "Money").
        discount: { percent: 10 },
      },
      customerId: customer._id,
      note: '  Back in five minutes  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(M.parked);
    const parked = first.json().data;
    expect(parked).toMatchObject({
      store: { _id: storeId, name: 'Main Store' },
      user: { _id: cashier.user._id, name: cashierName },
      customer: { _id: customer._id, name: 'Pat Parker' },
      note: 'Back in five minutes',
      cart: {
        items: [
          {
            productId: tea._id,
            variationId: null,
            quantity: 3,
            discount: 0,
            available: true,
            productName: tea.name,
            variationName: null,
            sku: tea.sku,
            price: 4.5,
          },
          {
            productId: shirt._id,
            variationId: shirt.variations[1]?._id,
            quantity: 1,
            discount: 2,
            available: true,
            productName: shirt.name,
            variationName: 'L',
            price: 26,
          },
        ],
        discount: { percent: 10 },
      },
    });
    expect(cashierName).toMatch(/^cashier \d+$/);
    expect(Number.isNaN(Date.parse(parked.createdAt))).toBe(false);
    // It reserves nothing.
    expect(await stockOf(owner, tea._id)).toBe(10);

    const walkIn = (
      await ok(owner, 'POST', 'held-sales', {
        storeId,
        cart: { items: [{ productId: tea._id, quantity: 1 }] },
      })
    ).data;
    expect(walkIn).toMatchObject({ customer: null, note: null, user: { _id: owner.user._id } });

    // Another register (another user who sells) sees both, newest first.
    const listed = await ok(cashier, 'GET', `held-sales?storeId=${storeId}`);
    expect(listed.data.map((h: { _id: string }) => h._id)).toEqual([walkIn._id, parked._id]);
    expect(listed.data[1]).toEqual(parked);

    // Resuming is the delete: it answers the cart, once.
    const resumed = await t.as(owner).delete(`held-sales/${parked._id}`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual({ data: parked, message: M.removed });
    const again = await t.as(cashier).delete(`held-sales/${parked._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: M.notFound });
    const left = await ok(owner, 'GET', `held-sales?storeId=${storeId}`);
    expect(left.data.map((h: { _id: string }) => h._id)).toEqual([walkIn._id]);

    // Two registers resuming the same cart at once: one gets it.
    const both = await Promise.all([
      t.as(owner).delete(`held-sales/${walkIn._id}`),
      t.as(cashier).delete(`held-sales/${walkIn._id}`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect((await ok(owner, 'GET', `held-sales?storeId=${storeId}`)).data).toEqual([]);

    // Another store's list is its own.
    const harbour = (await ok(owner, 'POST', 'stores', { name: 'Harbour' })).data;
    expect((await ok(owner, 'GET', `held-sales?storeId=${harbour._id}`)).data).toEqual([]);
    await expectStockAddsUp(t, org);
  });

  it('shows each line as the catalogue has it now, and flags lines that are gone', async () => {
    const owner = await signUp(t);
    const storeId = await mainStore(owner);
    const kept = await product(owner, 10, 5);
    const archived = await product(owner, 3, 5);
    const deleted = await product(owner, 7, 0);
    const sizes = { configurableAttributes: [{ name: 'Size', values: ['M'] }] };
    const msku = `V-M-${Date.now()}`;
    const shirt = await product(owner, 20, 0, {
      ...sizes,
      variations: [{ attributeCombination: ['M'], price: 24, stock: 0, sku: msku }],
    });
    const held = (
      await ok(owner, 'POST', 'held-sales', {
        storeId,
        cart: {
          items: [
            { productId: kept._id, quantity: 2 },
            { productId: archived._id, quantity: 1 },
            { productId: deleted._id, quantity: 4 },
            { productId: shirt._id, variationId: shirt.variations[0]?._id, quantity: 1 },
          ],
        },
      })
    ).data;
    expect(held.cart.items.map((i: { price: number }) => i.price)).toEqual([10, 3, 7, 24]);
    expect(held.cart.items.every((i: { available: boolean }) => i.available)).toBe(true);

    await ok(owner, 'PUT', `products/${kept._id}`, {
      name: 'Renamed',
      price: 12.5,
      stock: 5,
      sku: kept.sku,
    });
    // One with stock history is archived, one without is deleted for good.
    await ok(owner, 'PUT', `products/${archived._id}`, {
      name: archived.name,
      price: 3,
      stock: 0,
      sku: archived.sku,
    });
    await ok(owner, 'DELETE', `products/${archived._id}`);
    await ok(owner, 'DELETE', `products/${deleted._id}`);
    // The variation taken off sale, with a new price.
    await ok(owner, 'PUT', `products/${shirt._id}`, {
      name: shirt.name,
      price: 20,
      stock: 0,
      sku: shirt.sku,
      ...sizes,
      variations: [
        {
          _id: shirt.variations[0]?._id,
          attributeCombination: ['M'],
          price: 25,
          stock: 0,
          sku: msku,
          isActive: false,
        },
      ],
    });
    const [now] = (await ok(owner, 'GET', `held-sales?storeId=${storeId}`)).data;
    expect(now.cart.items).toEqual([
      {
        productId: kept._id,
        variationId: null,
        quantity: 2,
        discount: 0,
        available: true,
        productName: 'Renamed',
        variationName: null,
        sku: kept.sku,
        price: 12.5,
        taxClassId: null,
        categoryId: null,
        unit: 'each',
        scaleCode: null,
      },
      expect.objectContaining({
        productId: archived._id,
        quantity: 1,
        available: false,
        productName: archived.name,
      }),
      {
        productId: deleted._id,
        variationId: null,
        quantity: 4,
        discount: 0,
        available: false,
        productName: null,
        variationName: null,
        sku: null,
        price: null,
        taxClassId: null,
        categoryId: null,
        unit: 'each',
        scaleCode: null,
      },
      {
        productId: shirt._id,
        variationId: shirt.variations[0]?._id,
        quantity: 1,
        discount: 0,
        available: false,
        productName: shirt.name,
        variationName: 'M',
        sku: msku,
        price: 25,
        taxClassId: null,
        categoryId: null,
        unit: 'each',
        scaleCode: null,
      },
    ]);
  });

  it('answers validation texts, and 404 for ids of another organization', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const storeId = await mainStore(owner);
    const mine = await product(owner, 3, 5);
    const theirs = await product(other, 3, 5);
    const theirShirt = await product(other, 20, 0, {
      configurableAttributes: [{ name: 'Size', values: ['M'] }],
      variations: [{ attributeCombination: ['M'], price: 24, stock: 1, sku: `X-${Date.now()}` }],
    });
    const line = { productId: mine._id, quantity: 1 };
    const park = (body: Record<string, unknown>) =>
      t.as(owner).post('held-sales', { storeId, cart: { items: [line] }, ...body });
    const details = async (body: Record<string, unknown>) => {
      const res = await park(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      return res.json().details;
    };
    expect((await details({ cart: { items: [] } }))['cart.items']).toBe(M.itemsRequired);
    expect((await details({ cart: {} }))['cart.items']).toBe(M.itemsRequired);
    const tooMany = Array.from({ length: 501 }, () => line);
    expect((await details({ cart: { items: tooMany } }))['cart.items']).toBe(
      'At most 500 lines in one sale.',
    );
    expect(
      (await details({ cart: { items: [{ productId: mine._id, quantity: 0 }] } }))[
        'cart.items.0.quantity'
      ],
    ).toBe('Quantity must be more than 0.');
    expect(
      (await details({ cart: { items: [{ ...line, price: 0.01 }] } }))['cart.items.0'],
    ).toBeDefined();
    expect((await details({ note: 'x'.repeat(201) })).note).toBe(
      'The note must be at most 200 characters.',
    );
    expect((await details({ storeId: undefined })).storeId).toBeDefined();
    expect((await details({ storeId: 'main' })).storeId).toBe('Not a valid id.');
    expect((await t.as(owner).get('held-sales')).json().details.storeId).toBeDefined();

    const notFound = async (body: Record<string, unknown>, message: string) => {
      const res = await park(body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message });
    };
    const theirStore = await mainStore(other);
    const theirCustomer = (await ok(other, 'POST', 'customers', { name: 'Theirs' })).data._id;
    await notFound({ storeId: theirStore }, 'Store not found');
    await notFound({ customerId: theirCustomer }, 'Customer not found');
    await notFound(
      { cart: { items: [{ productId: theirs._id, quantity: 1 }] } },
      'Product not found',
    );
    await notFound(
      { cart: { items: [{ ...line, variationId: theirShirt.variations[0]?._id }] } },
      'Variation not found',
    );
    const list = await t.as(owner).get(`held-sales?storeId=${theirStore}`);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Store not found');

    const closed = (await ok(owner, 'POST', 'stores', { name: 'Closed', isActive: false })).data;
    const inactive = await park({ storeId: closed._id });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({
      code: 'LOCATION_INACTIVE',
      message: 'Store "Closed" is inactive.',
    });

    // Nothing of the refused requests was written; another organization's cart stays theirs.
    const theirs1 = (
      await ok(other, 'POST', 'held-sales', {
        storeId: theirStore,
        cart: { items: [{ productId: theirs._id, quantity: 1 }] },
      })
    ).data;
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from held_sales where organization_id = ${owner.user.organizationId}`,
    );
    expect(rows[0]?.n).toBe(0);
    const gone = await t.as(owner).delete(`held-sales/${theirs1._id}`);
    expect(gone.statusCode).toBe(404);
    expect((await ok(other, 'GET', `held-sales?storeId=${theirStore}`)).data).toHaveLength(1);
  });

  it(`keeps at most 100 parked carts a store`, async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const storeId = await mainStore(owner);
    const a = await product(owner, 1, 1);
    const cart = { items: [{ productId: a._id, quantity: 1 }] };
    await t.sql(
      sql`insert into held_sales (organization_id, id, store_id, user_id, cart)
          select ${org}, gen_random_uuid(), ${storeId}, ${owner.user._id}, ${JSON.stringify(cart)}::jsonb
          from generate_series(1, 99)`,
    );
    expect((await t.as(owner).post('held-sales', { storeId, cart })).statusCode).toBe(201);
    const full = await t.as(owner).post('held-sales', { storeId, cart });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CONFLICT', message: M.tooMany });
    // Another store is not full.
    const harbour = (await ok(owner, 'POST', 'stores', { name: 'Harbour' })).data;
    const elsewhere = await t.as(owner).post('held-sales', { storeId: harbour._id, cart });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('is for whoever sells (manage_transactions)', async () => {
    const owner = await signUp(t);
    const storeId = await mainStore(owner);
    await ok(owner, 'POST', 'roles', { name: 'Stock only', permissions: [] });
    const nobody = await addMember(t, owner.user.organizationId, 'Stock only');
    for (const [method, url] of [
      ['GET', `held-sales?storeId=${storeId}`],
      ['POST', 'held-sales'],
    ] as const) {
      const res = await t.as(nobody).request(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().details.permission).toBe('manage_transactions');
    }
  });
});
