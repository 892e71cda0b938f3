/**
 * The platform's throughput across tenants (docs/benchmarks/platform.md): `npm run bench:platform`.
 *
 * The built server on a throwaway database of DATABASE_URL's server; 32 organizations signed up
 * over HTTP, each with 200 products (bulk CSV, a million units each) and sales outside shifts.
 * Sales of two lines, 32 clients at once for BENCH_SECONDS (10) each, in BENCH_ROUNDS (2) rounds:
 *   - over HTTP: 32 organizations with one register each, and 32 registers of one organization;
 *     the same for one organization with the credit taken at the commit turned off
 *     (`transactions_use_credit`: what the subscription's row costs a busy organization);
 *   - the least SQL of the same rows (bench/sale-sql.ts: one statement, from this process), on
 *     the real tables (keys, indexes, triggers) and on a copy of them without any (schema
 *     `floor`: `create table … (like …)`, one index to find a stock level by its product),
 *     across organizations and in one; and with their indexes but no foreign keys or triggers
 *     (schema `indexed`); on the real tables with each trigger group turned off in turn, and
 *     without the stock level's indexes on its quantity and time (what a heap-only update of the
 *     level would buy; over HTTP too).
 * Both processes share the machine's two cores with PostgreSQL: the figures are comparable within
 * a run, as ratios.
 */

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  type Answer,
  type HttpClient,
  httpClient,
  load,
  multipartFile,
  startServer,
} from './http-kit.js';
import { minimalSale, type Shop, saleProducts } from './sale-sql.js';

const SHOPS = 32;
const PRODUCTS = 200;
const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Only the runs whose label contains this text (all when unset). */
const ONLY = process.env.BENCH_ONLY;
const API = '/api/v1';
const SALE_TABLES = ['stock_levels', 'inventory_log', 'transactions', 'transaction_items'];
/** The triggers a sale's writes fire, by the table they are on. */
const TRIGGER_TABLE: Record<string, string> = {
  transactions_use_credit: 'transactions',
  transactions_rollup: 'transactions',
  transactions_webhook_inserted: 'transactions',
  inventory_log_webhook: 'inventory_log',
};

const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function openShop(client: HttpClient, raw: pg.Pool, n: number): Promise<Shop> {
  const owner = await client.json<{ token: string; user: { _id: string; organizationId: string } }>(
    'POST',
    `${API}/auth/signup`,
    null,
    {
      organizationName: `Platform Shop ${n}`,
      name: 'Bench Owner',
      email: `owner.${n}.${Date.now()}@platform.test`,
      password: 'correct horse battery staple',
    },
  );
  const org = owner.user.organizationId;
  const rows = ['sku,name,price,stock'];
  for (let i = 1; i <= PRODUCTS; i++)
    rows.push(`S${n}-${i},Item ${i} of shop ${n},${(1 + (i % 50)).toFixed(2)},1000000`);
  const { body, contentType } = multipartFile(
    'productFile',
    'products.csv',
    `${rows.join('\n')}\n`,
  );
  const res = await client.send('POST', `${API}/products/bulk-upsert-csv`, body, {
    authorization: `Bearer ${owner.token}`,
    'content-type': contentType,
  });
  if (res.status >= 300) throw new Error(`bulk upload → ${res.status} ${res.body.slice(0, 200)}`);
  await raw.query(
    'update general_settings set require_open_shift = false where organization_id = $1',
    [org],
  );
  const catalogue = await raw.query<{
    productId: string;
    name: string;
    sku: string;
    price: number;
  }>(
    `select id as "productId", name, sku, price::float8 as price from products where organization_id = $1 order by sku`,
    [org],
  );
  const store = await raw.query<{ id: string }>(
    'select id from stores where organization_id = $1 and is_default',
    [org],
  );
  return {
    token: owner.token,
    organizationId: org,
    userId: owner.user._id,
    storeId: store.rows[0]?.id as string,
    catalogue: catalogue.rows,
  };
}

/** A sale of two lines over HTTP by the shop the i-th call picks. */
function httpSale(client: HttpClient, pickShop: (i: number) => Shop) {
  return (i: number): Promise<Answer> => {
    const shop = pickShop(i);
    const { a, b } = saleProducts(shop, Math.floor(i / SHOPS));
    return client.api(
      'POST',
      `${API}/transactions`,
      shop.token,
      {
        items: [
          { productId: a?.productId, quantity: 1 },
          { productId: b?.productId, quantity: 1 },
        ],
        paymentMethod: 'Cash',
      },
      { 'idempotency-key': randomUUID() },
    );
  };
}

/** The minimal SQL of the i-th call's shop, in `schema`. */
function sqlSale(raw: pg.Pool, shops: Shop[], pickShop: (i: number) => Shop, schema: string) {
  const bySale = new Map(shops.map((s) => [s, minimalSale(raw, s, schema)]));
  return (i: number) =>
    (bySale.get(pickShop(i)) as (i: number) => Promise<Answer>)(Math.floor(i / SHOPS));
}

/**
 * The sale's tables again, the stock levels copied: in schema `floor` without keys, indexes or
 * triggers; in schema `indexed` with their primary keys, unique constraints and indexes, but no
 * foreign keys or triggers (`like … including all`).
 */
async function makeFloors(raw: pg.Pool) {
  for (const [schema, like] of [
    ['floor', 'including defaults'],
    ['indexed', 'including all'],
  ]) {
    await raw.query(`create schema ${schema}`);
    for (const t of SALE_TABLES) {
      await raw.query(`create table ${schema}.${t} (like public.${t} ${like})`);
    }
    await raw.query(`insert into ${schema}.stock_levels select * from public.stock_levels`);
  }
  // Without it each sale's update reads every organization's levels: the least work finds its row.
  await raw.query('create index on floor.stock_levels (organization_id, store_id, product_id)');
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `pos_bench_platform_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-platform-'));
  const server = await startServer(
    { DATABASE_URL: url.toString(), DATA_DIR: dataDir, SCHEDULED_JOBS: 'off' },
    // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: where the API's own time goes.
    process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  );
  const client = httpClient(server.url, 256);
  const raw = new pg.Pool({
    connectionString: url.toString(),
    max: CLIENTS,
    options: '-c jit=off',
  });
  try {
    const shops: Shop[] = [];
    for (let n = 0; n < SHOPS; n++) shops.push(await openShop(client, raw, n));
    await makeFloors(raw);
    await raw.query('vacuum analyze');
    console.log(`${SHOPS} organizations, ${PRODUCTS} products each (${loadLine()})\n`);
    const across = (i: number) => shops[i % SHOPS] as Shop;
    const one = () => shops[0] as Shop;
    const triggersOff = (names: string[]) =>
      [
        () =>
          Promise.all(
            names.map((t) => raw.query(`alter table ${TRIGGER_TABLE[t]} disable trigger ${t}`)),
          ),
        () =>
          Promise.all(
            names.map((t) => raw.query(`alter table ${TRIGGER_TABLE[t]} enable trigger ${t}`)),
          ),
      ] as const;
    // The stock level's indexes on what a sale changes (its quantity, its time): without them
    // its update can be a heap-only one (HOT), no new index entries — what that would buy.
    const HOT_BLOCKERS = [
      'stock_levels_org_quantity_idx',
      'stock_levels_org_updated_idx',
      'stock_levels_org_store_updated_idx',
    ];
    const { rows: blockerDefs } = await raw.query<{ indexdef: string }>(
      'select indexdef from pg_indexes where indexname = any($1)',
      [HOT_BLOCKERS],
    );
    const levelIndexesOff = [
      () => Promise.all(HOT_BLOCKERS.map((name) => raw.query(`drop index ${name}`))),
      () => Promise.all(blockerDefs.map((d) => raw.query(d.indexdef))),
    ] as const;
    type Run = [
      string,
      (i: number) => Promise<Answer>,
      ...(readonly [() => Promise<unknown>, () => Promise<unknown>] | []),
    ];
    const runs: Run[] = [
      ['HTTP, 32 organizations × 1 register', httpSale(client, across)],
      ['HTTP, 1 organization × 32 registers', httpSale(client, one)],
      [
        'HTTP, 1 organization × 32, no credit at commit',
        httpSale(client, one),
        ...triggersOff(['transactions_use_credit']),
      ],
      ['least SQL, real tables, 32 organizations', sqlSale(raw, shops, across, 'public')],
      [
        'least SQL, real tables, 32 organizations, no credit at commit',
        sqlSale(raw, shops, across, 'public'),
        ...triggersOff(['transactions_use_credit']),
      ],
      [
        'least SQL, real tables, 32 organizations, no rollup queue',
        sqlSale(raw, shops, across, 'public'),
        ...triggersOff(['transactions_rollup']),
      ],
      [
        'least SQL, real tables, 32 organizations, no webhook triggers',
        sqlSale(raw, shops, across, 'public'),
        ...triggersOff(['transactions_webhook_inserted', 'inventory_log_webhook']),
      ],
      [
        'least SQL, real tables, 32 organizations, no triggers',
        sqlSale(raw, shops, across, 'public'),
        ...triggersOff(Object.keys(TRIGGER_TABLE)),
      ],
      [
        'least SQL, real tables, 32 organizations, no stock level index on quantity or time',
        sqlSale(raw, shops, across, 'public'),
        ...levelIndexesOff,
      ],
      [
        'HTTP, 32 organizations × 1 register, no stock level index on quantity or time',
        httpSale(client, across),
        ...levelIndexesOff,
      ],
      ['least SQL, real tables, 1 organization', sqlSale(raw, shops, one, 'public')],
      [
        'least SQL, indexes but no foreign keys or triggers, 32 organizations',
        sqlSale(raw, shops, across, 'indexed'),
      ],
      [
        'least SQL, floor (no keys/indexes/triggers), 32 organizations',
        sqlSale(raw, shops, across, 'floor'),
      ],
      ['least SQL, floor, 1 organization', sqlSale(raw, shops, one, 'floor')],
    ];
    const chosen = ONLY ? runs.filter(([label]) => label.includes(ONLY)) : runs;
    const statements = await statementStats(raw);
    console.log(`${CLIENTS} clients each run, ${SECONDS} s\n`);
    console.log(
      '| round | sales | p50 | p95 | sales/s | CPU, cores: API · PostgreSQL · bench | CPU ms per sale: API · PostgreSQL · bench | load |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (let round = 1; round <= ROUNDS; round++) {
      // Every other round backwards: no variant always runs on the warmest or fullest tables.
      const order = round % 2 ? chosen : [...chosen].reverse();
      for (const [label, op, before, after] of order) {
        await before?.();
        try {
          // Where the two cores go over the run (warm-up included): the API process, every
          // PostgreSQL process, this one (its HTTP client, or its SQL client).
          const cpu0 = await cpuSeconds(server);
          const t0 = performance.now();
          const r = await load(CLIENTS, SECONDS, op, statements?.reset);
          const cpu1 = await cpuSeconds(server);
          const seconds = (performance.now() - t0) / 1000;
          const sales = r.perSecond * seconds;
          const used = (['api', 'postgres', 'bench'] as const).map((k) => cpu1[k] - cpu0[k]);
          const cores = used.map((c) => (c / seconds).toFixed(2)).join(' · ');
          const perSale = used.map((c) => ((c * 1000) / sales).toFixed(2)).join(' · ');
          console.log(
            `| ${round} | ${label} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${Math.round(r.perSecond)}/s${r.failures ? ` (${r.failures} failed)` : ''} | ${cores} | ${perSale} | ${loadavg()[0]?.toFixed(2)} |`,
          );
          if (round === 1) await statements?.print(label, r.requests);
        } finally {
          await after?.();
        }
      }
    }
    console.log(`\n(${loadLine()})`);
  } finally {
    client.close();
    await raw.end();
    await server.stop();
    if (process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
    else await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * CPU seconds so far of the API process, of PostgreSQL (every `postgres` process, and the
 * backends that have exited: the postmaster's children's times), and of this process.
 */
async function cpuSeconds(server: { cpuSeconds(): Promise<number> }) {
  // After the ")" that ends the name: the state, the parent (field 4), …, utime and stime
  // (14, 15) and the exited children's cutime and cstime (16, 17), in clock ticks.
  const processes = new Map<number, number[]>();
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    processes.set(
      Number(pid),
      stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number),
    );
  }
  let postgres = 0;
  for (const f of processes.values()) {
    const postmaster = !processes.has(f[1] ?? 0);
    postgres +=
      ((f[11] ?? 0) + (f[12] ?? 0) + (postmaster ? (f[13] ?? 0) + (f[14] ?? 0) : 0)) / 100;
  }
  const own = process.cpuUsage();
  return {
    api: await server.cpuSeconds(),
    postgres,
    bench: (own.user + own.system) / 1e6,
  };
}

/**
 * Where PostgreSQL's time goes in a run, statement by statement, when the server preloads
 * pg_stat_statements (`shared_preload_libraries`; not needed otherwise): calls and execution time
 * per sale, the planning time beside it.
 */
async function statementStats(raw: pg.Pool) {
  try {
    await raw.query('create extension if not exists pg_stat_statements');
    await raw.query('select pg_stat_statements_reset()');
  } catch {
    return undefined;
  }
  return {
    reset: () => raw.query('select pg_stat_statements_reset()'),
    async print(label: string, sales: number) {
      const { rows } = await raw.query<{
        query: string;
        calls: number;
        exec: number;
        plan: number;
      }>(
        `select query, calls::float8 as calls, total_exec_time as exec, total_plan_time as plan
           from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
            and query not like '%pg_stat_statements%'
          order by total_exec_time + total_plan_time desc`,
      );
      const total = rows.reduce((t, r) => t + r.exec + r.plan, 0);
      console.log(`\n${label}: ${(total / sales).toFixed(3)} ms of statements per sale`);
      console.log('| calls/sale | exec ms/sale | plan ms/sale | share | statement |');
      console.log('|---|---|---|---|---|');
      for (const r of rows.slice(0, 15)) {
        const text = r.query.replace(/\s+/g, ' ').slice(0, 110).replaceAll('|', '\\|');
        console.log(
          `| ${(r.calls / sales).toFixed(2)} | ${(r.exec / sales).toFixed(3)} | ${(r.plan / sales).toFixed(3)} | ${(((r.exec + r.plan) / total) * 100).toFixed(1)} % | ${text} |`,
        );
      }
      console.log('');
    },
  };
}

await main();
