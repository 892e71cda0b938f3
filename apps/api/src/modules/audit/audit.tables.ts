import type { TAuditChanges } from '@pos/contracts/audit';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantColumns } from '../../db/columns.js';
import { tenantKey } from '../../db/tenant-keys.js';

/**
 * The audit log (DESIGN §13): append-only, written in the transaction of the change it
 * records (`recordAudit`). No foreign keys on purpose: an event outlives the user, the row and
 * even the organization it names, and a cascading delete or a `set null` would be an UPDATE or
 * DELETE the table's trigger refuses (audit.functions.sql: only the retention job may delete).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    ...tenantColumns(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    /** Who did it; null for an anonymous attempt (a failed sign-in with an unknown e-mail). */
    userId: uuid('user_id'),
    /** The API key the request was made with (docs/guide/api-keys-and-webhooks.md), if one. */
    apiKeyId: uuid('api_key_id'),
    ip: text('ip'),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    action: text('action').notNull(),
    /** `{field: {before, after}}`: only the fields that changed. */
    changes: jsonb('changes').$type<TAuditChanges>().notNull().default({}),
    /** The manager whose PIN approved the action, when one did. */
    approvedBy: uuid('approved_by'),
  },
  (t) => [
    tenantKey(t),
    index('audit_events_org_time_idx').on(t.organizationId, t.occurredAt, t.id),
    index('audit_events_org_user_time_idx').on(t.organizationId, t.userId, t.occurredAt),
    index('audit_events_org_entity_idx').on(t.organizationId, t.entityType, t.entityId),
    index('audit_events_org_action_time_idx').on(t.organizationId, t.action, t.occurredAt),
  ],
);
