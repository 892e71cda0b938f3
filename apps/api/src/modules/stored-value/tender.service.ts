import { centsText, toCents } from '@pos/contracts/sale-totals';
import type { TenderMethod } from '@pos/contracts/sales';
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

/** The CHECK that keeps a balance in range, as the API's 409; any other error as is. */
export function balanceRefusal(err: unknown) {
  return violatedConstraint(err) === 'stored_value_accounts_balance_in_range'
    ? new AppError('INSUFFICIENT_BALANCE', M.insufficientBalance)
    : err;
}

/** A payment of a sale, with the id its row and its ledger row share. */
export interface PaymentToWrite {
  id: string;
  method: TenderMethod;
  cents: number;
  code?: string | undefined;
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
 * The ledger rows of a sale's payments from stored value: each takes its amount off its account
 * (store credit: the sale's customer's; a gift card: the one its code names) and shares its
 * payment's id, so the sale reads each payment's account back. Refused here, before anything is
 * written: store credit without a customer (400 CUSTOMER_REQUIRED), a code no card has (404),
 * an expired card (409 GIFT_CARD_EXPIRED), and a balance that does not cover what is asked of it
 * (409 INSUFFICIENT_BALANCE) as the read found it — the account's CHECK is the last word when
 * another register spends it in between.
 */
export function redemptionsOf(
  found: readonly RedeemableAccount[],
  payments: readonly PaymentToWrite[],
  sale: { id: string; customerId: string | null; userId: string; now: Date },
): LedgerWrite[] {
  const asked = new Map<string, number>();
  const writes: LedgerWrite[] = [];
  for (const p of payments) {
    if (p.method !== 'StoreCredit' && p.method !== 'GiftCard') continue;
    const account = accountFor(found, p, sale.customerId, sale.now);
    const total = (asked.get(account.id) ?? 0) + p.cents;
    if (total > Math.round(Number(account.balance) * 100)) {
      throw new AppError('INSUFFICIENT_BALANCE', M.insufficientBalance, {
        method: p.method,
        balance: Number(account.balance),
      });
    }
    asked.set(account.id, total);
    writes.push({
      id: p.id,
      accountId: account.id,
      kind: 'redeem',
      amount: centsText(-p.cents),
      reason: null,
      transactionId: sale.id,
      returnId: null,
      userId: sale.userId,
    });
  }
  return writes;
}

function accountFor(
  found: readonly RedeemableAccount[],
  p: PaymentToWrite,
  customerId: string | null,
  now: Date,
) {
  if (p.method === 'StoreCredit') {
    if (!customerId) throw badRequest(M.customerRequired, undefined, 'CUSTOMER_REQUIRED');
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
 * A return's (or an exchange's) refund to the customer's store credit, in its transaction: the
 * account made at its first use, one `refund` row keyed by the return and its sale.
 */
export async function refundToStoreCredit(
  tx: Executor,
  caller: Caller,
  refund: { customerId: string | null; cents: number; transactionId: string; returnId: string },
) {
  if (!refund.customerId) throw badRequest(M.customerRequired, undefined, 'CUSTOMER_REQUIRED');
  const org = caller.organizationId;
  const account = await repo.lockCustomerAccount(tx, org, refund.customerId, 'store_credit');
  if (!account) throw notFound('Customer not found');
  if (refund.cents === 0) return account;
  return repo.addEntry(tx, org, {
    id: refund.returnId,
    accountId: account.id,
    kind: 'refund',
    amount: centsText(refund.cents),
    reason: null,
    transactionId: refund.transactionId,
    returnId: refund.returnId,
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
