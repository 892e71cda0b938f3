import type { TCustomerRow, ZCustomersQuery } from '@pos/contracts/customers';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';

export type TCustomersQuery = z.output<typeof ZCustomersQuery>;

/** A date-only "to" filter includes that whole day. */
const toBound = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d)
    ? sql`c.created_at < (${d}::date + 1)::timestamptz`
    : sql`c.created_at <= ${d}::timestamptz`;

export const customersList: ListSpec<TCustomersQuery, TCustomerRow> = {
  from: sql`customers c`,
  org: sql`c.organization_id`,
  id: sql`c.id`,
  // Purchases are computed from completed sales, only for the rows on the page.
  select: sql`c.id, c.name, c.email, c.phone, c.created_at,
    (select count(*) from transactions t where t.organization_id = c.organization_id
       and t.customer_id = c.id and t.status = 'Completed') as total_orders,
    (select coalesce(sum(t.total_amount), 0) from transactions t where t.organization_id = c.organization_id
       and t.customer_id = c.id and t.status = 'Completed')::text as total_spent`,
  search: [sql`c.name`, sql`c.email`, sql`c.phone`],
  filters: (q) => [
    q.createdFrom ? sql`c.created_at >= ${q.createdFrom}::timestamptz` : undefined,
    q.createdTo ? toBound(q.createdTo) : undefined,
  ],
  sorts: { name: sql`c.name`, email: sql`c.email`, createdAt: sql`c.created_at` },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    email: strOrNull(r.email),
    phone: strOrNull(r.phone),
    createdAt: iso(r.created_at),
    stats: { totalOrders: num(r.total_orders), totalAmountSpent: num(r.total_spent) },
  }),
};
