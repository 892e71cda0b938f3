import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgSession,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../lib/api-root.js';
import { distributedAlready, distributeTables, migrateOnCitus } from './citus.js';
import { primaryReads, type ReadDatabase, replicaReads } from './read-replica.js';
import { type SideWork, sideConnection, withTimeout } from './side-connection.js';
import { relayWorkerErrors } from './worker-errors.js';

/**
 * Both drivers behind one type: PGlite (embedded) and node-postgres (server). No schema type:
 * queries name the owning module's table objects (or its public read fragments), never a
 * whole-schema registry; db/schema.ts is drizzle-kit's list of tables (docs/ARCHITECTURE.md,
 * "Module map").
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;
/** What a repository function runs on: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * The database's notifications (`LISTEN`/`NOTIFY`): every instance on the same database hears a
 * `pg_notify` once its transaction commits, whichever instance wrote it — what live screens fan
 * out through (docs/DESIGN.md, "Customer display"). `onPayload` gets each payload of `channel`;
 * `onReconnect` runs after a lost listening connection is back (what came meanwhile was missed).
 * Answers a function that stops listening.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

/** The request pool's connections at a moment (PostgreSQL; the embedded database has none). */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  listen: Listen;
  /**
   * Reads for readiness and metrics over a connection of their own, never the request pool's
   * (docs/DESIGN.md, "Operations"); the embedded database has one connection, shared.
   */
  side: SideWork;
  /** Where reports read: a streaming replica caught up, else this database (read-replica.ts). */
  reads: ReadDatabase;
  poolStats(): PoolStats | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The most connections the request pool opens to a PostgreSQL server. */
export const POOL_MAX = 20;

/** apps/api/drizzle. */
export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

/** The extensions the migrations create; PGlite must be opened with them loaded. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm, btree_gin } } satisfies PGliteOptions;

export type DatabaseTarget =
  | {
      kind: 'pg';
      url: string;
      onIdleError?: (err: Error) => void;
      /**
       * `url` goes through a pooler in transaction mode (PgBouncer): no statement names kept
       * across transactions, no startup options, and what needs a session of its own —
       * migrations (a session advisory lock) and `LISTEN` — over `directUrl` (docs/guide/
       * running.md, "PgBouncer").
       */
      transactionPooler?: { directUrl: string };
      /** A streaming replica the reports read from (docs/guide/running.md, "A read replica"). */
      readUrl?: string;
      onReplicaError?: (err: Error) => void;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'pg') {
    const pooled = target.transactionPooler;
    useNamedStatements(!pooled);
    // The session's own URL: the server itself, or the pooler's session-mode address.
    const sessionUrl = pooled?.directUrl ?? target.url;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: POOL_MAX,
      // JIT compiling costs ~400 ms whenever the planner overestimates a short query (a
      // generate_series of 7 days is guessed at 1,000 rows); this app's queries are all short.
      // A pooler refuses startup options: there, `alter database … set jit = off`.
      ...(pooled ? {} : { options: '-c jit=off' }),
    });
    // An idle connection the server ends (a restart, a pooler's timeout, a dropped database):
    // the pool lets it go and opens another at the next query. Unheard, the pool's 'error' would
    // end the process.
    pool.on('error', (err) => target.onIdleError?.(err));
    pool.on('connect', relayWorkerErrors);
    const db = drizzlePg(pool) as unknown as Db;
    const side = sideConnection(target.url, { options: !pooled });
    const reads = target.readUrl
      ? replicaReads(db, target.readUrl, {
          startupOptions: !pooled,
          onError: target.onReplicaError,
        })
      : null;
    return {
      db,
      driver: 'pg',
      reads: reads ?? primaryReads(db),
      listen: (channel, onPayload, onReconnect) =>
        listenPg(sessionUrl, channel, onPayload, onReconnect, target.onIdleError),
      side: side.run,
      poolStats: () => ({
        max: POOL_MAX,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      async migrate() {
        // Several instances may start at once: one migrates, the others wait for it (a
        // session's lock: over a connection of its own, never a pooler's transaction).
        const client = new pg.Client({ connectionString: sessionUrl });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          if (await distributedAlready(client)) {
            await migrateOnCitus(client, MIGRATIONS_FOLDER);
          } else {
            await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
            // A coordinator's first migration (a new database, or one moving to Citus).
            await distributeTables(client);
          }
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {});
          await client.end().catch(() => {});
        }
      },
      async close() {
        await side.close();
        await reads?.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if ('client' in target) client = target.client;
  else {
    // A missing parent folder surfaces as a misleading driver error, so create it first.
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir, PGLITE_OPTIONS);
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        // Closed with the database already: nothing is listening any more.
        if (!client.closed) await stop();
      };
    },
    // One connection in the process: a side read waits its turn, up to its timeout.
    side: (timeoutMs, work) => withTimeout(timeoutMs, () => work(db)),
    reads: primaryReads(db),
    poolStats: () => null,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * A connection of its own (not the pool's: `LISTEN` holds its session, which a pooled or
 * PgBouncer-pooled connection would hand to another query) that listens on `channel`, and
 * connects again after losing the server.
 */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
  onError?: (err: Error) => void,
) {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    c.on('error', (err) => {
      onError?.(err);
      retry(c);
    });
    c.on('end', () => retry(c));
    client = c;
    await c.connect();
    await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (again) onReconnect?.();
  };
  const retry = (c: pg.Client) => {
    if (stopped || client !== c || timer) return;
    client = null;
    c.end().catch(() => {});
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) connect(true).catch(() => client && retry(client));
    }, RELISTEN_MS);
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

const dialect = new PgDialect();
/** Statement names by SQL text: one text, one name (node-postgres refuses a name reused for another text). */
const statementNames = new Map<string, string>();
/** Off behind a pooler in transaction mode: a name prepared on one server connection is unknown on the next. */
let namedStatements = true;
const useNamedStatements = (on: boolean) => {
  namedStatements = on;
};
/**
 * The name to give Drizzle's `.prepare(name)`: none (an unnamed statement, parsed each time)
 * behind a pooler in transaction mode.
 */
export const statementName = (name: string) => (namedStatements ? name : '');

/**
 * Rows of a statement on the hot path (the caller, a sale, a scan, a list page without a
 * search), as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call — planning took 0.2–0.3 ms of such a statement's 0.3 ms. Only for
 * statements whose parameters are ids and values compared by equality: a generic plan (chosen
 * after five runs) suits them, whereas a search pattern would want its own plan each time.
 * PGlite runs it as any other query.
 */
export async function queryRowsPrepared<T>(ex: Executor, query: SQL): Promise<T[]> {
  if (!namedStatements) return queryRows(ex, query);
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `p${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
    statementNames.set(built.sql, name);
  }
  // The session (drizzle's driver layer, typed as internal) takes a statement name.
  const { session } = ex as unknown as { session: Pick<PgSession, 'prepareQuery'> };
  const prepared = session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** Rows of a raw SQL query, the same shape from both drivers. */
export async function queryRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A transaction-local setting the transaction's triggers read, wherever they run: a SET LOCAL
 * (not set_config()), which Citus passes on to the workers, where the shards' triggers run, when
 * asked to (`citus.propagate_set_commands`, a setting of no effect on PostgreSQL). The value is
 * written into the statement (SET takes no parameters): `value` must come from the code, or be
 * checked, never a client's text.
 */
export async function setLocal(tx: Executor, name: string, value: string) {
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(name)) throw new Error(`not a setting's name: ${name}`);
  await tx.execute(sql`set local citus.propagate_set_commands = 'local'`);
  await tx.execute(sql.raw(`set local ${name} = '${value.replace(/'/g, "''")}'`));
}
