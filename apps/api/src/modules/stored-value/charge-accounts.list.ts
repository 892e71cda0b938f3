import type { TAgeingRow, ZAgeingQuery } from '@pos/contracts/customer-accounts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, num } from '../../lib/sql-values.js';
import { openChargesSql } from './charge-accounts.repository.js';

export type TAgeingQuery = z.output<typeof ZAgeingQuery>;

/** Money over the open charges a day count selects (`o.created_at`: the charge's time). */
const bucket = (condition: ReturnType<typeof sql>) =>
  sql`coalesce(sum(o.open) filter (where ${condition}), 0)`;
const age = sql`now() - o.created_at`;

/** The totals of the ageing report, and its rows: every open charge by its age. */
const buckets = sql`${bucket(sql`${age} <= interval '30 days'`)} as current,
      ${bucket(sql`${age} > interval '30 days' and ${age} <= interval '60 days'`)} as days31to60,
      ${bucket(sql`${age} > interval '60 days' and ${age} <= interval '90 days'`)} as days61to90,
      ${bucket(sql`${age} > interval '90 days'`)} as over90,
      min(o.created_at) filter (where o.open > 0) as oldest_open`;

/**
 * The ageing of what customers owe on account (docs/DESIGN.md, "Stored value"): each account
 * that owes something, its open charges (oldest settled first) summed by age — 0–30, 31–60,
 * 61–90 and over 90 days since the charge.
 */
export const ageingList: ListSpec<
  TAgeingQuery,
  TAgeingRow,
  Omit<TAgeingRow, 'customer' | 'creditLimit' | 'oldestOpen'>
> = {
  from: sql`stored_value_accounts acct
    join customers c on c.organization_id = acct.organization_id and c.id = acct.customer_id
    cross join lateral (select ${buckets}
      from (${openChargesSql(sql`a.organization_id = acct.organization_id and a.id = acct.id`)}) o) b`,
  org: sql`acct.organization_id`,
  id: sql`acct.id`,
  where: sql`acct.kind = 'account' and acct.balance > 0`,
  select: sql`acct.id, c.id as customer_id, c.name, c.credit_limit::text, acct.balance::text,
    b.current::text, b.days31to60::text, b.days61to90::text, b.over90::text, b.oldest_open`,
  search: [sql`c.name`],
  sorts: { balance: sql`acct.balance`, name: sql`c.name`, oldestOpen: sql`b.oldest_open` },
  defaultSort: '-balance',
  totals: {
    select: sql`coalesce(sum(acct.balance), 0)::text as balance,
      coalesce(sum(b.current), 0)::text as current,
      coalesce(sum(b.days31to60), 0)::text as days31to60,
      coalesce(sum(b.days61to90), 0)::text as days61to90,
      coalesce(sum(b.over90), 0)::text as over90`,
    map: (r) => ({
      balance: num(r.balance),
      current: num(r.current),
      days31to60: num(r.days31to60),
      days61to90: num(r.days61to90),
      over90: num(r.over90),
    }),
  },
  map: (r) => ({
    customer: { _id: String(r.customer_id), name: String(r.name) },
    creditLimit: r.credit_limit == null ? null : num(r.credit_limit),
    balance: num(r.balance),
    current: num(r.current),
    days31to60: num(r.days31to60),
    days61to90: num(r.days61to90),
    over90: num(r.over90),
    oldestOpen: r.oldest_open == null ? null : iso(r.oldest_open),
  }),
};
