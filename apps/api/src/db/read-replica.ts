import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.js';

/**
 * Where the reports, the dashboard and the data export read (docs/DESIGN.md, "Reports off the
 * primary"): `current()` answers a database holding every write committed before the call — the
 * streaming replica once it has replayed up to the primary's position at that moment, else, after
 * `REPLICA_WAIT_MS` or when the replica does not answer, the primary (and for the next
 * `REPLICA_RETRY_MS`, without asking). A report is thus never behind a sale made before it was
 * asked; the replica's lag is paid in the report's wait.
 */
export interface ReadDatabase {
  current(): Promise<Db>;
  /** Reads sent to each database since the start (the metrics). */
  counts(): { replica: number; primary: number };
}

/** The longest a report waits for the replica to catch up before it reads the primary. */
export const REPLICA_WAIT_MS = 1000;
/**
 * After the replica did not answer, or stayed behind for a whole wait, how long reports read the
 * primary without asking it: one slow look, not one per report, while it is down or lagging.
 */
export const REPLICA_RETRY_MS = 2000;

/** Without a replica: every read on the primary. */
export function primaryReads(primary: Db): ReadDatabase {
  let reads = 0;
  return {
    current: async () => {
      reads += 1;
      return primary;
    },
    counts: () => ({ replica: 0, primary: reads }),
  };
}

/** The replica's pool: reports are few and long; the request pool keeps the primary's 20. */
const REPLICA_POOL_MAX = 10;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function replicaReads(
  primary: Db,
  replicaUrl: string,
  opts: { startupOptions: boolean; onError?: (err: Error) => void },
): ReadDatabase & { close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: replicaUrl,
    max: REPLICA_POOL_MAX,
    connectionTimeoutMillis: REPLICA_WAIT_MS,
    ...(opts.startupOptions ? { options: '-c jit=off' } : {}),
  });
  pool.on('error', (err) => opts.onError?.(err));
  const replica = drizzle(pool) as unknown as Db;
  const counts = { replica: 0, primary: 0 };
  /** Until when reports read the primary without asking the replica. */
  let skipUntil = 0;
  const onPrimary = (skip: boolean) => {
    if (skip) skipUntil = Date.now() + REPLICA_RETRY_MS;
    counts.primary += 1;
    return primary;
  };

  /** Whether the replica has replayed the primary's WAL up to `lsn` (a server not in recovery has all of it). */
  const replayed = async (lsn: string) => {
    const { rows } = await pool.query<{ caught_up: boolean | null }>(
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught_up',
      [lsn],
    );
    return rows[0]?.caught_up !== false;
  };

  return {
    async current() {
      if (Date.now() < skipUntil) return onPrimary(false);
      const deadline = Date.now() + REPLICA_WAIT_MS;
      const result = (await primary.execute(sql`select pg_current_wal_lsn()::text as lsn`)) as {
        rows: { lsn: string }[];
      };
      const lsn = result.rows[0]?.lsn as string;
      try {
        // 1, 2, 4… ms between looks: a replica on the same network replays in a millisecond or two.
        for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
          if (await replayed(lsn)) {
            counts.replica += 1;
            return replica;
          }
          if (Date.now() + wait > deadline) return onPrimary(true);
          await pause(wait);
        }
      } catch (err) {
        opts.onError?.(err as Error);
        return onPrimary(true);
      }
    },
    counts: () => ({ ...counts }),
    close: () => pool.end(),
  };
}
