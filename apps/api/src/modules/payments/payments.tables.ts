import { PLAN_IDS } from '@pos/contracts/subscription';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn, updatedAt } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

/**
 * The money side of the subscription (DESIGN §8): checkout orders, the payments made and the
 * gateway's webhook deliveries. The subscription itself (plan, period, credits) is the
 * subscription module's; payments changes it only through subscription.service.ts.
 */
const PLANS = PLAN_IDS;
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A checkout started by an upgrade; verification trusts only what is stored here. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    orderId: text('order_id').notNull(),
    plan: text('plan', { enum: PLANS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] }).notNull(),
    paymentId: text('payment_id'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('payment_orders_order_uq').on(t.orderId),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Every payment for the subscription (spec 2 "Subscription transaction"). */
export const subscriptionTransactions = pgTable(
  'subscription_transactions',
  {
    organizationId: orgColumn(),
    id: idColumn(),
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
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('subscription_transactions_payment_uq').on(t.paymentId),
    index('subscription_transactions_list_idx').on(t.organizationId, t.createdAt, t.id),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Webhook events already handled (gateways deliver at least once). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
