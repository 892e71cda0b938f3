import type { TAuditChanges } from '@pos/contracts/audit';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows, setLocal } from '../../db/client.js';
import { auditEvents } from './audit.tables.js';

export interface AuditEventValues {
  userId: string | null;
  apiKeyId: string | null;
  ip: string | null;
  entityType: string;
  entityId: string | null;
  action: string;
  changes: TAuditChanges;
  approvedBy: string | null;
}

export async function insertEvent(ex: Executor, organizationId: string, v: AuditEventValues) {
  await ex.insert(auditEvents).values({ organizationId, ...v });
}

/** Several events in one statement (a bulk upload's chunk). */
export async function insertEvents(
  ex: Executor,
  organizationId: string,
  values: AuditEventValues[],
) {
  if (values.length === 0) return;
  await ex.insert(auditEvents).values(values.map((v) => ({ organizationId, ...v })));
}

/**
 * Removes the events older than each organization's `auditRetentionDays` (365 where it has no
 * general settings). The table's trigger refuses every DELETE unless the transaction sets
 * `audit.retention` (audit.functions.sql): this statement is the one place that does, so call it in
 * a transaction of its own.
 */
export async function deleteExpiredEvents(ex: Executor, now: Date) {
  await setLocal(ex, 'audit.retention', 'on');
  const rows = await queryRows<{ n: number }>(
    ex,
    sql`with gone as (
          delete from audit_events e
          where e.occurred_at < ${now.toISOString()}::timestamptz - make_interval(days => coalesce(
            (select g.audit_retention_days from general_settings g
              where g.organization_id = e.organization_id), 365))
          returning 1)
        select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The organization's own time zone (general settings), null when it follows the platform's. */
export async function findTimeZone(ex: Executor, organizationId: string) {
  const [row] = await queryRows<{ time_zone: string | null }>(
    ex,
    sql`select time_zone from general_settings where organization_id = ${organizationId}`,
  );
  return row?.time_zone ?? null;
}
