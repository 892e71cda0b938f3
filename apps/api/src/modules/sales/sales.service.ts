import {
  SALE_MESSAGES as M,
  type PAYMENT_METHODS,
  TRANSACTIONS_CSV_COLUMNS,
  type TransactionStatus,
  type TTransaction,
  type TTransactionRow,
} from '@pos/contracts/sales';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { countList, runList, streamCsv } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { type TTransactionsQuery, transactionsList } from './sales.list.js';
import * as repo from './sales.repository.js';

/**
 * The sales on record: count, list, CSV, one sale, and deleting one that never completed. A sale
 * is made by checkout.service.ts and refunded by refund.service.ts.
 */

export const countTransactions = (deps: AppDeps, caller: Caller) =>
  repo.countTransactions(deps.db, caller.organizationId);

export const listTransactions = (deps: AppDeps, caller: Caller, q: TTransactionsQuery) =>
  runList(deps.db, transactionsList, caller.organizationId, q);

const csvCells = (t: TTransactionRow) => [
  t._id,
  t.customerName ?? 'Walk-in',
  new Date(t.transactionDate),
  t.totalAmount.toFixed(2),
  t.status,
  t.paymentMethod,
];

/** The spec's transactions CSV, streamed: TransactionID, Customer, Date, Total, Status, PaymentMethod. */
export async function exportTransactions(deps: AppDeps, caller: Caller, q: TTransactionsQuery) {
  const org = caller.organizationId;
  const totalCount = await countList(deps.db, transactionsList, org, q);
  const stream = streamCsv(
    deps.db,
    transactionsList,
    org,
    q,
    TRANSACTIONS_CSV_COLUMNS,
    csvCells,
    await timeZoneOf(deps, org),
  );
  return { totalCount, stream };
}

/** A sale in the shape of spec 1 §3 (with the real taxes, DESIGN §7). */
export async function loadTransaction(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<TTransaction> {
  const t = await repo.findTransaction(ex, organizationId, id);
  if (!t) throw notFound(M.notFound);
  const items = await repo.itemsOf(ex, organizationId, id);
  return {
    _id: String(t.id),
    status: t.status as TransactionStatus,
    paymentMethod: t.payment_method as (typeof PAYMENT_METHODS)[number],
    transactionDate: new Date(t.transaction_date).toISOString(),
    customer: t.customer_id
      ? {
          _id: String(t.customer_id),
          name: t.customer_name ?? '',
          email: t.customer_email,
          phone: t.customer_phone,
        }
      : null,
    customerName: t.customer_name ?? 'Walk-in',
    store: t.store_id ? { _id: String(t.store_id), name: t.store_name ?? '' } : null,
    cashier: t.user_id ? { _id: String(t.user_id), name: t.user_name ?? '' } : null,
    items: items.map((i) => ({
      _id: i.id,
      productId: i.productId,
      variationId: i.variationId,
      productName: i.productName,
      variationName: i.variationName,
      sku: i.sku,
      quantity: i.quantity,
      priceAtSale: Number(i.priceAtSale),
      discount: Number(i.discount),
      lineTotal: Number(i.lineTotal),
    })),
    subtotal: Number(t.subtotal),
    discountTotal: Number(t.discount_total),
    taxes: t.taxes,
    taxTotal: Number(t.tax_total),
    totalAmount: Number(t.total_amount),
    refundedAt: t.refunded_at ? new Date(t.refunded_at).toISOString() : null,
  };
}

export const getTransaction = (deps: AppDeps, caller: Caller, id: string) =>
  loadTransaction(deps.db, caller.organizationId, id);

/**
 * Sales stay in the books: one that moved stock is refused (refund it instead); a pending or
 * failed one, which moved nothing, may go.
 */
export async function deleteTransaction(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  return deps.db.transaction(async (tx) => {
    const sale = await repo.findTransaction(tx, org, id, true);
    if (!sale) throw notFound(M.notFound);
    if (sale.status === 'Completed' || sale.status === 'Refunded') throw conflict(M.notDeletable);
    await repo.deleteTransaction(tx, org, id);
    return { message: 'Transaction deleted successfully!' };
  });
}
