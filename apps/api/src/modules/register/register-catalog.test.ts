import { PERMISSION_NAMES } from '@pos/contracts/permissions';
import type { TRegisterCatalogPage } from '@pos/contracts/register-catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { Caller } from '../../plugins/types.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';
import { createSale } from '../sales/checkout.service.js';
import { registerCatalogPage } from './register.service.js';
import { encodeCursor } from './register-cursor.js';

const t = useTestApp();

const PNG = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64')}AAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==`;
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

type Session = Awaited<ReturnType<typeof signUp>>;

const callerOf = (s: Session): Caller => ({
  userId: s.user._id,
  organizationId: s.user.organizationId,
  organizationKind: 'tenant',
  role: 'Owner',
  permissions: [...PERMISSION_NAMES],
  subscriptionExpired: false,
  language: 'en' as const,
});

/** Small pages, so that a handful of rows spans several. */
const SMALL = { products: 3, removedProducts: 2, stock: 4, customers: 2, removedCustomers: 2 };

/**
 * One page through the service: no safety window (the tests' writes are all committed before a
 * sync starts, and the late-commit test below needs the horizon alone), small pages.
 */
const pageOf = (s: Session, storeId: string, cursor?: string, pageSizes = SMALL) =>
  registerCatalogPage(
    t.deps,
    callerOf(s),
    { storeId, ...(cursor && { cursor }) },
    { safetyWindowSeconds: 0, pageSizes },
  );

/** A whole sync: pages while `hasMore`. */
async function syncAll(s: Session, storeId: string, cursor?: string, pageSizes = SMALL) {
  const pages: TRegisterCatalogPage[] = [];
  let next = cursor;
  for (;;) {
    const p = await pageOf(s, storeId, next, pageSizes);
    pages.push(p);
    next = p.cursor;
    if (!p.hasMore) break;
    if (pages.length > 500) throw new Error('the sync does not end');
  }
  return {
    pages,
    cursor: next as string,
    products: pages.flatMap((p) => p.products),
    removedProductIds: pages.flatMap((p) => p.removedProductIds),
    stock: pages.flatMap((p) => p.stock),
    customers: pages.flatMap((p) => p.customers),
    removedCustomerIds: pages.flatMap((p) => p.removedCustomerIds),
  };
}

/** What changed, in a form to compare: ids of each kind, sorted. */
const changes = (s: Awaited<ReturnType<typeof syncAll>>) => ({
  products: s.products.map((p) => p._id).sort(),
  removedProductIds: [...s.removedProductIds].sort(),
  stock: s.stock.map((r) => `${r.productId}|${r.variationId ?? ''}|${r.quantity}`).sort(),
  customers: s.customers.map((c) => c._id).sort(),
  removedCustomerIds: [...s.removedCustomerIds].sort(),
});
const none = {
  products: [],
  removedProductIds: [],
  stock: [],
  customers: [],
  removedCustomerIds: [],
};

/** The id of the organization's store named `name` (the default store: "Main Store"). */
async function storeOf(s: Session, name = 'Main Store'): Promise<string> {
  const rows = (await t.as(s).get('stores')).json().data as { _id: string; name: string }[];
  const found = rows.find((r) => r.name === name);
  if (!found) throw new Error(`no store ${name}`);
  return found._id;
}

async function created(s: Session, path: string, body: unknown) {
  const res = await t.as(s).post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const shirt = (sku: string, overrides: Record<string, unknown> = {}) => ({
  name: `Shirt ${sku}`,
  price: 20,
  stock: 2,
  sku,
  configurableAttributes: [
    { name: 'Size', values: ['M', 'L', 'XL'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variations: [
    { attributeCombination: ['L', 'Red'], price: 21, stock: 3, sku: `${sku}-LR` },
    { attributeCombination: ['M', 'Blue'], price: 19.5, stock: 0, isActive: false },
  ],
  images: [
    { url: PNG, name: 'front.png' },
    { url: GIF, name: 'back.gif' },
  ],
  ...overrides,
});

describe('register catalogue: full load', () => {
  it('answers every product once over several pages, with variations, prices, image and stock', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const main = await storeOf(owner);
    const kiosk = (await created(owner, 'stores', { name: 'Kiosk' }))._id;
    const category = (await created(owner, 'categories', { name: 'Tops' }))._id;
    const shirts: Awaited<ReturnType<typeof created>>[] = [];
    for (const sku of ['A1', 'A2', 'A3']) {
      shirts.push(await created(owner, 'products', shirt(sku, { categoryId: category })));
    }
    const plain: Awaited<ReturnType<typeof created>>[] = [];
    for (let i = 0; i < 5; i++) {
      plain.push(
        await created(owner, 'products', {
          name: `Tea ${i}`,
          price: 2 + i,
          stock: i,
          sku: `T${i}`,
        }),
      );
    }
    // Stock at another store is not this register's.
    const moved = await t.as(owner).post('inventory-log/transfer', {
      productId: plain[4]._id,
      quantity: 1,
      fromStoreId: main,
      toStoreId: kiosk,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    // An archived product (it has stock history) is not for sale: a full load leaves it out.
    const gone = await created(owner, 'products', { name: 'Old', price: 1, stock: 1, sku: 'OLD' });
    await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: 'OLD',
      quantity: 1,
      type: 'damage',
    });
    expect((await t.as(owner).delete(`products/${gone._id}`)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await created(owner, 'customers', { name: `Customer ${i}` });

    const sync = await syncAll(owner, main);
    expect(sync.pages.length).toBeGreaterThan(2);
    expect(sync.pages.map((p) => p.reset)).toEqual(sync.pages.map((_, i) => i === 0));
    expect(sync.pages.map((p) => p.hasMore)).toEqual(
      sync.pages.map((_, i) => i < sync.pages.length - 1),
    );
    // Categories come with the last page only.
    expect(sync.pages.slice(0, -1).every((p) => p.categories === null)).toBe(true);
    expect(sync.pages.at(-1)?.categories).toEqual([{ _id: category, name: 'Tops' }]);

    const ids = sync.products.map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...shirts, ...plain].map((p) => p._id).sort());
    expect(sync.removedProductIds).toEqual([]);
    const a1 = sync.products.find((p) => p._id === shirts[0]._id);
    expect(a1).toEqual({
      _id: shirts[0]._id,
      name: 'Shirt A1',
      unit: 'each',
      sku: 'A1',
      price: 20,
      categoryId: category,
      taxClassId: null,
      imageUrl: shirts[0].images[0].url,
      variations: [
        {
          _id: shirts[0].variations[0]._id,
          name: 'L / Red',
          sku: 'A1-LR',
          price: 21,
          isActive: true,
          taxClassId: null,
        },
        {
          _id: shirts[0].variations[1]._id,
          name: 'M / Blue',
          // Saved without one: the generated SKU (docs/guide/labels.md).
          sku: 'A1-M-BLUE',
          price: 19.5,
          isActive: false,
          taxClassId: null,
        },
      ],
    });
    expect(sync.products.find((p) => p._id === plain[2]._id)).toEqual({
      _id: plain[2]._id,
      name: 'Tea 2',
      unit: 'each',
      sku: 'T2',
      price: 4,
      categoryId: null,
      taxClassId: null,
      imageUrl: null,
      variations: [],
    });

    // Every level at the main store once: the products' own and each variation's.
    const levels = await queryRows<{
      product_id: string;
      variation_id: string | null;
      quantity: number;
    }>(
      t.db,
      sql`select l.product_id, l.variation_id, l.quantity::float8 as quantity from stock_levels l
          join products p on p.organization_id = l.organization_id and p.id = l.product_id
          where l.organization_id = ${org} and l.store_id = ${main}`,
    );
    const key = (r: { productId: string; variationId: string | null; quantity: number }) =>
      `${r.productId}|${r.variationId ?? ''}|${r.quantity}`;
    expect(sync.stock.map(key).sort()).toEqual(
      levels
        .map((l) =>
          key({ productId: l.product_id, variationId: l.variation_id, quantity: l.quantity }),
        )
        .sort(),
    );
    expect(sync.stock.find((s) => s.productId === plain[4]._id)?.quantity).toBe(3);
    expect(sync.stock.find((s) => s.variationId === shirts[1].variations[0]._id)?.quantity).toBe(3);
    expect(sync.customers.map((c) => c.name).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Customer ${i}`),
    );

    // Through HTTP with the server's page sizes: the same rows in one page.
    const res = await t.as(owner).get(`register/catalog?storeId=${main}`);
    expect(res.statusCode, res.body).toBe(200);
    const one = res.json() as TRegisterCatalogPage;
    expect(one).toMatchObject({ reset: true, hasMore: false });
    // With the server's safety window, a product archived within it of the load's floor is
    // sent as a removal too (harmless: the register never had it).
    expect(one.removedProductIds.filter((id) => id !== gone._id)).toEqual([]);
    expect(one.products.map((p) => p._id).sort()).toEqual(ids.sort());
    expect(one.stock.length).toBe(sync.stock.length);
    expect(Date.parse(one.serverTime)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('starts the customers at the 50,000 most recently changed', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const main = await storeOf(owner);
    // 50,010 customers, the first ten changed longest ago.
    await t.sql(sql`insert into customers (organization_id, id, name, updated_at)
      select ${org}, gen_random_uuid(), 'C' || n, now() - make_interval(secs => 60000 - n)
      from generate_series(1, 50010) n`);
    const sync = await syncAll(owner, main, undefined, { ...SMALL, customers: 20_000 });
    expect(sync.customers.length).toBe(50_000);
    const names = new Set(sync.customers.map((c) => c.name));
    expect(names.has('C10')).toBe(false);
    expect(names.has('C11')).toBe(true);
    expect(names.has('C50010')).toBe(true);
  });
});

describe('register catalogue: what a sync after a cursor answers', () => {
  it('answers exactly the rows each kind of write changed', async () => {
    const owner = await signUp(t);
    const main = await storeOf(owner);
    const kiosk = (await created(owner, 'stores', { name: 'Kiosk' }))._id;
    const s1 = await created(owner, 'products', shirt('S1'));
    const s2 = await created(owner, 'products', shirt('S2'));
    const tea = await created(owner, 'products', { name: 'Tea', price: 3, stock: 10, sku: 'TEA' });
    const cake = await created(owner, 'products', {
      name: 'Cake',
      price: 4,
      stock: 10,
      sku: 'CAKE',
    });
    const bare = await created(owner, 'products', {
      name: 'Bare',
      price: 1,
      stock: 0,
      sku: 'BARE',
    });
    const ann = await created(owner, 'customers', { name: 'Ann' });
    const bob = await created(owner, 'customers', { name: 'Bob' });
    let cursor = (await syncAll(owner, main)).cursor;

    /** The changes since the last sync; the cursor moves on. */
    async function delta() {
      const s = await syncAll(owner, main, cursor);
      expect(s.pages[0]?.reset).toBe(false);
      cursor = s.cursor;
      return changes(s);
    }
    const level = (productId: string, variationId: string | null, quantity: number) =>
      `${productId}|${variationId ?? ''}|${quantity}`;
    const sorted = (xs: string[]) => [...xs].sort();

    // Nothing changed: nothing comes.
    expect(await delta()).toEqual(none);

    // A price change: the product alone.
    const body = (p: typeof s1, overrides: Record<string, unknown> = {}) => ({
      ...shirt(p.sku),
      images: p.images.map((i: { url: string; name: string }) => ({ url: i.url, name: i.name })),
      variations: p.variations.map(
        (v: {
          _id: string;
          attributeCombination: string[];
          price: number;
          sku: string | null;
          isActive: boolean;
          stock: number;
        }) => ({
          _id: v._id,
          attributeCombination: v.attributeCombination,
          price: v.price,
          ...(v.sku && { sku: v.sku }),
          isActive: v.isActive,
          stock: v.stock,
        }),
      ),
      ...overrides,
    });
    const put = async (p: typeof s1, overrides: Record<string, unknown>) => {
      const res = await t.as(owner).put(`products/${p._id}`, body(p, overrides));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    await put(s1, { price: 25 });
    const priced = await syncAll(owner, main, cursor);
    cursor = priced.cursor;
    expect(changes(priced)).toEqual({ ...none, products: [s1._id] });
    expect(priced.products[0]?.price).toBe(25);

    // A variation added: the product with all three, in order.
    const b2 = body(s2);
    const withXl = await put(s2, {
      variations: [...b2.variations, { attributeCombination: ['XL', 'Red'], price: 30, stock: 0 }],
    });
    const added = await syncAll(owner, main, cursor);
    cursor = added.cursor;
    expect(changes(added).products).toEqual([s2._id]);
    expect(added.products[0]?.variations.map((v) => v.name)).toEqual([
      'L / Red',
      'M / Blue',
      'XL / Red',
    ]);
    // Its new level at the default store (opening stock 0) comes too.
    expect(changes(added).stock).toEqual([level(s2._id, withXl.variations[2]._id, 0)]);

    // A variation deactivated, then one removed (it has no history).
    await put(withXl, {
      variations: body(withXl).variations.map((v: { _id: string }, i: number) =>
        i === 0 ? { ...v, isActive: false } : v,
      ),
    });
    const deactivated = await syncAll(owner, main, cursor);
    cursor = deactivated.cursor;
    expect(changes(deactivated)).toEqual({ ...none, products: [s2._id] });
    expect(deactivated.products[0]?.variations.map((v) => v.isActive)).toEqual([
      false,
      false,
      true,
    ]);
    await put(withXl, { variations: body(withXl).variations.slice(0, 2) });
    const removed = await syncAll(owner, main, cursor);
    cursor = removed.cursor;
    expect(changes(removed)).toEqual({ ...none, products: [s2._id] });
    expect(removed.products[0]?.variations.map((v) => v.name)).toEqual(['L / Red', 'M / Blue']);

    // The primary image changed, written to the images alone (the product row untouched): the
    // trigger on product_images moves the product into the sync.
    await t.sql(sql`update product_images set is_primary = (name = 'back.gif')
      where organization_id = ${owner.user.organizationId} and product_id = ${s1._id} and variation_id is null`);
    // A sync that reads its clock in the same millisecond as the change ends at the change's own
    // time and sends it again next time (harmless, but not "exactly"): let the clock move on.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const imaged = await syncAll(owner, main, cursor);
    cursor = imaged.cursor;
    expect(changes(imaged)).toEqual({ ...none, products: [s1._id] });
    expect(imaged.products[0]?.imageUrl).toBe(s1.images[1].url);

    // A sale: the levels it took stock from, nothing else.
    // Through the service: the sale's HTTP answer is the sales module's (the offline
    // fields are being added there); what matters here is the statement that takes the stock.
    const sale = await createSale(t.deps, callerOf(owner), {
      storeId: main,
      items: [
        { productId: tea._id, quantity: 2 },
        { productId: s1._id, variationId: s1.variations[0]._id, quantity: 1 },
      ],
      paymentMethod: 'Cash',
    } as Parameters<typeof createSale>[2]);
    expect(sale).toBeTruthy();
    expect(await delta()).toEqual({
      ...none,
      stock: sorted([level(tea._id, null, 8), level(s1._id, s1.variations[0]._id, 2)]),
    });

    // A stock movement by barcode.
    const movement = await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: 'CAKE',
      quantity: 5,
      type: 'purchase',
    });
    expect(movement.statusCode, movement.body).toBe(201);
    expect(await delta()).toEqual({ ...none, stock: [level(cake._id, null, 15)] });

    // A transfer to another store: this store's level only.
    const transfer = await t.as(owner).post('inventory-log/transfer', {
      productId: cake._id,
      quantity: 4,
      fromStoreId: main,
      toStoreId: kiosk,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(await delta()).toEqual({ ...none, stock: [level(cake._id, null, 11)] });

    // A product archived (it has stock history: the sale) and one deleted (no history).
    expect(
      (
        await t
          .as(owner)
          .put(`products/${tea._id}`, { name: 'Tea', price: 3, stock: 0, sku: 'TEA' })
      ).statusCode,
    ).toBe(200);
    await delta();
    expect((await t.as(owner).delete(`products/${tea._id}`)).statusCode).toBe(200);
    expect((await t.as(owner).delete(`products/${bare._id}`)).statusCode).toBe(200);
    const [tomb] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from product_tombstones where product_id = ${bare._id}`,
    );
    expect(tomb?.n).toBe(1);
    expect(await delta()).toEqual({ ...none, removedProductIds: sorted([tea._id, bare._id]) });

    // Customers: added, edited, deleted.
    const cid = await created(owner, 'customers', { name: 'Cid' });
    expect(await delta()).toEqual({ ...none, customers: [cid._id] });
    expect((await t.as(owner).put(`customers/${ann._id}`, { name: 'Ann B' })).statusCode).toBe(200);
    expect(await delta()).toEqual({ ...none, customers: [ann._id] });
    expect((await t.as(owner).delete(`customers/${bob._id}`)).statusCode).toBe(200);
    expect(await delta()).toEqual({ ...none, removedCustomerIds: [bob._id] });

    // And nothing more.
    expect(await delta()).toEqual(none);
  });

  it('answers the customers only to a caller who may read them', async () => {
    const owner = await signUp(t);
    const main = await storeOf(owner);
    await created(owner, 'customers', { name: 'Ann' });
    const ids = await queryRows<{ id: string }>(
      t.db,
      sql`select id from permissions where organization_id = ${owner.user.organizationId}
          and name = 'manage_transactions'`,
    );
    await created(owner, 'roles', { name: 'Till only', permissions: ids.map((p) => p.id) });
    const till = await addMember(t, owner.user.organizationId, 'Till only');
    const res = await t.as(till).get(`register/catalog?storeId=${main}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customers: [], removedCustomerIds: [] });
    const full = await t.as(owner).get(`register/catalog?storeId=${main}`);
    expect(full.json().customers.map((c: { name: string }) => c.name)).toEqual(['Ann']);
    // The owner's cursor, used by the till, starts over: it was made with the customers.
    const again = await t
      .as(till)
      .get(`register/catalog?storeId=${main}&cursor=${full.json().cursor}`);
    expect(again.json().reset).toBe(true);
  });
});

describe('register catalogue: cursors and refusals', () => {
  it('reloads everything for a cursor older than the removals are kept, or of another store', async () => {
    const owner = await signUp(t);
    const main = await storeOf(owner);
    const kiosk = (await created(owner, 'stores', { name: 'Kiosk' }))._id;
    await created(owner, 'products', { name: 'Tea', price: 3, stock: 1, sku: 'TEA' });
    const first = (await t.as(owner).get(`register/catalog?storeId=${main}`)).json();
    const fresh = await t.as(owner).get(`register/catalog?storeId=${main}&cursor=${first.cursor}`);
    expect(fresh.json()).toMatchObject({ reset: false });
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString().replace('Z', '000Z');
    const stale = encodeCursor({ v: 1, store: main, customers: true, since: old });
    const res = await t.as(owner).get(`register/catalog?storeId=${main}&cursor=${stale}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reset: true });
    expect(res.json().products.map((p: { name: string }) => p.name)).toEqual(['Tea']);
    const elsewhere = await t
      .as(owner)
      .get(`register/catalog?storeId=${kiosk}&cursor=${first.cursor}`);
    expect(elsewhere.json()).toMatchObject({ reset: true });
  });

  it("keeps removals 30 days: a delete drops its organization's older tombstones", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const org = owner.user.organizationId;
    const old = (o: string, id: string, days: number) =>
      sql`(${o}::uuid, ${id}::uuid, now() - make_interval(days => ${days}))`;
    const [a, b, c] = [
      '01a00000-0000-7000-8000-00000000000a',
      '01a00000-0000-7000-8000-00000000000b',
      '01a00000-0000-7000-8000-00000000000c',
    ];
    await t.sql(sql`insert into product_tombstones (organization_id, product_id, removed_at)
      values ${old(org, a, 31)}, ${old(org, b, 29)}, ${old(other.user.organizationId, c, 31)}`);
    await t.sql(sql`insert into customer_tombstones (organization_id, customer_id, removed_at)
      values ${old(org, a, 31)}, ${old(org, b, 29)}`);
    const p = await created(owner, 'products', { name: 'Gone', price: 1, stock: 0, sku: 'GONE' });
    expect((await t.as(owner).delete(`products/${p._id}`)).statusCode).toBe(200);
    const cu = await created(owner, 'customers', { name: 'Gone' });
    expect((await t.as(owner).delete(`customers/${cu._id}`)).statusCode).toBe(200);
    const left = await queryRows<{ kind: string; id: string }>(
      t.db,
      sql`select 'p' as kind, product_id as id from product_tombstones
            where organization_id in (${org}, ${other.user.organizationId})
          union all select 'c', customer_id from customer_tombstones where organization_id = ${org}
          order by 1, 2`,
    );
    // The 31-day-old ones of this organization are gone; another organization's stay until it deletes.
    expect(left.map((r) => `${r.kind}:${r.id}`).sort()).toEqual(
      [`c:${b}`, `c:${cu._id}`, `p:${b}`, `p:${c}`, `p:${p._id}`].sort(),
    );
  });

  it('refuses a cursor it did not make (400 CURSOR_INVALID)', async () => {
    const owner = await signUp(t);
    const main = await storeOf(owner);
    const bad = [
      'garbage',
      'not base64!',
      Buffer.from('{"v":2}').toString('base64url'),
      encodeCursor({ v: 1, store: main, customers: true, since: 'yesterday' } as never),
      Buffer.from(
        JSON.stringify({
          v: 1,
          store: main,
          customers: true,
          since: '2026-01-01T00:00:00.000000Z',
          extra: 1,
        }),
      ).toString('base64url'),
    ];
    for (const cursor of bad) {
      const res = await t
        .as(owner)
        .get(`register/catalog?storeId=${main}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().code, cursor).toBe('CURSOR_INVALID');
    }
  });

  it("answers 404 for another organization's store, 409 for an inactive one, 403 without the register", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const theirs = await storeOf(other);
    const res = await t.as(owner).get(`register/catalog?storeId=${theirs}`);
    expect(res.statusCode, res.body).toBe(404);
    const closed = (await created(owner, 'stores', { name: 'Closed' }))._id;
    const off = await t.as(owner).put(`stores/${closed}`, { name: 'Closed', isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    const inactive = await t.as(owner).get(`register/catalog?storeId=${closed}`);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().code).toBe('LOCATION_INACTIVE');
    // Customers and stock, but not the register.
    const ids = await queryRows<{ id: string }>(
      t.db,
      sql`select id from permissions where organization_id = ${owner.user.organizationId}
          and name in ('manage_customers', 'manage_inventory')`,
    );
    await created(owner, 'roles', { name: 'Back room', permissions: ids.map((p) => p.id) });
    const clerk = await addMember(t, owner.user.organizationId, 'Back room');
    const main = await storeOf(owner);
    const denied = await t.as(clerk).get(`register/catalog?storeId=${main}`);
    expect(denied.statusCode).toBe(403);
  });
});

describe('register catalogue: a change that commits late', () => {
  // Two sessions at once: the server's pool (PostgreSQL); PGlite is one session.
  it.skipIf(!process.env.DATABASE_URL)(
    'is sent by the next sync though its time is before rows already sent',
    async () => {
      const owner = await signUp(t);
      const main = await storeOf(owner);
      const org = owner.user.organizationId;
      const late = await created(owner, 'products', {
        name: 'Late',
        price: 1,
        stock: 0,
        sku: 'LATE',
      });
      const early = await created(owner, 'products', {
        name: 'Early',
        price: 1,
        stock: 0,
        sku: 'EARLY',
      });
      let cursor = (await syncAll(owner, main)).cursor;

      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let updated = () => {};
      const written = new Promise<void>((r) => {
        updated = r;
      });
      // A transaction changes "Late" (its updated_at: this transaction's start) and stays open.
      const slow = t.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price = 9, updated_at = now()
          where organization_id = ${org} and id = ${late._id}`);
        updated();
        await held;
      });
      await written;
      // A later change commits first and is sent; "Late" is not visible yet.
      await new Promise((r) => setTimeout(r, 20));
      const res = await t
        .as(owner)
        .put(`products/${early._id}`, { name: 'Early', price: 2, stock: 0, sku: 'EARLY' });
      expect(res.statusCode, res.body).toBe(200);
      const first = await syncAll(owner, main, cursor);
      expect(changes(first).products).toEqual([early._id]);
      cursor = first.cursor;
      // Now it commits, with a time before "Early"'s.
      release();
      await slow;
      const [times] = await queryRows<{ late_first: boolean }>(
        t.db,
        sql`select (select updated_at from products where organization_id = ${org} and id = ${late._id})
            < (select updated_at from products where organization_id = ${org} and id = ${early._id}) as late_first`,
      );
      expect(times?.late_first).toBe(true);
      const second = await syncAll(owner, main, cursor);
      expect(changes(second).products).toContain(late._id);
      expect(second.products.find((p) => p._id === late._id)?.price).toBe(9);
    },
  );
});
