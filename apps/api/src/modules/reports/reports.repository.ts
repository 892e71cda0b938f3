import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

/**
 * Completed sales per calendar day of `tz`, for every day of [startDate, endDate] (zero on days
 * without sales). A day of any time zone is a whole number of quarter hours: its total is the
 * sum of its slots (`sales_slots`, kept by triggers), not of its sales — a week of a busy
 * organization is 672 slots, where it was 100,000 sales.
 */
export async function salesPerDay(
  ex: Executor,
  organizationId: string,
  startDate: string,
  endDate: string,
  tz: string,
) {
  return queryRows<{ date: string; total: string }>(
    ex,
    sql`
    with days as (
      select d::date as day, d::timestamp at time zone ${tz} as starts,
             (d + interval '1 day')::timestamp at time zone ${tz} as ends
      from generate_series(${startDate}::date, ${endDate}::date, interval '1 day') d)
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(sum(s.total), 0)::text as total
    from days
    left join sales_slots s on s.organization_id = ${organizationId}
      and s.slot >= days.starts and s.slot < days.ends
    group by days.day
    order by days.day`,
  );
}

/** Best sellers by units sold (completed sales; refunds taken back), by their current names. */
export async function topProducts(ex: Executor, organizationId: string, limit: number) {
  return queryRows<{ product_name: string; qty: string }>(
    ex,
    sql`
    select p.name as product_name, s.quantity_sold::text as qty
    from product_sales s
    join products p on p.organization_id = s.organization_id and p.id = s.product_id
    where s.organization_id = ${organizationId} and s.quantity_sold > 0
    -- Equal sellers newest first (ids are time-ordered): the order product_sales_top_idx
    -- holds, so the top N are read off its end; ordering ties by name sorted every product
    -- sold (0.5 s with a million of them).
    order by s.quantity_sold desc, s.product_id desc
    limit ${limit}`,
  );
}
