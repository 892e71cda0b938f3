import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { transactions } from './sales.tables.js';

export async function countTransactions(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.organizationId, organizationId));
  return row?.n ?? 0;
}
