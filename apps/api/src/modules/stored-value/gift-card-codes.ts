import { randomFillSync } from 'node:crypto';
import { makeGiftCardCode, normalizeGiftCardCode } from '@pos/contracts/gift-card-code';
import { hashToken } from '../../lib/tokens.js';

/*
 * A gift card's code and validity (docs/DESIGN.md, "Stored value"), for the cards issued by hand
 * (gift-cards.service) and those a sale sells (tender.service).
 */

/** The hash a gift card's code is kept and found by. */
export const giftCardHash = (code: string) => hashToken(normalizeGiftCardCode(code));

/** A code the server makes: 16 characters of an alphabet without look-alikes, from the CSPRNG. */
export const newGiftCardCode = () => makeGiftCardCode((bytes) => randomFillSync(bytes));

/** When a card issued `now` stops paying under the shop's validity (null months: never). */
export function validUntil(validityMonths: number | null, now: Date) {
  if (validityMonths === null) return null;
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() + validityMonths);
  return at;
}
