/**
 * Weighed packages' labels (docs/guide/labels.md, "Weighed packages (scale labels)"): like a
 * deli's scale, the labels screen prints for an item sold by a measure a label of one package —
 * its weight, its price per unit, the package's price — whose barcode is the scale code the
 * organization's rules read (`scale-barcodes.ts`), so the register sells exactly that package.
 * One function for the API's PDF and the web's preview.
 */
import { hasAtMostDecimals } from './money.js';
import {
  SCALE_MESSAGES,
  scaleBarcode,
  scaleItemSkus,
  type TScaleBarcodeRule,
} from './scale-barcodes.js';
import { isWhole, lineGrossCents, QUANTITY_DECIMALS, type Unit } from './units.js';

/** The heaviest package a label weighs, in its item's unit. */
export const MAX_LABEL_WEIGHT = 100_000;

export const SCALE_LABEL_MESSAGES = {
  noRule: 'Add a scale barcode rule in Settings to print weighed labels.',
  weight: `A package's weight is above 0, with at most ${QUANTITY_DECIMALS} decimals, up to 100,000.`,
  soldEach: (name: string) =>
    `"${name}" is sold each: only an item sold by weight or measure gets a weighed label.`,
  noPrice: SCALE_MESSAGES.noPrice,
  skuDigits: (sku: string, digits: number) =>
    `SKU "${sku}" cannot be a scale label's item number: it must be at most ${digits} digits.`,
  skuZeros: (sku: string, item: string, read: readonly string[]) =>
    `SKU "${sku}" cannot be a scale label's item number: the scale prints ${item}, which the register reads as SKU ${read.join(' or ')}. Give it ${item.length} digits, or no leading zero.`,
  weightDecimals: (weight: number, decimals: number) =>
    `The shop's weight labels carry ${decimals} decimals of the weight: ${weight} has more.`,
  tooLarge: (what: 'price' | 'weight', value: string, digits: number, most: string) =>
    `The package's ${what} ${value} does not fit the scale label's ${digits} digits (at most ${most}).`,
  empty: "The package's price is 0.00: weigh more for a price label.",
} as const;

/** What a package's label is printed from: the item as the catalogue has it, and the weight. */
export interface ScaleLabelItem {
  sku: string;
  /** The item as staff know it, for messages (its SKU when left out). */
  name?: string;
  unit: Unit;
  /** Its price per unit, in cents. */
  priceCents: number;
  /** The package's weight, in the item's unit. */
  weight: number;
}

export type ScaleLabelProblem =
  | 'no_rule'
  | 'weight'
  | 'sold_each'
  | 'no_price'
  | 'sku'
  | 'too_large'
  | 'empty';

export type ScaleLabel =
  | {
      ok: true;
      /** The rule the code is printed under: its symbology is the barcode's. */
      rule: TScaleBarcodeRule;
      /** The code's digits, check digit included. */
      code: string;
      /** The item number printed in the code (the SKU padded to the rule's digits). */
      item: string;
      /** The package's price in cents: weight × price per unit, rounded half up to the cent. */
      grossCents: number;
    }
  | { ok: false; problem: ScaleLabelProblem; message: string };

/**
 * The rule a weighed label is printed under: the organization's first price rule (the label
 * carries the package's price, which the register charges exactly), else its first weight rule;
 * null when it has none.
 */
export const scaleLabelRule = (rules: readonly TScaleBarcodeRule[]) =>
  rules.find((r) => r.kind === 'price') ?? rules.find((r) => r.kind === 'weight') ?? null;

const fail = (problem: ScaleLabelProblem, message: string): ScaleLabel => ({
  ok: false,
  problem,
  message,
});

/** The largest value `digits` digits hold with `decimals` decimals ("999.99"). */
const most = (digits: number, decimals: number) =>
  ((10 ** digits - 1) / 10 ** decimals).toFixed(decimals);

/**
 * The scale code of one package of an item, under the organization's rules (`scaleLabelRule`),
 * and its price — or why none can be printed: the weight is not one; the item is sold each; the
 * organization has no rule; the item has no price; its SKU is not digits the register reads back as
 * that SKU (at most the rule's item digits; a shorter SKU is padded with zeros, so it may not
 * start with one); the price or weight does not fit the rule's value digits.
 */
export function scaleLabelCode(
  rules: readonly TScaleBarcodeRule[],
  item: ScaleLabelItem,
): ScaleLabel {
  const { weight, sku } = item;
  const name = item.name ?? sku;
  if (
    !Number.isFinite(weight) ||
    weight <= 0 ||
    weight > MAX_LABEL_WEIGHT ||
    !hasAtMostDecimals(weight, QUANTITY_DECIMALS)
  ) {
    return fail('weight', SCALE_LABEL_MESSAGES.weight);
  }
  if (isWhole(item.unit)) return fail('sold_each', SCALE_LABEL_MESSAGES.soldEach(name));
  const rule = scaleLabelRule(rules);
  if (!rule) return fail('no_rule', SCALE_LABEL_MESSAGES.noRule);
  if (!(item.priceCents > 0)) return fail('no_price', SCALE_LABEL_MESSAGES.noPrice(name));
  if (!/^\d+$/.test(sku) || sku.length > rule.itemDigits) {
    return fail('sku', SCALE_LABEL_MESSAGES.skuDigits(sku, rule.itemDigits));
  }
  const itemNumber = sku.padStart(rule.itemDigits, '0');
  const read = scaleItemSkus(itemNumber);
  if (!read.includes(sku)) return fail('sku', SCALE_LABEL_MESSAGES.skuZeros(sku, itemNumber, read));

  const grossCents = lineGrossCents(item.priceCents, weight);
  const limit = 10 ** rule.valueDigits;
  if (rule.kind === 'price') {
    if (grossCents <= 0) return fail('empty', SCALE_LABEL_MESSAGES.empty);
    if (grossCents >= limit) {
      return fail(
        'too_large',
        SCALE_LABEL_MESSAGES.tooLarge(
          'price',
          (grossCents / 100).toFixed(2),
          rule.valueDigits,
          most(rule.valueDigits, 2),
        ),
      );
    }
    return {
      ok: true,
      rule,
      code: scaleBarcode(rule, itemNumber, grossCents / 100),
      item: itemNumber,
      grossCents,
    };
  }
  if (!hasAtMostDecimals(weight, rule.decimals)) {
    return fail('weight', SCALE_LABEL_MESSAGES.weightDecimals(weight, rule.decimals));
  }
  if (Math.round(weight * 10 ** rule.decimals) >= limit) {
    return fail(
      'too_large',
      SCALE_LABEL_MESSAGES.tooLarge(
        'weight',
        String(weight),
        rule.valueDigits,
        most(rule.valueDigits, rule.decimals),
      ),
    );
  }
  return {
    ok: true,
    rule,
    code: scaleBarcode(rule, itemNumber, weight),
    item: itemNumber,
    grossCents,
  };
}
