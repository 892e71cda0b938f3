/**
 * Reports off the primary (docs/DESIGN.md, "Reports off the primary"):
 *   npm run bench:replica
 * Starts a PostgreSQL server of its own and a streaming replica of it (`pg_basebackup`; the
 * cluster tests' servers, fsync off), seeds one organization — 20,000 products stocked at its
 * store, BENCH_SALES (200,000) sales of two lines over two years, the rollups built — and
 * measures, reports read through the service as the routes do:
 *   1. the replica's lag: from a sale's commit on the primary until the replica has replayed it
 *      (p50/p95 of 200 sales, polled every 0.2 ms);
 *   2. quiet, each report's p50 reading the primary and reading the replica (the wait for its
 *      catch-up included): the sales summary of the last 365 days, the inventory valuation's
 *      first page with its totals (every item), the dashboard;
 *   3. loaded: 16 registers selling for BENCH_SECONDS (10) while 4 clients run the valuation
 *      back to back, reports on the primary then on the replica, BENCH_PAIRS (2) times: sales/s
 *      and the report's p50.
 * Both servers share this machine's two cores: the replica takes the reports' reading off the
 * primary's locks and buffers, not off its CPU — a separate machine would show more.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ZInventoryValuationQuery } from '@pos/contracts/inventory-valuation';
import { ZSalesReportQuery } from '@pos/contracts/sales-reports';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { PgServer } from '../cluster/pg-servers.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createDeps } from '../src/deps.js';
import { listInventoryValuation } from '../src/modules/inventory/inventory-reports.service.js';
import { dashboardToday } from '../src/modules/reports/dashboard.service.js';
import { salesReport } from '../src/modules/reports/sales-reports.service.js';
import { recalculateRollups } from '../src/modules/rollups/rollups.service.js';
import { createSale } from '../src/modules/sales/checkout.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import { benchOwner, ms, p50, p95, seedOpeningStock, seedSalesHistory, time } from './bench-kit.js';

const N_SALES = Number(process.env.BENCH_SALES ?? 200_000);
const N_PRODUCTS = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 2);
const REGISTERS = 16;
const READERS = 4;

async function seed(deps: AppDeps, owner: Caller) {
  const { db } = deps;
  const org = owner.organizationId;
  await db.execute(sql`insert into products (organization_id, id, name, sku, price, cost_price)
    select ${org}, gen_random_uuid(), 'Product ' || i, 'P' || i, 1 + (i % 90), 0.5 + (i % 90) / 2.0
    from generate_series(1, ${N_PRODUCTS}) i`);
  await seedOpeningStock(db, org, 1_000_000);
  await db.execute(
    sql`create temp table bench_p as select row_number() over () as n, id, name, price from products where organization_id = ${org}`,
  );
  await seedSalesHistory(
    db,
    org,
    sql`insert into transactions (organization_id, id, store_id, user_id, status, payment_method,
      subtotal, tax_total, total_amount, transaction_date)
    select ${org}, gen_random_uuid(), (select id from stores where organization_id = ${org} and is_default),
      ${owner.userId}::uuid, 'Completed', (array['Cash','Card','UPI'])[1 + g % 3], 20, 0, 20,
      now() - ((g::float / ${N_SALES}) * interval '730 days')
    from generate_series(1, ${N_SALES}) g`,
  );
  await db.execute(sql`insert into transaction_items (organization_id, id, transaction_id, product_id, product_name,
      quantity, price_at_sale, line_total)
    select ${org}, gen_random_uuid(), t.id, p.id, p.name, 1 + (k % 3), p.price, p.price * (1 + (k % 3))
    from (select id, row_number() over () as r from transactions where organization_id = ${org}) t
    cross join generate_series(0, 1) k
    join bench_p p on p.n = 1 + ((t.r * 7 + k * 13) % ${N_PRODUCTS})`);
  await db.execute(sql`update general_settings set require_open_shift = false`);
  await db.execute(
    sql`update subscriptions set total_credits = 100000000, remaining_credits = 100000000`,
  );
  await recalculateRollups(deps, org);
  await db.execute(sql`vacuum analyze`);
}

function saleMaker(deps: AppDeps, owner: Caller, products: string[]) {
  let n = 0;
  return () => {
    n += 1;
    return createSale(
      deps,
      owner,
      {
        items: [{ productId: products[(n * 7) % products.length] as string, quantity: 1 }],
        paymentMethod: 'Card' as const,
      },
      randomUUID(),
    );
  };
}

/** Sales/s of REGISTERS clients for SECONDS while READERS clients run `report`; the report's p50. */
async function underLoad(sale: () => Promise<unknown>, report: () => Promise<unknown>) {
  let going = true;
  let sales = 0;
  const reportMs: number[] = [];
  const t0 = performance.now();
  const stop = setTimeout(() => {
    going = false;
  }, SECONDS * 1000);
  await Promise.all([
    ...Array.from({ length: REGISTERS }, async () => {
      while (going) {
        await sale();
        sales += 1;
      }
    }),
    ...Array.from({ length: READERS }, async () => {
      while (going) {
        const s = performance.now();
        await report();
        reportMs.push(performance.now() - s);
      }
    }),
  ]);
  clearTimeout(stop);
  const seconds = (performance.now() - t0) / 1000;
  return { salesPerSecond: sales / seconds, reportP50: p50(reportMs), reports: reportMs.length };
}

async function main() {
  const primary = await PgServer.create({ shared_buffers: "'256MB'" });
  const replica = await PgServer.replicaOf(primary, { shared_buffers: "'256MB'" });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-replica-'));
  const databases: Database[] = [];
  try {
    await primary.query('create database pos');
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    const log = pino({ level: 'silent' });
    const onPrimary = openDatabase({ kind: 'pg', url: primary.url('pos') });
    const withReplica = openDatabase({
      kind: 'pg',
      url: primary.url('pos'),
      readUrl: replica.url('pos'),
    });
    databases.push(onPrimary, withReplica);
    await onPrimary.migrate();
    const primaryDeps = createDeps(config, onPrimary, log);
    const replicaDeps = createDeps(config, withReplica, log);
    const owner = await benchOwner(onPrimary.db, 'Bench Replica');
    const s0 = performance.now();
    await seed(primaryDeps, owner);
    console.log(
      `seeded ${N_PRODUCTS} products, ${N_SALES} sales in ${((performance.now() - s0) / 1000).toFixed(0)} s; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const products = (
      await primary.query<{ id: string }>(
        'select id from products where organization_id = $1',
        [owner.organizationId],
        'pos',
      )
    ).map((r) => r.id);
    const sale = saleMaker(primaryDeps, owner, products);

    // 1. The replica's lag after a sale's commit.
    const watch = new pg.Client({ connectionString: replica.url('pos') });
    const lsnOf = new pg.Client({ connectionString: primary.url('pos') });
    await Promise.all([watch.connect(), lsnOf.connect()]);
    const lags: number[] = [];
    for (let i = 0; i < 200; i++) {
      await sale();
      const committed = performance.now();
      const { rows: at } = await lsnOf.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const lsn = at[0]?.lsn;
      for (;;) {
        const { rows } = await watch.query<{ ok: boolean }>(
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
          [lsn],
        );
        if (rows[0]?.ok) break;
        await new Promise((r) => setTimeout(r, 0.2));
      }
      lags.push(performance.now() - committed);
    }
    await Promise.all([watch.end(), lsnOf.end()]);
    console.log(
      `replica lag after a sale's commit: p50 ${p50(lags).toFixed(2)} ms (p95 ${p95(lags).toFixed(2)})`,
    );

    // 2. Quiet: each report reading the primary, then the replica.
    const summary = (deps: AppDeps) => () =>
      salesReport(
        deps,
        owner,
        'sales-summary',
        ZSalesReportQuery.parse({
          from: new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10),
        }),
      );
    const valuation = (deps: AppDeps) => () =>
      listInventoryValuation(deps, owner, ZInventoryValuationQuery.parse({ limit: 25 }));
    const dashboard = (deps: AppDeps) => () => dashboardToday(deps, owner);
    for (const [label, report] of [
      ['sales summary, last 365 days', summary],
      ['inventory valuation, page 1 + totals', valuation],
      ['dashboard', dashboard],
    ] as const) {
      const onP = await time(report(primaryDeps), 30);
      const onR = await time(report(replicaDeps), 30);
      console.log(`${label.padEnd(38)} primary ${ms(onP)} | replica ${ms(onR)}`);
    }
    console.log(`report reads counted: ${JSON.stringify(withReplica.reads.counts())}`);

    // 3. Loaded: registers selling while reports run, on the primary then on the replica.
    for (let pair = 0; pair < PAIRS; pair++) {
      for (const [label, deps] of [
        ['reports on the primary', primaryDeps],
        ['reports on the replica', replicaDeps],
      ] as const) {
        const r = await underLoad(sale, valuation(deps));
        console.log(
          `${REGISTERS} registers + ${READERS} valuation readers, ${label.padEnd(24)}: ${r.salesPerSecond.toFixed(0)} sales/s, valuation p50 ${r.reportP50.toFixed(1)} ms (${r.reports} runs); load ${loadavg()[0]?.toFixed(2)}`,
        );
      }
    }
  } finally {
    for (const d of databases) await d.close();
    replica.remove();
    primary.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
