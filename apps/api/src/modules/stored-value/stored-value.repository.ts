import type { StoredValueKind } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';
import { customers } from '../customers/customers.tables.js';
import type { LedgerWrite } from './ledger.fragment.js';

/** An account as the API reads it. */
export interface AccountRow {
  id: string;
  kind: StoredValueKind;
  customer_id: string | null;
  balance: string;
  created_at: Date | string;
}

const accountColumns = sql`id, kind, customer_id, balance::text, created_at`;

/**
 * The customer's account of `kind`, made at its first use, its row locked for the writing
 * transaction (two first uses at once: the second waits and takes the one the first made); null
 * when the customer is not the organization's. The customer's row is share-locked: it is not
 * deleted meanwhile.
 */
export async function lockCustomerAccount(
  ex: Executor,
  organizationId: string,
  customerId: string,
  kind: StoredValueKind,
) {
  const [row] = await queryRowsPrepared<AccountRow>(
    ex,
    sql`insert into stored_value_accounts (organization_id, id, kind, customer_id)
        select ${organizationId}, gen_random_uuid(), ${kind}, c.id from ${customers} c
        where c.organization_id = ${organizationId} and c.id = ${customerId}
        for share of c
        on conflict (organization_id, customer_id, kind)
          where customer_id is not null and kind <> 'gift_card'
          do update set kind = excluded.kind
        returning ${accountColumns}`,
  );
  return row ?? null;
}

/**
 * Writes a ledger row; its trigger adds it to the account's balance, whose CHECK refuses a
 * balance out of range (the caller maps `stored_value_accounts_balance_in_range`). Answers the
 * balance it left.
 */
export async function addEntry(ex: Executor, organizationId: string, e: LedgerWrite) {
  await queryRowsPrepared(
    ex,
    sql`insert into stored_value_entries (organization_id, id, account_id, kind, amount, reason,
          transaction_id, return_id, user_id)
        values (${organizationId}, ${e.id}, ${e.accountId}, ${e.kind}, ${e.amount}, ${e.reason},
          ${e.transactionId}::uuid, ${e.returnId}::uuid, ${e.userId})`,
  );
  const [row] = await queryRowsPrepared<AccountRow>(
    ex,
    sql`select ${accountColumns} from stored_value_accounts
        where organization_id = ${organizationId} and id = ${e.accountId}`,
  );
  if (!row) throw new Error('a ledger row without its account');
  return row;
}

/**
 * A customer's accounts, oldest first, and its credit limit; null when the customer is not the
 * organization's.
 */
export async function customerAccounts(ex: Executor, organizationId: string, customerId: string) {
  const rows = await queryRowsPrepared<
    AccountRow & { known: boolean; credit_limit: string | null }
  >(
    ex,
    sql`select c.id is not null as known, c.credit_limit::text, a.id, a.kind, a.customer_id,
          a.balance::text, a.created_at
        from (select ${customerId}::uuid as id) asked
        left join ${customers} c on c.organization_id = ${organizationId} and c.id = asked.id
        left join stored_value_accounts a
          on a.organization_id = ${organizationId} and a.customer_id = c.id
        order by a.created_at, a.id`,
  );
  const first = rows[0];
  if (!first?.known) return null;
  return {
    creditLimit: first.credit_limit === null ? null : Number(first.credit_limit),
    accounts: rows.filter((r) => r.id !== null),
  };
}

/**
 * The points a sale was paid with (its `redeem` rows on a points account) and that account:
 * what its returns give back as points (`pointsGivenBack`). Null when points paid none of it.
 */
export async function salePointsPaid(ex: Executor, organizationId: string, saleId: string) {
  const [row] = await queryRowsPrepared<{ account_id: string; points: number }>(
    ex,
    sql`select e.account_id, (-sum(e.amount))::int as points
        from stored_value_entries e
        join stored_value_accounts a on a.organization_id = e.organization_id and a.id = e.account_id
        where e.organization_id = ${organizationId} and e.transaction_id = ${saleId}
          and e.kind = 'redeem' and a.kind = 'points'
        group by e.account_id`,
  );
  return row ?? null;
}

/**
 * The points a sale earned (its `earn` row, keyed by the sale), the account they went to — its row locked for the returning transaction — and what the sale took for gift cards it
 * sold (not goods: they earned nothing); null when it earned none.
 */
export async function lockSaleEarning(ex: Executor, organizationId: string, saleId: string) {
  const [row] = await queryRowsPrepared<{
    account_id: string;
    earned: string;
    held: string;
    gift_cards: string;
  }>(
    ex,
    sql`select a.id as account_id, e.amount::text as earned, a.balance::text as held,
          (select coalesce(sum(g.amount), 0)::text from stored_value_entries g
            where g.organization_id = ${organizationId} and g.transaction_id = ${saleId}
              and g.kind in ('issue', 'reload')) as gift_cards
        from stored_value_entries e
        join stored_value_accounts a on a.organization_id = e.organization_id and a.id = e.account_id
        where e.organization_id = ${organizationId} and e.transaction_id = ${saleId}
          and e.kind = 'earn'
        for update of a`,
  );
  return row ?? null;
}
