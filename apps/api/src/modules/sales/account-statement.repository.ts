import type { PaymentMethod } from '@pos/contracts/sales';
import type { LedgerEntryKind } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';
import { customers } from '../customers/customers.tables.js';
import { accountPayments, saleReturns, statementEmails, transactions } from './sales.tables.js';

/** A row of a statement: a ledger row of the charge account and the document it is keyed by. */
export interface StatementRow {
  id: string;
  kind: LedgerEntryKind;
  amount: string;
  balance_after: string;
  reason: string | null;
  created_at: string | Date;
  sale_number: number | null;
  return_number: number | null;
  payment_method: PaymentMethod | null;
}

export interface StatementHead {
  name: string;
  email: string | null;
  phone: string | null;
  credit_limit: string | null;
  /** What was owed before the period (0 without an account). */
  opening: string;
}

/**
 * A customer's charge account over the days `from`–`to` of `timeZone` (both whole): the
 * customer, what it owed before them, and the ledger rows in them (oldest first) with the sale,
 * return or payment each is keyed by.
 */
export async function statementOf(
  ex: Executor,
  organizationId: string,
  customerId: string,
  period: { from: string; to: string; timeZone: string },
) {
  const start = sql`(${period.from}::date)::timestamp at time zone ${period.timeZone}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${period.timeZone}`;
  const account = sql`(select a.id from stored_value_accounts a
    where a.organization_id = ${organizationId} and a.customer_id = ${customerId} and a.kind = 'account')`;
  const [head] = await queryRowsPrepared<StatementHead>(
    ex,
    sql`select c.name, c.email, c.phone, c.credit_limit::text,
          (select coalesce(sum(e.amount), 0)::text from stored_value_entries e
            where e.organization_id = ${organizationId} and e.account_id = ${account}
              and e.created_at < ${start}) as opening
        from ${customers} c where c.organization_id = ${organizationId} and c.id = ${customerId}`,
  );
  if (!head) return null;
  const rows = await queryRowsPrepared<StatementRow>(
    ex,
    sql`select e.id, e.kind, e.amount::text, e.balance_after::text, e.reason, e.created_at,
          t.document_number as sale_number, r.document_number as return_number,
          p.method as payment_method
        from stored_value_entries e
        left join ${transactions} t on t.organization_id = e.organization_id and t.id = e.transaction_id
        left join ${saleReturns} r on r.organization_id = e.organization_id and r.id = e.return_id
        left join ${accountPayments} p on p.organization_id = e.organization_id and p.id = e.id
        where e.organization_id = ${organizationId} and e.account_id = ${account}
          and e.created_at >= ${start} and e.created_at < ${end}
        order by e.created_at, e.id`,
  );
  return { head, rows };
}

/** Today in UTC, the day statement mails are counted by. */
const todayUtc = sql`(now() at time zone 'UTC')::date`;

/**
 * Counts one more statement mailed to the customer today unless `limit` were; answers whether it
 * was counted. One upsert: concurrent requests queue on the day's row and each sees the count the
 * one before left, so none passes the limit. The customer's earlier days go in the same statement.
 */
export async function countStatementEmail(
  ex: Executor,
  organizationId: string,
  customerId: string,
  limit: number,
) {
  const rows = await queryRowsPrepared<{ sent: number }>(
    ex,
    sql`with earlier as (
          delete from ${statementEmails} where organization_id = ${organizationId}
            and customer_id = ${customerId} and day < ${todayUtc})
        insert into ${statementEmails} as s (organization_id, customer_id, day, sent)
        values (${organizationId}, ${customerId}, ${todayUtc}, 1)
        on conflict (organization_id, customer_id, day) do update set sent = s.sent + 1
          where s.sent < ${limit}
        returning s.sent`,
  );
  return rows.length > 0;
}

/** Gives back the count of a statement that could not be sent. */
export async function uncountStatementEmail(
  ex: Executor,
  organizationId: string,
  customerId: string,
) {
  await queryRowsPrepared(
    ex,
    sql`update ${statementEmails} set sent = sent - 1
        where organization_id = ${organizationId} and customer_id = ${customerId}
          and day = ${todayUtc} and sent > 0`,
  );
}
