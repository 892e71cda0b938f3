import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { organizations } from '../organization/organization.tables.js';
import { subscriptionTransactions } from '../payments/payments.tables.js';
import { subscriptionExpiredSql } from '../subscription/expiry.js';
import { subscriptions } from '../subscription/subscription.tables.js';
import { users } from '../users/users.tables.js';

/** The figures of the operators' dashboard, over customer organizations only (DESIGN §6). */
export async function platformTotals(ex: Executor) {
  const expired = subscriptionExpiredSql();
  const [row] = await queryRows<Record<string, unknown>>(
    ex,
    sql`select
      (select count(*) from ${organizations} where kind = 'tenant')::int as organizations,
      (select count(*) from ${users} u join ${organizations} o on o.id = u.organization_id
        where o.kind = 'tenant')::int as users,
      (select count(*) from ${subscriptionTransactions} where status = 'success')::int as payments,
      (select count(*) from ${subscriptions} s
        where not ${expired} and s.status in ('active', 'authenticated'))::int as active,
      (select count(*) from ${subscriptions} s where ${expired})::int as expired`,
  );
  return {
    organizations: Number(row?.organizations ?? 0),
    users: Number(row?.users ?? 0),
    payments: Number(row?.payments ?? 0),
    active: Number(row?.active ?? 0),
    expired: Number(row?.expired ?? 0),
  };
}

/** Successful payments in minor units, per currency. */
export async function revenueByCurrency(ex: Executor) {
  const rows = await queryRows<{ currency: string; minor: string | number }>(
    ex,
    sql`select currency, sum(amount) as minor from ${subscriptionTransactions}
      where status = 'success' group by currency order by currency`,
  );
  return rows.map((r) => ({ currency: r.currency, minor: Number(r.minor) }));
}

/** Successful payments in `currency` per UTC month ("YYYY-MM") since `since`. */
export async function revenueByMonth(ex: Executor, currency: string, since: Date) {
  const rows = await queryRows<{ month: string; minor: string | number }>(
    ex,
    sql`select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month,
        sum(amount) as minor
      from ${subscriptionTransactions}
      where status = 'success' and currency = ${currency} and created_at >= ${since.toISOString()}::timestamptz
      group by 1`,
  );
  return new Map(rows.map((r) => [r.month, Number(r.minor)]));
}

/** New users of customer organizations per UTC month since `since`. */
export async function newUsersByMonth(ex: Executor, since: Date) {
  const rows = await queryRows<{ month: string; n: string | number }>(
    ex,
    sql`select to_char(date_trunc('month', u.created_at at time zone 'UTC'), 'YYYY-MM') as month,
        count(*) as n
      from ${users} u join ${organizations} o on o.id = u.organization_id
      where o.kind = 'tenant' and u.created_at >= ${since.toISOString()}::timestamptz
      group by 1`,
  );
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}
