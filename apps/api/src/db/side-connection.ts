import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Executor } from './client.js';

/**
 * Reads the operations run beside the requests (readiness, metrics): `work` runs on the side
 * connection, and fails with SideQueryTimeout when it has not answered in `timeoutMs`.
 */
export type SideWork = <T>(timeoutMs: number, work: (ex: Executor) => Promise<T>) => Promise<T>;

/** What a side read that did not answer in time says. */
export class SideQueryTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
  }
}

/**
 * One connection of its own, outside the request pool (docs/DESIGN.md, "Operations"): readiness
 * and metrics still answer when every pooled connection waits behind a burst or a lock. Opened
 * at its first read; a read that fails or takes longer than its timeout drops the connection
 * (a query stuck on a lock would hold it), and the next read opens a new one.
 */
export function sideConnection(
  url: string,
  opts: { options: boolean },
): { run: SideWork; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let closed = false;
  const drop = (c: pg.Client) => {
    if (client === c) client = null;
    c.end().catch(() => {});
  };
  const open = async (timeoutMs: number) => {
    if (client) return client;
    opening ??= (async () => {
      const c = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeoutMs,
        // Never kept waiting by a lock or a slow plan beyond what a probe may take (a pooler
        // refuses startup options: there the probe's own timeout bounds it).
        ...(opts.options
          ? { options: '-c jit=off -c lock_timeout=1000 -c statement_timeout=5000' }
          : {}),
        application_name: 'pos-operations',
      });
      c.on('error', () => drop(c));
      c.on('end', () => {
        if (client === c) client = null;
      });
      try {
        await c.connect();
      } catch (err) {
        c.end().catch(() => {});
        throw err;
      }
      client = c;
      return c;
    })().finally(() => {
      opening = null;
    });
    return opening;
  };
  return {
    async run<T>(timeoutMs: number, work: (ex: Executor) => Promise<T>) {
      if (closed) throw new Error('the side connection is closed');
      let used: pg.Client | null = null;
      try {
        return await withTimeout(timeoutMs, async () => {
          used = await open(timeoutMs);
          return work(drizzle(used) as unknown as Db);
        });
      } catch (err) {
        if (used) drop(used);
        throw err;
      }
    },
    async close() {
      closed = true;
      const c = client ?? (opening ? await opening.catch(() => null) : null);
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/** What `work` answers, or SideQueryTimeout once `timeoutMs` have passed without an answer. */
export async function withTimeout<T>(timeoutMs: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SideQueryTimeout(timeoutMs)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
