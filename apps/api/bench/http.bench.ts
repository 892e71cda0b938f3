/**
 * The API over HTTP, as a shop's devices use it (DESIGN §11): `npm run bench:http`.
 *
 * PostgreSQL (DATABASE_URL's server, a throwaway database): the built server (dist/main.js) is
 * started on it, an owner signs up, 100,000 products are loaded through
 * POST /products/bulk-upsert-csv (files of 10,000 rows), and the search page is measured right
 * after the import and again after a manual ANALYZE. Then 1, 8 and 32 connections measure the
 * product list, search, the register's typing search, barcode lookup, a stock movement, a sale
 * and the dashboard (its seven requests at once); the same sale writes as minimal SQL from this
 * process give the database's own limit in the same run. PGlite (a fresh data folder) follows
 * with 10,000 products.
 *
 * Environment: BENCH_HTTP_PRODUCTS (100000), BENCH_HTTP_PGLITE_PRODUCTS (10000),
 * BENCH_HTTP_SECONDS per measurement (5), BENCH_HTTP_CONNECTIONS (1,8,32),
 * BENCH_HTTP_ONLY (pg | pglite), BENCH_HTTP_OPS (only the operations whose name holds it),
 * BENCH_HTTP_SCALE (a number of products, e.g. 1000000: instead of the runs above, one
 * organization with that many products and ten times as many sale lines seeded with SQL, see
 * http-scale.ts, measured the same way on PostgreSQL, with the dashboard's reads of before and
 * now as SQL beside them), BENCH_HTTP_SCALE_LINES (the scale seed's sale lines instead), BENCH_HTTP_CPU_PROF (a folder: the server writes a CPU profile
 * of the sales measurements there), BENCH_KEEP=1 (keeps the PostgreSQL database and prints its
 * name), BENCH_HTTP_REUSE (such a database, with BENCH_HTTP_SCALE its number of products:
 * measured again without seeding).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TListQueryBase } from '@pos/contracts/list';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { countedOnce, type ListSpec, listQueries } from '../src/lib/list-query.js';
import { productOptionsList } from '../src/modules/catalog/product-options.list.js';
import { productsList } from '../src/modules/catalog/products.list.js';
import { fail, p50, p95 } from './bench-kit.js';
import {
  type Answer,
  type HttpClient,
  httpClient,
  type LoadResult,
  load,
  multipartFile,
  row,
  type Server,
  startServer,
} from './http-kit.js';
import { OLD_DASHBOARD, productSql, seedAtScale } from './http-scale.js';
import { minimalSale, type Shop, saleProducts } from './sale-sql.js';

const PRODUCTS = Number(process.env.BENCH_HTTP_PRODUCTS ?? 100_000);
const PGLITE_PRODUCTS = Number(process.env.BENCH_HTTP_PGLITE_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_HTTP_CONNECTIONS ?? '1,8,32').split(',').map(Number);
const ONLY = process.env.BENCH_HTTP_ONLY;
/** Only the operations whose name contains this (e.g. "sale"). */
const OPS = process.env.BENCH_HTTP_OPS;
const SCALE = Number(process.env.BENCH_HTTP_SCALE ?? 0);
/** Sale lines of the scale seed (ten per product unless set). */
const SCALE_LINES = Number(process.env.BENCH_HTTP_SCALE_LINES ?? 0);
const FILE_ROWS = 10_000;
const API = '/api/v1';

const ADJECTIVES = ['Silk', 'Wool', 'Cotton', 'Linen', 'Denim', 'Leather', 'Velvet', 'Satin'];
const NOUNS = ['Scarf', 'Shirt', 'Dress', 'Jacket', 'Skirt', 'Sock', 'Glove', 'Belt', 'Hat', 'Bag'];
const productName = (i: number) =>
  `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} ${i}`;
const sku = (i: number) => `B${String(i).padStart(7, '0')}`;
/** What a user types: a noun and the start of a number ("scarf 42": a few dozen matches). */
const searchTerm = (i: number) =>
  `${NOUNS[i % NOUNS.length]?.toLowerCase()} ${10 + ((i * 7) % 90)}`;

/** A deterministic spread of product numbers, so runs are comparable. */
const pick = (i: number, n: number) => 1 + ((i * 7919) % n);

function csvFile(from: number, to: number) {
  const lines = ['sku,name,price,stock,category'];
  for (let i = from; i <= to; i++) {
    const noun = NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length];
    lines.push(`${sku(i)},${productName(i)},${(1 + (i % 200)).toFixed(2)},1000,${noun}`);
  }
  return `${lines.join('\n')}\n`;
}

async function signUp(client: HttpClient): Promise<Omit<Shop, 'storeId' | 'catalogue'>> {
  const answer = await client.json<{
    token: string;
    user: { _id: string; organizationId: string };
  }>('POST', `${API}/auth/signup`, null, {
    organizationName: 'Bench Shop',
    name: 'Bench Owner',
    email: `owner.${Date.now()}@bench.test`,
    password: 'correct horse battery staple',
  });
  return {
    token: answer.token,
    organizationId: answer.user.organizationId,
    userId: answer.user._id,
  };
}

/** The owner of a kept database (`BENCH_HTTP_REUSE`), signed in. */
async function signIn(
  client: HttpClient,
  raw: pg.Pool,
): Promise<Omit<Shop, 'storeId' | 'catalogue'>> {
  const { rows } = await raw.query<{ email: string }>(
    `select u.email from users u join organizations o on o.id = u.organization_id
     where o.name = 'Bench Shop' order by u.created_at limit 1`,
  );
  const answer = await client.json<{
    token: string;
    user: { _id: string; organizationId: string };
  }>('POST', `${API}/auth/login`, null, {
    username: rows[0]?.email,
    password: 'correct horse battery staple',
  });
  return {
    token: answer.token,
    organizationId: answer.user.organizationId,
    userId: answer.user._id,
  };
}

async function loadProducts(client: HttpClient, token: string, total: number) {
  const seconds: number[] = [];
  for (let from = 1; from <= total; from += FILE_ROWS) {
    const to = Math.min(total, from + FILE_ROWS - 1);
    const { body, contentType } = multipartFile('productFile', 'products.csv', csvFile(from, to));
    const t0 = performance.now();
    const res = await client.send('POST', `${API}/products/bulk-upsert-csv`, body, {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
    });
    if (res.status !== 200 && res.status !== 201) {
      throw new Error(`bulk upload → ${res.status} ${res.body.slice(0, 300)}`);
    }
    const errors = (JSON.parse(res.body) as { data: { errors: unknown[] } }).data.errors;
    if (errors.length) throw new Error(`bulk upload reported ${errors.length} bad rows`);
    seconds.push((performance.now() - t0) / 1000);
  }
  return seconds;
}

/** The owner's shop with 2,000 products to sell, found the way the register finds them. */
async function withCatalogue(
  client: HttpClient,
  owner: Omit<Shop, 'storeId' | 'catalogue'>,
  total: number,
): Promise<Shop> {
  const catalogue: Shop['catalogue'] = [];
  let storeId = '';
  for (let i = 0; i < Math.min(2000, total); i++) {
    const item = await client.json<{
      data: { productId: string; name: string; sku: string; price: number; storeId: string };
    }>('GET', `${API}/products/lookup?code=${sku(pick(i, total))}`, owner.token);
    storeId = item.data.storeId;
    catalogue.push(item.data);
  }
  return { ...owner, storeId, catalogue };
}

const get = (client: HttpClient, token: string, url: string) => client.api('GET', url, token);
const post = (client: HttpClient, token: string, url: string, body: unknown, extra = {}) =>
  client.api('POST', url, token, body, extra);

/** The operations measured over HTTP, by name. */
function operations(client: HttpClient, shop: Shop, total: number) {
  const { token } = shop;
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const dashboard = [
    ...['users', 'customers', 'transactions', 'roles', 'permissions'].map(
      (e) => `${API}/${e}/count`,
    ),
    // As the web asks: the organization's days (the rollups'), no ?tz=.
    `${API}/reports/sales-trend?startDate=${weekAgo}&endDate=${today}&interval=day`,
    `${API}/reports/top-products?limit=5`,
  ];
  return {
    'product list, newest first': () => get(client, token, `${API}/products?page=1&limit=10`),
    'product search ("scarf 42")': (i: number) =>
      get(client, token, `${API}/products?search=${encodeURIComponent(searchTerm(i))}&limit=10`),
    'register search while typing': (i: number) =>
      get(
        client,
        token,
        `${API}/products/options?search=${encodeURIComponent(searchTerm(i))}&limit=10`,
      ),
    'barcode lookup': (i: number) =>
      get(client, token, `${API}/products/lookup?code=${sku(pick(i, total))}`),
    'stock movement by barcode': (i: number) =>
      post(client, token, `${API}/inventory-log/add-by-barcode`, {
        barcode: sku(pick(i, total)),
        quantity: 1,
        type: 'purchase',
        storeId: shop.storeId,
      }),
    'sale of 2 lines': (i: number) => {
      const { a, b } = saleProducts(shop, i);
      return post(
        client,
        token,
        `${API}/transactions`,
        {
          items: [
            { productId: a?.productId, quantity: 1 },
            { productId: b?.productId, quantity: 1 },
          ],
          paymentMethod: 'Cash',
        },
        { 'idempotency-key': randomUUID() },
      );
    },
    'dashboard: sales trend (7 days)': () => get(client, token, dashboard[5] as string),
    'dashboard: top products (5)': () => get(client, token, dashboard[6] as string),
    'dashboard (7 requests at once)': async () => {
      const answers = await Promise.all(dashboard.map((url) => get(client, token, url)));
      return answers.find((a) => a.status >= 300) ?? answers[0] ?? { status: 0, body: '' };
    },
  };
}

const dialect = new PgDialect();

/**
 * The statements the API runs for a list answer (list-query.ts: the count then the page, or
 * for a search the one statement that does both), sent through `pg` from this process: what the
 * database itself takes for the page, without HTTP, the caller's statement or the API's code.
 */
function listSql<Q extends TListQueryBase, Row>(
  pool: pg.Pool,
  spec: ListSpec<Q, Row>,
  organizationId: string,
  query: (i: number) => Q,
) {
  return async (i: number) => {
    const q = query(i);
    const queries = listQueries(spec, organizationId, q, spec.countCap ?? null);
    const statements = countedOnce(spec, q) ? [queries.counted] : [queries.count, queries.page];
    for (const statement of statements) {
      const built = dialect.sqlToQuery(statement);
      // Prepared where the API prepares it (a page without a search, runList).
      const name = q.search
        ? undefined
        : `l${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
      await pool.query({ name, text: built.sql, values: built.params });
    }
    return { status: 200, body: '' };
  };
}

/**
 * The dashboard's trend and best sellers as SQL through `pg` (scale runs): the reads of before
 * the rollups fed them (sales_slots, product_sales — dropped by migration 0035, kept by the scale
 * seed as the sales kept them, `OLD_DASHBOARD`), the best sellers summed from the day rows of
 * all stores (the product rollups' rows), and the reads the API runs now
 * (reports.repository: rollup_sales as the sales-over-time report reads it, and
 * rollup_product_units), in the same run.
 */
async function dashboardSqlOperations(
  pool: pg.Pool,
  shop: Shop,
): Promise<Record<string, (i: number) => Promise<Answer>>> {
  const org = shop.organizationId;
  const { rows } = await pool.query<{ generation: number; time_zone: string }>(
    'select generation, time_zone from report_rollup_states where organization_id = $1',
    [org],
  );
  const { generation, time_zone: zone } = rows[0] ?? { generation: 1, time_zone: 'UTC' };
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const run = (text: string, values: unknown[]) => async () => {
    await pool.query({ text, values });
    return { status: 200, body: '' };
  };
  return {
    'sales trend (7 days): sales_slots, before': run(
      `with days as (
         select d::date as day, d::timestamp at time zone $3 as starts,
                (d + interval '1 day')::timestamp at time zone $3 as ends
         from generate_series($1::date, $2::date, interval '1 day') d)
       select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(sum(s.total), 0)::text as total
       from days
       left join ${OLD_DASHBOARD.salesSlots} s on s.organization_id = $4
         and s.slot >= days.starts and s.slot < days.ends
       group by days.day order by days.day`,
      [weekAgo, today, zone, org],
    ),
    'sales trend (7 days): rollup_sales, now': run(
      `select r.day::text as period, coalesce(sum(r.net), 0)::bigint as net
       from rollup_sales r
       where r.organization_id = $1 and r.generation = $2 and r.day between $3::date and $4::date
       group by 1 order by 1`,
      [org, generation, weekAgo, today],
    ),
    'top products (5): product_sales, before': run(
      `select p.name as product_name, s.quantity_sold::text as qty
       from ${OLD_DASHBOARD.productSales} s
       join products p on p.organization_id = s.organization_id and p.id = s.product_id
       where s.organization_id = $1 and s.quantity_sold > 0
       order by s.quantity_sold desc, s.product_id desc limit 5`,
      [org],
    ),
    'top products (5): day rows of all stores summed': run(
      `select p.name, t.units from (
         select r.product_id, sum(r.units)::bigint as units from rollup_products r
         where r.organization_id = $1 and r.generation = $2
           and r.store_id = '00000000-0000-0000-0000-000000000000' and r.product_id is not null
         group by r.product_id having sum(r.units) > 0
         order by 2 desc, 1 desc limit 5) t
       join products p on p.organization_id = $1 and p.id = t.product_id
       order by t.units desc, t.product_id desc`,
      [org, generation],
    ),
    'top products (5): rollup_product_units, now': run(
      `select p.name as product_name, u.units::text as units
       from rollup_product_units u
       join products p on p.organization_id = u.organization_id and p.id = u.product_id
       where u.organization_id = $1 and u.generation = $2 and u.units > 0
       order by u.units desc, u.product_id desc limit 5`,
      [org, generation],
    ),
  };
}

/** The SQL of the list operations measured over HTTP, by the same names. */
function listSqlOperations(
  pool: pg.Pool,
  shop: Shop,
): Record<string, (i: number) => Promise<Answer>> {
  const search = (i: number) => ({ page: 1, limit: 10, search: searchTerm(i) });
  return {
    'product list, newest first': listSql(pool, productsList, shop.organizationId, () => ({
      page: 1,
      limit: 10,
    })),
    'product search ("scarf 42")': listSql(pool, productsList, shop.organizationId, search),
    'register search while typing': listSql(pool, productOptionsList, shop.organizationId, search),
  };
}

/**
 * `n` registers at work, paced as a busy cashier: each scans an item every second (the lookup)
 * and rings up a sale of two lines every tenth second, starting at random moments. Answers the
 * lookups' p50 and p95 — what a cashier waits for after each scan.
 */
async function registers(
  client: HttpClient,
  shop: Shop,
  total: number,
  n: number,
  seconds: number,
) {
  const ops = operations(client, shop, total);
  const scan = ops['barcode lookup'];
  const sell = ops['sale of 2 lines'];
  const samples: number[] = [];
  let failures = 0;
  let k = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: n }, async () => {
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      for (let tick = 0; performance.now() < until; tick++) {
        const start = performance.now();
        const res = await scan(k++);
        samples.push(performance.now() - start);
        if (res.status !== 200) failures += 1;
        if (tick % 10 === 9 && (await sell(k++)).status !== 201) failures += 1;
        const wait = 1000 - (performance.now() - start);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    }),
  );
  return { p50: p50(samples), p95: p95(samples), failures };
}

/** Registers doubled until a scan's p95 passes 50 ms; prints each step. */
async function howManyRegisters(client: HttpClient, shop: Shop, total: number) {
  console.log(
    '\n| registers (a scan a second, a sale every 10 s each) | scan p50 | scan p95 |\n|---|---|---|',
  );
  let served = 0;
  for (let n = 1; n <= 256; n *= 2) {
    const r = await registers(client, shop, total, n, Math.max(SECONDS, 8));
    console.log(
      `| ${n} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms |${r.failures ? ` ${r.failures} failed |` : ''}`,
    );
    if (r.p95 > 50 || r.failures) break;
    served = n;
  }
  console.log(`scans within 50 ms (p95) for up to ${served} registers`);
}

const HEADER = '| operation | connections | p50 | p95 | requests/s |\n|---|---|---|---|---|';

async function measureAll(
  client: HttpClient,
  server: Server,
  shop: Shop,
  total: number,
  rawPool: pg.Pool | null,
) {
  const ops = operations(client, shop, total);
  console.log(HEADER);
  const sales: Record<number, { http: LoadResult; sql?: LoadResult; apiCpu: number }> = {};
  const answered = new Map<string, LoadResult>();
  for (const [label, op] of Object.entries(ops)) {
    if (OPS && !label.includes(OPS)) continue;
    for (const connections of CONNECTIONS) {
      const cpu0 = await server.cpuSeconds();
      const result = await load(connections, SECONDS, op);
      const apiCpu = (await server.cpuSeconds()) - cpu0;
      console.log(row(label, result));
      answered.set(`${label}|${connections}`, result);
      if (label.startsWith('sale')) {
        sales[connections] = {
          http: result,
          apiCpu: apiCpu / (result.requests / result.perSecond),
        };
      }
    }
  }
  const vsSql: string[] = [];
  if (rawPool) {
    const lists = Object.entries(listSqlOperations(rawPool, shop));
    for (const [label, op] of lists) {
      if (OPS && !label.includes(OPS)) continue;
      for (const connections of CONNECTIONS) {
        const result = await load(connections, SECONDS, op);
        console.log(row(`${label}: its SQL through pg`, result));
        const http = answered.get(`${label}|${connections}`);
        if (http) {
          vsSql.push(
            `${label} at ${connections} connection(s): HTTP p50 ${http.p50.toFixed(1)} ms, its SQL ${result.p50.toFixed(1)} ms → ${(http.p50 / result.p50).toFixed(2)}×`,
          );
        }
      }
    }
    if (SCALE && (!OPS || 'dashboard'.includes(OPS) || OPS.includes('dashboard'))) {
      for (const [label, op] of Object.entries(await dashboardSqlOperations(rawPool, shop))) {
        console.log(row(`${label}: its SQL through pg`, await load(1, SECONDS, op)));
      }
    }
    for (const connections of CONNECTIONS) {
      if (OPS && !'sale of 2 lines'.includes(OPS)) break;
      const result = await load(connections, SECONDS, minimalSale(rawPool, shop));
      console.log(row('sale of 2 lines, minimal SQL through pg', result));
      const entry = sales[connections];
      if (entry) entry.sql = result;
    }
  }
  console.log('');
  for (const line of vsSql) console.log(line);
  for (const [connections, s] of Object.entries(sales)) {
    const vsSql = s.sql
      ? `; minimal SQL ${Math.round(s.sql.perSecond)}/s, p50 ${s.sql.p50.toFixed(2)} ms → HTTP reaches ${((100 * s.http.perSecond) / s.sql.perSecond).toFixed(0)} % of it, p50 ${(s.http.p50 / s.sql.p50).toFixed(2)}×`
      : '';
    console.log(
      `sales at ${connections} connection(s): HTTP ${Math.round(s.http.perSecond)}/s, p50 ${s.http.p50.toFixed(2)} ms (API process at ${(100 * s.apiCpu).toFixed(0)} % of a core)${vsSql}`,
    );
  }
}

async function freshness(client: HttpClient, shop: Shop, analyze: () => Promise<void>) {
  const search = (i: number) =>
    get(client, shop.token, `${API}/products?search=${encodeURIComponent(searchTerm(i))}&limit=10`);
  const before = await load(8, SECONDS, search);
  await analyze();
  const after = await load(8, SECONDS, search);
  console.log(
    `search page at 8 connections right after the import: p50 ${before.p50.toFixed(1)} ms; after a manual ANALYZE: p50 ${after.p50.toFixed(1)} ms (ratio ${(before.p50 / after.p50).toFixed(2)})`,
  );
}

const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function onPostgres(scale: number) {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_HTTP_REUSE=<database> measures a database kept by an earlier run (BENCH_KEEP=1).
  const reuse = process.env.BENCH_HTTP_REUSE;
  const dbName = reuse ?? `pos_bench_http_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-http-'));
  const profile = process.env.BENCH_HTTP_CPU_PROF;
  const server = await startServer(
    // A scale run schedules no jobs: sealing two years of a million products' running totals
    // (docs/benchmarks/reports.md) would run under the measurements.
    {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      ...(scale ? { SCHEDULED_JOBS: 'off' } : {}),
    },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  const client = httpClient(server.url, 256);
  const raw = new pg.Pool({ connectionString: url.toString(), max: 40, options: '-c jit=off' });
  try {
    const total = scale || PRODUCTS;
    const owner = reuse ? await signIn(client, raw) : await signUp(client);
    if (reuse) {
      console.log(`\n## PostgreSQL, ${total} products, database ${reuse} (${loadLine()})\n`);
    } else if (scale) {
      const lines = SCALE_LINES || 10 * total;
      console.log(`\n## PostgreSQL, ${total} products, ${lines} sale lines (${loadLine()})\n`);
      await seedAtScale(raw, owner, total, lines, productSql(ADJECTIVES, NOUNS));
    } else {
      console.log(`\n## PostgreSQL, ${total} products (${loadLine()})\n`);
      const files = await loadProducts(client, owner.token, total);
      console.log(
        `bulk upload: ${files.length} files of ${FILE_ROWS} rows, ${Math.min(...files).toFixed(1)}–${Math.max(...files).toFixed(1)} s each`,
      );
    }
    const shop = await withCatalogue(client, owner, total);
    if (!scale) {
      await freshness(client, shop, async () => {
        await raw.query('analyze');
      });
    }
    await measureAll(client, server, shop, total, raw);
    if (!OPS && !scale) await howManyRegisters(client, shop, total);
    console.log(`\n(${loadLine()})`);
  } finally {
    client.close();
    await raw.end();
    await server.stop();
    // BENCH_KEEP=1 leaves the database for EXPLAIN sessions.
    if (process.env.BENCH_KEEP || reuse) console.log(`kept database ${dbName}`);
    else await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-http-lite-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const client = httpClient(server.url, 256);
  try {
    console.log(`\n## PGlite (embedded), ${PGLITE_PRODUCTS} products (${loadLine()})\n`);
    const owner = await signUp(client);
    const files = await loadProducts(client, owner.token, PGLITE_PRODUCTS);
    console.log(
      `bulk upload: ${files.length} file(s) of ${FILE_ROWS} rows, ${Math.min(...files).toFixed(1)}–${Math.max(...files).toFixed(1)} s each`,
    );
    const shop = await withCatalogue(client, owner, PGLITE_PRODUCTS);
    await measureAll(client, server, shop, PGLITE_PRODUCTS, null);
    if (!OPS) await howManyRegisters(client, shop, PGLITE_PRODUCTS);
    console.log(`\n(${loadLine()})`);
  } finally {
    client.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (SCALE) return onPostgres(SCALE);
  if (ONLY !== 'pglite') await onPostgres(0);
  if (ONLY !== 'pg') await onPglite();
}

main().catch(fail);
