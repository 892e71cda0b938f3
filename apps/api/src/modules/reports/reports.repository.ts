import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

/** Completed sales per calendar day of `tz` within [startDate, endDate]; days without sales are absent. */
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
    select to_char(date_trunc('day', transaction_date at time zone ${tz}), 'YYYY-MM-DD') as date,
           sum(total_amount)::text as total
    from transactions
    where organization_id = ${organizationId}
      and status = 'Completed'
      and transaction_date >= (${startDate}::date)::timestamp at time zone ${tz}
      and transaction_date < ((${endDate}::date + 1)::timestamp at time zone ${tz})
    group by 1
    order by 1`,
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
