/**
 * A gift card's code (docs/DESIGN.md, "Stored value"): what a customer reads off the card, typed
 * or scanned. Spaces and dashes are print only and case does not matter, so a code is kept and
 * looked up in one form — upper case, letters and digits alone. The server keeps only its hash
 * and last four characters.
 */
import { z } from 'zod';

/** The characters of a code the server makes: no 0/O, 1/I/L to misread (32 of them, 5 bits each). */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' as const;
/** A made code's length: 16 characters, about 78 bits. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** The one form a code is kept and looked up in. */
export const normalizeGiftCardCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** A code as printed: groups of four ("ABCD-EFGH-JKMN-PQRS"). */
export const formatGiftCardCode = (code: string) =>
  (normalizeGiftCardCode(code).match(/.{1,4}/g) ?? []).join('-');

/** A code the card shows as ending in: "•••• PQRS". */
export const maskedGiftCardCode = (last4: string) => `•••• ${last4}`;

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
