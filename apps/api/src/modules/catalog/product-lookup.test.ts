import { PRODUCT_MESSAGES } from '@pos/contracts/products';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Executor, setLocal } from '../../db/client.js';
import { listQueries } from '../../lib/list-query.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { addMember, okAs, signUp, useTestApp } from '../../test/test-app.js';
import { findByCode } from './product-lookup.repository.js';
import { productOptionsList } from './product-options.list.js';

const t = useTestApp();

type Session = { token: string; user: { organizationId: string } };

const ok = okAs(t);

let seq = 0;
/** A shirt: its own SKU and stock, sizes M (active) and L (inactive) with their SKUs. */
const shirtBody = (sku: string, stock = { own: 5, m: 7, l: 1 }, ids: string[] = []) => ({
  name: `Tee ${seq}`,
  price: 20,
  stock: stock.own,
  sku,
  configurableAttributes: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Red'] },
  ],
  variations: [
    {
      _id: ids[0],
      attributeCombination: ['M', 'Red'],
      price: 22.5,
      stock: stock.m,
      sku: `${sku}-M`,
    },
    {
      _id: ids[1],
      attributeCombination: ['L', 'Red'],
      price: 23,
      stock: stock.l,
      sku: `${sku}-L`,
      isActive: false,
    },
  ],
});

async function shirt(s: Session) {
  seq += 1;
  const sku = `TEE-${seq}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const { data } = await ok(s, 'POST', 'products', shirtBody(sku));
  const [m, l] = data.variations as { _id: string; sku: string }[];
  if (!m || !l) throw new Error('variations not created');
  return { id: data._id as string, sku, m, l };
}

const lookup = (s: { token: string } | null, code: string, storeId?: string) =>
  t.as(s).get('products/lookup', { query: { code, ...(storeId ? { storeId } : {}) } });

const defaultStore = async (s: Session) =>
  ((await ok(s, 'GET', 'stores?sort=name')).data as { _id: string; name: string }[]).find(
    (x) => x.name === 'Main Store',
  )?._id;

describe('GET /products/lookup', () => {
  it('finds a product by its SKU, with its own stock at the default store', async () => {
    const owner = await signUp(t);
    const p = await shirt(owner);
    const res = await lookup(owner, p.sku);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      productId: p.id,
      variationId: null,
      name: `Tee ${seq}`,
      variationName: null,
      sku: p.sku,
      price: 20,
      stock: 5,
      unit: 'each',
      storeId: await defaultStore(owner),
      isActive: true,
      taxClassId: null,
      categoryId: null,
    });
  });

  it("finds a variation by its SKU, with the variation's name, price and stock", async () => {
    const owner = await signUp(t);
    const p = await shirt(owner);
    const res = await lookup(owner, p.m.sku);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      productId: p.id,
      variationId: p.m._id,
      name: `Tee ${seq}`,
      variationName: 'M / Red',
      sku: p.m.sku,
      price: 22.5,
      stock: 7,
      isActive: true,
    });
  });

  it('matches the whole code in any letter case, trimmed, and never a part of it', async () => {
    const owner = await signUp(t);
    const p = await shirt(owner);
    for (const code of [p.sku.toLowerCase(), ` ${p.m.sku.toLowerCase()} `]) {
      const res = await lookup(owner, code);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
      expect(res.json().data.sku).toBe(code.trim().toUpperCase());
    }
    for (const code of [p.sku.slice(0, -1), `${p.m.sku}X`, 'TEE']) {
      const res = await lookup(owner, code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'BARCODE_UNKNOWN',
        message: PRODUCT_MESSAGES.barcodeUnknown,
      });
    }
  });

  it("answers 404 BARCODE_UNKNOWN for another organization's SKU", async () => {
    const mine = await signUp(t);
    const theirs = await signUp(t);
    const p = await shirt(theirs);
    for (const code of [p.sku, p.m.sku]) {
      const res = await lookup(mine, code);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('BARCODE_UNKNOWN');
    }
  });

  it('leaves archived products out and finds an inactive variation, marked inactive', async () => {
    const owner = await signUp(t);
    const p = await shirt(owner);
    // Inactive variations are found (stock may still be moved); the register refuses to sell them.
    const inactive = await lookup(owner, p.l.sku);
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().data).toMatchObject({ variationId: p.l._id, isActive: false, stock: 1 });

    // A product with stock history is archived when deleted: neither its SKU nor its
    // variations' SKUs are found any more (as /products/options leaves it out).
    const gone = await shirt(owner);
    const empty = shirtBody(gone.sku, { own: 0, m: 0, l: 0 }, [gone.m._id, gone.l._id]);
    await ok(owner, 'PUT', `products/${gone.id}`, empty);
    await ok(owner, 'DELETE', `products/${gone.id}`);
    for (const code of [gone.sku, gone.m.sku]) {
      const res = await lookup(owner, code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().code).toBe('BARCODE_UNKNOWN');
    }
    // Its SKU may be taken again; the code then names the live product.
    const again = await ok(owner, 'POST', 'products', {
      name: 'Again',
      price: 3,
      stock: 2,
      sku: gone.sku,
    });
    expect((await lookup(owner, gone.sku)).json().data).toMatchObject({
      productId: again.data._id,
      name: 'Again',
      stock: 2,
    });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('answers the stock at the store asked for, else at the default store', async () => {
    const owner = await signUp(t);
    const p = await shirt(owner);
    const kiosk = (await ok(owner, 'POST', 'stores', { name: 'Kiosk' })).data._id as string;
    await ok(owner, 'POST', 'inventory-log/add-by-barcode', {
      barcode: p.m.sku,
      quantity: 8,
      type: 'purchase',
      storeId: kiosk,
    });

    const atKiosk = (await lookup(owner, p.m.sku, kiosk)).json().data;
    expect(atKiosk).toMatchObject({ variationId: p.m._id, stock: 8, storeId: kiosk });
    const atDefault = (await lookup(owner, p.m.sku)).json().data;
    expect(atDefault).toMatchObject({ stock: 7, storeId: await defaultStore(owner) });
    // The product's own stock is apart from its variations': none of it is at the kiosk.
    expect((await lookup(owner, p.sku, kiosk)).json().data).toMatchObject({
      variationId: null,
      stock: 0,
    });

    const other = await signUp(t);
    const theirStore = await defaultStore(other);
    const foreign = await lookup(owner, p.sku, theirStore);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Store not found' });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('is open to a cashier, refused without a token, and validates the code', async () => {
    const owner = await signUp(t);
    const p = await shirt(owner);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const res = await lookup(cashier, p.m.sku);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.variationId).toBe(p.m._id);

    expect((await lookup(null, p.sku)).statusCode).toBe(401);

    const missing = await t.as(owner).get('products/lookup');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { code: PRODUCT_MESSAGES.codeRequired },
    });
    const blank = await lookup(owner, '   ');
    expect(blank.json().details).toEqual({ code: PRODUCT_MESSAGES.codeRequired });
    expect((await lookup(owner, 'x'.repeat(65))).statusCode).toBe(400);
    expect((await lookup(owner, p.sku, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('resolves add-by-barcode codes through the same lookup', async () => {
    const owner = await signUp(t);
    const p = await shirt(owner);
    const moved = await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: p.l.sku.toLowerCase(),
      quantity: 2,
      type: 'purchase',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await lookup(owner, p.l.sku)).json().data.stock).toBe(3);
    const unknown = await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: `${p.sku}-XL`,
      quantity: 1,
      type: 'purchase',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'BARCODE_UNKNOWN',
      message: PRODUCT_MESSAGES.barcodeUnknown,
    });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('is one statement whose two branches are probes of the (organization_id, lower(sku)) indexes', async () => {
    const owner = await signUp(t);
    const p = await shirt(owner);
    const plans: string[] = [];
    await t.db.transaction(async (tx) => {
      // The tables of a test hold a few rows, where a scan is cheaper than any index: this asks
      // whether the query can use the indexes at all (the partial indexes' predicates are
      // implied by its filters); the benchmark shows the planner choosing them at scale. On Citus
      // the worker plans it, on the organization's shards (their names end in the shard's id).
      await setLocal(tx, 'enable_seqscan', 'off');
      // The lookup runs as a prepared statement: its session is asked to prepare it.
      const explaining = {
        session: {
          prepareQuery: (built: { sql: string; params: unknown[] }) => ({
            execute: async () => {
              const res = (await tx.execute(
                sql`explain (costs off) ${sql.raw(inlineParams(built.sql, built.params))}`,
              )) as unknown as { rows: { 'QUERY PLAN': string }[] };
              plans.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
              return { rows: [] };
            },
          }),
        },
      } as unknown as Executor;
      await findByCode(explaining, owner.user.organizationId, p.m.sku.toLowerCase());
    });
    expect(plans).toHaveLength(1);
    const [plan = ''] = plans;
    expect(plan).toMatch(/Append/);
    expect(plan).toMatch(/Index Scan using products_org_sku_uq(_\d+)? on products/);
    expect(plan).toMatch(
      /Index Scan using product_variations_org_sku_uq(_\d+)? on product_variations/,
    );
  });
});

/** The statement with its parameters written in as literals (EXPLAIN takes no parameters here). */
function inlineParams(text: string, params: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`;
  });
}

describe('GET /products/options (the typing search)', () => {
  const found = async (s: Session, search: string) => {
    const answer = await ok(s, 'GET', `products/options?search=${encodeURIComponent(search)}`);
    return { ids: (answer.data as { _id: string }[]).map((p) => p._id), total: answer.totalCount };
  };

  it('finds a product by name, by SKU or by a variation’s SKU, once, and only live ones of the organization', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const a = await shirt(owner);
    const b = await shirt(owner);
    const foreign = await shirt(other);
    // The product's SKU starts its variations' SKUs too: still one answer.
    expect(await found(owner, a.sku)).toEqual({ ids: [a.id], total: 1 });
    expect(await found(owner, `${a.sku}-l`.toLowerCase())).toEqual({ ids: [a.id], total: 1 });
    const byName = await found(owner, 'Tee');
    expect(byName.ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(byName.ids).not.toContain(foreign.id);
    expect(await found(owner, foreign.sku)).toEqual({ ids: [], total: 0 });
    // A product with stock history is archived when deleted: no longer offered.
    const empty = shirtBody(b.sku, { own: 0, m: 0, l: 0 }, [b.m._id, b.l._id]);
    await ok(owner, 'PUT', `products/${b.id}`, empty);
    await ok(owner, 'DELETE', `products/${b.id}`);
    expect(await found(owner, b.sku)).toEqual({ ids: [], total: 0 });
  });

  it('is a UNION of one-column matches, each of which a trigram index can serve', async () => {
    const owner = await signUp(t);
    const { page, count } = listQueries(productOptionsList, owner.user.organizationId, {
      page: 1,
      limit: 10,
      search: 'it-12-s',
    });
    for (const query of [page, count]) {
      const res = (await t.db.execute(sql`explain (costs off) ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      const plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
      // Three branches appended and made unique: name, SKU, a variation's SKU. An OR of them
      // (with a subquery) could only be tested row by row, walking every product (~160 ms at
      // 100k products); the benchmark shows each branch read from its trigram index (~2 ms).
      expect(plan).toMatch(/Append/);
      expect(plan).toMatch(/name ~~\* '%it-12-s%'/);
      expect(plan).toMatch(/sku ~~\* '%it-12-s%'[\s\S]*sku ~~\* '%it-12-s%'/);
      expect(plan).not.toMatch(/ OR /);
      expect(plan).not.toMatch(/hashed SubPlan/);
    }
  });
});
