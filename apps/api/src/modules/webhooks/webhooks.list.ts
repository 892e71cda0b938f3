import type {
  TWebhook,
  TWebhookDelivery,
  WebhookEventType,
  ZWebhookDeliveriesQuery,
  ZWebhooksQuery,
} from '@pos/contracts/webhooks';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, num } from '../../lib/sql-values.js';
import { users } from '../users/users.tables.js';

export type TWebhooksQuery = z.output<typeof ZWebhooksQuery>;
export type TWebhookDeliveriesQuery = z.output<typeof ZWebhookDeliveriesQuery> & {
  endpointId: string;
};

const isoOrNull = (v: unknown) => (v ? iso(v) : null);

/** The organization's endpoints, newest first; never their secret. */
export const webhooksList: ListSpec<TWebhooksQuery, TWebhook> = {
  from: sql`webhook_endpoints w
    left join ${users} u on u.organization_id = w.organization_id and u.id = w.created_by`,
  org: sql`w.organization_id`,
  id: sql`w.id`,
  select: sql`w.id, w.url, w.description, w.events, w.active, w.disabled_reason, w.failing_since,
    w.created_at, w.created_by, u.name as creator_name`,
  search: [sql`w.url`, sql`w.description`],
  filters: (q) => [q.active !== undefined ? sql`w.active = ${q.active}` : undefined],
  sorts: { createdAt: sql`w.created_at`, url: sql`w.url` },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    url: String(r.url),
    description: String(r.description ?? ''),
    events: r.events as WebhookEventType[],
    active: Boolean(r.active),
    disabledReason: r.disabled_reason ? String(r.disabled_reason) : null,
    failingSince: isoOrNull(r.failing_since),
    createdAt: iso(r.created_at),
    createdBy: r.created_by
      ? { _id: String(r.created_by), name: String(r.creator_name ?? '') }
      : null,
  }),
};

/** An endpoint's deliveries (its log), newest first. */
export const webhookDeliveriesList: ListSpec<TWebhookDeliveriesQuery, TWebhookDelivery> = {
  from: sql`webhook_deliveries d
    join integration_events e on e.organization_id = d.organization_id and e.id = d.event_id`,
  org: sql`d.organization_id`,
  id: sql`d.id`,
  select: sql`d.id, d.event_id, e.type, d.status, d.attempts, d.response_code, d.duration_ms,
    d.error, d.last_attempt_at, d.next_attempt_at, d.created_at`,
  // An endpoint's log is searched by event type or id (a receiver's logs name the id).
  search: [sql`e.type`, sql`d.event_id::text`],
  filters: (q) => [
    sql`d.endpoint_id = ${q.endpointId}`,
    q.status ? sql`d.status = ${q.status}` : undefined,
  ],
  sorts: { createdAt: sql`d.created_at` },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    eventId: String(r.event_id),
    eventType: String(r.type) as WebhookEventType,
    status: String(r.status) as TWebhookDelivery['status'],
    attempts: num(r.attempts),
    responseCode: r.response_code === null ? null : num(r.response_code),
    durationMs: r.duration_ms === null ? null : num(r.duration_ms),
    error: r.error ? String(r.error) : null,
    lastAttemptAt: isoOrNull(r.last_attempt_at),
    nextAttemptAt: r.status === 'pending' ? isoOrNull(r.next_attempt_at) : null,
    createdAt: iso(r.created_at),
  }),
};
