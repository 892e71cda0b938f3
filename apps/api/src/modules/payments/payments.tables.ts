import { PLAN_IDS } from '@pos/contracts/subscription';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

/**
 * The money side of the subscription (DESIGN §8): checkout orders, the payments made and the
 * gateway's webhook deliveries. The subscription itself (plan, period, credits) is the
 * subscription module's; payments changes it only through subscription.service.ts.
 */
const PLANS = PLAN_IDS;

/** A checkout started by an upgrade; verification trusts only what is stored here. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    ...tenantColumns(),
    orderId: text('order_id').notNull(),
    plan: text('plan', { enum: PLANS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] }).notNull(),
    paymentId: text('payment_id'),
    createdBy: text('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    // The gateway's order id, unique by the gateway: looked up from its callbacks, which name
    // no organization (a unique index would have to name one: docs/DESIGN.md, "Operations").
    index('payment_orders_order_idx').on(t.orderId),
    belongsToOrganization(t),
  ],
);

/** Every payment for the subscription (spec 2 "Subscription transaction"). */
export const subscriptionTransactions = pgTable(
  'subscription_transactions',
  {
    ...tenantColumns(),
    subscriptionId: text('subscription_id').notNull(),
    /** The gateway's payment id: one payment is recorded once, replays change nothing. */
    paymentId: text('payment_id').notNull(),
    orderId: text('order_id'),
    customerId: text('customer_id').notNull(),
    plan: text('plan', { enum: PLANS }).notNull(),
    method: text('method'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['success', 'pending', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    // A payment recorded once (the replay's guard): a gateway payment belongs to one order, so
    // one organization; looked up by its id alone when verified.
    uniqueIndex('subscription_transactions_payment_uq').on(t.organizationId, t.paymentId),
    index('subscription_transactions_payment_idx').on(t.paymentId),
    index('subscription_transactions_list_idx').on(t.organizationId, t.createdAt, t.id),
    belongsToOrganization(t),
  ],
);

/** Webhook events already handled (gateways deliver at least once). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
