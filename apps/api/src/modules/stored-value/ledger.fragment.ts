import type { LedgerEntryKind, StoredValueKind } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';

/*
 * Ledger rows as a part of another module's statement (docs/ARCHITECTURE.md, "The boundary
 * rule": a module's public SQL fragment): a sale paid from stored value writes its rows in its
 * own one statement, as it writes its stock move. The rows' insert trigger moves each balance
 * (stored-value.functions.sql); a balance the rows would take out of range fails the
 * statement on the account's CHECK, which `balanceRefusal` (stored-value.service) answers.
 */

/** One row to write: what it adds to its account (signed), why, and the document it is keyed by. */
export interface LedgerWrite {
  id: string;
  accountId: string;
  kind: LedgerEntryKind;
  amount: string;
  reason: string | null;
  transactionId: string | null;
  returnId: string | null;
  userId: string;
}

/**
 * The common table expression `ledger` writing `rows`, in account order (two documents that
 * take from the same accounts lock them in one order and queue instead of deadlocking), and
 * the expression a select list reads to run it at its place in the statement's lock order (it
 * answers each row's balance after it).
 */
export function ledgerWriteParts(organizationId: string, rows: readonly LedgerWrite[]) {
  // Rows of one account stay in the document's order (a sale's points paid, then earned).
  const input = [...rows].sort((a, b) =>
    a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0,
  );
  return {
    cte: sql`ledger as (
          insert into stored_value_entries (organization_id, id, account_id, kind, amount, reason,
            transaction_id, return_id, user_id)
          select ${organizationId}, x.id, x.account_id, x.kind, x.amount, x.reason,
            x.transaction_id, x.return_id, x.user_id
          from json_to_recordset(${JSON.stringify(
            input.map((r, n) => ({
              n,
              id: r.id,
              account_id: r.accountId,
              kind: r.kind,
              amount: r.amount,
              reason: r.reason,
              transaction_id: r.transactionId,
              return_id: r.returnId,
              user_id: r.userId,
            })),
          )}::json) as x(n int, id uuid, account_id uuid, kind text, amount numeric, reason text,
            transaction_id uuid, return_id uuid, user_id uuid)
          order by x.n
          returning id, balance_after)`,
    /** Each row's id and the balance it left (its trigger's), as `[id, balance]` pairs. */
    written: sql`(select coalesce(json_agg(json_build_array(id, balance_after::text)), '[]')
          from ledger)`,
  };
}

/** An account a sale may pay from, as the sale's one read found it. */
export interface RedeemableAccount {
  id: string;
  kind: StoredValueKind;
  balance: string;
  expires_at: string | null;
  code_hash: string | null;
  code_last4: string | null;
}

/**
 * The sale's customer and which of its accounts it reads: the store credit and charge account it
 * pays from, its points (paid from or earned).
 */
export interface CustomerTenders {
  customerId: string;
  kinds: ('store_credit' | 'account' | 'points')[];
}

/**
 * The accounts a sale may pay from, as one JSON array for its one read: the customer's store
 * credit, charge account and points, and the gift cards of the codes' hashes. The codes are one
 * parameter each (`in`, not `= any(array)`): the prepared statement's generic plan then costs
 * what a planned one does, and is kept — with an array, every sale was planned again
 * (docs/benchmarks/stored-value.md).
 */
export function redeemableAccountsSql(
  organizationId: string,
  customer: CustomerTenders | null,
  codeHashes: readonly string[],
) {
  const inList = (values: readonly string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  return sql`(select coalesce(json_agg(json_build_object('id', a.id, 'kind', a.kind,
      'balance', a.balance::text, 'expires_at', a.expires_at, 'code_hash', a.code_hash,
      'code_last4', a.code_last4)), '[]')
    from stored_value_accounts a
    where a.organization_id = ${organizationId}
      and (${customer?.kinds.length ? sql`a.customer_id = ${customer.customerId} and a.kind in (${inList(customer.kinds)})` : sql`false`}
        or ${codeHashes.length ? sql`a.code_hash in (${inList(codeHashes)})` : sql`false`}))`;
}
