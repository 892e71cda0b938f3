/** What the HTTP benchmarks sell, and the least SQL of a sale's writes. */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface Shop {
  token: string;
  organizationId: string;
  userId: string;
  storeId: string;
  /** Products to sell: id, name, SKU and price as the lookup answered them. */
  catalogue: { productId: string; name: string; sku: string; price: number }[];
}

/** The two products the i-th sale sells. */
export function saleProducts(shop: Shop, i: number) {
  const n = shop.catalogue.length;
  const a = shop.catalogue[(i * 2) % n];
  const b = shop.catalogue[(i * 2 + 1) % n];
  return { a, b };
}

/**
 * The writes of a sale and nothing else, from this process through `pg`, in the fewest round
 * trips: one statement (its own transaction, whose end takes the credit as for every sale)
 * takes the stock levels down, writes their ledger rows, the sale and its lines. No reads: the
 * prices and the store are known here. `schema`: the same tables elsewhere (the platform
 * benchmark's floor: the tables without their keys, indexes and triggers).
 */
export function minimalSale(pool: pg.Pool, shop: Shop, schema = 'public') {
  return async (i: number) => {
    const { a, b } = saleProducts(shop, i);
    const lines = [a, b].map((p) => ({
      id: randomUUID(),
      product_id: p?.productId,
      product_name: p?.name,
      sku: p?.sku,
      quantity: 1,
      price_at_sale: p?.price,
      line_total: p?.price,
    }));
    const total = lines.reduce((s, l) => s + Number(l.line_total), 0);
    try {
      // Named: parsed and planned once per connection, as the API's hot statements are.
      await pool.query({
        name: `minimal_sale_${schema}`,
        // The levels locked in the products' order, as the sale's own statement takes them: a
        // plain UPDATE takes them in the order its scan meets them, which an updated row's new
        // place can turn round — two sales of the same two products then deadlock.
        text: `with locked as (
           select product_id from ${schema}.stock_levels
           where organization_id = $1 and store_id = $3 and variation_id is null and warehouse_id is null
             and product_id = any($8::uuid[])
           order by product_id for update),
         moved as (
           update ${schema}.stock_levels s set quantity = quantity - 1, updated_at = now()
           from locked l
           where s.organization_id = $1 and s.store_id = $3 and s.variation_id is null
             and s.warehouse_id is null and s.product_id = l.product_id
           returning s.product_id, s.store_id, s.quantity),
         logged as (
           insert into ${schema}.inventory_log (organization_id, product_id, store_id, type, quantity_changed,
             stock_before, stock_after, user_id, reference)
           select $1, product_id, store_id, 'SALE', -1, quantity + 1, quantity, $4, $2 from moved),
         sale as (
           insert into ${schema}.transactions (organization_id, id, store_id, user_id, status, payment_method,
             subtotal, discount_total, taxes, tax_total, total_amount, transaction_date, idempotency_key)
           values ($1, $2, $3, $4, 'Completed', 'Cash', $5, 0, '[]', 0, $5, now(), $6) returning id)
         insert into ${schema}.transaction_items (organization_id, id, transaction_id, product_id,
           product_name, sku, quantity, price_at_sale, discount, line_total)
         select $1, x.id, sale.id, x.product_id, x.product_name, x.sku, x.quantity, x.price_at_sale, 0, x.line_total
         from sale, json_to_recordset($7::json) as x(id uuid, product_id uuid, product_name text,
           sku text, quantity int, price_at_sale numeric, line_total numeric)`,
        values: [
          shop.organizationId,
          randomUUID(),
          shop.storeId,
          shop.userId,
          total,
          randomUUID(),
          JSON.stringify(lines),
          lines.map((l) => l.product_id),
        ],
      });
      return { status: 201, body: '' };
    } catch (err) {
      return { status: 500, body: String(err) };
    }
  };
}
