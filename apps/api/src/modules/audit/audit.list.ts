import type { TAuditChanges, TAuditEventRow, ZAuditEventsQuery } from '@pos/contracts/audit';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateRange, type InTimeZone, type ListSpec } from '../../lib/list-query.js';
import { iso, strOrNull } from '../../lib/sql-values.js';

export type TAuditEventsQuery = InTimeZone<z.output<typeof ZAuditEventsQuery>>;

export const auditEventsList: ListSpec<TAuditEventsQuery, TAuditEventRow> = {
  from: sql`audit_events e
    left join users u on u.organization_id = e.organization_id and u.id = e.user_id
    left join users a on a.organization_id = e.organization_id and a.id = e.approved_by
    left join api_keys k on k.organization_id = e.organization_id and k.id = e.api_key_id`,
  org: sql`e.organization_id`,
  id: sql`e.id`,
  select: sql`e.id, e.occurred_at, e.user_id, u.name as user_name, e.api_key_id, k.name as api_key_name, e.ip,
    e.entity_type, e.entity_id, e.action, e.changes, e.approved_by, a.name as approved_by_name`,
  /** Who did it, or what it was about: a small set once the organization is fixed. */
  search: [sql`u.name`, sql`e.entity_type`, sql`e.action`],
  // The log grows without bound, like the ledger: counting stops at a cap.
  countCap: 10_000,
  filters: (q) => [
    q.userId ? sql`e.user_id = ${q.userId}` : undefined,
    q.entityType ? sql`e.entity_type = ${q.entityType}` : undefined,
    q.entityId ? sql`e.entity_id = ${q.entityId}` : undefined,
    q.action ? sql`e.action = ${q.action}` : undefined,
    ...dateRange(sql`e.occurred_at`, q.from, q.to, q.timeZone),
  ],
  sorts: { occurredAt: sql`e.occurred_at` },
  defaultSort: '-occurredAt',
  map: (r) => ({
    _id: String(r.id),
    occurredAt: iso(r.occurred_at),
    userId: strOrNull(r.user_id),
    userName: strOrNull(r.user_name),
    apiKeyId: strOrNull(r.api_key_id),
    apiKeyName: strOrNull(r.api_key_name),
    ip: strOrNull(r.ip),
    entityType: String(r.entity_type),
    entityId: strOrNull(r.entity_id),
    action: String(r.action),
    changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as TAuditChanges,
    approvedBy: strOrNull(r.approved_by),
    approvedByName: strOrNull(r.approved_by_name),
  }),
};
