import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';

/*
 * Charge accounts (docs/DESIGN.md, "Stored value"): the balance is what the customer owes. Every
 * credit (a payment, a refund) settles the oldest charge first, so what is still open is the
 * newest charges that add up to the balance — derived here, in one place, for a payment's
 * allocation and for the ageing report, never stored beside the ledger.
 */

/**
 * The open part of each charge of the accounts `accounts` selects (`a`: stored_value_accounts):
 * the rows that added to an account, newest first, each open for what of the balance the newer
 * ones leave it. Columns: account_id, entry_id, transaction_id, created_at, amount, open.
 */
export const openChargesSql = (accounts: ReturnType<typeof sql>) => sql`
  select e.account_id, e.id as entry_id, e.transaction_id, e.created_at, e.amount,
    least(e.amount, greatest(0, a.balance
      - (sum(e.amount) over (partition by e.account_id order by e.created_at desc, e.id desc)
         - e.amount))) as open
  from stored_value_accounts a
  join stored_value_entries e on e.organization_id = a.organization_id and e.account_id = a.id
  where ${accounts} and a.kind = 'account' and e.amount > 0`;

/** The customer's charge account, its row locked for the paying transaction; null: none. */
export async function lockChargeAccount(ex: Executor, organizationId: string, customerId: string) {
  const [row] = await queryRowsPrepared<{ id: string; balance: string }>(
    ex,
    sql`select id, balance::text from stored_value_accounts
        where organization_id = ${organizationId} and customer_id = ${customerId}
          and kind = 'account'
        for update`,
  );
  return row ?? null;
}

/** An open charge: the sale it charged, what of it is still owed, when. */
export interface OpenCharge {
  transaction_id: string | null;
  sale_number: number | null;
  open: string;
  created_at: string | Date;
}

/** The account's open charges, oldest first (what a payment settles in turn). */
export async function openCharges(ex: Executor, organizationId: string, accountId: string) {
  return queryRowsPrepared<OpenCharge>(
    ex,
    sql`select o.transaction_id, t.document_number as sale_number, o.open::text, o.created_at
        from (${openChargesSql(sql`a.organization_id = ${organizationId} and a.id = ${accountId}`)}) o
        left join transactions t on t.organization_id = ${organizationId} and t.id = o.transaction_id
        where o.open > 0
        order by o.created_at, o.entry_id`,
  );
}
