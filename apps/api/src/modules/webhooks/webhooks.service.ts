import { PERMISSION_NAMES } from '@pos/contracts/permissions';
import {
  WEBHOOK_MESSAGES as M,
  type TWebhook,
  type TWebhookPayload,
  WEBHOOKS_CSV_COLUMNS,
  type WebhookEventType,
  type ZWebhookBody,
  type ZWebhookUpdateBody,
} from '@pos/contracts/webhooks';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { notFound, validationError } from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { getProduct } from '../catalog/products.service.js';
import { getCustomer } from '../customers/customers.service.js';
import { getPurchaseOrder } from '../purchasing/purchase-orders.service.js';
import { loadReturn } from '../sales/returns.service.js';
import { loadTransaction } from '../sales/sales.service.js';
import { organizationLanguage, timeZoneOf } from '../settings/settings.service.js';
import { getShift } from '../shifts/shifts.service.js';
import { openSecret, sealSecret, secretBoxKey } from './secret-box.js';
import { checkWebhookUrl, type UrlCheck } from './ssrf-guard.js';
import { nextAttemptAt, RETRY_WINDOW_MS } from './webhook-backoff.js';
import { delivered, postWebhook } from './webhook-post.js';
import { newWebhookSecret, SIGNATURE_HEADER, signPayload } from './webhook-signature.js';
import {
  type TWebhookDeliveriesQuery,
  type TWebhooksQuery,
  webhookDeliveriesList,
  webhooksList,
} from './webhooks.list.js';
import * as repo from './webhooks.repository.js';

type Body = z.output<typeof ZWebhookBody>;
type UpdateBody = z.output<typeof ZWebhookUpdateBody>;

export const listWebhooks = (deps: AppDeps, caller: Caller, q: TWebhooksQuery) =>
  runList(deps.db, webhooksList, caller.organizationId, q);

export async function exportWebhooks(deps: AppDeps, caller: Caller, q: TWebhooksQuery) {
  const org = caller.organizationId;
  const zone = await timeZoneOf(deps, org);
  const cells = (w: TWebhook) => [
    w._id,
    w.url,
    w.description,
    w.events.join(' '),
    w.active ? 'Yes' : 'No',
    new Date(w.createdAt),
  ];
  return csvExport(
    await deps.reads.current(),
    webhooksList,
    org,
    q,
    WEBHOOKS_CSV_COLUMNS,
    cells,
    zone,
  );
}

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, webhooksList, organizationId, id);
  if (!row) throw notFound('Webhook endpoint not found');
  return row;
}

export const getWebhook = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

const REFUSALS: Record<Exclude<UrlCheck, { ok: true }>['reason'], string> = {
  invalid: M.urlInvalid,
  scheme: M.urlScheme,
  credentials: M.urlCredentials,
  unresolvable: M.urlUnresolvable,
  private: M.urlPrivate,
};

/** The URL through the SSRF guard (docs/guide/api-keys-and-webhooks.md, "Where they may go"). */
const checkUrl = (deps: AppDeps, url: string) =>
  checkWebhookUrl(url, { allowPrivate: deps.config.webhooks.allowPrivate });

/** A URL an endpoint may be saved with; else 400 naming why under `url`. */
async function acceptableUrl(deps: AppDeps, url: string) {
  const check = await checkUrl(deps, url);
  if (!check.ok) throw validationError(REFUSALS[check.reason], { url: REFUSALS[check.reason] });
}

const secretKey = (deps: AppDeps) => secretBoxKey(deps.config.jwtSecret);

/** A new endpoint, its URL checked; its signing secret is in this answer alone. */
export async function createWebhook(deps: AppDeps, caller: Caller, body: Body) {
  await acceptableUrl(deps, body.url);
  const secret = newWebhookSecret();
  const id = uuidv7();
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    await repo.insertEndpoint(tx, {
      organizationId: org,
      id,
      url: body.url,
      description: body.description ?? '',
      events: body.events,
      active: body.active ?? true,
      secretSealed: sealSecret(secret, secretKey(deps)),
      createdBy: caller.userId,
    });
    await recordAudit(tx, caller, {
      entityType: 'WebhookEndpoint',
      entityId: id,
      action: 'create',
      changes: {
        url: { before: null, after: body.url },
        events: { before: null, after: body.events.join(', ') },
      },
    });
    return load(tx, org, id);
  });
  return { data: { ...data, secret }, message: M.created };
}

export async function updateWebhook(deps: AppDeps, caller: Caller, id: string, body: UpdateBody) {
  if (body.url !== undefined) await acceptableUrl(deps, body.url);
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const before = await load(tx, org, id);
    await repo.updateEndpoint(tx, org, id, body);
    const after = await load(tx, org, id);
    const changes = Object.fromEntries(
      (['url', 'description', 'active'] as const)
        .filter((k) => before[k] !== after[k])
        .map((k) => [k, { before: before[k], after: after[k] }]),
    );
    if (before.events.join() !== after.events.join()) {
      changes.events = { before: before.events.join(', '), after: after.events.join(', ') };
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, caller, {
        entityType: 'WebhookEndpoint',
        entityId: id,
        action: 'update',
        changes,
      });
    }
    return after;
  });
  return { data, message: M.updated };
}

/**
 * Deleted with its deliveries (the events stay for other endpoints, then age out); the audit
 * log keeps where it sent and what, as every deletion does.
 */
export async function deleteWebhook(deps: AppDeps, caller: Caller, id: string) {
  await deps.db.transaction(async (tx) => {
    const gone = await load(tx, caller.organizationId, id);
    await repo.deleteEndpoint(tx, caller.organizationId, id);
    await recordAudit(tx, caller, {
      entityType: 'WebhookEndpoint',
      entityId: id,
      action: 'delete',
      changes: {
        url: { before: gone.url, after: null },
        events: { before: gone.events.join(', '), after: null },
      },
    });
  });
  return { message: M.deleted };
}

export const listDeliveries = (
  deps: AppDeps,
  caller: Caller,
  endpointId: string,
  q: Omit<TWebhookDeliveriesQuery, 'endpointId'>,
) => runList(deps.db, webhookDeliveriesList, caller.organizationId, { ...q, endpointId });

/** The event of a delivery again, as a new delivery due now (the log keeps the old one). */
export async function redeliver(
  deps: AppDeps,
  caller: Caller,
  endpointId: string,
  deliveryId: string,
) {
  const org = caller.organizationId;
  const eventId = await repo.deliveryEvent(deps.db, org, endpointId, deliveryId);
  if (!eventId) throw notFound('Delivery not found');
  const id = uuidv7();
  await repo.insertDelivery(deps.db, org, { id, endpointId, eventId });
  const data = await findListRow(deps.db, webhookDeliveriesList, org, id);
  if (!data) throw notFound('Delivery not found');
  return { data, message: M.redelivered };
}

/**
 * What a payload's reader fetches with: the organization's, allowed to read everything the
 * events report (a shift of anyone); it makes nothing.
 */
const readerOf = (organizationId: string): Caller => ({
  userId: '00000000-0000-0000-0000-000000000000',
  organizationId,
  organizationKind: 'tenant',
  role: null,
  permissions: [...PERMISSION_NAMES],
  subscriptionExpired: false,
  language: 'en' as const,
});

/** A stock change's levels, each once: what moved it in this change, and where it ended. */
async function stockLevelsOf(deps: AppDeps, organizationId: string, ids: string[]) {
  const levels = new Map<
    string,
    {
      productId: string;
      variationId: string | null;
      storeId: string | null;
      warehouseId: string | null;
      change: number;
      quantity: number;
    }
  >();
  for (const m of await repo.ledgerMoves(deps.db, organizationId, ids)) {
    const key = [m.product_id, m.variation_id, m.store_id, m.warehouse_id].join('|');
    const level = levels.get(key);
    const change = Number(m.quantity_changed);
    if (level) {
      // Quantities have up to 3 decimals (goods sold by weight): summed in thousandths.
      level.change = Math.round(level.change * 1000 + change * 1000) / 1000;
      level.quantity = Number(m.stock_after);
    } else {
      levels.set(key, {
        productId: m.product_id,
        variationId: m.variation_id,
        storeId: m.store_id,
        warehouseId: m.warehouse_id,
        change,
        quantity: Number(m.stock_after),
      });
    }
  }
  return { levels: [...levels.values()] };
}

/**
 * An event's `data` (docs/guide/api-keys-and-webhooks.md, "Events"): the record as its GET
 * answers it when the event is first sent; what cannot be read then was kept with the event.
 */
async function dataOf(
  deps: AppDeps,
  event: { organization_id: string; type: string; subject_id: string; subjects: unknown[] | null },
): Promise<Record<string, unknown>> {
  const reader = readerOf(event.organization_id);
  const id = event.subject_id;
  const type = event.type as WebhookEventType;
  switch (type) {
    case 'sale.completed':
      return loadTransaction(deps.db, event.organization_id, id);
    case 'sale.returned':
      return loadReturn(deps.db, event.organization_id, id);
    case 'stock.changed':
      return stockLevelsOf(deps, event.organization_id, (event.subjects ?? []) as string[]);
    case 'product.created':
    case 'product.updated':
      return getProduct(deps, reader, id);
    case 'product.deleted':
      return { _id: id, ...((event.subjects?.[0] as object | undefined) ?? {}) };
    case 'customer.created':
    case 'customer.updated':
      return getCustomer(deps, reader, id);
    case 'shift.closed':
      return (await getShift(deps, reader, id)).data;
    case 'purchase_order.received':
      return getPurchaseOrder(deps, reader, id);
  }
}

/** A record an event names may be gone by its first delivery: it is then said so. */
async function payloadOf(deps: AppDeps, d: repo.ClaimedDelivery): Promise<string> {
  let data: Record<string, unknown>;
  try {
    data = await dataOf(deps, d);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err;
    data = { _id: d.subject_id, deleted: true };
  }
  const payload: TWebhookPayload = {
    id: d.event_id,
    type: d.type as WebhookEventType,
    createdAt: new Date(d.event_created_at).toISOString(),
    organizationId: d.organization_id,
    data,
  };
  return JSON.stringify(payload);
}

/** How many deliveries a worker claims at once, and sends at once. */
const BATCH = 100;
/** New events fanned out to their deliveries at once. */
const FAN_OUT = 1000;
const PARALLEL = 16;
const LEASE_SECONDS = 60;

/** One attempt of one claimed delivery: its outcome, never a throw. */
async function attempt(
  deps: AppDeps,
  d: repo.ClaimedDelivery,
  body: string,
  now: Date,
): Promise<repo.AttemptOutcome> {
  const first = d.first_attempt_at ? new Date(d.first_attempt_at) : now;
  const failed = (error: string | null, code: number | null, ms: number, snippet: string) => ({
    organizationId: d.organization_id,
    id: d.id,
    delivered: false,
    nextAttemptAt: nextAttemptAt(first, d.attempts + 1, new Date()),
    responseCode: code,
    durationMs: ms,
    error,
    responseSnippet: snippet,
  });
  // Checked at each attempt: a name may resolve elsewhere since the endpoint was saved.
  const check = await checkUrl(deps, d.url);
  if (!check.ok) return failed(REFUSALS[check.reason], null, 0, '');
  const signature = signPayload(openSecret(d.secret_sealed, secretKey(deps)), body, new Date());
  const result = await postWebhook({
    url: check.url,
    body,
    addresses: check.addresses,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'POS-Webhooks/1',
      [SIGNATURE_HEADER]: signature,
      'X-POS-Event-Id': d.event_id,
      'X-POS-Event-Type': d.type,
    },
  });
  if (!delivered(result)) {
    return failed(result.error, result.status, result.durationMs, result.responseSnippet);
  }
  return {
    organizationId: d.organization_id,
    id: d.id,
    delivered: true,
    nextAttemptAt: null,
    responseCode: result.status,
    durationMs: result.durationMs,
    error: null,
    responseSnippet: result.responseSnippet,
  };
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T);
      }
    }),
  );
  return results;
}

/** The Owner hears of an endpoint switched off after a day of failures. */
async function tellOwners(deps: AppDeps, switched: { organization_id: string; url: string }[]) {
  for (const endpoint of switched) {
    const language = await organizationLanguage(deps.db, endpoint.organization_id);
    for (const to of await repo.ownerEmails(deps.db, endpoint.organization_id)) {
      await deps.mailer.send({
        to,
        language,
        subject: 'A webhook endpoint was switched off',
        text: `Every delivery to ${endpoint.url} failed for 24 hours, so it was switched off: no more events are sent to it.\n\nWhen the receiver works again, switch the endpoint on in Settings → Webhooks (${deps.config.appUrl}/settings/webhooks); the deliveries that failed can be sent again from its delivery log.`,
        link: `${deps.config.appUrl}/settings/webhooks`,
      });
    }
  }
}

/**
 * The worker (docs/guide/api-keys-and-webhooks.md, "Delivery"): batches of due deliveries,
 * claimed organization by organization (each one's oldest in turn, so one organization's backlog
 * delays no other's) and leased, sent in parallel, their outcomes written back in one statement;
 * again while some are due, for at most `budgetMs`. Safe on any number of instances at once.
 */
export async function deliverDueWebhooks(deps: AppDeps, budgetMs = 10_000) {
  const until = Date.now() + budgetMs;
  let sent = 0;
  for (;;) {
    const fanned = await repo.fanOut(deps.db, FAN_OUT);
    const now = new Date();
    const batch = await repo.claimDue(deps.db, BATCH, LEASE_SECONDS);
    if (batch.length === 0) {
      if (fanned === FAN_OUT && Date.now() < until) continue;
      break;
    }
    const missing = batch.filter((d) => d.payload === null);
    const built = await Promise.all(
      [...new Map(missing.map((d) => [d.event_id, d])).values()].map(async (d) => ({
        organizationId: d.organization_id,
        id: d.event_id,
        payload: await payloadOf(deps, d),
      })),
    );
    const fixed = await repo.fixPayloads(deps.db, built);
    const outcomes = await inParallel(batch, PARALLEL, (d) =>
      attempt(deps, d, d.payload ?? fixed.get(d.event_id) ?? '', now),
    );
    await repo.recordAttempts(deps.db, now, outcomes);
    const switched = await repo.settleEndpoints(
      deps.db,
      new Date(),
      outcomes.map((o, i) => ({
        organizationId: o.organizationId,
        endpointId: batch[i]?.endpoint_id ?? '',
        delivered: o.delivered,
      })),
      RETRY_WINDOW_MS,
    );
    await tellOwners(deps, switched);
    sent += batch.length;
    if ((batch.length < BATCH && fanned < FAN_OUT) || Date.now() > until) break;
  }
  return { sent };
}

/** How long the delivery log is kept. */
export const WEBHOOK_LOG_DAYS = 30;

export const removeOldWebhookEvents = (deps: AppDeps, now: Date) =>
  repo.deleteOldEvents(deps.db, new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000));
