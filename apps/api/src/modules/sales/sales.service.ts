import {
  formatDocumentNumber,
  formatReturnNumber,
  SALE_MESSAGES as M,
  REVIEW_REASONS,
  type ReviewReason,
  type SalePaymentMethod,
  TRANSACTIONS_CSV_COLUMNS,
  type TransactionStatus,
  type TSaleReturn,
  type TTransaction,
  type TTransactionRow,
} from '@pos/contracts/sales';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { csvExport, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { inOrganizationTimeZone, timeZoneOf } from '../settings/settings.service.js';
import { type TTransactionsQuery, transactionsList } from './sales.list.js';
import * as repo from './sales.repository.js';

/**
 * The sales on record: count, list, CSV, one sale, and deleting one that never completed. A sale
 * is made by checkout.service.ts and returned (in part or whole) by returns.service.ts.
 */

export const countTransactions = (deps: AppDeps, caller: Caller) =>
  repo.countTransactions(deps.db, caller.organizationId);

export const listTransactions = async (deps: AppDeps, caller: Caller, q: TTransactionsQuery) =>
  runList(
    deps.db,
    transactionsList,
    caller.organizationId,
    await inOrganizationTimeZone(deps, caller.organizationId, q),
  );

const csvCells = (t: TTransactionRow) => [
  t._id,
  t.customerName ?? 'Walk-in',
  new Date(t.transactionDate),
  t.totalAmount.toFixed(2),
  t.status,
  // A split sale shows its parts: Cash+Card.
  t.paymentMethods.length > 1 ? t.paymentMethods.join('+') : t.paymentMethod,
];

/** The spec's transactions CSV, streamed: TransactionID, Customer, Date, Total, Status, PaymentMethod. */
export async function exportTransactions(deps: AppDeps, caller: Caller, q: TTransactionsQuery) {
  const org = caller.organizationId;
  const timeZone = await timeZoneOf(deps, org);
  const query = { ...q, timeZone };
  return csvExport(
    await deps.reads.current(),
    transactionsList,
    org,
    query,
    TRANSACTIONS_CSV_COLUMNS,
    csvCells,
    timeZone,
  );
}

/** A return's number as printed: R and six digits or more. */
export const returnNumber = formatReturnNumber;

const personOf = (id: string | null, name: string | null) =>
  id ? { _id: id, name: name ?? '' } : null;

/** A return as the API answers it. */
export function returnOf(r: repo.ReturnRow): TSaleReturn {
  return {
    _id: r.id,
    transactionId: r.transaction_id,
    documentNumber: returnNumber(r.document_number),
    items: r.items.map((i) => ({
      itemId: i.item_id,
      productName: i.product_name,
      variationName: i.variation_name,
      unit: i.unit,
      quantity: i.quantity,
      amount: Number(i.amount),
    })),
    subtotal: Number(r.subtotal),
    taxes: r.taxes,
    taxTotal: Number(r.tax_total),
    rounding: Number(r.rounding),
    total: Number(r.total),
    refundMethod: r.refund_method,
    exchangeCredit: Number(r.exchange_credit),
    pointsBack: r.points_back,
    pointsBackAmount: Number(r.points_back_amount),
    exchangeId: r.exchange_id,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    user: personOf(r.user_id, r.user_name),
    approvedBy: personOf(r.approved_by, r.approver_name),
  };
}

/** Review reasons in the contract's order, whatever order they were found in. */
export const sortedReasons = (reasons: readonly ReviewReason[]) =>
  REVIEW_REASONS.filter((r) => reasons.includes(r));

/** A sale in the shape of spec 1 §3 (with the real taxes, DESIGN §7), its payments and returns. */
export async function loadTransaction(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<TTransaction> {
  const t = await repo.findTransaction(ex, organizationId, id);
  if (!t) throw notFound(M.notFound);
  const [items, payments, returns, ledger] = await Promise.all([
    repo.itemsOf(ex, organizationId, id),
    repo.paymentsOf(ex, organizationId, id),
    repo.returnsOf(ex, organizationId, { transactionId: id }),
    repo.saleLedgerRows(ex, organizationId, id),
  ]);
  const earned = ledger.find((e) => e.kind === 'earn');
  return {
    _id: String(t.id),
    documentNumber: t.document_number === null ? null : formatDocumentNumber(t.document_number),
    status: t.status as TransactionStatus,
    paymentMethod: t.payment_method as SalePaymentMethod,
    payments: payments.map((p) => ({
      method: p.method,
      amount: Number(p.amount),
      ...(p.account_id && {
        storedValue: {
          accountId: p.account_id,
          last4: p.code_last4,
          balanceAfter: Number(p.balance_after),
        },
      }),
    })),
    amountPaid: Number(t.amount_paid),
    change: Number(t.change_given),
    shiftId: t.shift_id,
    approvedBy: personOf(t.approved_by, t.approver_name),
    saleDiscount: Number(t.sale_discount),
    discountReason: t.discount_reason,
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
    giftCards: ledger
      .filter((g) => g.kind !== 'earn')
      .map((g) => ({
        accountId: g.account_id,
        last4: g.code_last4 ?? '',
        amount: Number(g.amount),
        reload: g.kind === 'reload',
        balanceAfter: Number(g.balance_after),
      })),
    loyalty: earned
      ? { earned: Number(earned.amount), balance: Number(earned.balance_after) }
      : null,
    items: items.map((i) => ({
      _id: i.id,
      productId: i.productId,
      variationId: i.variationId,
      productName: i.productName,
      variationName: i.variationName,
      sku: i.sku,
      unit: i.unit,
      quantity: i.quantity,
      priceAtSale: Number(i.priceAtSale),
      discount: Number(i.discount),
      lineTotal: Number(i.lineTotal),
      taxes: i.taxes,
      promotionDiscount: Number(i.promotionDiscount),
      promotions: i.promotions,
    })),
    subtotal: Number(t.subtotal),
    discountTotal: Number(t.discount_total),
    taxes: t.taxes,
    taxTotal: Number(t.tax_total),
    pricesIncludeTax: t.prices_include_tax,
    rounding: Number(t.rounding),
    totalAmount: Number(t.total_amount),
    refundedAt: t.refunded_at ? new Date(t.refunded_at).toISOString() : null,
    refundedTotal: Number(t.refunded_total),
    returns: returns.map(returnOf),
    exchangeId: t.exchange_id,
    offline:
      t.device_id && t.local_number && t.synced_at
        ? {
            deviceId: t.device_id,
            localNumber: t.local_number,
            createdAt: new Date(t.transaction_date).toISOString(),
            syncedAt: new Date(t.synced_at).toISOString(),
          }
        : null,
    needsReview: t.needs_review,
    reviewReasons: sortedReasons(t.review_reasons),
    reviewedAt: t.reviewed_at ? new Date(t.reviewed_at).toISOString() : null,
    reviewedBy: personOf(t.reviewed_by, t.reviewer_name),
  };
}

export const getTransaction = (deps: AppDeps, caller: Caller, id: string) =>
  loadTransaction(deps.db, caller.organizationId, id);

/**
 * "Mark reviewed" (DESIGN §13): a manager has looked at an offline sale the server recorded
 * although an online one would have been refused or priced otherwise. The reasons stay; the
 * sale leaves the "needs review" list. Not flagged (any more): 409.
 */
export async function markReviewed(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  const marked = await repo.markReviewed(deps.db, org, id, caller.userId);
  if (!marked) {
    // Tell a sale that is not flagged from one that is not there (another organization's).
    await loadTransaction(deps.db, org, id);
    throw conflict(M.notFlagged, undefined, 'NOT_FLAGGED_FOR_REVIEW');
  }
  return { data: await loadTransaction(deps.db, org, id), message: M.reviewed };
}

/**
 * Sales stay in the books: one that moved stock (completed, returned in part or whole) is
 * refused (refund it instead); a pending or failed one, which moved nothing, may go.
 */
export async function deleteTransaction(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  return deps.db.transaction(async (tx) => {
    const sale = await repo.findTransaction(tx, org, id, true);
    if (!sale) throw notFound(M.notFound);
    if (sale.status !== 'Pending' && sale.status !== 'Failed') throw conflict(M.notDeletable);
    await repo.deleteTransaction(tx, org, id);
    return { message: 'Transaction deleted successfully!' };
  });
}
