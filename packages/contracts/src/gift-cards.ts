/**
 * Gift cards (docs/DESIGN.md, "Stored value"): a stored-value account found by its code. The
 * server keeps the code's hash and last four characters; the code in full is in the one answer
 * that issued the card (printed on it), never again.
 */
import { z } from 'zod';
import { ZGiftCardCode } from './gift-card-code.js';
import { sortParam, ZId, ZListQueryBase } from './list.js';
import { amountInput } from './sales.js';
import { ZLedgerEntry } from './stored-value.js';

export const GIFT_CARD_MESSAGES = {
  issued: 'Gift card issued.',
  reloaded: 'Gift card reloaded.',
  expiresInPast: 'The expiry must be in the future.',
} as const;

/** What a card can do now: pay (active), nothing more (expired), nothing left (empty). */
export const GIFT_CARD_STATUSES = ['active', 'expired', 'empty'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  empty: 'Spent',
};

/** A card's status at `now`: an expired card stays expired, whatever it holds. */
export const giftCardStatus = (
  card: { balance: number; expiresAt: string | null },
  now = new Date(),
): GiftCardStatus =>
  card.expiresAt !== null && new Date(card.expiresAt) <= now
    ? 'expired'
    : card.balance === 0
      ? 'empty'
      : 'active';

const giftCardAmount = amountInput('amount must be a number.')
  .gt(0, 'amount must be more than 0.')
  .max(1_000_000, 'amount is at most 1,000,000.');

/** `POST /gift-cards`: a card with its first value; a code is made when none is given. */
export const ZGiftCardIssueBody = z.strictObject({
  code: ZGiftCardCode.optional(),
  amount: giftCardAmount,
  customerId: ZId.nullable().optional(),
  /** Left out: the organization's validity (general settings); null: never expires. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt must be an ISO date-time.' })
    .nullable()
    .optional(),
});
export type TGiftCardIssueBody = z.input<typeof ZGiftCardIssueBody>;

/** `POST /gift-cards/:id/reload`: more value on a card. */
export const ZGiftCardReloadBody = z.strictObject({ amount: giftCardAmount });
export type TGiftCardReloadBody = z.input<typeof ZGiftCardReloadBody>;

export const ZGiftCardCodeParams = z.strictObject({ code: ZGiftCardCode });

export const ZGiftCard = z.object({
  _id: z.string(),
  /** The code's last four characters ("•••• PQRS" on screens and receipts). */
  last4: z.string(),
  balance: z.number(),
  status: z.enum(GIFT_CARD_STATUSES),
  expiresAt: z.string().nullable(),
  customer: z.object({ _id: z.string(), name: z.string() }).nullable(),
  issuedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TGiftCard = z.infer<typeof ZGiftCard>;

/** The card as issued: with its code in full, this once. */
export const ZGiftCardIssueResponse = z.object({
  data: ZGiftCard.extend({ code: z.string() }),
  message: z.string(),
});
export const ZGiftCardResponse = z.object({ data: ZGiftCard, message: z.string() });

/** `GET /gift-cards/:code`: the card and its latest ledger rows (newest first). */
export const ZGiftCardLookupResponse = z.object({
  data: ZGiftCard.extend({ history: z.array(ZLedgerEntry) }),
});

export const ZGiftCardsQuery = ZListQueryBase.extend({
  sort: sortParam(['createdAt', 'balance', 'expiresAt']),
  status: z.enum(GIFT_CARD_STATUSES, { error: 'Unknown status.' }).optional(),
}).strict();

export const GIFT_CARD_CSV_COLUMNS = [
  'Card',
  'Balance',
  'Status',
  'Expires',
  'Customer',
  'Issued by',
  'Issued',
  'Card ID',
] as const;
