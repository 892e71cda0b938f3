import type {
  TSubscriptionTransactionRow,
  ZSubscriptionTransactionsQuery,
} from '@pos/contracts/subscription';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateRange, type InTimeZone, type ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';

export type TSubscriptionTransactionsQuery = z.output<typeof ZSubscriptionTransactionsQuery>;

export const subscriptionTransactionsList: ListSpec<
  InTimeZone<TSubscriptionTransactionsQuery>,
  TSubscriptionTransactionRow
> = {
  from: sql`subscription_transactions st`,
  org: sql`st.organization_id`,
  id: sql`st.id`,
  select: sql`st.id, st.created_at, st.customer_id, st.payment_id, st.subscription_id, st.plan,
    st.method, st.amount, st.currency, st.status, st.order_id`,
  search: [sql`st.payment_id`, sql`st.order_id`],
  filters: (q) => [
    q.status ? sql`st.status = ${q.status}` : undefined,
    q.plan ? sql`st.plan = ${q.plan}` : undefined,
    q.subscriptionId ? sql`st.subscription_id = ${q.subscriptionId}` : undefined,
    ...dateRange(sql`st.created_at`, q.from, q.to, q.timeZone),
  ],
  sorts: { createdAt: sql`st.created_at`, amount: sql`st.amount` },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    createdAt: iso(r.created_at),
    customer_id: String(r.customer_id),
    paymentId: String(r.payment_id),
    subscriptionId: String(r.subscription_id),
    plan: r.plan as TSubscriptionTransactionRow['plan'],
    method: strOrNull(r.method),
    amount: num(r.amount),
    currency: String(r.currency),
    status: r.status as TSubscriptionTransactionRow['status'],
    transactionId: String(r.id),
  }),
};
