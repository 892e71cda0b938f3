import type { TCustomerRow, ZCustomersQuery } from '@pos/contracts/customers';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateRange, type InTimeZone, type ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';

export type TCustomersQuery = z.output<typeof ZCustomersQuery>;

export const customersList: ListSpec<InTimeZone<TCustomersQuery>, TCustomerRow> = {
  from: sql`customers c`,
  org: sql`c.organization_id`,
  id: sql`c.id`,
  // Purchases are computed from completed sales, only for the rows on the page.
  select: sql`c.id, c.name, c.email, c.phone, c.credit_limit::text, c.created_at,
    (select count(*) from transactions t where t.organization_id = c.organization_id
       and t.customer_id = c.id and t.status = 'Completed') as total_orders,
    (select coalesce(sum(t.total_amount), 0) from transactions t where t.organization_id = c.organization_id
       and t.customer_id = c.id and t.status = 'Completed')::text as total_spent`,
  search: [sql`c.name`, sql`c.email`, sql`c.phone`],
  filters: (q) => dateRange(sql`c.created_at`, q.createdFrom, q.createdTo, q.timeZone),
  sorts: { name: sql`c.name`, email: sql`c.email`, createdAt: sql`c.created_at` },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    email: strOrNull(r.email),
    phone: strOrNull(r.phone),
    createdAt: iso(r.created_at),
    creditLimit: r.credit_limit === null ? null : num(r.credit_limit),
    stats: { totalOrders: num(r.total_orders), totalAmountSpent: num(r.total_spent) },
  }),
};
