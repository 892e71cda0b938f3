/**
 * Barcodes printed by a shop's scale (docs/DESIGN.md, "Goods sold by weight"): an EAN-13 or a
 * UPC-A whose first digits (the prefix, 2x — GS1's range for in-store numbers) say it carries an
 * item's number and an embedded price or weight, then its check digit. Each organization says
 * how its scales print them (`settings.scaleBarcodes`): e.g. EAN-13 `21 01234 00499 c` is item
 * 01234 at 4.99, UPC-A `2 01234 00499 c` the same in 12 digits.
 */
import { z } from 'zod';
import { isWhole, roundQuantity, type Unit } from './units.js';

export const SCALE_SYMBOLOGIES = ['ean13', 'upca'] as const;
const LENGTH = { ean13: 13, upca: 12 } as const;

/** A rule's number of item or value digits: 1 to 6, said in words. */
const digitsCount = (what: string) => {
  const message = `${what} digits are a whole number from 1 to 6.`;
  return z.number({ error: message }).int(message).min(1, message).max(6, message);
};

/** One way the shop's scales print a code. */
export const ZScaleBarcodeRule = z
  .strictObject({
    symbology: z.enum(SCALE_SYMBOLOGIES),
    /** The leading digits that mark such a code: "2" (UPC-A's number system 2) or "20"–"29". */
    prefix: z.string().regex(/^2\d?$/, 'The prefix is 2, or 20 to 29.'),
    itemDigits: digitsCount('Item'),
    valueDigits: digitsCount('Value'),
    /** What the value is: the line's price, or the item's weight (its unit). */
    kind: z.enum(['price', 'weight']),
    /** Where the value's decimal point is: 4.99 is 00499 with 2; 0.375 kg is 00375 with 3. */
    decimals: z.union([z.literal(2), z.literal(3)]),
  })
  .refine(
    (r) => r.prefix.length + r.itemDigits + r.valueDigits + 1 === LENGTH[r.symbology],
    'Prefix, item and value digits and the check digit must make the code’s length (13 for EAN-13, 12 for UPC-A).',
  )
  .refine((r) => r.kind === 'weight' || r.decimals === 2, {
    message: 'A price has 2 decimals.',
    path: ['decimals'],
  });
export type TScaleBarcodeRule = z.infer<typeof ZScaleBarcodeRule>;

/**
 * The layouts most scales print out of the box — the examples of the guide and the README:
 * EAN-13 `21 IIIII PPPPP C` (a price, 2 decimals), `22 IIIII WWWWW C` (a weight in thousandths)
 * and UPC-A `2 IIIII PPPPP C` (a price in 12 digits).
 */
export const EXAMPLE_SCALE_RULES = {
  price: {
    symbology: 'ean13',
    prefix: '21',
    itemDigits: 5,
    valueDigits: 5,
    kind: 'price',
    decimals: 2,
  },
  weight: {
    symbology: 'ean13',
    prefix: '22',
    itemDigits: 5,
    valueDigits: 5,
    kind: 'weight',
    decimals: 3,
  },
  upcPrice: {
    symbology: 'upca',
    prefix: '2',
    itemDigits: 5,
    valueDigits: 5,
    kind: 'price',
    decimals: 2,
  },
} as const satisfies Record<string, TScaleBarcodeRule>;

/** Two rules that could both take one code: same length, one prefix the start of the other. */
export const overlap = (
  a: Pick<TScaleBarcodeRule, 'symbology' | 'prefix'>,
  b: Pick<TScaleBarcodeRule, 'symbology' | 'prefix'>,
) =>
  a.symbology === b.symbology && (a.prefix.startsWith(b.prefix) || b.prefix.startsWith(a.prefix));

/** The organization's rules (general settings' `scaleBarcodes`): each code is read by one at most. */
export const ZScaleBarcodeRules = z
  .array(ZScaleBarcodeRule)
  .max(10, 'At most 10 scale barcode rules.')
  .refine(
    (rules) => rules.every((r, i) => rules.slice(i + 1).every((o) => !overlap(r, o))),
    'Two rules of one symbology have the same prefix (or one starts the other): a code would have two readings.',
  );

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
  const trimmed = code.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const take = (digits: string) =>
    rules.find((r) => digits.length === LENGTH[r.symbology] && digits.startsWith(r.prefix));
  // A scanner set to send UPC-A as EAN-13 puts a 0 before its 12 digits (the check digit is the same).
  const upc = trimmed.length === 13 && trimmed.startsWith('0') ? trimmed.slice(1) : null;
  const upcRule = upc === null ? undefined : take(upc);
  const digits = upc !== null && upcRule?.symbology === 'upca' ? upc : trimmed;
  const rule = take(digits);
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

/** Whether a scanned code looks like one a scale prints (worth reading the shop's rules for). */
export const mayBeScaleBarcode = (code: string) => /^0?2\d{11,12}$/.test(code.trim());

/**
 * The SKUs a label's item number may name, in order: as printed ("01234"), then without its
 * leading zeros ("1234") — a scale pads the shop's item number to its digits.
 */
export const scaleItemSkus = (item: string): string[] => {
  const bare = item.replace(/^0+(?=\d)/, '');
  return bare === item ? [item] : [item, bare];
};

export const SCALE_MESSAGES = {
  checkDigit: 'The scale label’s check digit is wrong: scan it again, or type the item.',
  unknownItem: (item: string) => `No product has the scale label’s item number ${item}.`,
  weightOfEach: (name: string) => `"${name}" is sold each: a weight label cannot sell it.`,
  noPrice: (name: string) => `"${name}" has no price per unit to weigh the label’s price by.`,
  empty: 'The scale label carries no price or weight.',
  notRead: 'This code is not a scale label under the shop’s scale barcode rules.',
  otherItem: 'The scale label names another item than the line.',
  mismatch: 'A scale label’s line is sold as the label says: its quantity cannot change.',
} as const;

/** How much a scale label sells of an item, and at what (docs/DESIGN.md, "Scale barcodes"). */
export interface ScaleLine {
  /** The line's quantity: the label's weight, 1 of an item sold each, or what its price buys. */
  quantity: number;
  /** The line's price per unit in cents: the catalogue's, or the label's price for an item sold each. */
  unitCents: number;
  /** The line's price × quantity pinned to the label's price (price labels), else null. */
  grossCents: number | null;
}

export type ScaleLineProblem = 'weight_of_each' | 'no_price' | 'empty';

/**
 * The line a read label makes of its item (its unit and its price per unit in cents) — one rule
 * for the API and the register, online and offline. A weight label is that weight at the item's
 * price. A price label costs exactly its price: one unit of an item sold each at it; of a
 * measured item, the weight the price buys (3 decimals, at least 0.001) with the line's price
 * pinned to the label, which rounding the weight could otherwise move by a cent.
 */
export function scaleLine(
  label: { rule: TScaleBarcodeRule; value: number },
  item: { unit: Unit; unitCents: number },
): ScaleLine | { problem: ScaleLineProblem } {
  if (label.value <= 0) return { problem: 'empty' };
  if (label.rule.kind === 'weight') {
    if (isWhole(item.unit)) return { problem: 'weight_of_each' };
    return { quantity: roundQuantity(label.value), unitCents: item.unitCents, grossCents: null };
  }
  const grossCents = Math.round(label.value * 100);
  if (isWhole(item.unit)) return { quantity: 1, unitCents: grossCents, grossCents };
  if (item.unitCents <= 0) return { problem: 'no_price' };
  const quantity = Math.max(0.001, roundQuantity(grossCents / item.unitCents));
  return { quantity, unitCents: item.unitCents, grossCents };
}

/** What a scanned label sells (the lookup's `scale`, the register's line of it). */
export interface ScaleSale {
  code: string;
  kind: TScaleBarcodeRule['kind'];
  quantity: number;
  /** The line's price per unit. */
  price: number;
  /** What the line costs (a price label), else null: price × quantity. */
  lineTotal: number | null;
}

/**
 * What a read label sells of its item (`price`: its price per unit) — the lookup's answer and
 * the offline register's line alike — or why it cannot.
 */
export function scaleSaleOf(
  code: string,
  label: { rule: TScaleBarcodeRule; value: number },
  item: { unit: Unit; price: number; name: string },
): ScaleSale | { problem: string } {
  const line = scaleLine(label, { unit: item.unit, unitCents: Math.round(item.price * 100) });
  if ('problem' in line) return { problem: scaleLineMessage(line.problem, item.name) };
  return {
    code: code.trim(),
    kind: label.rule.kind,
    quantity: line.quantity,
    price: line.unitCents / 100,
    lineTotal: line.grossCents === null ? null : line.grossCents / 100,
  };
}

/** The message of a label that cannot sell its item (`name`: the item as the cashier knows it). */
export const scaleLineMessage = (problem: ScaleLineProblem, name: string) =>
  problem === 'empty'
    ? SCALE_MESSAGES.empty
    : problem === 'no_price'
      ? SCALE_MESSAGES.noPrice(name)
      : SCALE_MESSAGES.weightOfEach(name);
