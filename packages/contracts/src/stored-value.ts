/**
 * Stored value (docs/DESIGN.md, "Stored value"): a customer's store credit — and, as they come,
 * gift cards, a charge account and points — is an account whose balance is the sum of its
 * append-only ledger rows. The database keeps each balance within its range under concurrency
 * (never below zero; an account never beyond its credit limit).
 */
import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZListQueryBase } from './list.js';
import { amountInput } from './sales.js';

export const STORED_VALUE_MESSAGES = {
  insufficientBalance: 'The balance does not cover this amount.',
  customerRequired: 'Store credit belongs to a customer: pick the customer first.',
  giftCardNotFound: 'No gift card has this code.',
  giftCardExpired: (date: string) => `This gift card expired on ${date}.`,
  giftCardCodeTaken: 'Another gift card already has this code.',
  giftCardSoldOnce: 'Each gift card is sold once in a sale, and never pays for itself.',
  offline: 'Store credit and gift cards are taken only while the register is online.',
  offlineKinds:
    'Gift cards are sold, and points and charges to account taken, only while the register is online.',
  offlineLimit: (limit: string) =>
    `Offline, a sale takes at most ${limit} from store credit and gift cards (general settings).`,
  adjusted: 'Store credit adjusted.',
  reasonRequired: 'Say why the credit changes.',
  noAccount: 'This customer has no charge account: set a credit limit on the customer first.',
  creditLimitExceeded: (available: string) =>
    `This goes beyond the customer's credit limit: ${available} is left to charge.`,
  creditLimitReached: "This goes beyond the customer's credit limit.",
  refundBeyondOwed: (owed: string) =>
    `The customer owes ${owed} on account: refund the rest another way.`,
} as const;

/**
 * What an account holds: a customer's store credit, a gift card, or a customer's charge account
 * (`account`: its balance is what the customer owes the shop, at most the customer's credit limit),
 * or a customer's loyalty points (`points`: its balance counts points, not money).
 */
export const STORED_VALUE_KINDS = ['store_credit', 'gift_card', 'account', 'points'] as const;
export type StoredValueKind = (typeof STORED_VALUE_KINDS)[number];

/**
 * Why a ledger row was written: `adjust` — a manager added or removed value by hand, with a
 * reason; `redeem` — a sale was paid from it (keyed by the sale); `refund` — a return or an
 * exchange gave value back to it (keyed by the return and its sale); `issue` and `reload` —
 * a gift card's first value and any added since; `charge` — a sale charged to a charge account
 * (keyed by the sale), `payment` — a payment on account (keyed by it) — on an account, a return
 * to it is a `refund` below 0; `earn` — the points a sale earned (keyed by it), `reversal` — those
 * a return took back (keyed by the return and its sale).
 */
export const LEDGER_ENTRY_KINDS = [
  'adjust',
  'redeem',
  'refund',
  'issue',
  'reload',
  'charge',
  'payment',
  'earn',
  'reversal',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  adjust: 'Adjustment',
  redeem: 'Paid a sale',
  refund: 'Refund',
  issue: 'Issued',
  reload: 'Reloaded',
  charge: 'Sale on account',
  payment: 'Payment on account',
  earn: 'Points earned',
  reversal: 'Points taken back',
};

export const ZStoredValueAccount = z.object({
  _id: z.string(),
  kind: z.enum(STORED_VALUE_KINDS),
  customerId: z.string().nullable(),
  /** The sum of its ledger rows. */
  balance: z.number(),
  createdAt: z.string(),
});
export type TStoredValueAccount = z.infer<typeof ZStoredValueAccount>;

/**
 * `GET /customers/:id/balances`: the customer's accounts (none until value is given), and the
 * credit limit of the customer's charge account (null: none).
 */
export const ZCustomerBalancesResponse = z.object({
  data: z.object({
    customerId: z.string(),
    creditLimit: z.number().nullable(),
    accounts: z.array(ZStoredValueAccount),
  }),
});

/** `POST /customers/:id/store-credit`: a manager adds or removes credit, saying why. */
export const ZStoreCreditAdjustBody = z.strictObject({
  direction: z.enum(['add', 'remove'], { error: 'direction must be add or remove.' }),
  amount: amountInput('amount must be a number.').gt(0, 'amount must be more than 0.'),
  reason: requiredText(
    STORED_VALUE_MESSAGES.reasonRequired,
    500,
    'reason is at most 500 characters.',
  ),
});
export type TStoreCreditAdjustBody = z.input<typeof ZStoreCreditAdjustBody>;

/** One row of an account's ledger, with the balance it left. */
export const ZLedgerEntry = z.object({
  _id: z.string(),
  accountId: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed: what it added to the balance (below 0: took off). */
  amount: z.number(),
  /** The balance once this row was in. */
  balanceAfter: z.number(),
  reason: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** The number of the sale it is keyed by, as printed ("000123"). */
  saleNumber: z.string().nullable(),
  returnId: z.string().nullable(),
  /** The number of the return it is keyed by, as printed ("R000012"). */
  returnNumber: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZStoreCreditAdjustResponse = z.object({
  data: z.object({ account: ZStoredValueAccount, entry: ZLedgerEntry }),
  message: z.string(),
});

export const ZLedgerQuery = ZListQueryBase.extend({
  sort: sortParam(['createdAt']),
}).strict();

export const LEDGER_CSV_COLUMNS = [
  'Date',
  'Kind',
  'Amount',
  'Balance after',
  'Reason',
  'Sale',
  'Return',
  'By',
  'Entry ID',
] as const;
