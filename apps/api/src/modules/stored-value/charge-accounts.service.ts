import {
  ACCOUNT_MESSAGES as A,
  AGEING_BUCKETS,
  AGEING_CSV_COLUMNS,
  type TAgeingRow,
} from '@pos/contracts/customer-accounts';
import { centsText, toCents } from '@pos/contracts/sale-totals';
import { formatDocumentNumber } from '@pos/contracts/sales';
import type { Executor } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { csvExport, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { ageingList, type TAgeingQuery } from './charge-accounts.list.js';
import * as repo from './charge-accounts.repository.js';
import { addEntry } from './stored-value.repository.js';

/*
 * Charge accounts (docs/DESIGN.md, "Stored value"): what a customer owes, paid at the register
 * (each payment settling the oldest charges first), and the ageing of what is owed.
 */

/** A payment on account as the paying document asks for it: its id is its ledger row's. */
export interface AccountPaymentAsk {
  id: string;
  customerId: string;
  method: 'Cash' | 'Card' | 'UPI';
  tenderedCents: number;
  userId: string;
}

/**
 * A payment on the customer's charge account, in the paying document's transaction: the
 * account's row locked, what is owed read, the payment taken off it (cash beyond it is change;
 * a card or UPI beyond it is refused: 409 PAYMENT_EXCEEDS_OWED), one `payment` row keyed by the
 * document, and the charges it settled, oldest first.
 */
export async function payOnAccount(tx: Executor, organizationId: string, ask: AccountPaymentAsk) {
  const account = await repo.lockChargeAccount(tx, organizationId, ask.customerId);
  const owed = account ? toCents(Number(account.balance)) : 0;
  if (!account || owed === 0) throw conflict(A.nothingOwed, undefined, 'NOTHING_OWED');
  if (ask.method !== 'Cash' && ask.tenderedCents > owed) {
    throw new AppError('PAYMENT_EXCEEDS_OWED', A.overpaid(centsText(owed)), {
      owed: owed / 100,
    });
  }
  const cents = Math.min(ask.tenderedCents, owed);
  const open = await repo.openCharges(tx, organizationId, account.id);
  const after = await addEntry(tx, organizationId, {
    id: ask.id,
    accountId: account.id,
    kind: 'payment',
    amount: centsText(-cents),
    reason: null,
    transactionId: null,
    returnId: null,
    userId: ask.userId,
  });
  return {
    cents,
    changeCents: ask.tenderedCents - cents,
    balanceAfter: Number(after.balance),
    allocations: allocate(open, cents),
  };
}

/** The payment over the open charges, oldest first, until it is spent. */
function allocate(open: readonly repo.OpenCharge[], cents: number) {
  let left = cents;
  const allocations = [];
  for (const charge of open) {
    if (left === 0) break;
    const part = Math.min(left, toCents(Number(charge.open)));
    left -= part;
    allocations.push({
      transactionId: charge.transaction_id,
      saleNumber: charge.sale_number === null ? null : formatDocumentNumber(charge.sale_number),
      amount: part / 100,
    });
  }
  return allocations;
}

/** `GET /reports/account-ageing`: what each customer owes, by the age of its open charges. */
export const listAgeing = async (deps: AppDeps, caller: Caller, q: TAgeingQuery) =>
  runList(await deps.reads.current(), ageingList, caller.organizationId, q);

const ageingCells = (r: TAgeingRow) => [
  r.customer.name,
  r.creditLimit?.toFixed(2) ?? null,
  r.balance.toFixed(2),
  ...AGEING_BUCKETS.map((b) => r[b].toFixed(2)),
  r.oldestOpen ? new Date(r.oldestOpen) : null,
  r.customer._id,
];

/** The ageing report as CSV: the rows of the same query. */
export async function exportAgeing(deps: AppDeps, caller: Caller, q: TAgeingQuery) {
  const org = caller.organizationId;
  const db = await deps.reads.current();
  const zone = await timeZoneOf(deps, org);
  return csvExport(db, ageingList, org, q, AGEING_CSV_COLUMNS, ageingCells, zone);
}
