import { sql } from 'drizzle-orm';
import { CITUS_INSTALLED } from './citus.js';
import { type Executor, queryRows } from './client.js';

/** Whether the database is a Citus coordinator (docs/DESIGN.md, "Operations", Citus). */
export async function onCitus(ex: Executor) {
  return (await queryRows(ex, sql.raw(CITUS_INSTALLED))).length > 0;
}

/**
 * Organizations grouped by the shard group their rows live in: on Citus, a statement that locks
 * rows is planned on one shard only (docs/ARCHITECTURE.md, "Database functions"), so work taken
 * for several organizations at once is taken a group at a time; on PostgreSQL, one group.
 * `table` is any of the tenant tables (one co-location group: each names the same groups).
 * Organizations keep their order within a group; groups come in the order of their first.
 * `citus` says which it was.
 */
export async function byShard(ex: Executor, table: string, organizationIds: string[]) {
  if (organizationIds.length === 0) return { groups: [], citus: false };
  if (!(await onCitus(ex))) return { groups: [organizationIds], citus: false };
  const rows = await queryRows<{ id: string; shard: string }>(
    ex,
    sql`select id, get_shard_id_for_distribution_column(${table}, id)::text as shard
        from unnest(${`{${organizationIds.join(',')}}`}::uuid[]) with ordinality as x(id, n)
        order by n`,
  );
  const groups = new Map<string, string[]>();
  for (const { id, shard } of rows) groups.set(shard, [...(groups.get(shard) ?? []), id]);
  return { groups: [...groups.values()], citus: true };
}
