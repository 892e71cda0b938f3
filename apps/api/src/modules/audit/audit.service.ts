import {
  AUDIT_EVENTS_CSV_COLUMNS,
  type AuditAction,
  type AuditEntityType,
  auditActorText,
  type TAuditChanges,
  type TAuditEventRow,
} from '@pos/contracts/audit';
import { auditChangesText, auditEventTitle } from '@pos/contracts/audit-words';
import type { Executor } from '../../db/client.js';
import { csvExport, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { zoneOrPlatformDefault } from '../platform/platform-settings.service.js';
import { auditEventsList, type TAuditEventsQuery } from './audit.list.js';
import * as repo from './audit.repository.js';

/**
 * Who did it: a signed-in caller, or for a sign-in (failed or not) the organization and user the
 * attempt was for (no user: an unknown e-mail is recorded nowhere, it names no organization).
 */
export interface AuditActor {
  organizationId: string;
  userId: string | null;
  ip?: string | null;
  apiKeyId?: string | null;
}

export interface AuditEntry {
  entityType: AuditEntityType;
  entityId: string | null;
  action: AuditAction;
  changes?: TAuditChanges;
  /** The manager whose PIN approved it. */
  approvedBy?: string | null;
}

/**
 * The one way an audit event is written (DESIGN §13): inside the transaction of the change it
 * records, so a rolled-back change leaves none and a committed one always has its event.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry) {
  await repo.insertEvent(tx, actor.organizationId, eventValues(actor, entry));
}

/** An `update` event of the entity, when the change changed something (an unchanged save writes none). */
export async function recordUpdate(
  tx: Executor,
  actor: AuditActor,
  entity: { entityType: AuditEntityType; entityId: string },
  changes: TAuditChanges,
) {
  if (hasChanges(changes)) await recordAudit(tx, actor, { ...entity, action: 'update', changes });
}

/** `recordAudit` for many changes of one caller at once, in one statement. */
export async function recordAuditMany(tx: Executor, actor: AuditActor, entries: AuditEntry[]) {
  await repo.insertEvents(
    tx,
    actor.organizationId,
    entries.map((e) => eventValues(actor, e)),
  );
}

const eventValues = (actor: AuditActor, entry: AuditEntry): repo.AuditEventValues => ({
  userId: actor.userId,
  apiKeyId: actor.apiKeyId ?? null,
  ip: actor.ip ?? null,
  entityType: entry.entityType,
  entityId: entry.entityId,
  action: entry.action,
  changes: entry.changes ?? {},
  approvedBy: entry.approvedBy ?? null,
});

const same = (a: unknown, b: unknown) =>
  a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The named fields whose value differs between `before` and `after`, as `{field: {before,
 * after}}`; a field `after` does not carry (undefined: left as it was) is not a change.
 */
export function diffOf<T extends object>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
): TAuditChanges {
  const changes: TAuditChanges = {};
  for (const field of fields) {
    const b = before?.[field] ?? null;
    const a = after === null ? null : after[field];
    if (a === undefined) continue;
    if (!same(b, a)) changes[field] = { before: b, after: a ?? null };
  }
  return changes;
}

export const hasChanges = (changes: TAuditChanges) => Object.keys(changes).length > 0;

/**
 * The organization's time zone, read here rather than asked of the settings service (which
 * records its own changes in this log): its own, else the platform's default.
 */
const timeZoneOf = async (deps: AppDeps, organizationId: string) =>
  zoneOrPlatformDefault(deps.db, await repo.findTimeZone(deps.db, organizationId));

/** The list; a date-only `from`/`to` is that day in the organization's time zone. */
export const listAuditEvents = async (deps: AppDeps, caller: Caller, q: TAuditEventsQuery) =>
  runList(deps.db, auditEventsList, caller.organizationId, {
    ...q,
    timeZone: await timeZoneOf(deps, caller.organizationId),
  });

/**
 * One CSV row (AUDIT_EVENTS_CSV_COLUMNS): the event and its changes in the screen's words, the
 * entity type and action as the stored codes integrations parse (docs/guide/reports-and-audit.md,
 * "Audit log").
 */
const csvCells = (e: TAuditEventRow) => [
  new Date(e.occurredAt),
  auditEventTitle(e),
  auditActorText(e),
  e.ip,
  e.entityType,
  e.entityId,
  e.action,
  auditChangesText(e),
  e.approvedByName ?? e.approvedBy,
];

export async function exportAuditEvents(deps: AppDeps, caller: Caller, query: TAuditEventsQuery) {
  const org = caller.organizationId;
  const timeZone = await timeZoneOf(deps, org);
  const q = { ...query, timeZone };
  return csvExport(
    await deps.reads.current(),
    auditEventsList,
    org,
    q,
    AUDIT_EVENTS_CSV_COLUMNS,
    csvCells,
    timeZone,
  );
}

/** The daily retention job: events older than each organization's `auditRetentionDays` go. */
export const removeExpiredAuditEvents = (deps: AppDeps, now: Date) =>
  deps.db.transaction((tx) => repo.deleteExpiredEvents(tx, now));
