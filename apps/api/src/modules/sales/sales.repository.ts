import type { TTaxLine } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';
import { subscriptionExpiredSql } from '../subscription/expiry.js';
import { productSales, salesCounters, transactionItems, transactions } from './sales.tables.js';

export async function countTransactions(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: salesCounters.transactions })
    .from(salesCounters)
    .where(eq(salesCounters.organizationId, organizationId));
  return row?.n ?? 0;
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

export interface SaleContext {
  /** Null when the organization has no subscription (never expired then). */
  subscription_expired: boolean | null;
  taxes: TGeneralSettings['taxes'] | null;
  allow_negative_stock: boolean | null;
  store: { id: string; name: string; is_active: boolean } | null;
  cashier_name: string | null;
  /** The sale an Idempotency-Key already made. */
  earlier: { id: string; request_hash: string | null } | null;
  customer: { id: string; name: string; email: string | null; phone: string | null } | null;
  /** The lines' products (not archived) with their variations. */
  catalogue: CatalogueItem[];
}

/**
 * Everything a sale reads before it writes, in one round trip: whether the subscription has
 * expired, taxes and the negative-stock rule of general settings, the store (the named one, else
 * the default), the cashier's name, the sale an Idempotency-Key already made, the named customer
 * and the catalogue rows of the lines.
 */
export async function saleContext(
  ex: Executor,
  organizationId: string,
  ask: {
    userId: string;
    storeId: string | null;
    customerId: string | null;
    idempotencyKey: string | null;
    productIds: string[];
  },
) {
  const [row] = await queryRowsPrepared<SaleContext>(
    ex,
    sql`select ${subscriptionExpiredSql()} as subscription_expired, g.taxes, g.allow_negative_stock,
          (select json_build_object('id', st.id, 'name', st.name, 'is_active', st.is_active) from stores st
            where st.organization_id = ${organizationId}
              and ${ask.storeId ? sql`st.id = ${ask.storeId}` : sql`st.is_default`}) as store,
          (select name from users where organization_id = ${organizationId} and id = ${ask.userId}) as cashier_name,
          ${
            ask.idempotencyKey
              ? sql`(select json_build_object('id', id, 'request_hash', request_hash) from transactions
                  where organization_id = ${organizationId} and idempotency_key = ${ask.idempotencyKey})`
              : sql`null::json`
          } as earlier,
          ${
            ask.customerId
              ? sql`(select json_build_object('id', id, 'name', name, 'email', email, 'phone', phone) from customers
                  where organization_id = ${organizationId} and id = ${ask.customerId})`
              : sql`null::json`
          } as customer,
          (select coalesce(json_agg(json_build_object(
              'product_id', p.id, 'name', p.name, 'product_sku', p.sku, 'product_price', p.price::text,
              'variation_id', v.id, 'attribute_combination', v.attribute_combination,
              'variation_sku', v.sku, 'variation_price', v.price::text, 'variation_active', v.is_active)), '[]')
            from products p
            left join product_variations v on v.organization_id = p.organization_id and v.product_id = p.id
            where p.organization_id = ${organizationId} and p.archived_at is null
              and p.id = any(${`{${ask.productIds.join(',')}}`}::uuid[])) as catalogue
        from (select 1) one
        left join subscriptions s on s.organization_id = ${organizationId}
        left join general_settings g on g.organization_id = ${organizationId}`,
  );
  if (!row) throw new Error('sale context query returned nothing');
  return row;
}

export interface SaleRecord {
  transaction: {
    id: string;
    customerId: string | null;
    storeId: string;
    userId: string;
    paymentMethod: string;
    subtotal: string;
    discountTotal: string;
    taxes: TTaxLine[];
    taxTotal: string;
    totalAmount: string;
    transactionDate: Date;
    idempotencyKey: string | null;
    requestHash: string | null;
  };
  items: {
    id: string;
    product_id: string;
    variation_id: string | null;
    product_name: string;
    variation_name: string | null;
    sku: string | null;
    quantity: number;
    price_at_sale: string;
    discount: string;
    line_total: string;
  }[];
  /** Units sold per product, for the best sellers. */
  sold: { product_id: string; quantity: number }[];
}

/**
 * Writes a completed sale in one statement with its stock move (`stock`: inventory's
 * `planMoves`, selected from first so the levels are locked before the sale's other rows): the
 * levels and their ledger rows, the transaction, its lines and the best sellers' counters. A
 * shortfall raises inside the statement and nothing stays. Its credit and the organization's
 * sales count are taken at the end of the transaction by the database (trigger
 * `transactions_use_credit`, migration 0007), which fails with PX402 when no credit is left.
 * Run outside a transaction it is one round trip.
 */
export async function recordSale(
  ex: Executor,
  organizationId: string,
  s: SaleRecord,
  stock: { ctes: SQL; check: SQL },
) {
  const t = s.transaction;
  const sold = [...s.sold].sort((a, b) => a.product_id.localeCompare(b.product_id));
  await queryRowsPrepared(
    ex,
    sql`with ${stock.ctes},
        sale as (
          insert into transactions (organization_id, id, customer_id, store_id, user_id, status,
            payment_method, subtotal, discount_total, taxes, tax_total, total_amount, transaction_date,
            idempotency_key, request_hash)
          values (${organizationId}, ${t.id}, ${t.customerId}, ${t.storeId}, ${t.userId}, 'Completed',
            ${t.paymentMethod}, ${t.subtotal}, ${t.discountTotal}, ${JSON.stringify(t.taxes)}::jsonb,
            ${t.taxTotal}, ${t.totalAmount}, ${t.transactionDate.toISOString()}::timestamptz,
            ${t.idempotencyKey}, ${t.requestHash})
          returning id),
        lines as (
          insert into transaction_items (organization_id, id, transaction_id, product_id, variation_id,
            product_name, variation_name, sku, quantity, price_at_sale, discount, line_total)
          select ${organizationId}, x.id, sale.id, x.product_id, x.variation_id, x.product_name,
            x.variation_name, x.sku, x.quantity, x.price_at_sale, x.discount, x.line_total
          from sale, json_to_recordset(${JSON.stringify(s.items)}::json) as x(id uuid, product_id uuid,
            variation_id uuid, product_name text, variation_name text, sku text, quantity int,
            price_at_sale numeric, discount numeric, line_total numeric)),
        best_sellers as (
          insert into product_sales (organization_id, product_id, quantity_sold)
          select ${organizationId}, x.product_id, x.quantity
          from json_to_recordset(${JSON.stringify(sold)}::json) as x(product_id uuid, quantity int)
          order by x.product_id
          on conflict (organization_id, product_id)
          do update set quantity_sold = product_sales.quantity_sold + excluded.quantity_sold)
        select m.ord, ${stock.check} as refused from moved m`,
  );
}

/** The commit of a sale failed for want of a credit of the period (trigger `sale_uses_credit`). */
export const NO_CREDIT_LEFT = 'PX402';

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
