import {
  formatDocumentNumber,
  type PaymentMethod,
  type SalePaymentMethod,
  type TransactionStatus,
  type TTransactionRow,
  type ZTransactionsQuery,
} from '@pos/contracts/sales';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateRange, type InTimeZone, type ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { customers } from '../customers/customers.tables.js';
import { stores } from '../inventory/stores.tables.js';

export type TTransactionsQuery = z.output<typeof ZTransactionsQuery>;

/**
 * The sales paid (in part) by a method: its single-method sales by their own index, and the split
 * ones that have a payment of it. `Split` finds the split sales.
 */
const paidBy = (method: SalePaymentMethod) =>
  method === 'Split'
    ? sql`t.payment_method = 'Split'`
    : sql`(t.payment_method = ${method} or (t.payment_method = 'Split' and exists (
        select 1 from transaction_payments p
        where p.organization_id = t.organization_id and p.transaction_id = t.id and p.method = ${method})))`;

/** Sales, newest first; the count stops at 10,000 ("10,000+"): sales grow without bound. */
export const transactionsList: ListSpec<InTimeZone<TTransactionsQuery>, TTransactionRow> = {
  from: sql`transactions t
    left join ${customers} c on c.organization_id = t.organization_id and c.id = t.customer_id`,
  org: sql`t.organization_id`,
  id: sql`t.id`,
  select: sql`t.id, t.customer_id, c.name as customer_name, t.total_amount::text as total_amount, t.status,
    t.payment_method, t.transaction_date, t.document_number,
    (select array_agg(p.method order by p.id) from transaction_payments p
       where p.organization_id = t.organization_id and p.transaction_id = t.id) as payment_methods,
    (select s.name from ${stores} s where s.organization_id = t.organization_id and s.id = t.store_id) as store_name,
    -- A weighed line is one item, whatever it weighs (docs/DESIGN.md, "Goods sold by weight").
    (select coalesce(sum(case when i.unit = 'each' then i.quantity else 1 end), 0) from transaction_items i
       where i.organization_id = t.organization_id and i.transaction_id = t.id) as item_count,
    t.local_number, t.needs_review`,
  // The customer's name, or the local number an offline register printed ("AB12-42"): two
  // branches joined by UNION, the second read from transactions_local_number_idx (offline
  // sales only), where one OR across the join would read every sale.
  searchBranches: (pattern) => [sql`c.name ilike ${pattern}`, sql`t.local_number ilike ${pattern}`],
  filters: (q) => [
    q.customerId ? sql`t.customer_id = ${q.customerId}` : undefined,
    q.status ? sql`t.status = ${q.status}` : undefined,
    q.paymentMethod ? paidBy(q.paymentMethod) : undefined,
    q.storeId ? sql`t.store_id = ${q.storeId}` : undefined,
    // The flagged ones come from their own small index (transactions_needs_review_idx).
    q.needsReview === undefined
      ? undefined
      : q.needsReview === 'true'
        ? sql`t.needs_review`
        : sql`not t.needs_review`,
    ...dateRange(sql`t.transaction_date`, q.fromDate, q.toDate, q.timeZone),
  ],
  sorts: { transactionDate: sql`t.transaction_date`, totalAmount: sql`t.total_amount` },
  defaultSort: '-transactionDate',
  countCap: 10_000,
  map: (r) => ({
    _id: String(r.id),
    customerId: strOrNull(r.customer_id),
    customerName: strOrNull(r.customer_name),
    totalAmount: num(r.total_amount),
    status: String(r.status) as TransactionStatus,
    paymentMethod: String(r.payment_method) as SalePaymentMethod,
    paymentMethods: (r.payment_methods ?? []) as PaymentMethod[],
    documentNumber: r.document_number == null ? null : formatDocumentNumber(num(r.document_number)),
    transactionDate: iso(r.transaction_date),
    storeName: strOrNull(r.store_name),
    itemCount: num(r.item_count),
    localNumber: strOrNull(r.local_number),
    needsReview: r.needs_review === true,
  }),
};
