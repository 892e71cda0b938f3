/**
 * The scale barcode rules of general settings as the form holds them (docs/guide/
 * settings-and-subscription.md, "Scale barcodes"; the contract: packages/contracts/src/
 * scale-barcodes.ts): each rule's digits as typed, its layout and a worked example made with the
 * contract's own functions.
 */
import {
  overlap,
  readScaleBarcode,
  SCALE_SYMBOLOGIES,
  scaleBarcode,
  type TScaleBarcodeRule,
  ZScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
import type { TFunction } from 'i18next';
import { msg } from '../../lib/i18n';
import { typedNumberOrNone } from '../../lib/typed-number';

/** The contract's limit (`ZScaleBarcodeRules`). */
export const MAX_SCALE_RULES = 10;

/**
 * A rule as the form holds it: `key` tells the rows apart, and a NumberInput gives '' while a
 * number of digits is typed.
 */
export interface ScaleRuleDraft extends Omit<TScaleBarcodeRule, 'itemDigits' | 'valueDigits'> {
  key: string;
  itemDigits: number | string;
  valueDigits: number | string;
}

export const SYMBOLOGY_LABELS: Record<TScaleBarcodeRule['symbology'], string> = {
  ean13: 'EAN-13',
  upca: 'UPC-A',
};

export const SYMBOLOGY_CHOICES = SCALE_SYMBOLOGIES.map((s) => ({
  value: s,
  label: SYMBOLOGY_LABELS[s],
}));

/** The value's kinds, their labels catalog keys (translated where shown). */
export const KIND_CHOICES: { value: TScaleBarcodeRule['kind']; label: string }[] = [
  { value: 'price', label: msg('Price') },
  { value: 'weight', label: msg('Weight') },
];

/** The decimals a value may have: a price has 2 (the contract refuses 3). */
export const decimalsChoices = (kind: TScaleBarcodeRule['kind']) => [
  { value: '2', label: '2' },
  { value: '3', label: '3', disabled: kind === 'price' },
];

/** Where a value's decimal point usually is: a price in cents, a weight in thousandths (grams). */
export const usualDecimals = (kind: TScaleBarcodeRule['kind']): TScaleBarcodeRule['decimals'] =>
  kind === 'price' ? 2 : 3;

let lastKey = 0;
const newKey = () => `scale-rule-${++lastKey}`;

export const scaleRuleDraftOf = (rule: TScaleBarcodeRule, key = newKey()): ScaleRuleDraft => ({
  key,
  ...rule,
});

/** A stored rule made of a row: the digits as typed, for the contract to say what is wrong. */
export const scaleRuleOf = (draft: ScaleRuleDraft): Record<keyof TScaleBarcodeRule, unknown> => ({
  symbology: draft.symbology,
  prefix: draft.prefix.trim(),
  itemDigits: typedNumberOrNone(draft.itemDigits),
  valueDigits: typedNumberOrNone(draft.valueDigits),
  kind: draft.kind,
  decimals: draft.decimals,
});

/**
 * The prefixes a new rule may take, in order: EAN-13's 21 to 29 then 20, then UPC-A's number
 * system 2. Each leaves 5 item and 5 value digits (10 of 13, 10 of 12 with one prefix digit).
 */
const NEW_RULE_PLACES: Pick<TScaleBarcodeRule, 'symbology' | 'prefix'>[] = [
  ...['21', '22', '23', '24', '25', '26', '27', '28', '29', '20'].map((prefix) => ({
    symbology: 'ean13' as const,
    prefix,
  })),
  { symbology: 'upca', prefix: '2' },
];

/**
 * The rule "Add rule" makes: EAN-13 prefix 21, item 01234 at 4.99 (5 and 5 digits, a price);
 * next to a price rule, prefix 22 and a weight in thousandths. Its prefix is the first of
 * `NEW_RULE_PLACES` no rule takes yet.
 */
export function newScaleRule(rules: readonly ScaleRuleDraft[], key = newKey()): ScaleRuleDraft {
  // Every place taken (a rule at EAN-13's 2 and one at UPC-A's): 21 again, which the contract
  // then refuses as a second reading.
  const place = NEW_RULE_PLACES.find(
    (p) => !rules.some((r) => overlap(p, { ...r, prefix: r.prefix.trim() })),
  ) ?? {
    symbology: 'ean13',
    prefix: '21',
  };
  const kind = rules.some((r) => r.kind === 'price') ? 'weight' : 'price';
  return {
    key,
    ...place,
    itemDigits: 5,
    valueDigits: 5,
    kind,
    decimals: usualDecimals(kind),
  };
}

/**
 * A row checked by the contract: the rule, or the message of the rule as a whole (its digits
 * do not make the code's length), null when only a field is wrong (its own message says so).
 */
export function checkScaleRule(
  draft: ScaleRuleDraft,
): { rule: TScaleBarcodeRule; problem: null } | { rule: null; problem: string | null } {
  const parsed = ZScaleBarcodeRule.safeParse(scaleRuleOf(draft));
  if (parsed.success) return { rule: parsed.data, problem: null };
  return {
    rule: null,
    problem: parsed.error.issues.find((i) => i.path.length === 0)?.message ?? null,
  };
}

/** The digits of a code under a rule: "21 · IIIII · VVVVV · C" (null while a count is missing). */
export function scaleRuleLayout(draft: ScaleRuleDraft): string | null {
  const item = typedNumberOrNone(draft.itemDigits);
  const value = typedNumberOrNone(draft.valueDigits);
  const prefix = draft.prefix.trim();
  const count = (n: number | undefined) => n !== undefined && Number.isInteger(n) && n >= 1;
  if (!/^\d+$/.test(prefix) || !count(item) || !count(value)) return null;
  return `${prefix} · ${'I'.repeat(item as number)} · ${'V'.repeat(value as number)} · C`;
}

/** The example's item number and value digits, cut to the rule's digits from the right. */
const EXAMPLE_ITEM = '1234';
const EXAMPLE_VALUE = { price: '499', weight: '375' } as const;

/**
 * A worked example of a rule, made and read back by the contract (`scaleBarcode`,
 * `readScaleBarcode`): "Example: 2101234004999 → item 01234 at 4.99".
 */
export function scaleRuleExample(rule: TScaleBarcodeRule, t: TFunction): string | null {
  const item = EXAMPLE_ITEM.slice(-rule.itemDigits);
  const value = Number(EXAMPLE_VALUE[rule.kind].slice(-rule.valueDigits)) / 10 ** rule.decimals;
  const code = scaleBarcode(rule, item, value);
  const read = readScaleBarcode(code, [rule]);
  if (!read?.ok) return null;
  const values = { code, item: read.item, value: read.value.toFixed(rule.decimals) };
  return rule.kind === 'price'
    ? t('Example: {{code}} → item {{item}} at {{value}}', values)
    : t('Example: {{code}} → item {{item}} weighing {{value}}', values);
}

/** Whether a message belongs to the rules: the list's, a rule's, or one of a rule's fields. */
export const isScaleRulesField = (key: string) =>
  /^scaleBarcodes(\.\d+(\.(symbology|prefix|itemDigits|valueDigits|kind|decimals))?)?$/.test(key);
