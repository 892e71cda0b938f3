import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { transactions } from '../sales/sales.tables.js';
import { storedValueAccounts, storedValueEntries } from '../stored-value/stored-value.tables.js';

/*
 * The stored-value report's reads (docs/DESIGN.md, "Stored value"): sums of the ledger itself
 * (stored_value_entries, read-only), not of the rollups — a balance at a moment is the sum of the
 * rows written before it. Days are whole days of `tz` (the organization's zone, as the sales
 * reports'); money comes back in cents as bigint text (points in hundredths of a point).
 */

/** The days read: from the start of `from` to the end of `to`, in `tz`. */
export interface LedgerScope {
  org: string;
  from: string;
  to: string;
  tz: string;
}

export interface StoredValueSums {
  kind: string;
  opening: string;
  issued: string;
  redeemed: string;
  adjusted_down: string;
  expired: string;
  closing: string;
  accounts: string;
  expired_unspent: string;
  expired_accounts: string;
}

/**
 * Per kind of `kinds`, the period's figures (docs/guide/stored-value.md, "Liabilities and the
 * report"), each account's rows summed first, then its kind's accounts:
 * - an account is outstanding at a moment while it has not expired (`expires_at` after it):
 *   breakage is recognised at expiry, and what an expired card holds is counted apart
 *   (`expired_unspent`) from then on;
 * - the period's movements are the rows written in it before the account's expiry (none are
 *   written after: an expired card pays and reloads nothing), `redeem` and `payment` rows as
 *   redeemed, other rows by their sign as issued or adjusted down;
 * - `expired` is each account expiring in the period's balance at its expiry,
 * so that opening + issued − redeemed − adjusted down − expired = closing, to the cent.
 * One pass over the organization's ledger up to the period's end (its account index), joined to
 * the accounts by key. A kind without rows answers no row (the service shows it as zeros).
 */
export function storedValueSums(ex: Executor, s: LedgerScope, kinds: readonly string[]) {
  // The period's bounds, once: b.starts (its first moment), b.ends (the moment after it); an
  // account is live at a moment while its expiry is after it.
  const live = (at: string) => sql.raw(`(x.expires_at is null or x.expires_at > b.${at})`);
  const moved = sql`e.created_at >= b.starts and (a.expires_at is null or e.created_at < a.expires_at)`;
  const cents = (sum: SQL) => sql`coalesce(round(${sum} * 100), 0)::bigint::text`;
  // What spends a balance: a sale paid from it, a payment of what a charge account owes.
  const spent = sql`e.kind in ('redeem', 'payment')`;
  return queryRows<StoredValueSums>(
    ex,
    sql`
    with b as materialized (
      select (${s.from}::date)::timestamp at time zone ${s.tz} as starts,
             (${s.to}::date + 1)::timestamp at time zone ${s.tz} as ends),
    per_account as (
      select a.kind, a.expires_at,
        sum(e.amount) filter (where e.created_at < b.starts) as at_start,
        sum(e.amount) as at_end,
        sum(e.amount) filter (where e.created_at < a.expires_at) as at_expiry,
        sum(e.amount) filter (where ${moved} and not ${spent} and e.amount > 0) as issued,
        -sum(e.amount) filter (where ${moved} and ${spent}) as redeemed,
        -sum(e.amount) filter (where ${moved} and not ${spent} and e.amount < 0)
          as adjusted_down
      from b
      cross join ${storedValueEntries} e
      join ${storedValueAccounts} a on a.organization_id = e.organization_id and a.id = e.account_id
      where e.organization_id = ${s.org} and e.created_at < b.ends
        and a.kind = any(${`{${kinds.join(',')}}`}::text[])
      group by a.id, a.kind, a.expires_at)
    select x.kind,
      ${cents(sql`sum(x.at_start) filter (where ${live('starts')})`)} as opening,
      ${cents(sql`sum(x.issued)`)} as issued,
      ${cents(sql`sum(x.redeemed)`)} as redeemed,
      ${cents(sql`sum(x.adjusted_down)`)} as adjusted_down,
      ${cents(sql`sum(x.at_expiry) filter (where x.expires_at > b.starts and x.expires_at <= b.ends)`)}
        as expired,
      ${cents(sql`sum(x.at_end) filter (where ${live('ends')})`)} as closing,
      (count(*) filter (where ${live('ends')} and x.at_end > 0))::text as accounts,
      ${cents(sql`sum(x.at_end) filter (where x.expires_at <= b.ends)`)} as expired_unspent,
      (count(*) filter (where x.expires_at <= b.ends and x.at_end > 0))::text as expired_accounts
    from per_account x cross join b
    group by x.kind order by x.kind`,
  );
}

/**
 * What the sales of the period (at one store, or all) took for gift cards they sold: their
 * `issue` and `reload` rows, keyed by the sale (docs/DESIGN.md, "Stored value": not revenue
 * until redeemed). A sale's day is its `transaction_date`'s, as the rollups count it; the sales
 * counted are those the reports count (completed, refunded later or not).
 */
export async function giftCardsSold(ex: Executor, s: LedgerScope & { storeId: string | null }) {
  const starts = sql`((${s.from}::date)::timestamp at time zone ${s.tz})`;
  const ends = sql`((${s.to}::date + 1)::timestamp at time zone ${s.tz})`;
  const [row] = await queryRows<{ amount: string }>(
    ex,
    sql`
    select coalesce(round(sum(e.amount) * 100), 0)::bigint::text as amount
    from ${storedValueEntries} e
    join ${transactions} t on t.organization_id = e.organization_id and t.id = e.transaction_id
    where e.organization_id = ${s.org} and e.kind in ('issue', 'reload')
      and e.transaction_id is not null
      and t.transaction_date >= ${starts} and t.transaction_date < ${ends}
      and t.status in ('Completed', 'Partially Refunded', 'Refunded')
      ${s.storeId ? sql`and t.store_id = ${s.storeId}` : sql``}`,
  );
  return row?.amount ?? '0';
}
