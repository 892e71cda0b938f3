import { and, count, eq, ne, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { subscriptionExpiredSql } from './expiry.js';
import { subscriptions } from './subscription.tables.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertSubscription(ex: Executor, values: typeof subscriptions.$inferInsert) {
  await ex.insert(subscriptions).values(values);
}

export async function findSubscription(ex: Executor, organizationId: string, forUpdate = false) {
  const q = ex.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateSubscription(
  ex: Executor,
  organizationId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await ex
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.organizationId, organizationId))
    .returning();
  if (!row) throw new Error('subscription vanished');
  return row;
}

export async function findByGatewaySubscription(ex: Executor, gatewaySubscriptionId: string) {
  const [row] = await ex
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.gatewaySubscriptionId, gatewaySubscriptionId))
    .for('update');
  return row ?? null;
}

/** Subscriptions of every organization on a paid plan whose period runs and is not cancelled. */
export async function countRenewingPaid(ex: Executor) {
  const [row] = await ex
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        ne(subscriptions.plan, 'trail'),
        ne(subscriptions.status, 'cancelled'),
        not(subscriptionExpiredSql(sql`${subscriptions}`)),
      ),
    );
  return row?.n ?? 0;
}
