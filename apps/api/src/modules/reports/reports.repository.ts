import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

/**
 * Completed sales per calendar day of `tz`, for every day of [startDate, endDate] (zero on days
 * without sales). The days' bounds are computed once; the sales are read by the date index.
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
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(sum(t.total_amount), 0)::text as total
    from days
    left join transactions t on t.organization_id = ${organizationId} and t.status = 'Completed'
      and t.transaction_date >= days.starts and t.transaction_date < days.ends
    group by days.day
    order by days.day`,
  );
}

/** Best sellers by quantity over completed sales, named as they were sold. */
export async function topProducts(ex: Executor, organizationId: string, limit: number) {
  return queryRows<{ product_name: string; qty: string }>(
    ex,
    sql`
    select i.product_name, sum(i.quantity)::text as qty
    from transaction_items i
    join transactions t on t.organization_id = i.organization_id and t.id = i.transaction_id
    where i.organization_id = ${organizationId} and t.status = 'Completed'
    group by coalesce(i.product_id::text, i.product_name), i.product_name
    order by sum(i.quantity) desc, i.product_name
    limit ${limit}`,
  );
}
