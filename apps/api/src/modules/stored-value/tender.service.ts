import { pointsReversed } from '@pos/contracts/loyalty';
import { centsText, toCents } from '@pos/contracts/sale-totals';
import { isMoneyTender, type TenderMethod } from '@pos/contracts/sales';
import { STORED_VALUE_MESSAGES as M } from '@pos/contracts/stored-value';
import { uuidv7 } from 'uuidv7';
import type { Db, Executor } from '../../db/client.js';
import {
  AppError,
  badRequest,
  conflict,
  isUniqueViolation,
  notFound,
  violatedConstraint,
} from '../../lib/errors.js';
import type { Caller } from '../../plugins/types.js';
import {
  countGiftCardFailure,
  giftCardRefusal,
  giftCardThrottleKeys,
  type ThrottleRow,
} from '../auth/auth.service.js';
import {
  callerAddress as addressOf,
  expiredRefusal,
  giftCardHash,
  newGiftCardCode,
  validUntil,
} from './gift-card-codes.js';
import * as giftCardsRepo from './gift-cards.repository.js';
import type { LedgerWrite, RedeemableAccount } from './ledger.fragment.js';
import * as repo from './stored-value.repository.js';

/*
 * Stored value as a tender (docs/DESIGN.md, "Stored value"): what a sale pays from a customer's
 * store credit or a gift card, and what a return gives back to store credit — each a ledger row
 * keyed by its document and written in its transaction.
 */

export type { LedgerWrite, RedeemableAccount, ThrottleRow };

/*
 * A sale's gift card codes are throttled as a lookup's are (gift-cards.service): the counters
 * are read in the sale's one read and decide before anything is written; a code no card has
 * counts against the seller once the sale has failed.
 */

/** The counters a sale with gift cards reads. */
export const codeThrottleKeys = (caller: Caller) =>
  giftCardThrottleKeys(addressOf(caller), caller.userId);

/** Refuses (429) a sale with gift cards when the seller's counters, as read, are at a limit. */
export function checkCodeThrottle(caller: Caller, rows: readonly ThrottleRow[] | null) {
  const refused = rows && giftCardRefusal(addressOf(caller), caller.userId, rows);
  if (refused) throw refused;
}

/** After a sale refused for a code no card has: one failure on the seller's counters. */
export const countWrongCode = (db: Db, caller: Caller) =>
  countGiftCardFailure(db, addressOf(caller), caller.userId);

/**
 * The CHECK that keeps a balance in range, and the ledger trigger's credit limit
 * (stored-value.functions.sql), as the API's 409; any other error as is.
 */
export function balanceRefusal(err: unknown) {
  const violated = violatedConstraint(err);
  if (violated === 'stored_value_accounts_balance_in_range') {
    return new AppError('INSUFFICIENT_BALANCE', M.insufficientBalance);
  }
  if (violated === 'stored_value_accounts_credit_limit') {
    return new AppError('INSUFFICIENT_BALANCE', M.creditLimitReached, { method: 'Account' });
  }
  return err;
}

/** A payment of a sale, with the id its row and its ledger row share. */
export interface PaymentToWrite {
  id: string;
  method: TenderMethod;
  cents: number;
  code?: string | undefined;
  /** A `Points` payment's points. */
  points?: number | undefined;
}

/** The gift cards' hashes a sale's payments name, for its one read. */
export const giftCardHashesOf = (payments: readonly { method: string; code?: string }[]) => [
  ...new Set(
    payments.flatMap((p) => (p.method === 'GiftCard' && p.code ? [giftCardHash(p.code)] : [])),
  ),
];

/** The hashes of the codes of the gift cards a sale sells, for its one read. */
export const soldCodeHashesOf = (lines: readonly { code?: string | undefined }[]) =>
  lines.flatMap((l) => (l.code ? [giftCardHash(l.code)] : []));

/**
 * The ledger rows of a sale's payments from stored value: store credit, a gift card and points
 * take their amount off (the sale's customer's credit and points; the card its code names), a
 * charge to account adds it to what the customer owes; each shares its payment's id, so the sale
 * reads each payment's account back. Refused here, before anything is written: a payment without
 * a customer (400 CUSTOMER_REQUIRED), a code no card has (404), an expired card (409
 * GIFT_CARD_EXPIRED), a customer without a charge account (409 NO_CHARGE_ACCOUNT), and a
 * balance or credit limit that does not cover what is asked of it (409 INSUFFICIENT_BALANCE) as
 * the read found them — the account's CHECK and the ledger's trigger are the last word when
 * another register spends or charges it in between.
 *
 * An offline sale (store credit and gift cards only) has already happened: it is refused
 * nothing. Each payment takes what its account still holds (nothing from a card not found or
 * expired, no row for nothing), and `short` says one was not covered — never a balance below 0.
 */
export function redemptionsOf(
  found: readonly RedeemableAccount[],
  payments: readonly PaymentToWrite[],
  sale: {
    id: string;
    customer: { id: string; credit_limit: string | null } | null;
    userId: string;
    now: Date;
    offline?: boolean;
  },
): { writes: LedgerWrite[]; short: boolean } {
  const asked = new Map<string, number>();
  const writes: LedgerWrite[] = [];
  let short = false;
  for (const p of payments) {
    if (isMoneyTender(p.method) || p.method === 'Exchange') continue;
    const account = sale.offline
      ? offlineAccountFor(found, p, sale.customer, sale.now)
      : accountFor(found, p, sale.customer, sale.now);
    if (!account) {
      short = true;
      continue;
    }
    // Points are counted in points; every other account in cents.
    let units = p.method === 'Points' ? (p.points ?? 0) : p.cents;
    const taken = asked.get(account.id) ?? 0;
    const balance =
      p.method === 'Points' ? Number(account.balance) : toCents(Number(account.balance));
    if (p.method === 'Account') {
      const limit = toCents(Number(sale.customer?.credit_limit ?? 0));
      if (balance + taken + units > limit) throw beyondLimit(balance, limit);
    } else if (taken + units > balance) {
      if (!sale.offline) {
        throw new AppError('INSUFFICIENT_BALANCE', M.insufficientBalance, {
          method: p.method,
          balance: Number(account.balance),
        });
      }
      short = true;
      units = Math.max(0, balance - taken);
      if (units === 0) continue;
    }
    asked.set(account.id, taken + units);
    const charge = p.method === 'Account';
    writes.push({
      id: p.id,
      accountId: account.id,
      kind: charge ? 'charge' : 'redeem',
      amount: p.method === 'Points' ? String(-units) : centsText(charge ? units : -units),
      reason: null,
      transactionId: sale.id,
      returnId: null,
      userId: sale.userId,
    });
  }
  return { writes, short };
}

/** An offline payment's account: the one it names when it can pay, else none (it was short). */
function offlineAccountFor(
  found: readonly RedeemableAccount[],
  p: PaymentToWrite,
  customer: { id: string; credit_limit: string | null } | null,
  now: Date,
) {
  try {
    return accountFor(found, p, customer, now);
  } catch {
    return null;
  }
}

/** A charge the customer's credit limit does not cover: 409 with what is left to charge. */
function beyondLimit(balanceCents: number, limitCents: number) {
  const available = Math.max(0, limitCents - balanceCents);
  return new AppError('INSUFFICIENT_BALANCE', M.creditLimitExceeded(centsText(available)), {
    method: 'Account',
    balance: balanceCents / 100,
    creditLimit: limitCents / 100,
    available: available / 100,
  });
}

function accountFor(
  found: readonly RedeemableAccount[],
  p: PaymentToWrite,
  customer: { id: string; credit_limit: string | null } | null,
  now: Date,
) {
  if (p.method === 'StoreCredit' || p.method === 'Account' || p.method === 'Points') {
    if (!customer) throw badRequest(M.customerRequired, undefined, 'CUSTOMER_REQUIRED');
    if (p.method === 'Points') {
      const points = found.find((a) => a.kind === 'points');
      if (!points)
        throw new AppError('INSUFFICIENT_BALANCE', M.insufficientBalance, { balance: 0 });
      return points;
    }
    if (p.method === 'Account') {
      const account = customer.credit_limit !== null && found.find((a) => a.kind === 'account');
      if (!account) throw conflict(M.noAccount, undefined, 'NO_CHARGE_ACCOUNT');
      return account;
    }
    const credit = found.find((a) => a.kind === 'store_credit');
    // No account yet: nothing to spend.
    if (!credit) throw new AppError('INSUFFICIENT_BALANCE', M.insufficientBalance, { balance: 0 });
    return credit;
  }
  const hash = giftCardHash(p.code ?? '');
  const card = found.find((a) => a.code_hash === hash);
  if (!card) throw notFound(M.giftCardNotFound, 'GIFT_CARD_NOT_FOUND');
  const expired = expiredRefusal({ expiresAt: card.expires_at, last4: card.code_last4 }, now);
  if (expired) throw expired;
  return card;
}

/**
 * The sale's customer's charge account and points account, each opened in the sale's
 * transaction before its statement when the sale is the first to write to it (a first charge;
 * the first points earned); the accounts as the sale's read found them otherwise.
 */
export async function withCustomerAccounts(
  tx: Executor,
  organizationId: string,
  found: readonly RedeemableAccount[],
  customer: { id: string; credit_limit: string | null } | null,
  needs: { account: boolean; points: boolean },
): Promise<readonly RedeemableAccount[]> {
  if (!customer) return found;
  const missing = (['account', 'points'] as const).filter(
    (kind) =>
      needs[kind] &&
      (kind !== 'account' || customer.credit_limit !== null) &&
      !found.some((a) => a.kind === kind),
  );
  const opened = [];
  for (const kind of missing) {
    const account = await repo.lockCustomerAccount(tx, organizationId, customer.id, kind);
    if (!account) throw notFound('Customer not found');
    opened.push({
      id: account.id,
      kind,
      balance: String(account.balance),
      expires_at: null,
      code_hash: null,
      code_last4: null,
    });
  }
  return [...found, ...opened];
}

/**
 * The points a sale earns, as its ledger row keyed by the sale, made after its payments' (a
 * ledger lists the sale's points paid, then earned: ids in the order they were written).
 */
export function earning(
  found: readonly RedeemableAccount[],
  points: number,
  sale: { id: string; userId: string },
): LedgerWrite[] {
  const account = found.find((a) => a.kind === 'points');
  if (points <= 0 || !account) return [];
  return [
    {
      id: uuidv7(),
      accountId: account.id,
      kind: 'earn',
      amount: String(points),
      reason: null,
      transactionId: sale.id,
      returnId: null,
      userId: sale.userId,
    },
  ];
}

/**
 * A return's (or an exchange's) refund to a customer's account, in its transaction: to store
 * credit (the account made at its first use), or off what the customer owes on its charge
 * account (at most that: 409 INSUFFICIENT_BALANCE) — one `refund` row keyed by the return and its
 * sale.
 */
export async function refundToCustomerAccount(
  tx: Executor,
  caller: Caller,
  refund: {
    kind: 'store_credit' | 'account';
    customerId: string | null;
    cents: number;
    transactionId: string;
    returnId: string;
  },
) {
  if (!refund.customerId) throw badRequest(M.customerRequired, undefined, 'CUSTOMER_REQUIRED');
  const org = caller.organizationId;
  const account = await repo.lockCustomerAccount(tx, org, refund.customerId, refund.kind);
  if (!account) throw notFound('Customer not found');
  if (refund.cents === 0) return account;
  const owed = toCents(Number(account.balance));
  if (refund.kind === 'account' && refund.cents > owed) {
    throw new AppError('INSUFFICIENT_BALANCE', M.refundBeyondOwed(centsText(owed)), {
      method: 'Account',
      balance: owed / 100,
    });
  }
  return repo.addEntry(tx, org, {
    id: refund.returnId,
    accountId: account.id,
    kind: 'refund',
    amount: centsText(refund.kind === 'account' ? -refund.cents : refund.cents),
    reason: null,
    transactionId: refund.transactionId,
    returnId: refund.returnId,
    userId: caller.userId,
  });
}

/** The points a sale was paid with, and their account; null when points paid none of it. */
export const pointsPaidFor = (ex: Executor, organizationId: string, saleId: string) =>
  repo.salePointsPaid(ex, organizationId, saleId);

/**
 * A return's share of the points its sale was paid with (`pointsGivenBack`), back on the
 * customer's points: a `refund` row keyed by the return and its sale, in its transaction.
 */
export async function givePointsBack(
  tx: Executor,
  caller: Caller,
  r: { accountId: string; points: number; saleId: string; returnId: string },
) {
  if (r.points <= 0) return;
  await repo.addEntry(tx, caller.organizationId, {
    id: uuidv7(),
    accountId: r.accountId,
    kind: 'refund',
    amount: String(r.points),
    reason: null,
    transactionId: r.saleId,
    returnId: r.returnId,
    userId: caller.userId,
  });
}

/**
 * What a return takes back of the points its sale earned (docs/DESIGN.md, "Stored value"): in
 * proportion to what it gives back of the sale's goods, rounded down, never more than the
 * customer still holds (`pointsReversed`) — a `reversal` row keyed by the return and its sale,
 * in the return's transaction.
 */
export async function reversePoints(
  tx: Executor,
  caller: Caller,
  r: { saleId: string; returnId: string; returnCents: number; saleTotal: string },
) {
  const org = caller.organizationId;
  const earning = await repo.lockSaleEarning(tx, org, r.saleId);
  if (!earning) return;
  const goodsCents = toCents(Number(r.saleTotal)) - toCents(Number(earning.gift_cards));
  const points = pointsReversed(
    Number(earning.earned),
    r.returnCents,
    goodsCents,
    Number(earning.held),
  );
  if (points === 0) return;
  await repo.addEntry(tx, org, {
    id: uuidv7(),
    accountId: earning.account_id,
    kind: 'reversal',
    amount: String(-points),
    reason: null,
    transactionId: r.saleId,
    returnId: r.returnId,
    userId: caller.userId,
  });
}

/** A gift card a sale sells, resolved: a new card (written before the sale) or a reload. */
export interface GiftCardSale {
  newCard: giftCardsRepo.NewGiftCard | null;
  write: LedgerWrite;
  sold: { accountId: string; last4: string; cents: number; reload: boolean; code?: string };
}

/**
 * The gift cards a sale sells (its `giftCards`): a code of one of the shop's cards reloads it
 * (refused once expired: 409 GIFT_CARD_EXPIRED), any other code is a new card with it, and none
 * a new card with a code made here (answered once, in the sale's answer). A new card is valid
 * for the shop's months and held by the sale's customer. Each an `issue` or `reload` row keyed
 * by the sale. A card sold twice in one sale, or paying for itself, is refused (400).
 */
export function giftCardSalesOf(
  found: readonly RedeemableAccount[],
  lines: readonly { amount: number; code?: string | undefined }[],
  paidWith: readonly { method: string; code?: string | undefined }[],
  sale: {
    id: string;
    userId: string;
    customerId: string | null;
    now: Date;
    validityMonths: number | null;
  },
): GiftCardSale[] {
  const paying = new Set(giftCardHashesOf(paidWith));
  const seen = new Set<string>();
  return lines.map((line) => {
    const code = line.code ?? newGiftCardCode();
    const hash = giftCardHash(code);
    if (seen.has(hash) || paying.has(hash)) {
      throw badRequest(M.giftCardSoldOnce, { giftCards: M.giftCardSoldOnce });
    }
    seen.add(hash);
    const existing = found.find((a) => a.code_hash === hash);
    const expired =
      existing &&
      expiredRefusal({ expiresAt: existing.expires_at, last4: existing.code_last4 }, sale.now);
    if (expired) throw expired;
    const cents = toCents(line.amount);
    const accountId = existing?.id ?? uuidv7();
    const last4 = existing?.code_last4 ?? code.slice(-4);
    return {
      newCard: existing
        ? null
        : {
            id: accountId,
            codeHash: hash,
            last4,
            customerId: sale.customerId,
            expiresAt: validUntil(sale.validityMonths, sale.now),
            issuedBy: sale.userId,
          },
      write: {
        id: uuidv7(),
        accountId,
        kind: existing ? 'reload' : 'issue',
        amount: centsText(cents),
        reason: null,
        transactionId: sale.id,
        returnId: null,
        userId: sale.userId,
      },
      sold: { accountId, last4, cents, reload: !!existing, ...(line.code ? {} : { code }) },
    };
  });
}

/**
 * The accounts of the new cards a sale sells, in its transaction before its statement writes
 * their `issue` rows; a code another sale took meanwhile is 409 GIFT_CARD_CODE_TAKEN.
 */
export async function insertSoldGiftCards(
  tx: Executor,
  organizationId: string,
  sales: readonly GiftCardSale[],
) {
  const cards = sales.flatMap((s) => (s.newCard ? [s.newCard] : []));
  if (cards.length === 0) return;
  await giftCardsRepo.insertGiftCards(tx, organizationId, cards).catch((err: unknown) => {
    if (isUniqueViolation(err, 'stored_value_accounts_code_uq')) {
      throw conflict(
        M.giftCardCodeTaken,
        { giftCards: M.giftCardCodeTaken },
        'GIFT_CARD_CODE_TAKEN',
      );
    }
    throw err;
  });
}
