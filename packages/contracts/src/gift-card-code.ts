/**
 * A gift card's code (docs/DESIGN.md, "Stored value"): what a customer reads off the card, typed
 * or scanned. Spaces and dashes are print only and case does not matter, so a code is kept and
 * looked up in one form — upper case, letters and digits alone. The server keeps only its hash
 * and last four characters.
 */
import { z } from 'zod';

/** The characters of a made code: no 0/O, 1/I/L to misread (31 of them). */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' as const;
/** A made code's length: 16 characters, about 79 bits. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** The one form a code is kept and looked up in. */
export const normalizeGiftCardCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** A code as printed: groups of four ("ABCD-EFGH-JKMN-PQRS"). */
export const formatGiftCardCode = (code: string) =>
  (normalizeGiftCardCode(code).match(/.{1,4}/g) ?? []).join('-');

/** A code the card shows as ending in: "•••• PQRS". */
export const maskedGiftCardCode = (last4: string) => `•••• ${last4}`;

/**
 * A gift card a sale sold, as documents and screens name it: "Gift card •••• PQRS" ("Gift card
 * reload …" for one of the shop's given more value), with the whole code when it is at hand
 * (the register that made it, to write on the card).
 */
export const soldGiftCardLabel = (card: { reload: boolean; last4: string }, code?: string) =>
  `${card.reload ? 'Gift card reload' : 'Gift card'} ${code ? formatGiftCardCode(code) : maskedGiftCardCode(card.last4)}`;

export const GIFT_CARD_CODE_MESSAGE =
  'A gift card code is 6 to 32 letters and digits (spaces and dashes are ignored).';

/**
 * A code as a client sends it — 6 to 32 letters and digits, spaces and dashes anywhere — in its
 * one form once parsed. The pattern is the whole rule, so the API document carries it.
 */
export const ZGiftCardCode = z
  .string({ error: GIFT_CARD_CODE_MESSAGE })
  .max(100, GIFT_CARD_CODE_MESSAGE)
  .regex(/^[\s-]*(?:[A-Za-z0-9][\s-]*){6,32}$/, GIFT_CARD_CODE_MESSAGE)
  .transform(normalizeGiftCardCode);

/**
 * A new code from random bytes (`fill`: the platform's CSPRNG — the browser's
 * `crypto.getRandomValues`, Node's `randomFillSync`), each character drawn evenly from the
 * alphabet (bytes past the last whole multiple of its length are drawn again). The register
 * makes the code of a card it sells, so that a sale sent again after a lost answer sells the
 * card it printed; the server makes the others.
 */
export function makeGiftCardCode(fill: (bytes: Uint8Array<ArrayBuffer>) => unknown): string {
  const n = GIFT_CARD_ALPHABET.length;
  const limit = 256 - (256 % n);
  const out: string[] = [];
  const bytes = new Uint8Array(new ArrayBuffer(GIFT_CARD_CODE_LENGTH * 2));
  while (out.length < GIFT_CARD_CODE_LENGTH) {
    fill(bytes);
    for (const b of bytes) {
      if (b < limit && out.length < GIFT_CARD_CODE_LENGTH)
        out.push(GIFT_CARD_ALPHABET.charAt(b % n));
    }
  }
  return out.join('');
}
