/**
 * The register's catalogue sync (issue 21: a full first load of 100,000 products ≤ 15 s end to
 * end), against PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds 100,000 products (a third with three variations, a fifth with a primary image), their
 * stock at the register's store and at another store, and 50,000 customers; then times the full
 * first load — every page in sequence through the HTTP app (`app.inject`, compressed as a
 * browser asks, then decompressed and parsed as the register would) and through the service —
 * against the minimal SQL of the same rows; then a delta sync after 100 changes of mixed kinds.
 */
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync } from 'node:zlib';
import { ZCustomerBody } from '@pos/contracts/customers';
import { ZAddByBarcodeBody } from '@pos/contracts/inventory';
import { ZProductBody } from '@pos/contracts/products';
import type { TRegisterCatalogPage } from '@pos/contracts/register-catalog';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { type Db, queryRows } from '../db/client.js';
import { createProduct, deleteProduct } from '../modules/catalog/products.service.js';
import { createCustomer, updateCustomer } from '../modules/customers/customers.service.js';
import { addByBarcode } from '../modules/inventory/inventory.service.js';
import { registerCatalogPage } from '../modules/register/register.service.js';
import type { AppDeps, Caller } from '../plugins/types.js';
import { benchOwner, fail, p50, withBenchDatabase } from './bench-kit.js';

const N_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const N_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
/** Seeded products without stock levels, deleted (hard) among the 100 changes. */
const N_DELETABLE = 10;

async function seed(db: Db, owner: Caller) {
  const org = owner.organizationId;
  await db.execute(sql`insert into stores (organization_id, id, name)
    values (${org}, gen_random_uuid(), 'Branch')`);
  await db.execute(sql`insert into categories (organization_id, id, name)
    select ${org}, gen_random_uuid(), 'Category ' || i from generate_series(1, 25) i`);
  // Changed over the last day: a catalogue that exists before the register first loads it.
  await db.execute(sql`insert into products (organization_id, id, name, sku, price, category_id,
      created_at, updated_at)
    select ${org}, gen_random_uuid(),
      (array['Linen','Wool','Cotton','Silk','Denim'])[1 + i % 5] || ' ' ||
      (array['shirt','scarf','jacket','sock','cap','dress'])[1 + i % 6] || ' ' || i,
      'R' || i, 5 + (i % 50) + 0.99,
      (select id from categories where organization_id = ${org} order by name offset i % 25 limit 1),
      now() - interval '1 day', now() - interval '1 day' + make_interval(secs => i * 0.5)
    from generate_series(1, ${N_PRODUCTS}) i`);
  // A third come in three sizes, each with its own SKU ("R3-M").
  await db.execute(sql`insert into product_variations (organization_id, id, product_id,
      attribute_combination, price, sku, position)
    select p.organization_id, gen_random_uuid(), p.id, jsonb_build_array(z.size, 'Blue'),
      p.price + z.n, p.sku || '-' || z.size, z.n
    from products p cross join unnest(array['S','M','L']) with ordinality as z(size, n)
    where p.organization_id = ${org} and substr(p.sku, 2)::int % 3 = 0
      and substr(p.sku, 2)::int <= ${N_PRODUCTS - N_DELETABLE}`);
  await db.execute(sql`insert into product_images (organization_id, id, product_id, url, name, is_primary)
    select p.organization_id, gen_random_uuid(), p.id,
      '/uploads/' || p.organization_id || '/' || md5(p.id::text) || '.png', 'front.png', true
    from products p where p.organization_id = ${org} and substr(p.sku, 2)::int % 5 = 0`);
  // Each product's own level and each variation's, at both stores (the last few products have
  // none: they are deleted below, as a product without stock history is).
  await db.execute(sql`insert into stock_levels (organization_id, id, product_id, variation_id,
      store_id, quantity, updated_at)
    select ${org}, gen_random_uuid(), i.product_id, i.variation_id, s.id,
      abs(hashtext(i.product_id::text || coalesce(i.variation_id::text, '') || s.name)) % 100,
      now() - interval '1 day'
    from (select id as product_id, null::uuid as variation_id from products
            where organization_id = ${org} and substr(sku, 2)::int <= ${N_PRODUCTS - N_DELETABLE}
          union all select product_id, id from product_variations where organization_id = ${org}) i
    cross join stores s where s.organization_id = ${org}`);
  await db.execute(sql`insert into customers (organization_id, id, name, email, phone, created_at, updated_at)
    select ${org}, gen_random_uuid(), 'Customer ' || i, 'c' || i || '@example.com',
      '+91 98' || lpad(i::text, 8, '0'), now() - interval '2 days',
      now() - interval '2 days' + make_interval(secs => i)
    from generate_series(1, ${N_CUSTOMERS}) i`);
  await db.execute(sql`vacuum analyze`);
}

interface Sync {
  pages: number;
  ms: number[];
  /** Of each page's time, the server's part (over HTTP: until the answer's last byte). */
  serverMs: number[];
  products: number;
  removed: number;
  stock: number;
  customers: number;
  bytes: number;
  cursor: string;
}

/** A whole sync through `page` (one call per page), timing each. */
async function sync(
  page: (
    cursor?: string,
  ) => Promise<{ body: TRegisterCatalogPage; bytes: number; serverMs?: number }>,
  cursor?: string,
): Promise<Sync> {
  const out: Sync = {
    pages: 0,
    ms: [],
    serverMs: [],
    products: 0,
    removed: 0,
    stock: 0,
    customers: 0,
    bytes: 0,
    cursor: cursor ?? '',
  };
  let next = cursor;
  for (;;) {
    const t0 = performance.now();
    const { body, bytes, serverMs } = await page(next);
    out.ms.push(performance.now() - t0);
    out.serverMs.push(serverMs ?? performance.now() - t0);
    out.pages += 1;
    out.products += body.products.length;
    out.removed += body.removedProductIds.length + body.removedCustomerIds.length;
    out.stock += body.stock.length;
    out.customers += body.customers.length;
    out.bytes += bytes;
    next = body.cursor;
    if (!body.hasMore) break;
  }
  out.cursor = next ?? '';
  return out;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const report = (label: string, s: Sync) =>
  console.log(
    `${label}: ${(sum(s.ms) / 1000).toFixed(2)} s (server ${(sum(s.serverMs) / 1000).toFixed(2)} s), ` +
      `${s.pages} pages (p50 ${p50(s.ms).toFixed(0)} ms, max ${Math.max(...s.ms).toFixed(0)} ms), ` +
      `${s.products} products, ${s.stock} stock rows, ${s.customers} customers, ${s.removed} removals` +
      (s.bytes ? `, ${(s.bytes / 1e6).toFixed(1)} MB on the wire` : ''),
  );

/** The same rows by the plainest SQL: no paging, no cursor, the columns the pages carry. */
async function minimalSql(db: Db, org: string, storeId: string) {
  const t0 = performance.now();
  const products = await queryRows<{ id: string }>(
    db,
    sql`select p.id, p.name, p.sku, p.price, p.category_id, i.url,
          (select json_agg(json_build_array(v.id, v.attribute_combination, v.sku, v.price, v.is_active)
             order by v.position, v.id)
           from product_variations v where v.organization_id = p.organization_id and v.product_id = p.id)
        from products p
        left join product_images i on i.organization_id = p.organization_id and i.product_id = p.id
          and i.variation_id is null and i.is_primary
        where p.organization_id = ${org} and p.archived_at is null`,
  );
  const stock = await queryRows(
    db,
    sql`select product_id, variation_id, quantity from stock_levels
        where organization_id = ${org} and store_id = ${storeId}`,
  );
  const customers = await queryRows(
    db,
    sql`select id, name, email, phone from customers where organization_id = ${org}
        order by updated_at desc limit 50000`,
  );
  const ms = performance.now() - t0;
  console.log(
    `minimal SQL of the same rows (3 plain selects, no paging): ${(ms / 1000).toFixed(2)} s — ` +
      `${products.length} products, ${stock.length} stock rows, ${customers.length} customers`,
  );
}

/** 100 changes of mixed kinds, through the services where a register's data changes. */
async function hundredChanges(deps: AppDeps, owner: Caller) {
  const org = owner.organizationId;
  const db = deps.db;
  // 20 new products, each with a variation.
  for (let i = 0; i < 20; i++) {
    await createProduct(
      deps,
      owner,
      ZProductBody.parse({
        name: `New ${i}`,
        price: 10 + i,
        stock: 5,
        sku: `NEW-${i}`,
        configurableAttributes: [{ name: 'Size', values: ['M'] }],
        variations: [{ attributeCombination: ['M'], price: 11 + i, stock: 2, sku: `NEW-${i}-M` }],
      }),
    );
  }
  // 20 price changes, as a bulk upload's update writes them.
  await db.execute(sql`update products set price = price + 1, updated_at = now()
    where organization_id = ${org} and sku = any(${`{${Array.from({ length: 20 }, (_, i) => `R${i * 997 + 1}`).join(',')}}`}::text[])`);
  // 20 stock movements by barcode at the default store.
  for (let i = 0; i < 20; i++) {
    await addByBarcode(
      deps,
      owner,
      ZAddByBarcodeBody.parse({ barcode: `R${i * 1013 + 2}`, quantity: 3, type: 'purchase' }),
    );
  }
  // 10 variations deactivated (their products move by the trigger).
  await db.execute(sql`update product_variations set is_active = false
    where organization_id = ${org} and sku = any(${`{${Array.from({ length: 10 }, (_, i) => `R${(i + 1) * 3000}-S`).join(',')}}`}::text[])`);
  // 10 products deleted (no stock history: hard deletes, tombstones).
  const deletable = await queryRows<{ id: string }>(
    db,
    sql`select id from products where organization_id = ${org}
        and substr(sku, 2)::int > ${N_PRODUCTS - N_DELETABLE} and sku like 'R%'`,
  );
  for (const p of deletable) await deleteProduct(deps, owner, p.id);
  // 10 customers added, 10 edited.
  for (let i = 0; i < 10; i++) {
    await createCustomer(deps, owner, ZCustomerBody.parse({ name: `Walk-in ${i}` }));
  }
  const edited = await queryRows<{ id: string }>(
    db,
    sql`select id from customers where organization_id = ${org} and name like 'Customer %' limit 10`,
  );
  for (const c of edited) {
    await updateCustomer(deps, owner, c.id, ZCustomerBody.parse({ name: 'Edited customer' }));
  }
  return 20 + 20 + 20 + 10 + deletable.length + 10 + edited.length;
}

withBenchDatabase('register', async (db, _url, deps) => {
  const owner = await benchOwner(db, 'Bench Register');
  const org = owner.organizationId;
  let t0 = performance.now();
  await seed(db, owner);
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const [store] = await queryRows<{ id: string }>(
    db,
    sql`select id from stores where organization_id = ${org} and is_default`,
  );
  const storeId = store?.id ?? '';
  const [user] = await queryRows<{ token_version: number }>(
    db,
    sql`select token_version from users where id = ${owner.userId}`,
  );
  const token = await deps.jwt.sign({
    userId: owner.userId,
    organizationId: org,
    tokenVersion: user?.token_version ?? 0,
  });
  const app = await buildApp(deps);
  await app.ready();

  const overHttp = async (cursor?: string) => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/register/catalog',
      query: { storeId, ...(cursor && { cursor }) },
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    const serverMs = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
    const raw = res.rawPayload;
    const text =
      res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw).toString() : res.body;
    return { body: JSON.parse(text) as TRegisterCatalogPage, bytes: raw.length, serverMs };
  };
  const throughService = async (cursor?: string) => ({
    body: await registerCatalogPage(deps, owner, { storeId, ...(cursor && { cursor }) }),
    bytes: 0,
  });

  await minimalSql(db, org, storeId);
  const viaService = await sync(throughService);
  report('full load through the service', viaService);
  await minimalSql(db, org, storeId);
  const full = await sync(overHttp);
  report('full load over HTTP (br, decompressed and parsed)', full);

  // The register's delta: 100 changes after the full load's cursor (whose floor is the load's
  // start − the safety window; the seeded rows are older).
  t0 = performance.now();
  const changes = await hundredChanges(deps, owner);
  console.log(`${changes} changes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const delta = await sync(overHttp, full.cursor);
  report(`delta sync after ${changes} changes over HTTP`, delta);
  const quiet = await sync(overHttp, delta.cursor);
  report('delta sync right after (the changes of the last 30 s window sent again)', quiet);
  await app.close();
}).catch(fail);
