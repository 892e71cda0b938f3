/**
 * Planner statistics and search indexes kept fresh (DESIGN §11). The planner chooses plans from
 * each table's row count and value statistics, which only ANALYZE updates; and rows inserted in
 * bulk wait in a GIN index's pending list — read in full by every search — until a VACUUM merges
 * them. PostgreSQL's autovacuum does both once ~10–20 % of a table changed, on its next round
 * (up to a minute later): right after a 100,000-row import the product search read the whole
 * table (73 ms, 560 ms at 8 connections) instead of its trigram index (0.6 ms). So writers of
 * many rows call `vacuumAfterLargeWrite` once they have committed, and PGlite — which runs no
 * autovacuum at all — gets `startMaintenance`, a small autovacuum of its own.
 */

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from './client.js';
import { onCitus } from './shards.js';

/** The tables a large write may change by a tenth at once. */
export type BulkWrittenTable = 'products' | 'stock_levels' | 'inventory_log';

/** Below this many rows a write never triggers an ANALYZE (autovacuum's threshold is 50). */
const MIN_ROWS = 500;
/** The share of a table that makes its statistics stale (autovacuum's default, 10 %). */
const ANALYZE_SHARE = 0.1;
/** Dead or newly inserted rows that make a VACUUM worth it on PGlite (autovacuum's default, 20 %). */
const VACUUM_SHARE = 0.2;

/**
 * VACUUM (ANALYZE) each table whose `written` rows are more than a tenth of what its statistics
 * last counted (or that was never analyzed): fresh statistics, merged GIN pending lists, an
 * up-to-date visibility map for index-only scans. Runs after the write's COMMIT, outside any
 * transaction (VACUUM cannot run inside one), and answers which tables it did.
 */
export async function vacuumAfterLargeWrite(
  db: Db,
  written: Partial<Record<BulkWrittenTable, number>>,
) {
  const candidates = Object.entries(written).filter(([, rows]) => (rows ?? 0) >= MIN_ROWS);
  if (candidates.length === 0) return [];
  const counted = await plannedRows(
    db,
    candidates.map(([table]) => table),
  );
  const done: string[] = [];
  for (const { relname, reltuples } of counted) {
    const rows = written[relname as BulkWrittenTable] ?? 0;
    if (reltuples < 0 || rows > ANALYZE_SHARE * reltuples) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(relname)}`);
      done.push(relname);
    }
  }
  return done;
}

/**
 * The rows each table's statistics last counted (-1: never analyzed). On Citus, its shards'
 * together: the coordinator's table holds none, the workers plan on the shards' statistics, and
 * a VACUUM or ANALYZE of the table reaches every shard (docs/DESIGN.md, "Operations", Citus).
 */
export async function plannedRows(db: Db, tables: string[]) {
  const citus = await onCitus(db);
  const rows = await queryRows<{ relname: string; reltuples: number }>(
    db,
    sql`select c.relname, c.reltuples::float8 as reltuples
        from pg_class c
        where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
          and c.relname in (${sql.join(
            tables.map((table) => sql`${table}`),
            sql`, `,
          )})`,
  );
  if (!citus) return rows;
  for (const row of rows) {
    const shards = await queryRows<{ result: string }>(
      db,
      sql`select result from run_command_on_shards(${row.relname},
            $$select reltuples from pg_class where oid = '%s'::regclass$$)`,
    );
    const each = shards.map((s) => Number(s.result));
    row.reltuples = each.some((n) => n < 0) ? -1 : each.reduce((a, b) => a + b, 0);
  }
  return rows;
}

/**
 * One round of what autovacuum would do (its default thresholds): ANALYZE the tables changed by
 * more than 50 rows + 10 %; VACUUM (ANALYZE) those with more than 50 + 20 % dead rows or more
 * than 1,000 + 20 % rows inserted since their last VACUUM. Answers what it did.
 */
export async function maintainTables(db: Db) {
  const stale = await queryRows<{ relname: string; analyze: boolean; vacuum: boolean }>(
    db,
    sql`select s.relname,
          s.n_mod_since_analyze > 50 + ${ANALYZE_SHARE} * greatest(c.reltuples, 0) as analyze,
          (s.n_dead_tup > 50 + ${VACUUM_SHARE} * greatest(c.reltuples, 0)
            or s.n_ins_since_vacuum > 1000 + ${VACUUM_SHARE} * greatest(c.reltuples, 0)) as vacuum
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = current_schema()
        order by s.relname`,
  );
  const done: string[] = [];
  for (const t of stale) {
    if (t.vacuum) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(t.relname)}`);
      done.push(`vacuum analyze ${t.relname}`);
    } else if (t.analyze) {
      await db.execute(sql`analyze ${sql.identifier(t.relname)}`);
      done.push(`analyze ${t.relname}`);
    }
  }
  return done;
}

/**
 * The embedded database's autovacuum: `maintainTables` every `everyMs` (default 5 minutes),
 * never two rounds at once. The returned function stops it.
 */
export function startMaintenance(db: Db, log: FastifyBaseLogger, everyMs = 5 * 60_000) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const done = await maintainTables(db);
      if (done.length) log.info({ done }, 'database maintenance');
    } catch (err) {
      log.warn({ err }, 'database maintenance failed');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
