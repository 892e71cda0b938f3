import type { TTaxLine } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { productSales, salesCounters, transactionItems, transactions } from './sales.tables.js';

export async function countTransactions(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: salesCounters.transactions })
    .from(salesCounters)
    .where(eq(salesCounters.organizationId, organizationId));
  return row?.n ?? 0;
}

export interface CatalogueItem {
  product_id: string;
  name: string;
  product_sku: string | null;
  product_price: string;
  variation_id: string | null;
  attribute_combination: string[] | null;
  variation_sku: string | null;
  variation_price: string | null;
  variation_active: boolean | null;
}

/** The catalogue rows a sale's lines name (products not archived; variations of their product). */
export async function catalogueItems(ex: Executor, organizationId: string, productIds: string[]) {
  return queryRows<CatalogueItem>(
    ex,
    sql`select p.id as product_id, p.name, p.sku as product_sku, p.price::text as product_price,
          v.id as variation_id, v.attribute_combination, v.sku as variation_sku,
          v.price::text as variation_price, v.is_active as variation_active
        from products p
        left join product_variations v on v.organization_id = p.organization_id and v.product_id = p.id
        where p.organization_id = ${organizationId} and p.archived_at is null
          and p.id = any(${`{${productIds.join(',')}}`}::uuid[])`,
  );
}

export async function findByIdempotencyKey(ex: Executor, organizationId: string, key: string) {
  const [row] = await ex
    .select({ id: transactions.id, requestHash: transactions.requestHash })
    .from(transactions)
    .where(
      and(eq(transactions.organizationId, organizationId), eq(transactions.idempotencyKey, key)),
    );
  return row ?? null;
}

export async function insertTransaction(ex: Executor, values: typeof transactions.$inferInsert) {
  const [row] = await ex.insert(transactions).values(values).returning({ id: transactions.id });
  if (!row) throw new Error('transaction insert returned nothing');
  return row.id;
}

export async function insertItems(ex: Executor, rows: (typeof transactionItems.$inferInsert)[]) {
  await ex.insert(transactionItems).values(rows);
}

/** One sale with its names, locked for the rest of the transaction when asked. */
export async function findTransaction(
  ex: Executor,
  organizationId: string,
  id: string,
  lock = false,
) {
  const [row] = await queryRows<{
    id: string;
    status: string;
    payment_method: string;
    transaction_date: Date;
    customer_id: string | null;
    customer_name: string | null;
    customer_email: string | null;
    customer_phone: string | null;
    store_id: string | null;
    store_name: string | null;
    user_id: string | null;
    user_name: string | null;
    subtotal: string;
    discount_total: string;
    taxes: TTaxLine[];
    tax_total: string;
    total_amount: string;
    refunded_at: Date | null;
  }>(
    ex,
    sql`select t.id, t.status, t.payment_method, t.transaction_date, t.customer_id, c.name as customer_name,
          c.email as customer_email, c.phone as customer_phone, t.store_id, s.name as store_name,
          t.user_id, u.name as user_name, t.subtotal::text, t.discount_total::text, t.taxes,
          t.tax_total::text, t.total_amount::text, t.refunded_at
        from transactions t
        left join customers c on c.organization_id = t.organization_id and c.id = t.customer_id
        left join stores s on s.organization_id = t.organization_id and s.id = t.store_id
        left join users u on u.organization_id = t.organization_id and u.id = t.user_id
        where t.organization_id = ${organizationId} and t.id = ${id}
        ${lock ? sql`for update of t` : sql``}`,
  );
  return row ?? null;
}

export async function itemsOf(ex: Executor, organizationId: string, transactionId: string) {
  return ex
    .select()
    .from(transactionItems)
    .where(
      and(
        eq(transactionItems.organizationId, organizationId),
        eq(transactionItems.transactionId, transactionId),
      ),
    )
    .orderBy(transactionItems.id);
}

export async function markRefunded(
  ex: Executor,
  organizationId: string,
  id: string,
  userId: string,
) {
  await ex
    .update(transactions)
    .set({ status: 'Refunded', refundedAt: new Date(), refundedBy: userId })
    .where(and(eq(transactions.organizationId, organizationId), eq(transactions.id, id)));
}

export async function deleteTransaction(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(transactions)
    .where(and(eq(transactions.organizationId, organizationId), eq(transactions.id, id)));
  await ex
    .update(salesCounters)
    .set({ transactions: sql`greatest(${salesCounters.transactions} - 1, 0)` })
    .where(eq(salesCounters.organizationId, organizationId));
}

/**
 * Uses one sale credit of the period, if any is left. Run last in a sale's transaction: the
 * subscription row stays locked only until the commit that follows.
 */
export async function useCredit(ex: Executor, organizationId: string) {
  // One statement: the credit, and the organization's sales counter when there was one.
  const rows = await queryRows<{ transactions: number }>(
    ex,
    sql`with credit as (
          update subscriptions set remaining_credits = remaining_credits - 1, updated_at = now()
          where organization_id = ${organizationId} and remaining_credits > 0
          returning organization_id)
        insert into sales_counters (organization_id, transactions)
        select organization_id, 1 from credit
        on conflict (organization_id) do update set transactions = sales_counters.transactions + 1
        returning transactions`,
  );
  return rows.length > 0;
}

/**
 * What a sale needs to know first, in one round trip: the subscription's state, the taxes and
 * the negative-stock rule of general settings, and the default store.
 */
export async function saleContext(ex: Executor, organizationId: string) {
  const [row] = await queryRows<{
    status: string | null;
    valid_until: Date | null;
    taxes: TGeneralSettings['taxes'] | null;
    allow_negative_stock: boolean | null;
    default_store_id: string | null;
  }>(
    ex,
    sql`select s.status, s.valid_until, g.taxes, g.allow_negative_stock,
          (select id from stores where organization_id = ${organizationId} and is_default) as default_store_id
        from (select 1) one
        left join subscriptions s on s.organization_id = ${organizationId}
        left join general_settings g on g.organization_id = ${organizationId}`,
  );
  return row;
}

/** Adds (a sale) or takes back (a refund) each product's units sold, in product order. */
export async function addProductSales(
  ex: Executor,
  organizationId: string,
  quantities: Map<string, number>,
) {
  const rows = [...quantities].sort(([a], [b]) => a.localeCompare(b));
  if (rows.length === 0) return;
  await ex
    .insert(productSales)
    .values(rows.map(([productId, quantitySold]) => ({ organizationId, productId, quantitySold })))
    .onConflictDoUpdate({
      target: [productSales.organizationId, productSales.productId],
      set: { quantitySold: sql`${productSales.quantitySold} + excluded.quantity_sold` },
    });
}
