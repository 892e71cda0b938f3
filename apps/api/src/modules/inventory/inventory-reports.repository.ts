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
  total_count: number;
  total_units: number;
}

/**
 * Each store's stock levels (products and variations, by name), at most `limit` per store, with
 * how many there are and how many units they hold in all.
 */
export async function reportLines(
  ex: Executor,
  organizationId: string,
  q: { storeId?: string; search?: string; limit: number },
) {
  const search = q.search
    ? sql`and (p.name ilike ${likePattern(q.search)} or p.sku ilike ${likePattern(q.search)}
           or v.sku ilike ${likePattern(q.search)})`
    : sql``;
  return queryRows<ReportLine>(
    ex,
    sql`select * from (
          select l.store_id, l.product_id, l.variation_id, p.name, coalesce(v.sku, p.sku) as sku,
            coalesce(v.price, p.price)::text as price, v.attribute_combination, l.quantity,
            (count(*) over w)::int as total_count, (sum(l.quantity) over w)::int as total_units,
            row_number() over (w order by p.name, p.id, v.position nulls first) as n
          from stock_levels l
          join products p on p.organization_id = l.organization_id and p.id = l.product_id
          left join product_variations v on v.organization_id = l.organization_id and v.id = l.variation_id
          where l.organization_id = ${organizationId} and l.store_id is not null and p.archived_at is null
            ${q.storeId ? sql`and l.store_id = ${q.storeId}` : sql``} ${search}
          window w as (partition by l.store_id)) lines
        where n <= ${q.limit} order by store_id, n`,
  );
}
