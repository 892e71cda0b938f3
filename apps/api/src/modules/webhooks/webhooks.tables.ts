import { WEBHOOK_DELIVERY_STATUSES } from '@pos/contracts/webhooks';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';

/**
 * An organization's webhook endpoint (docs/guide/api-keys-and-webhooks.md, "Webhooks"): where
 * to POST, which event types, and the signing secret — sealed with the server's key, not hashed,
 * since the server signs with it (secret-box.ts). `failing_since` is the first failure of the
 * run going on now; 24 hours of it switch the endpoint off (`disabled_reason`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...tenantColumns(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    /** Who made it (no key: the endpoint outlives a deleted user). */
    createdBy: uuid('created_by'),
    failingSince: at('failing_since'),
    disabledReason: text('disabled_reason'),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('webhook_endpoints_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    belongsToOrganization(t),
  ],
);

/**
 * The outbox (docs/DESIGN.md, "Integrations, languages and switching"): one row per event,
 * written by the triggers of webhooks.functions.sql in the statement of the change it reports —
 * only for organizations with an endpoint that listens to its type — and fanned out to its
 * endpoints' deliveries by the worker (off the sale's path). `subject_id` is what it is
 * about (a sale, a product; the organization for stock.changed); `subjects` what was known then
 * and cannot be read later (the levels a stock change moved, a deleted product's name); `tx` the
 * transaction, so that one transaction makes one event per subject. `payload` is the body sent,
 * fixed at its first delivery: every endpoint and every retry gets the same bytes.
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    ...tenantColumns(),
    type: text('type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjects: jsonb('subjects').$type<unknown[]>(),
    tx: bigint('tx', { mode: 'number' }).notNull().default(sql`txid_current()`),
    createdAt: createdAt(),
    /** Its deliveries made (by the worker, for the endpoints listening then). */
    fannedOut: boolean('fanned_out').notNull().default(false),
    payload: text('payload'),
  },
  (t) => [
    tenantKey(t),
    // One event per subject and transaction, for the types a transaction may change twice (a
    // product made then given variations); a sale is one event, a stock change keeps its own
    // (webhooks.functions.sql): their rows pass by this index.
    uniqueIndex('integration_events_per_tx_uq')
      .on(t.organizationId, t.type, t.subjectId, t.tx)
      .where(sql`${t.type} not in ('sale.completed', 'sale.returned', 'stock.changed')`),
    // What the worker has still to fan out, organization by organization (it locks one
    // organization's events at a time: docs/guide/api-keys-and-webhooks.md, "Delivery"); no
    // index on created_at alone (the daily retention reads the table once): a sale's events
    // write two index entries each (docs/benchmarks/webhooks.md).
    index('integration_events_fan_out_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`not ${t.fannedOut}`),
    belongsToOrganization(t),
  ],
);

/**
 * One event to one endpoint, with its latest attempt (the delivery log). Claimed by a worker
 * with a lease (`leased_until`), so the HTTP call runs outside any transaction and a worker
 * that dies mid-call leaves the delivery to another once the lease ends (at least once).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...tenantColumns(),
    endpointId: uuid('endpoint_id').notNull(),
    eventId: uuid('event_id').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    firstAttemptAt: at('first_attempt_at'),
    lastAttemptAt: at('last_attempt_at'),
    leasedUntil: at('leased_until'),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    responseSnippet: text('response_snippet'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    // The worker's queue: what is due first, organization by organization (it claims one
    // organization's deliveries at a time).
    index('webhook_deliveries_due_idx')
      .on(t.organizationId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.organizationId, t.endpointId, t.createdAt, t.id),
    belongsToOrganization(t),
    // No key to the endpoint: every sale's delivery would lock its one endpoint row (KEY SHARE,
    // shared by every register at once: multixacts), and sales queued on it (docs/benchmarks/
    // webhooks.md). The id comes from the database, never a client; an endpoint's deletion
    // takes its deliveries (webhooks.repository.ts `deleteEndpoint`).
    tenantRef(t, t.eventId, integrationEvents).onDelete('cascade'),
  ],
);
