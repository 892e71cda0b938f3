import type {
  TAdminOrganizationRow,
  TAdminSubscriptionRow,
  TAdminTransactionRow,
  TAdminUserRow,
  ZAdminOrganizationsQuery,
  ZAdminSubscriptionsQuery,
  ZAdminTransactionsQuery,
  ZAdminUsersQuery,
} from '@pos/contracts/business-admin';
import { OWNER_ROLE } from '@pos/contracts/permissions';
import { PLAN_IDS, PLAN_LABELS } from '@pos/contracts/subscription';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ListSpec, likePattern } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { organizations } from '../organization/organization.tables.js';
import { subscriptionTransactions } from '../payments/payments.tables.js';
import { roles } from '../roles/roles.tables.js';
import { transactions } from '../sales/sales.tables.js';
import { subscriptionExpiredSql } from '../subscription/expiry.js';
import { subscriptions } from '../subscription/subscription.tables.js';
import { users } from '../users/users.tables.js';

/** Platform-wide lists of the operators (spec 2 §2): every organization, no row actions. */
const contains = (column: ReturnType<typeof sql>, term: string | undefined) =>
  term ? sql`${column} ilike ${likePattern(term)}` : undefined;

/** A subscription's status as clients see it: the stored one, or `expired` (its module's rule). */
const effectiveStatus = sql`case when ${subscriptionExpiredSql()} then 'expired' else s.status end`;

export const adminUsersList: ListSpec<z.output<typeof ZAdminUsersQuery>, TAdminUserRow> = {
  from: sql`${users} u
    join ${organizations} o on o.id = u.organization_id
    left join ${roles} r on r.organization_id = u.organization_id and r.id = u.role_id`,
  org: sql`u.organization_id`,
  id: sql`u.id`,
  select: sql`u.id, u.name, u.email, r.name as role_name, u.is_active, o.name as organization_name,
    u.created_at`,
  search: [sql`u.name`, sql`u.email`, sql`u.username`],
  filters: (q) => [contains(sql`u.email`, q.email), contains(sql`o.name`, q.organizationName)],
  sorts: {
    name: sql`u.name`,
    email: sql`u.email`,
    createdAt: sql`u.created_at`,
    organizationName: sql`o.name`,
  },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    email: strOrNull(r.email),
    role: strOrNull(r.role_name),
    status: r.is_active ? 'active' : 'inactive',
    organizationName: String(r.organization_name),
    createdAt: iso(r.created_at),
  }),
};

export const adminTransactionsList: ListSpec<
  z.output<typeof ZAdminTransactionsQuery>,
  TAdminTransactionRow
> = {
  // customer_id is the paying user's id (or the gateway's name for a webhook-only payment).
  from: sql`${subscriptionTransactions} st
    join ${organizations} o on o.id = st.organization_id
    left join ${users} u on u.organization_id = st.organization_id and u.id::text = st.customer_id`,
  org: sql`st.organization_id`,
  id: sql`st.id`,
  select: sql`st.id, st.created_at, u.name as customer_name, u.email as customer_email, st.amount,
    st.currency, st.status, st.payment_id, o.name as organization_name`,
  search: [sql`st.payment_id`, sql`o.name`],
  filters: (q) => [
    contains(sql`u.email`, q.userEmail),
    q.status ? sql`st.status = ${q.status}` : undefined,
  ],
  sorts: { createdAt: sql`st.created_at`, amount: sql`st.amount` },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    createdAt: iso(r.created_at),
    customer_name: strOrNull(r.customer_name),
    customer_email: strOrNull(r.customer_email),
    amount: num(r.amount),
    currency: String(r.currency),
    status: r.status as TAdminTransactionRow['status'],
    // The gateway's payment id: what an operator looks up at the payment provider.
    transactionId: String(r.payment_id),
    organizationName: String(r.organization_name),
  }),
};

/** The built-in Owner role of each organization: made with it, never renamed nor deleted. */
const ownerRole = sql`r.name = ${OWNER_ROLE} and r.is_built_in`;

/** The first Owner of the organization `org` names: a subscription's customer. */
const firstOwner = (org: SQL) => sql`left join lateral (
      select u.name, u.email from ${users} u
      join ${roles} r on r.organization_id = u.organization_id and r.id = u.role_id
      where u.organization_id = ${org} and ${ownerRole}
      order by u.created_at limit 1
    ) owner on true`;

/**
 * What the organizations list shows of each organization's own rows — its first Owner, its
 * users, its last sale (the newest by `transactions_org_date_idx`) — read beside each
 * organization's Owner role, a row of its own tables. Not read from the organizations' table
 * itself: that is a platform table (a reference table on Citus), and Citus reads no tenant table
 * laterally for a platform row (docs/DESIGN.md, "Operations", Citus); PostgreSQL flattens this
 * into the same per-organization index probes.
 */
const organizationFacts = sql`select r.organization_id, owner.email as owner_email, uc.n as users,
      last_sale.transaction_date as last_sale_at
    from ${roles} r
    left join lateral (
      select u.email from ${users} u
      where u.organization_id = r.organization_id and u.role_id = r.id
      order by u.created_at limit 1
    ) owner on true
    left join lateral (select count(*)::int as n from ${users} u
      where u.organization_id = r.organization_id) uc on true
    left join lateral (select t.transaction_date from ${transactions} t
      where t.organization_id = r.organization_id
      order by t.transaction_date desc limit 1) last_sale on true
    where ${ownerRole}`;

/**
 * Organizations (the operators' landing): every customer organization with its subscription,
 * its users and its last sale.
 */
export const adminOrganizationsList: ListSpec<
  z.output<typeof ZAdminOrganizationsQuery>,
  TAdminOrganizationRow
> = {
  from: sql`${organizations} o
    left join ${subscriptions} s on s.organization_id = o.id
    left join (${organizationFacts}) facts on facts.organization_id = o.id`,
  org: sql`o.id`,
  id: sql`o.id`,
  select: sql`o.id, o.name, o.code, facts.owner_email, s.plan,
    case when s.id is null then null else ${effectiveStatus} end as subscription_status,
    o.is_active, o.disabled_reason, o.disabled_at, coalesce(facts.users, 0) as users,
    facts.last_sale_at, o.created_at`,
  where: sql`o.kind = 'tenant'`,
  search: [sql`o.name`, sql`o.code`, sql`facts.owner_email`],
  filters: (q) => [q.status ? sql`o.is_active = ${q.status === 'active'}` : undefined],
  sorts: {
    name: sql`o.name`,
    createdAt: sql`o.created_at`,
    lastSaleAt: sql`facts.last_sale_at`,
    users: sql`coalesce(facts.users, 0)`,
  },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    code: String(r.code),
    ownerEmail: strOrNull(r.owner_email),
    plan: (r.plan ?? null) as TAdminOrganizationRow['plan'],
    subscriptionStatus: (r.subscription_status ??
      null) as TAdminOrganizationRow['subscriptionStatus'],
    status: r.is_active ? 'active' : 'disabled',
    disabledReason: strOrNull(r.disabled_reason),
    disabledAt: r.disabled_at ? iso(r.disabled_at) : null,
    users: num(r.users),
    lastSaleAt: r.last_sale_at ? iso(r.last_sale_at) : null,
    createdAt: iso(r.created_at),
  }),
};

/** Plans whose id or name contains the typed text ("trial" finds `trail`). */
function plansMatching(term: string) {
  const t = term.toLowerCase();
  return PLAN_IDS.filter((id) => id.includes(t) || PLAN_LABELS[id].toLowerCase().includes(t));
}

export const adminSubscriptionsList: ListSpec<
  z.output<typeof ZAdminSubscriptionsQuery>,
  TAdminSubscriptionRow
> = {
  // The customer of a subscription is its organization's first Owner.
  from: sql`${subscriptions} s
    join ${organizations} o on o.id = s.organization_id
    ${firstOwner(sql`s.organization_id`)}`,
  org: sql`s.organization_id`,
  id: sql`s.id`,
  select: sql`s.id, owner.name as customer_name, owner.email as customer_email, s.plan,
    s.start_date, s.valid_until, ${effectiveStatus} as status, o.name as organization_name`,
  search: [sql`o.name`, sql`owner.email`],
  filters: (q) => {
    const plans = q.subscription_plan ? plansMatching(q.subscription_plan) : null;
    return [
      contains(sql`owner.email`, q.userEmail),
      // A column's condition even when no plan matches: Citus plans no outer join beside a
      // constant false.
      plans === null ? undefined : sql`s.plan = any(${`{${plans.join(',')}}`}::text[])`,
      q.status ? sql`${effectiveStatus} = ${q.status}` : undefined,
    ];
  },
  sorts: {
    start_at: sql`s.start_date`,
    end_at: sql`s.valid_until`,
    organizationName: sql`o.name`,
  },
  defaultSort: '-start_at',
  map: (r) => ({
    _id: String(r.id),
    customer_name: strOrNull(r.customer_name),
    customer_email: strOrNull(r.customer_email),
    subscription_plan: r.plan as TAdminSubscriptionRow['subscription_plan'],
    start_at: iso(r.start_date),
    end_at: iso(r.valid_until),
    status: r.status as TAdminSubscriptionRow['status'],
    organizationName: String(r.organization_name),
  }),
};
