import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { subscriptions } from './subscription.tables.js';

export async function insertSubscription(ex: Executor, values: typeof subscriptions.$inferInsert) {
  await ex.insert(subscriptions).values(values);
}

export async function findSubscription(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId));
  return row ?? null;
}
