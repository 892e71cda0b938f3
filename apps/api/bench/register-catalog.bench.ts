/**
 * The register's catalogue sync (target: a full first load of 100,000 products ≤ 15 s end to
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
import type { TRegisterCatalogPage } from '@pos/contracts/register-catalog';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { type Db, queryRows } from '../src/db/client.js';
import { registerCatalogPage } from '../src/modules/register/register.service.js';
import { benchOwner, fail, p50, withBenchDatabase } from './bench-kit.js';
import { hundredChanges, seedRegisterCatalogue } from './register-seed.js';

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

withBenchDatabase('register', async (db, _url, deps) => {
  const owner = await benchOwner(db, 'Bench Register');
  const org = owner.organizationId;
  let t0 = performance.now();
  await seedRegisterCatalogue(db, owner);
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
