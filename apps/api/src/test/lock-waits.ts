import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.js';
import { onCitus } from '../db/shards.js';

/**
 * Until a statement of this database waits for a row lock (at most 5 s) — on Citus on any node:
 * an organization's statements wait on its worker (`citus_stat_activity`).
 */
export async function someoneWaits(db: Executor) {
  const activity = (await onCitus(db)) ? sql`citus_stat_activity` : sql`pg_stat_activity`;
  for (let i = 0; i < 100; i++) {
    const [row] = await queryRows<{ waiting: number }>(
      db,
      sql`select count(*)::int as waiting from ${activity}
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no statement came to wait for a lock');
}
