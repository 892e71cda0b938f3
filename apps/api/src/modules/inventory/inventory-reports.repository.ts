import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { likePattern } from '../../lib/list-query.js';

export async function storesForReport(ex: Executor, organizationId: string, storeId?: string) {
  return queryRows<{ id: string; name: string; location: string | null }>(
    ex,
    sql`select id, name, location from stores s where organization_id = ${organizationId}
        ${storeId ? sql`and id = ${storeId}` : sql``}
        -- A closed store shows while it still holds stock.
        and (is_active or exists(select 1 from stock_levels l where l.organization_id = s.organization_id
          and l.store_id = s.id and l.quantity <> 0))
        order by is_default desc, name, id`,
  );
}

export interface ReportLine {
  store_id: string;
  product_id: string;
  variation_id: string | null;
  name: string;
  sku: string | null;
  price: string;
  attribute_combination: string[] | null;
  quantity: number;
}

type ReportQuery = { storeId?: string; search?: string; limit: number };

/** Products matching the report's search (name or SKU, or a variation's SKU). */
const searchOf = (q: ReportQuery) => {
  if (!q.search) return sql``;
  const pattern = likePattern(q.search);
  return sql`and (p.name ilike ${pattern} or p.sku ilike ${pattern} or v.sku ilike ${pattern})`;
};

/**
 * Each store's first `limit` stock levels by product name: per store, the products' name index
 * is walked and each product's level there looked up, so the cost follows the page, not the
 * catalogue.
 */
export async function reportLines(
  ex: Executor,
  organizationId: string,
  storeIds: string[],
  q: ReportQuery,
) {
  if (storeIds.length === 0) return [];
  return queryRows<ReportLine>(
    ex,
    sql`select s.id as store_id, x.* from stores s cross join lateral (
          select l.product_id, l.variation_id, p.name, coalesce(v.sku, p.sku) as sku,
            coalesce(v.price, p.price)::text as price, v.attribute_combination, l.quantity,
            v.position
          from products p
          join stock_levels l on l.organization_id = p.organization_id and l.product_id = p.id and l.store_id = s.id
          left join product_variations v on v.organization_id = l.organization_id and v.id = l.variation_id
          where p.organization_id = ${organizationId} and p.archived_at is null ${searchOf(q)}
          order by p.name, p.id, v.position nulls first
          limit ${q.limit}) x
        where s.organization_id = ${organizationId} and s.id = any(${`{${storeIds.join(',')}}`}::uuid[])
        order by s.id, x.name, x.product_id, x.position nulls first`,
  );
}

/** How many items each store has a level for (matching the search), and the units they hold. */
export async function reportTotals(
  ex: Executor,
  organizationId: string,
  storeIds: string[],
  q: ReportQuery,
) {
  if (storeIds.length === 0) return [];
  return queryRows<{ store_id: string; total_count: number; total_units: number }>(
    ex,
    sql`select l.store_id, count(*)::int as total_count, coalesce(sum(l.quantity), 0)::int as total_units
        from stock_levels l
        ${
          q.search
            ? sql`join products p on p.organization_id = l.organization_id and p.id = l.product_id
          left join product_variations v on v.organization_id = l.organization_id and v.id = l.variation_id`
            : sql``
        }
        where l.organization_id = ${organizationId} and l.store_id = any(${`{${storeIds.join(',')}}`}::uuid[])
          and l.product_id not in (select id from products where organization_id = ${organizationId}
            and archived_at is not null)
          ${searchOf(q)}
        group by l.store_id`,
  );
}
