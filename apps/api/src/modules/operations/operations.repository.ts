import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { dataExports } from '../data-export/data-export.tables.js';
import { imports } from '../imports/imports.tables.js';
import { rollupQueue } from '../rollups/rollups.tables.js';
import { integrationEvents, webhookDeliveries } from '../webhooks/webhooks.tables.js';

/**
 * The migrations the database has applied (drizzle's journal table), and whether pg-boss's
 * tables are there (a PostgreSQL server whose scheduler started). Read over the side connection.
 */
export async function databaseState(ex: Executor) {
  const [row] = await queryRows<{ migrations: number; boss: boolean }>(
    ex,
    sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
          to_regclass('pgboss.job') is not null as boss`,
  );
  return row ?? { migrations: 0, boss: false };
}

/**
 * What waits for the job queue, by queue: events not yet fanned out to their endpoints,
 * deliveries pending (due or backing off), imports and exports queued, sales and returns not yet
 * folded into the reports' rollups; with pg-boss, the scheduled jobs created or to retry. Each
 * count reads a partial index or a small table.
 */
export async function queueDepths(ex: Executor, boss: boolean) {
  const scheduled = boss
    ? sql`union all select 'scheduled:' || name, count(*)::int from pgboss.job
          where state in ('created', 'retry') group by name`
    : sql``;
  return queryRows<{ queue: string; depth: number }>(
    ex,
    sql`select 'webhook-events' as queue, count(*)::int as depth from ${integrationEvents}
          where not ${integrationEvents.fannedOut}
        union all select 'webhook-deliveries', count(*)::int from ${webhookDeliveries}
          where ${webhookDeliveries.status} = 'pending'
        union all select 'imports', count(*)::int from ${imports}
          where ${imports.status} = 'queued'
        union all select 'data-exports', count(*)::int from ${dataExports}
          where ${dataExports.status} = 'queued'
        union all select 'report-rollups', count(*)::int from ${rollupQueue}
        ${scheduled}`,
  );
}
