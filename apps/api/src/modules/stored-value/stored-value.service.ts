import { CUSTOMER_MESSAGES } from '@pos/contracts/customers';
import { centsText, toCents } from '@pos/contracts/sale-totals';
import {
  LEDGER_CSV_COLUMNS,
  STORED_VALUE_MESSAGES as M,
  type TLedgerEntry,
  type TStoredValueAccount,
  type ZLedgerQuery,
  type ZStoreCreditAdjustBody,
} from '@pos/contracts/stored-value';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { ledgerList } from './stored-value.list.js';
import * as repo from './stored-value.repository.js';
import { balanceRefusal } from './tender.service.js';

/*
 * Stored value (docs/DESIGN.md, "Stored value"): balances that are the sum of append-only
 * ledger rows, each written in the transaction of what caused it.
 */

type LedgerQuery = z.output<typeof ZLedgerQuery>;

const accountOf = (row: repo.AccountRow): TStoredValueAccount => ({
  _id: row.id,
  kind: row.kind,
  customerId: row.customer_id,
  balance: Number(row.balance),
  createdAt: new Date(row.created_at).toISOString(),
});

/** `GET /customers/:id/balances`: the customer's accounts and their balances. */
export async function customerBalances(deps: AppDeps, caller: Caller, customerId: string) {
  const found = await repo.customerAccounts(deps.db, caller.organizationId, customerId);
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound);
  return { customerId, creditLimit: found.creditLimit, accounts: found.accounts.map(accountOf) };
}

/**
 * `POST /customers/:id/store-credit` (adjust_store_credit): a manager adds or removes credit,
 * saying why — one ledger row and its audit event in one transaction; removing more than the
 * balance is refused (409 INSUFFICIENT_BALANCE) and writes nothing.
 */
export async function adjustStoreCredit(
  deps: AppDeps,
  caller: Caller,
  customerId: string,
  body: z.output<typeof ZStoreCreditAdjustBody>,
) {
  const org = caller.organizationId;
  const cents = toCents(body.amount) * (body.direction === 'add' ? 1 : -1);
  try {
    return await deps.db.transaction(async (tx) => {
      const account = await repo.lockCustomerAccount(tx, org, customerId, 'store_credit');
      if (!account) throw notFound(CUSTOMER_MESSAGES.notFound);
      const id = uuidv7();
      const after = await repo.addEntry(tx, org, {
        id,
        accountId: account.id,
        kind: 'adjust',
        amount: centsText(cents),
        reason: body.reason,
        transactionId: null,
        returnId: null,
        userId: caller.userId,
      });
      await recordAudit(tx, caller, {
        entityType: 'StoreCredit',
        entityId: account.id,
        action: 'adjust',
        changes: {
          balance: { before: Number(account.balance), after: Number(after.balance) },
          reason: { before: null, after: body.reason },
        },
      });
      const entry = await findListRow(tx, ledgerList, org, id);
      if (!entry) throw new Error('the ledger row just written was not found');
      return { data: { account: accountOf(after), entry }, message: M.adjusted };
    });
  } catch (err) {
    throw balanceRefusal(err);
  }
}

export const listLedger = (deps: AppDeps, caller: Caller, accountId: string, q: LedgerQuery) =>
  runList(deps.db, ledgerList, caller.organizationId, { ...q, accountId });

const ledgerCells = (e: TLedgerEntry) => [
  new Date(e.createdAt),
  e.kind,
  e.amount.toFixed(2),
  e.balanceAfter.toFixed(2),
  e.reason,
  e.saleNumber,
  e.returnNumber,
  e.user?.name ?? null,
  e._id,
];

/** The ledger as CSV: the rows of the same query. */
export async function exportLedger(
  deps: AppDeps,
  caller: Caller,
  accountId: string,
  q: LedgerQuery,
) {
  const org = caller.organizationId;
  const query = { ...q, accountId };
  const zone = await timeZoneOf(deps, org);
  return csvExport(
    await deps.reads.current(),
    ledgerList,
    org,
    query,
    LEDGER_CSV_COLUMNS,
    ledgerCells,
    zone,
  );
}
