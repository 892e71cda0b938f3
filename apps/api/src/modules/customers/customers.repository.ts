import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customers } from './customers.tables.js';

export async function countCustomers(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.organizationId, organizationId));
  return row?.n ?? 0;
}
