import { formatDocumentNumber, formatReturnNumber } from '@pos/contracts/sales';
import type { TLedgerEntry, ZLedgerQuery } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { users } from '../users/users.tables.js';

/** The ledger's query, with the account it is of (the path's id). */
export type TLedgerListQuery = z.output<typeof ZLedgerQuery> & { accountId: string };

/**
 * An account's ledger (docs/DESIGN.md, "Stored value"): newest first by default, each row with
 * the balance it left (recorded by the insert trigger).
 */
export const ledgerList: ListSpec<TLedgerListQuery, TLedgerEntry> = {
  from: sql`stored_value_entries e
    left join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
    left join transactions t on t.organization_id = e.organization_id and t.id = e.transaction_id
    left join sale_returns r on r.organization_id = e.organization_id and r.id = e.return_id`,
  org: sql`e.organization_id`,
  id: sql`e.id`,
  select: sql`e.id, e.account_id, e.kind, e.amount::text, e.reason, e.transaction_id,
    e.return_id, e.user_id, u.name as user_name, e.created_at, e.balance_after::text,
    t.document_number as sale_number, r.document_number as return_number`,
  search: [sql`e.reason`],
  filters: (q) => [sql`e.account_id = ${q.accountId}`],
  sorts: { createdAt: sql`e.created_at` },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    accountId: String(r.account_id),
    kind: r.kind as TLedgerEntry['kind'],
    amount: num(r.amount),
    balanceAfter: num(r.balance_after),
    reason: strOrNull(r.reason),
    transactionId: strOrNull(r.transaction_id),
    saleNumber: r.sale_number == null ? null : formatDocumentNumber(Number(r.sale_number)),
    returnId: strOrNull(r.return_id),
    returnNumber: r.return_number == null ? null : formatReturnNumber(Number(r.return_number)),
    user: r.user_id ? { _id: String(r.user_id), name: String(r.user_name ?? '') } : null,
    createdAt: iso(r.created_at),
  }),
};
