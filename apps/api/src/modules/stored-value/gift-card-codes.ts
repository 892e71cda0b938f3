import { randomFillSync } from 'node:crypto';
import { makeGiftCardCode, normalizeGiftCardCode } from '@pos/contracts/gift-card-code';
import { STORED_VALUE_MESSAGES as M } from '@pos/contracts/stored-value';
import { conflict } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { Caller } from '../../plugins/types.js';

/*
 * A gift card's code and validity (docs/DESIGN.md, "Stored value"), for the cards issued by hand
 * (gift-cards.service) and those a sale sells (tender.service).
 */

/** The hash a gift card's code is kept and found by. */
export const giftCardHash = (code: string) => hashToken(normalizeGiftCardCode(code));

/** A code the server makes: 16 characters of an alphabet without look-alikes, from the CSPRNG. */
export const newGiftCardCode = () => makeGiftCardCode((bytes) => randomFillSync(bytes));

/** 409 GIFT_CARD_EXPIRED for a card that stopped paying by `now`; null while it pays. */
export function expiredRefusal(
  card: { expiresAt: Date | string | null; last4: string | null },
  now = new Date(),
) {
  if (card.expiresAt === null || new Date(card.expiresAt) > now) return null;
  const day = new Date(card.expiresAt).toISOString().slice(0, 10);
  return conflict(M.giftCardExpired(day), { last4: card.last4 }, 'GIFT_CARD_EXPIRED');
}

/** Where a code was typed, as the wrong-code counters key it. */
export const callerAddress = (caller: Caller) => caller.ip ?? 'unknown';

/** When a card issued `now` stops paying under the shop's validity (null months: never). */
export function validUntil(validityMonths: number | null, now: Date) {
  if (validityMonths === null) return null;
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() + validityMonths);
  return at;
}
