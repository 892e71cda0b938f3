/**
 * Barcodes printed by a shop's scale (docs/DESIGN.md, "Goods sold by weight"): an EAN-13 or a
 * UPC-A whose first digits (the prefix, 2x — GS1's range for in-store numbers) say it carries an
 * item's number and an embedded price or weight, then its check digit. Each organization says
 * how its scales print them (`settings.scaleBarcodes`): e.g. EAN-13 `21 01234 00499 c` is item
 * 01234 at 4.99, UPC-A `2 01234 00499 c` the same in 12 digits.
 */
import { z } from 'zod';

export const SCALE_SYMBOLOGIES = ['ean13', 'upca'] as const;
const LENGTH = { ean13: 13, upca: 12 } as const;

/** One way the shop's scales print a code. */
export const ZScaleBarcodeRule = z
  .strictObject({
    symbology: z.enum(SCALE_SYMBOLOGIES),
    /** The leading digits that mark such a code: "2" (UPC-A's number system 2) or "20"–"29". */
    prefix: z.string().regex(/^2\d?$/, 'The prefix is 2, or 20 to 29.'),
    itemDigits: z.number().int().min(1).max(6),
    valueDigits: z.number().int().min(1).max(6),
    /** What the value is: the line's price, or the item's weight (its unit). */
    kind: z.enum(['price', 'weight']),
    /** Where the value's decimal point is: 4.99 is 00499 with 2; 0.375 kg is 00375 with 3. */
    decimals: z.union([z.literal(2), z.literal(3)]),
  })
  .refine(
    (r) => r.prefix.length + r.itemDigits + r.valueDigits + 1 === LENGTH[r.symbology],
    'Prefix, item and value digits and the check digit must make the code’s length (13 for EAN-13, 12 for UPC-A).',
  );
export type TScaleBarcodeRule = z.infer<typeof ZScaleBarcodeRule>;

/** The check digit GS1 gives the digits before it (EAN-13 and UPC-A alike, from the right). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - i;
    sum += Number(digits[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export type ScaleBarcode =
  | {
      ok: true;
      rule: TScaleBarcodeRule;
      /** The item's number as printed ("01234"). */
      item: string;
      /** The embedded price (money) or weight (in the item's unit). */
      value: number;
    }
  | { ok: false; problem: 'check_digit' };

/**
 * The scale code a scanned code is under the rules, or null when no rule takes it (an ordinary
 * barcode). A code a rule takes whose check digit is wrong is refused, not read as another.
 */
export function readScaleBarcode(
  code: string,
  rules: readonly TScaleBarcodeRule[],
): ScaleBarcode | null {
  const digits = code.trim();
  if (!/^\d+$/.test(digits)) return null;
  const rule = rules.find(
    (r) => digits.length === LENGTH[r.symbology] && digits.startsWith(r.prefix),
  );
  if (!rule) return null;
  const body = digits.slice(0, -1);
  if (gs1CheckDigit(body) !== Number(digits.at(-1))) return { ok: false, problem: 'check_digit' };
  const itemStart = rule.prefix.length;
  const valueStart = itemStart + rule.itemDigits;
  const value = Number(digits.slice(valueStart, valueStart + rule.valueDigits));
  return {
    ok: true,
    rule,
    item: digits.slice(itemStart, valueStart),
    value: value / 10 ** rule.decimals,
  };
}

/** The code a scale prints for an item and a value under a rule (labels print such codes). */
export function scaleBarcode(rule: TScaleBarcodeRule, item: string, value: number): string {
  const scaled = Math.round(value * 10 ** rule.decimals);
  const body = `${rule.prefix}${item.padStart(rule.itemDigits, '0')}${String(scaled).padStart(rule.valueDigits, '0')}`;
  if (body.length !== LENGTH[rule.symbology] - 1) {
    throw new Error('The item or the value does not fit the rule’s digits.');
  }
  return `${body}${gs1CheckDigit(body)}`;
}
