import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { transactions } from './sales.tables.js';

/**
 * Counts one more mail of a sale's receipt unless `limit` were sent; answers whether it was
 * counted (no: no such sale, or the limit reached). One conditional UPDATE: concurrent requests
 * queue on the row and each sees the count the one before left, so none passes the limit.
 */
export async function countReceiptEmail(
  ex: Executor,
  organizationId: string,
  id: string,
  limit: number,
) {
  const rows = await ex
    .update(transactions)
    .set({ receiptEmails: sql`${transactions.receiptEmails} + 1` })
    .where(
      and(
        eq(transactions.organizationId, organizationId),
        eq(transactions.id, id),
        lt(transactions.receiptEmails, limit),
      ),
    )
    .returning({ count: transactions.receiptEmails });
  return rows.length > 0;
}

/** Gives back the count of a mail that could not be sent. */
export async function uncountReceiptEmail(ex: Executor, organizationId: string, id: string) {
  await ex
    .update(transactions)
    .set({ receiptEmails: sql`${transactions.receiptEmails} - 1` })
    .where(
      and(
        eq(transactions.organizationId, organizationId),
        eq(transactions.id, id),
        gt(transactions.receiptEmails, 0),
      ),
    );
}
