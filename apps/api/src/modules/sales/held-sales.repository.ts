import type { TSaleDiscount } from '@pos/contracts/discounts';
import type { Unit } from '@pos/contracts/units';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { customers } from '../customers/customers.tables.js';
import { stores } from '../inventory/stores.tables.js';
import { users } from '../users/users.tables.js';

/** What parking a cart checks before it writes: the store, the customer and the lines' items. */
export interface ParkContext {
  store: { name: string; is_active: boolean } | null;
  customer_found: boolean;
  /** The lines' products (not archived) and their variations. */
  catalogue: { product_id: string; variation_id: string | null }[];
}

/** The store, the customer and the items a cart names, in one round trip. */
export async function parkContext(
  ex: Executor,
  organizationId: string,
  ask: { storeId: string; customerId: string | null; productIds: string[] },
) {
  const [row] = await queryRows<ParkContext>(
    ex,
    sql`select
          (select json_build_object('name', st.name, 'is_active', st.is_active) from ${stores} st
            where st.organization_id = ${organizationId} and st.id = ${ask.storeId}) as store,
          ${
            ask.customerId
              ? sql`exists (select 1 from ${customers} where organization_id = ${organizationId}
                  and id = ${ask.customerId})`
              : sql`true`
          } as customer_found,
          (select coalesce(json_agg(json_build_object('product_id', p.id, 'variation_id', v.id)), '[]')
            from ${products} p
            left join ${productVariations} v on v.organization_id = p.organization_id and v.product_id = p.id
            where p.organization_id = ${organizationId} and p.archived_at is null
              and p.id = any(${`{${ask.productIds.join(',')}}`}::uuid[])) as catalogue`,
  );
  if (!row) throw new Error('the park context query returned nothing');
  return row;
}

/**
 * Parks a cart, unless its store already holds `limit` parked carts; answers whether it was
 * written. (Two registers parking at the same instant may both pass: the limit only keeps the
 * list short.)
 */
export async function insertHeldSale(
  ex: Executor,
  organizationId: string,
  h: {
    id: string;
    storeId: string;
    userId: string;
    customerId: string | null;
    note: string | null;
    cart: unknown;
  },
  limit: number,
) {
  const rows = await queryRows<{ id: string }>(
    ex,
    sql`insert into held_sales (organization_id, id, store_id, user_id, customer_id, note, cart)
        select ${organizationId}, ${h.id}, ${h.storeId}, ${h.userId}, ${h.customerId}, ${h.note},
          ${JSON.stringify(h.cart)}::jsonb
        where (select count(*) from held_sales
          where organization_id = ${organizationId} and store_id = ${h.storeId}) < ${limit}
        returning id`,
  );
  return rows.length > 0;
}

/** A parked line with its catalogue item as it is now (nulls when the item is gone). */
export interface HeldLineRow {
  product_id: string;
  variation_id: string | null;
  quantity: number;
  discount: number | null;
  product_name: string | null;
  archived: boolean | null;
  product_sku: string | null;
  product_price: string | null;
  variation_found: boolean;
  attribute_combination: string[] | null;
  variation_sku: string | null;
  variation_price: string | null;
  variation_active: boolean | null;
  tax_class_id: string | null;
  category_id: string | null;
  /** Null once the product is deleted. */
  unit: Unit | null;
  /** The scale label the line was scanned from; null: none. */
  scale_code: string | null;
}

export interface HeldSaleRow {
  id: string;
  store_id: string;
  store_name: string;
  user_id: string | null;
  user_name: string | null;
  customer_id: string | null;
  customer_name: string | null;
  note: string | null;
  created_at: Date;
  items: HeldLineRow[];
  /** The whole sale's discount it was parked with. */
  discount: TSaleDiscount | null;
}

/**
 * Parked carts of `source` (held_sales, or the rows a statement deleted) with their people and
 * each line's catalogue item, in the cart's order. Every table is joined on the organization as
 * a value, not through `h`: on Citus a statement runs on one shard only when each of its tables
 * names the organization (docs/ARCHITECTURE.md, "Database functions").
 */
const heldSalesOf = (organizationId: string, source: SQL, where: SQL) =>
  sql`select h.id, h.store_id, st.name as store_name, h.user_id, u.name as user_name,
        h.customer_id, c.name as customer_name, h.note, h.created_at, h.cart->'discount' as discount,
        (select coalesce(json_agg(json_build_object(
            'product_id', x.item->>'productId', 'variation_id', x.item->>'variationId',
            'quantity', (x.item->>'quantity')::numeric, 'discount', (x.item->>'discount')::numeric,
            'product_name', p.name, 'archived', p.archived_at is not null, 'product_sku', p.sku,
            'product_price', p.price::text, 'variation_found', v.id is not null,
            'attribute_combination', v.attribute_combination, 'variation_sku', v.sku,
            'variation_price', v.price::text, 'variation_active', v.is_active,
            'tax_class_id', coalesce(v.tax_class_id, p.tax_class_id),
            'category_id', p.category_id, 'unit', p.unit,
            'scale_code', x.item->>'scaleCode') order by x.n), '[]')
          from jsonb_array_elements(h.cart->'items') with ordinality as x(item, n)
          left join ${products} p on p.organization_id = ${organizationId}
            and p.id = (x.item->>'productId')::uuid
          left join ${productVariations} v on v.organization_id = ${organizationId}
            and v.product_id = p.id and v.id = (x.item->>'variationId')::uuid) as items
      from ${source} h
      join ${stores} st on st.organization_id = ${organizationId} and st.id = h.store_id
      left join ${users} u on u.organization_id = ${organizationId} and u.id = h.user_id
      left join ${customers} c on c.organization_id = ${organizationId} and c.id = h.customer_id
      where ${where}
      order by h.created_at desc, h.id desc`;

/** A store's parked carts, newest first. */
export const heldSalesAt = (ex: Executor, organizationId: string, storeId: string) =>
  queryRows<HeldSaleRow>(
    ex,
    heldSalesOf(
      organizationId,
      sql`held_sales`,
      sql`h.organization_id = ${organizationId} and h.store_id = ${storeId}`,
    ),
  );

/** One parked cart. */
export async function findHeldSale(ex: Executor, organizationId: string, id: string) {
  const [row] = await queryRows<HeldSaleRow>(
    ex,
    heldSalesOf(
      organizationId,
      sql`held_sales`,
      sql`h.organization_id = ${organizationId} and h.id = ${id}`,
    ),
  );
  return row ?? null;
}

/**
 * Deletes a parked cart and answers it as it was, in one statement: of two registers resuming
 * the same cart at once, one gets it and the other nothing (it waits for the first's delete).
 */
export async function deleteHeldSale(ex: Executor, organizationId: string, id: string) {
  const [row] = await queryRows<HeldSaleRow>(
    ex,
    sql`with gone as (
          delete from held_sales where organization_id = ${organizationId} and id = ${id}
          returning *)
        ${heldSalesOf(organizationId, sql`gone`, sql`true`)}`,
  );
  return row ?? null;
}

/** Whether the store is one of the organization's. */
export async function storeExists(ex: Executor, organizationId: string, storeId: string) {
  const rows = await queryRows<{ one: number }>(
    ex,
    sql`select 1 as one from ${stores} where organization_id = ${organizationId} and id = ${storeId}`,
  );
  return rows.length > 0;
}
