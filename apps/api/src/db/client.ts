import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Both drivers behind one type: PGlite (embedded) and node-postgres (server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** What a repository function runs on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/api/drizzle, seen from src/db (tests) and dist/db (built server) alike. */
export const MIGRATIONS_FOLDER = path.resolve(here, '../../drizzle');

/** The extensions the migrations create; PGlite must be opened with them loaded. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm, btree_gin } } satisfies PGliteOptions;

export type DatabaseTarget =
  | { kind: 'pg'; url: string; onIdleError?: (err: Error) => void }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'pg') {
    // JIT compiling costs ~400 ms whenever the planner overestimates a short query (a
    // generate_series of 7 days is guessed at 1,000 rows); this app's queries are all short.
    const pool = new pg.Pool({ connectionString: target.url, max: 20, options: '-c jit=off' });
    // An idle connection that the server closes (restart, failover) must not crash the process;
    // the pool drops it and opens a new one when needed.
    pool.on('error', (err) => target.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      async migrate() {
        // Several instances may start at once: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('client' in target) client = target.client;
  else {
    // A missing parent folder surfaces as a misleading driver error, so create it first.
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir, PGLITE_OPTIONS);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query, the same shape from both drivers. */
export async function queryRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
