import type { Unit } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';
import type { StockAtStoreSql } from './product-stock.js';

/** The columns of `codeMatch` when no item has the code (the store is still answered). */
type NoItem = { [K in keyof Row]: null };

type Row = {
  product_id: string;
  variation_id: string | null;
  name: string;
  combination: string[] | null;
  sku: string;
  price: string;
  is_active: boolean;
  tax_class_id: string | null;
  category_id: string | null;
  unit: Unit;
};

/**
 * The live product or the variation (of a live product) whose SKU is `code`, in any letter
 * case. Each branch of the UNION ALL is one probe of a unique `(organization_id, lower(sku))`
 * index (products_org_sku_uq, whose predicate the archived filter matches, and
 * product_variations_org_sku_uq); SKUs are unique across both tables (`checkSkus`), so at most
 * one row comes back.
 */
const codeMatch = (organizationId: string, code: string) =>
  sql`select p.id as product_id, null::uuid as variation_id, p.name, null::jsonb as combination,
             p.sku, p.price::text as price, true as is_active, p.tax_class_id, p.category_id, p.unit
        from products p
        where p.organization_id = ${organizationId} and lower(p.sku) = lower(${code})
          and p.sku is not null and p.archived_at is null
      union all
      select p.id, v.id, p.name, v.attribute_combination, v.sku, v.price::text, v.is_active,
             coalesce(v.tax_class_id, p.tax_class_id), p.category_id, p.unit
        from product_variations v
        join products p on p.organization_id = v.organization_id and p.id = v.product_id
        where v.organization_id = ${organizationId} and lower(v.sku) = lower(${code})
          and v.sku is not null and p.archived_at is null
      limit 1`;

const itemOf = (row: Row) => ({
  productId: String(row.product_id),
  variationId: row.variation_id === null ? null : String(row.variation_id),
  name: String(row.name),
  variationName: row.combination ? row.combination.join(' / ') : null,
  sku: String(row.sku),
  price: Number(row.price),
  isActive: Boolean(row.is_active),
  taxClassId: row.tax_class_id === null ? null : String(row.tax_class_id),
  categoryId: row.category_id === null ? null : String(row.category_id),
  unit: row.unit,
});

/** The item whose SKU is `code` (`codeMatch`), else null. */
export async function findByCode(ex: Executor, organizationId: string, code: string) {
  const [row] = await queryRowsPrepared<Row>(ex, codeMatch(organizationId, code));
  return row ? itemOf(row) : null;
}

/**
 * The register's scan in one statement: the store (`stock.store`: the one asked for, else the
 * default), the item whose SKU is `code` and what that store holds of it. Null when there is no
 * such store; `item` null when no item has the code.
 */
export async function findByCodeAtStore(
  ex: Executor,
  organizationId: string,
  code: string,
  stock: StockAtStoreSql,
) {
  const [row] = await queryRowsPrepared<{ store_id: string; quantity: number } & (Row | NoItem)>(
    ex,
    sql`with item as (${codeMatch(organizationId, code)})
        select s.id as store_id, item.*, ${stock.quantity({
          productId: sql`item.product_id`,
          variationId: sql`item.variation_id`,
          storeId: sql`s.id`,
        })} as quantity
        from (${stock.store}) s left join item on true`,
  );
  if (!row) return null;
  return {
    storeId: String(row.store_id),
    item: row.product_id === null ? null : itemOf(row),
    quantity: Number(row.quantity),
  };
}
