import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { likePattern } from '../../lib/list-query.js';
import { products, productVariations } from '../catalog/products.tables.js';

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

/**
 * With a search, the matching products are found first (trigram indexes) and kept apart, so the
 * report starts from them rather than walking the whole catalogue: `with` prefix and the source
 * of `p`. `condition` keeps a variation SKU's own rows only.
 */
function searchOf(organizationId: string, q: ReportQuery) {
  if (!q.search) {
    return { prefix: sql``, products: sql`${products} p`, condition: sql`` };
  }
  const pattern = likePattern(q.search);
  return {
    prefix: sql`with matched as materialized (
      select id from ${products} where organization_id = ${organizationId} and (name ilike ${pattern} or sku ilike ${pattern})
      union select product_id from ${productVariations} where organization_id = ${organizationId} and sku ilike ${pattern}) `,
    products: sql`matched m join ${products} p on p.organization_id = ${organizationId} and p.id = m.id`,
    condition: sql`and (p.name ilike ${pattern} or p.sku ilike ${pattern} or v.sku ilike ${pattern})`,
  };
}

const anyId = (ids: string[]) => sql`any(${`{${ids.join(',')}}`}::uuid[])`;

/**
 * Each store's first `limit` stock levels by product name: per store, the products' name index
 * is walked (or the few matching products sorted) and each product's level there looked up, so
 * the cost follows the page, not the catalogue.
 */
export async function reportLines(
  ex: Executor,
  organizationId: string,
  storeIds: string[],
  q: ReportQuery,
) {
  if (storeIds.length === 0) return [];
  const search = searchOf(organizationId, q);
  return queryRows<ReportLine>(
    ex,
    sql`${search.prefix}select s.id as store_id, x.* from stores s cross join lateral (
          select l.product_id, l.variation_id, p.name, coalesce(v.sku, p.sku) as sku,
            coalesce(v.price, p.price)::text as price, v.attribute_combination, l.quantity,
            v.position
          from ${search.products}
          join stock_levels l on l.organization_id = p.organization_id and l.product_id = p.id and l.store_id = s.id
          left join ${productVariations} v on v.organization_id = l.organization_id and v.id = l.variation_id
          where p.organization_id = ${organizationId} and p.archived_at is null ${search.condition}
          order by p.name, p.id, v.position nulls first
          limit ${q.limit}) x
        where s.organization_id = ${organizationId} and s.id = ${anyId(storeIds)}
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
  const search = searchOf(organizationId, q);
  const notArchived = sql`l.product_id not in (select id from ${products} where organization_id = ${organizationId}
    and archived_at is not null)`;
  return queryRows<{ store_id: string; total_count: number; total_units: number }>(
    ex,
    q.search
      ? sql`${search.prefix}select l.store_id, count(*)::int as total_count, coalesce(sum(l.quantity), 0)::float8 as total_units
          from ${search.products}
          join stock_levels l on l.organization_id = p.organization_id and l.product_id = p.id
          left join ${productVariations} v on v.organization_id = l.organization_id and v.id = l.variation_id
          where l.store_id = ${anyId(storeIds)} and p.archived_at is null ${search.condition}
          group by l.store_id`
      : sql`select l.store_id, count(*)::int as total_count, coalesce(sum(l.quantity), 0)::float8 as total_units
          from stock_levels l
          where l.organization_id = ${organizationId} and l.store_id = ${anyId(storeIds)} and ${notArchived}
          group by l.store_id`,
  );
}

/** Whether an id is one of the organization's stores or warehouses (either may be inactive). */
export async function locationKind(ex: Executor, organizationId: string, id: string) {
  const [row] = await queryRows<{ kind: 'store' | 'warehouse' }>(
    ex,
    sql`select 'store' as kind from stores where organization_id = ${organizationId} and id = ${id}
        union all
        select 'warehouse' from warehouses where organization_id = ${organizationId} and id = ${id}`,
  );
  return row?.kind ?? null;
}
