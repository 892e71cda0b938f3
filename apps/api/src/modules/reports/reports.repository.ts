import { sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';
import { products } from '../catalog/products.tables.js';
import { rollupProductUnits } from '../rollups/rollups.tables.js';
import { saleReturns, transactions } from '../sales/sales.tables.js';

/*
 * The dashboard's trend and best sellers (ARCHITECTURE, "Report rollups"). Both read the rollups
 * — the trend through the sales reports' own `salesOverTime` — except the trend asked for in a
 * zone other than the rollups' (`netSalesPerDay` below).
 */

/**
 * Net sales per calendar day of `tz`, for every day of [startDate, endDate] (0 on days without
 * sales), from the sales and returns themselves: the one read of the dashboard that adds up raw
 * rows, for `?tz=` naming another zone than the rollups' (they exist in one zone, whose days
 * another zone's cut in two). A day's figure is the one `rollup_apply` (rollups.functions.sql)
 * adds to `rollup_sales.net`: each sale's subtotal in cents on its day, less each return's on
 * the return's day. The range is at most 366 days (the contract), each side one index range on
 * organization and date (`transactions_org_date_idx`, `sale_returns_org_date_idx`).
 */
export async function netSalesPerDay(
  ex: Executor,
  organizationId: string,
  startDate: string,
  endDate: string,
  tz: string,
) {
  const starts = sql`(${startDate}::date)::timestamp at time zone ${tz}`;
  const ends = sql`(${endDate}::date + 1)::timestamp at time zone ${tz}`;
  return queryRows<{ date: string; net: string }>(
    ex,
    sql`
    with sold as (
      select (t.transaction_date at time zone ${tz})::date as day,
             sum(round(t.subtotal * 100))::bigint as net
      from ${transactions} t
      where t.organization_id = ${organizationId}
        and t.transaction_date >= ${starts} and t.transaction_date < ${ends}
        and t.status in ('Completed', 'Partially Refunded', 'Refunded')
      group by 1),
    returned as (
      select (r.created_at at time zone ${tz})::date as day,
             sum(round(r.subtotal * 100))::bigint as net
      from ${saleReturns} r
      where r.organization_id = ${organizationId}
        and r.created_at >= ${starts} and r.created_at < ${ends}
      group by 1)
    select to_char(d, 'YYYY-MM-DD') as date,
           (coalesce(s.net, 0) - coalesce(r.net, 0))::text as net
    from generate_series(${startDate}::date, ${endDate}::date, interval '1 day') d
    left join sold s on s.day = d::date
    left join returned r on r.day = d::date
    order by d`,
  );
}

/**
 * The best sellers of all time (every store, net of returns), named: the top `limit` rows of
 * `rollup_product_units` walked off the end of its `(organization, generation, units,
 * product)` index — equal sellers newest first (ids are time-ordered) — each named as it is
 * reached, so only the top N are joined. A product deleted since is passed over. Prepared: the
 * dashboard's, on every visit.
 */
export async function topProducts(
  ex: Executor,
  organizationId: string,
  generation: number,
  limit: number,
) {
  return queryRowsPrepared<{ product_name: string; units: string }>(
    ex,
    sql`
    select p.name as product_name, u.units::text as units
    from ${rollupProductUnits} u
    join ${products} p on p.organization_id = u.organization_id and p.id = u.product_id
    where u.organization_id = ${organizationId} and u.generation = ${generation} and u.units > 0
    order by u.units desc, u.product_id desc
    limit ${limit}`,
  );
}
