import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  paymentOrders,
  paymentWebhookEvents,
  subscriptionTransactions,
} from './payments.tables.js';

export async function insertOrder(ex: Executor, values: typeof paymentOrders.$inferInsert) {
  await ex.insert(paymentOrders).values(values);
}

/** The order row, by the gateway's id alone (a webhook names no organization). */
export async function findOrder(ex: Executor, orderId: string) {
  const [row] = await ex.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  return row ?? null;
}

/**
 * The order row, locked for a verification, so two of one order run one after the other. By its
 * organization as well: on Citus a row is locked only by a statement planned on its shard.
 */
export async function lockOrder(ex: Executor, organizationId: string, orderId: string) {
  const [row] = await ex
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.organizationId, organizationId), eq(paymentOrders.orderId, orderId)),
    )
    .for('update');
  return row ?? null;
}

export async function markOrder(
  ex: Executor,
  organizationId: string,
  orderId: string,
  status: 'paid' | 'failed',
  paymentId: string,
) {
  await ex
    .update(paymentOrders)
    .set({ status, paymentId, updatedAt: new Date() })
    .where(
      and(eq(paymentOrders.organizationId, organizationId), eq(paymentOrders.orderId, orderId)),
    );
}

/** Records a payment once; false when its payment id is already on record (a replay). */
export async function insertTransaction(
  ex: Executor,
  values: typeof subscriptionTransactions.$inferInsert,
): Promise<boolean> {
  const rows = await ex
    .insert(subscriptionTransactions)
    .values(values)
    .onConflictDoNothing({
      target: [subscriptionTransactions.organizationId, subscriptionTransactions.paymentId],
    })
    .returning({ id: subscriptionTransactions.id });
  return rows.length === 1;
}

export async function paymentRecorded(ex: Executor, paymentId: string) {
  const rows = await ex
    .select({ one: sql`1` })
    .from(subscriptionTransactions)
    .where(eq(subscriptionTransactions.paymentId, paymentId));
  return rows.length > 0;
}

/** Remembers a webhook event; false when it was already handled (gateways deliver at least once). */
export async function recordWebhookEvent(
  ex: Executor,
  eventId: string,
  event: string,
  payload: unknown,
) {
  const rows = await ex
    .insert(paymentWebhookEvents)
    .values({ eventId, event, payload })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.eventId });
  return rows.length === 1;
}
