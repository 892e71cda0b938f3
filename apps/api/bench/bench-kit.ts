/** What the benchmark scripts share: a throwaway PostgreSQL database, an owner, timing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TListQueryBase } from '@pos/contracts/list';
import { OWNER_ROLE, PERMISSION_NAMES } from '@pos/contracts/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { type Db, type Executor, openDatabase } from '../src/db/client.js';
import { maintainTables } from '../src/db/statistics.js';
import { createDeps } from '../src/deps.js';
import { type ListSpec, listQueries, runList } from '../src/lib/list-query.js';
import { createTenantOrganization } from '../src/modules/provisioning/provisioning.service.js';
import { createUser } from '../src/modules/users/users.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

import { p50, p95 } from './quantiles.js';

export { p50, p95 };

/** Milliseconds of `runs` calls after one warm-up call. */
export async function time(fn: () => Promise<unknown>, runs = 60) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * How long `work` takes in a transaction that is then rolled back: the minimal work a benchmark
 * compares with, done and undone so that the next round starts from the same data.
 */
export async function timeRolledBack(db: Db, work: (tx: Executor) => Promise<unknown>) {
  let took = 0;
  await db
    .transaction(async (tx) => {
      const s = performance.now();
      await work(tx);
      took = performance.now() - s;
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Error && err.message.includes('Rollback'))) throw err;
    });
  return took;
}

export const ms = (xs: number[]) => `p50 ${p50(xs).toFixed(2)} ms (p95 ${p95(xs).toFixed(2)})`;

type BenchBody = (db: Db, url: string, deps: AppDeps) => Promise<void>;

/** Runs `fn` on a fresh, migrated database that is dropped afterwards. */
export async function withBenchDatabase(name: string, fn: BenchBody) {
  const dbName = `pos_bench_${name}_${Date.now()}`;
  await admin(`create database ${dbName}`);
  await onDatabase(dbName, fn, true);
}

/**
 * Runs `fn` on a database a run before kept (BENCH_KEEP=1), migrated to this release first:
 * reads measured again without seeding again.
 */
export const withKeptDatabase = (dbName: string, fn: BenchBody) => onDatabase(dbName, fn, false);

async function onDatabase(dbName: string, fn: BenchBody, made: boolean) {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const database = openDatabase({ kind: 'pg', url: url.toString() });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-'));
  try {
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    await fn(database.db, url.toString(), createDeps(config, database, pino({ level: 'silent' })));
  } finally {
    await database.close();
    // BENCH_KEEP=1 leaves the database for EXPLAIN sessions.
    if (!made || process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
    else await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new organization and its Owner, as the services see a signed-in caller. */
export async function benchOwner(db: Db, name: string): Promise<Caller> {
  return db.transaction(async (tx) => {
    const { organization, roleIds } = await createTenantOrganization(tx, { name });
    const userId = await createUser(tx, organization.id, {
      name: 'Bench Owner',
      username: `bench-${organization.id}`,
      email: null,
      passwordHash: 'x',
      roleId: roleIds.get(OWNER_ROLE) ?? null,
    });
    return {
      userId,
      organizationId: organization.id,
      organizationKind: 'tenant' as const,
      subscriptionExpired: false,
      language: 'en' as const,
      role: OWNER_ROLE,
      permissions: [...PERMISSION_NAMES],
    };
  });
}

/**
 * Every product of the organization stocked at its default store, `quantity` units each, with its
 * ledger (an opening STOCK_IN row per level), as the app would have written it.
 */
export async function seedOpeningStock(db: Db, organizationId: string, quantity: number) {
  await db.execute(sql`with levels as (
      insert into stock_levels (organization_id, id, product_id, store_id, quantity)
      select ${organizationId}, gen_random_uuid(), p.id,
        (select id from stores where organization_id = ${organizationId} and is_default), ${quantity}::int
      from products p where p.organization_id = ${organizationId}
      returning product_id, store_id, quantity)
    insert into inventory_log (organization_id, product_id, store_id, type, quantity_changed,
      stock_before, stock_after, remarks)
    select ${organizationId}, product_id, store_id, 'STOCK_IN', quantity, 0, quantity, 'Opening stock'
    from levels`);
}

/**
 * Seeds past sales with `insert` (set-based SQL). History is not sales made now: the
 * `sale_uses_credit` trigger, which takes a credit per sale at COMMIT, is off meanwhile — left
 * on, it updates one subscription row once per seeded sale in one transaction, and each update
 * walks the chain of the row's earlier versions (hours for 300,000 sales). The sales counter is
 * then set as the migration sets it.
 */
export async function seedSalesHistory(db: Db, organizationId: string, insert: SQL) {
  await db.execute(sql`alter table transactions disable trigger transactions_use_credit`);
  try {
    await db.execute(insert);
  } finally {
    await db.execute(sql`alter table transactions enable trigger transactions_use_credit`);
  }
  await db.execute(sql`insert into sales_counters (organization_id, transactions)
    select ${organizationId}, count(*)::int from transactions where organization_id = ${organizationId}
    on conflict (organization_id) do update set transactions = excluded.transactions`);
}

const dialect = new PgDialect();

/** Times a list through the helper, and the very SQL it runs sent straight through `pg`. */
export async function measure<Q extends TListQueryBase, Row>(
  db: Db,
  raw: pg.Pool,
  label: string,
  spec: ListSpec<Q, Row>,
  org: string,
  q: Q,
) {
  const viaHelper = await time(() => runList(db, spec, org, q));
  // The very statements the helper sends: the count, then the page chosen by what it counted.
  const c = dialect.sqlToQuery(listQueries(spec, org, q).count);
  const { n } = (await raw.query<{ n: number }>(c.sql, c.params)).rows[0] ?? { n: 0 };
  const p = dialect.sqlToQuery(listQueries(spec, org, q, undefined, n).page);
  const direct = await time(async () => {
    await raw.query(c.sql, c.params);
    await raw.query(p.sql, p.params);
  });
  const ratio = p50(viaHelper) / p50(direct);
  console.log(
    `${label.padEnd(44)} helper p50 ${p50(viaHelper).toFixed(2)} ms (p95 ${p95(viaHelper).toFixed(2)})   its SQL via pg p50 ${p50(direct).toFixed(2)} ms   ratio ${ratio.toFixed(2)}`,
  );
}

/** Operations per second when `clients` callers run `op` back to back, `total` times in all. */
export async function throughput(clients: number, total: number, op: () => Promise<unknown>) {
  let started = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (started < total) {
        started += 1;
        await op();
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  // How busy this (the API's) process was: near 100 % means Node, not PostgreSQL, is the limit.
  const nodeCpu = (cpu.user + cpu.system) / 1e6 / seconds;
  return { perSecond: total / seconds, nodeCpu };
}

/** Drains a streamed CSV export and prints its size, time and the process's peak memory. */
export async function measureExport(
  label: string,
  run: () => Promise<{ totalCount: number; stream: AsyncIterable<unknown> }>,
) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const watch = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const { totalCount, stream } = await run();
  let bytes = 0;
  for await (const chunk of stream) bytes += Buffer.byteLength(chunk as string);
  clearInterval(watch);
  console.log(
    `${label}: ${totalCount} rows, ${(bytes / 1e6).toFixed(0)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s, RSS ${(rssBefore / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB`,
  );
}

export function fail(err: unknown) {
  console.error(err);
  process.exit(1);
}

/**
 * The one prepared statement `run` sends (`queryRowsPrepared` asks its session to prepare it),
 * as the driver would receive it — nothing is run: what a bench sends straight through `pg` as
 * the floor of a helper.
 */
export async function preparedStatementOf(run: (ex: Executor) => Promise<unknown>) {
  let statement: { sql: string; params: unknown[] } | undefined;
  const capturing = {
    session: {
      prepareQuery: (built: { sql: string; params: unknown[] }) => {
        statement = built;
        return { execute: async () => ({ rows: [] }) };
      },
    },
  } as unknown as Executor;
  await run(capturing).catch(() => {});
  if (!statement) throw new Error('no statement was sent');
  return statement;
}

/**
 * The database as a served one would have it, for a bench that sells in phases: vacuumed where
 * autovacuum would have, every few hundred sales (this machine's PostgreSQL runs with
 * `autovacuum = off`; without it each sale read the longer and longer version chains the ones
 * before had left — the counters' and the subscription's rows one version a sale, each stock
 * level one a pair — and sales took 60 % longer after 4,000 of them:
 * docs/benchmarks/stored-value.md), and checkpointed, so that neither way pays alone for the
 * full pages written after a checkpoint.
 */
export async function asAutovacuumWould(db: Db) {
  await maintainTables(db);
  await db.execute(sql`checkpoint`);
}
