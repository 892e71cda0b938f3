/**
 * Webhooks (docs/guide/api-keys-and-webhooks.md, "Webhooks"): an organization's endpoints, the
 * events each one hears, and their deliveries. Each event is written in the transaction of the
 * change it reports (a rolled-back change sends nothing), then POSTed, signed, to every active
 * endpoint that listens to its type, retried for a day until one answers 2xx.
 */
import { z } from 'zod';
import { sortParam, ZBoolQuery, ZId, ZListQueryBase } from './list.js';

/** What an endpoint may listen to, as the payload's `type` names it. */
export const WEBHOOK_EVENT_TYPES = [
  'sale.completed',
  'sale.returned',
  'stock.changed',
  'product.created',
  'product.updated',
  'product.deleted',
  'customer.created',
  'customer.updated',
  'shift.closed',
  'purchase_order.received',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The events in words, for the form's checklist. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'sale.completed': 'A sale is completed (online, or synced from an offline register)',
  'sale.returned': 'Items of a sale are returned',
  'stock.changed': 'Stock levels change (one event per change, with every level it moved)',
  'product.created': 'A product is created',
  'product.updated': 'A product or its variations change',
  'product.deleted': 'A product is deleted or archived',
  'customer.created': 'A customer is created',
  'customer.updated': "A customer's details change",
  'shift.closed': 'A shift is closed',
  'purchase_order.received': 'Goods of a purchase order are received',
};

export const WEBHOOK_MESSAGES = {
  created: 'Webhook endpoint created. Copy its signing secret now: it is not shown again.',
  updated: 'Webhook endpoint updated.',
  deleted: 'Webhook endpoint deleted.',
  redelivered: 'The event is being sent again.',
  urlRequired: 'URL is required.',
  urlInvalid: 'Enter the full address, starting with https:// (or http://).',
  urlTooLong: 'The URL is at most 2,000 characters.',
  eventsRequired: 'Choose at least one event.',
  eventUnknown: 'Unknown event type.',
  eventsRepeated: 'Each event once.',
  descriptionTooLong: 'The description is at most 200 characters.',
  /** The SSRF guard's refusals (its reasons: docs/guide/api-keys-and-webhooks.md). */
  urlPrivate:
    'This address is on a private, loopback or link-local network: webhooks are sent only to public addresses.',
  urlUnresolvable: 'This host name could not be resolved.',
  urlCredentials: 'The URL must not carry a user name or password.',
  urlScheme: 'Only http:// and https:// addresses can receive webhooks.',
} as const;

const ZWebhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(2000, WEBHOOK_MESSAGES.urlTooLong)
  .regex(/^https?:\/\/[^\s/?#]+/i, WEBHOOK_MESSAGES.urlInvalid);

const ZWebhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventUnknown }), {
    error: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((es) => new Set(es).size === es.length, WEBHOOK_MESSAGES.eventsRepeated)
  .meta({ uniqueItems: true });

/** `POST /webhooks`. */
export const ZWebhookBody = z.strictObject({
  url: ZWebhookUrl,
  description: z.string().trim().max(200, WEBHOOK_MESSAGES.descriptionTooLong).optional(),
  events: ZWebhookEvents,
  /** Off: nothing is sent to it (events meanwhile are not kept for it). Default on. */
  active: z.boolean().optional(),
});
export type TWebhookBody = z.input<typeof ZWebhookBody>;

/** `PUT /webhooks/:id`: any of the fields; turning an endpoint on again clears its failures. */
export const ZWebhookUpdateBody = ZWebhookBody.partial();
export type TWebhookUpdateBody = z.input<typeof ZWebhookUpdateBody>;

export const ZWebhook = z.object({
  _id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  active: z.boolean(),
  /** Why it was switched off by the server (24 hours of failures), when it was. */
  disabledReason: z.string().nullable(),
  /** The first failure of the failures going on now (null: the last delivery went through). */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** The create answer: the one that holds the signing secret. */
export const ZWebhookCreated = ZWebhook.extend({ secret: z.string() });
export const ZWebhookCreatedResponse = z.object({ data: ZWebhookCreated, message: z.string() });

export const ZWebhooksQuery = ZListQueryBase.extend({
  sort: sortParam(['createdAt', 'url']),
  active: ZBoolQuery.optional(),
}).strict();

/** The endpoints' CSV export (`GET /webhooks/export.csv`). */
export const WEBHOOKS_CSV_COLUMNS = [
  'ID',
  'URL',
  'Description',
  'Events',
  'Active',
  'Created At',
] as const;

/** A delivery: one event to one endpoint, with its latest attempt. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const ZWebhookDelivery = z.object({
  _id: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** The last attempt's HTTP status (null: none made yet, or no answer). */
  responseCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** Why the last attempt failed without an answer ("timeout", a connection error). */
  error: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** When it is tried next (pending only). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesQuery = ZListQueryBase.extend({
  sort: sortParam(['createdAt']),
  status: z
    .enum(WEBHOOK_DELIVERY_STATUSES, { error: 'status is pending, delivered or failed.' })
    .optional(),
}).strict();

export const ZWebhookDeliveryParams = z.strictObject({ id: ZId, deliveryId: ZId });

/** What every delivery POSTs (the `data` of each type: docs/guide/api-keys-and-webhooks.md). */
export const ZWebhookPayload = z.object({
  /** The event's id: the same in every retry and redelivery — de-duplicate by it. */
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: z.string(),
  organizationId: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;
