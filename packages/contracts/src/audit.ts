import { z } from 'zod';
import { sortParam, ZDateFilter, ZId, ZListQueryBase } from './list.js';

/**
 * The audit log (DESIGN §13): append-only events written in the same
 * transaction as the change they record. Nobody changes or deletes them through the API; the
 * daily retention job removes those older than `auditRetentionDays`.
 */

/** What an event is about (`entityType`). */
export const AUDIT_ENTITY_TYPES = [
  'Product',
  'User',
  'Role',
  'Permission',
  'GeneralSettings',
  'TaxClass',
  'Promotion',
  'OrganizationSettings',
  'Store',
  'Warehouse',
  'Sale',
  'Shift',
  'StockCount',
  'PurchaseOrder',
  'Subscription',
  'Session',
  /** A customer's store credit (docs/DESIGN.md, "Stored value"): a manager's adjustment. */
  'StoreCredit',
  /** A gift card: issued, reloaded. */
  'GiftCard',
  /** A customer display: paired with a register (`create`, `pair`), disconnected (`revoke`). */
  'CustomerDisplay',
  /** An API key made or revoked (docs/guide/api-keys-and-webhooks.md). */
  'ApiKey',
  /** A webhook endpoint made, changed or deleted (docs/guide/api-keys-and-webhooks.md). */
  'WebhookEndpoint',
  /** An operator's disable or enable of a customer organization (in the platform's own log). */
  'Organization',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What happened (`action`). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'grant',
  'revoke',
  'sign_in',
  'sign_in_failed',
  'refund',
  'discount',
  'sell_without_stock',
  'open',
  'close',
  'post',
  'receive',
  'change',
  'disable',
  'enable',
  'adjust',
  'issue',
  'reload',
  'no_sale',
  'pair',
  /** All of the organization's data taken out (Settings → Organization Profile). */
  'export',
  /** Products or customers imported from another POS (Settings → Import). */
  'import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: its value before and after (null: absent). */
export const ZAuditChange = z.object({ before: z.unknown(), after: z.unknown() });
export type TAuditChange = z.infer<typeof ZAuditChange>;
export type TAuditChanges = Record<string, TAuditChange>;

export const ZAuditEventRow = z.object({
  _id: z.string(),
  occurredAt: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** The API key the request was made with (docs/guide/api-keys-and-webhooks.md), if one. */
  apiKeyId: z.string().nullable(),
  apiKeyName: z.string().nullable(),
  ip: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), ZAuditChange),
  approvedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
});
export type TAuditEventRow = z.infer<typeof ZAuditEventRow>;

export const ZAuditEventsQuery = ZListQueryBase.extend({
  sort: sortParam(['occurredAt']),
  userId: ZId.optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: 'Unknown entityType.' }).optional(),
  entityId: ZId.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action.' }).optional(),
  from: ZDateFilter.optional(),
  to: ZDateFilter.optional(),
}).strict();

export const AUDIT_MESSAGES = {
  csvEmpty: 'No audit events found for the selected filters.',
  csvFailed: 'Unable to export the audit log CSV. Check console for details.',
} as const;

/**
 * The CSV's columns. "Event" and "Changes" are in words (audit-words.ts); "Entity Type" and
 * "Action" keep the stored codes, which integrations parse (docs/guide/reports-and-audit.md,
 * "Audit log"). Columns are only ever added, never renamed or removed.
 */
export const AUDIT_EVENTS_CSV_COLUMNS = [
  'Time',
  'Event',
  'User',
  'IP',
  'Entity Type',
  'Entity ID',
  'Action',
  'Changes',
  'Approved By',
] as const;

/**
 * Who did it, as the log and its CSV say: the user's name, and the API key when one made the
 * request ("Kim Keys (API key “Web shop”)"); null for nobody (an unknown sign-in).
 */
export function auditActorText(e: {
  userName: string | null;
  userId: string | null;
  apiKeyName: string | null;
}): string | null {
  const who = e.userName ?? e.userId;
  return e.apiKeyName ? `${who ?? ''} (API key “${e.apiKeyName}”)`.trim() : who;
}
