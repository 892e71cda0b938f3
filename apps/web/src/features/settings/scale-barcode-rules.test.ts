import {
  EXAMPLE_SCALE_RULES,
  gs1CheckDigit,
  readScaleBarcode,
} from '@pos/contracts/scale-barcodes';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  checkScaleRule,
  decimalsChoices,
  isScaleRulesField,
  newScaleRule,
  type ScaleRuleDraft,
  scaleRuleDraftOf,
  scaleRuleExample,
  scaleRuleLayout,
  scaleRuleOf,
} from './scale-barcode-rules';

const PRICE: ScaleRuleDraft = { key: 'a', ...EXAMPLE_SCALE_RULES.price };
const LENGTH_MESSAGE =
  'Prefix, item and value digits and the check digit must make the code’s length (13 for EAN-13, 12 for UPC-A).';

const exampleOf = (draft: ScaleRuleDraft) => {
  const { rule } = checkScaleRule(draft);
  if (!rule) throw new Error('not a rule');
  return scaleRuleExample(rule, i18n.getFixedT('en', 'settings'));
};

describe('scale barcode rules in the form', () => {
  it('starts with a price rule at 21, then a weight rule at 22 in thousandths', () => {
    const first = newScaleRule([], 'k1');
    expect(first).toEqual({ ...PRICE, key: 'k1' });
    const second = newScaleRule([first], 'k2');
    expect(second).toEqual({
      key: 'k2',
      symbology: 'ean13',
      prefix: '22',
      itemDigits: 5,
      valueDigits: 5,
      kind: 'weight',
      decimals: 3,
    });
    // Both are rules the contract takes, and together too.
    expect(checkScaleRule(first).rule).not.toBeNull();
    expect(checkScaleRule(second).rule).not.toBeNull();
  });

  it('gives a new rule a prefix no rule takes yet, then UPC-A’s number system 2', () => {
    const taken = ['21', '22', '23', '24', '25', '26', '27', '28', '29'].map((prefix, i) => ({
      ...PRICE,
      key: String(i),
      prefix,
    }));
    expect(newScaleRule(taken).prefix).toBe('20');
    const upc = newScaleRule([{ ...PRICE, prefix: '2' }]);
    expect(upc).toMatchObject({ symbology: 'upca', prefix: '2', itemDigits: 5, valueDigits: 5 });
    expect(checkScaleRule(upc).rule).not.toBeNull();
  });

  it('works an example out with the contract, one it reads back', () => {
    expect(exampleOf(PRICE)).toBe('Example: 2101234004999 → item 01234 at 4.99');
    const weight = { ...PRICE, prefix: '22', kind: 'weight' as const, decimals: 3 as const };
    expect(exampleOf(weight)).toBe('Example: 2201234003753 → item 01234 weighing 0.375');
    const upc = { ...PRICE, symbology: 'upca' as const, prefix: '2' };
    const example = exampleOf(upc);
    expect(example).toBe('Example: 201234004998 → item 01234 at 4.99');
    const code = example?.split(' ')[1] ?? '';
    expect(gs1CheckDigit(code.slice(0, -1))).toBe(Number(code.at(-1)));
    expect(readScaleBarcode(code, [scaleRuleOf(upc) as never])).toMatchObject({
      ok: true,
      item: '01234',
      value: 4.99,
    });
  });

  it('fits the example to the rule’s digits: an item number cut, a value padded', () => {
    // UPC-A with prefix 21 leaves 9 digits: 3 for the item, 6 for the value.
    const short = {
      ...PRICE,
      symbology: 'upca' as const,
      itemDigits: 3,
      valueDigits: 6,
    };
    const example = exampleOf(short);
    expect(example).toMatch(/^Example: 21234000499\d → item 234 at 4\.99$/);
    const code = example?.split(' ')[1] ?? '';
    expect(gs1CheckDigit(code.slice(0, -1))).toBe(Number(code.at(-1)));
    const long = {
      ...PRICE,
      itemDigits: 6,
      valueDigits: 4,
      kind: 'weight' as const,
      decimals: 3 as const,
    };
    expect(exampleOf(long)).toMatch(/^Example: 210012340375\d → item 001234 weighing 0\.375$/);
    // A weight in hundredths: the same digits are 3.75.
    expect(exampleOf({ ...long, decimals: 2 })).toMatch(/ → item 001234 weighing 3\.75$/);
  });

  it('lays the digits out, and says why a rule whose digits do not add up has no example', () => {
    expect(scaleRuleLayout(PRICE)).toBe('21 · IIIII · VVVVV · C');
    const four = { ...PRICE, itemDigits: '4' };
    expect(scaleRuleLayout(four)).toBe('21 · IIII · VVVVV · C');
    expect(checkScaleRule(four)).toEqual({ rule: null, problem: LENGTH_MESSAGE });
    // UPC-A is a digit shorter: 21 and 5 + 5 digits do not fit it.
    expect(checkScaleRule({ ...PRICE, symbology: 'upca' }).problem).toBe(LENGTH_MESSAGE);
    // A blank count: no layout, and the field's own message (not the rule's) says so.
    expect(scaleRuleLayout({ ...PRICE, itemDigits: '' })).toBeNull();
    expect(checkScaleRule({ ...PRICE, itemDigits: '' })).toEqual({ rule: null, problem: null });
  });

  it('sends the digits as numbers and the prefix trimmed; a price has only 2 decimals', () => {
    expect(scaleRuleOf({ ...PRICE, prefix: ' 21 ', itemDigits: '5', valueDigits: '' })).toEqual({
      symbology: 'ean13',
      prefix: '21',
      itemDigits: 5,
      valueDigits: undefined,
      kind: 'price',
      decimals: 2,
    });
    const { key: _key, ...stored } = PRICE;
    expect(scaleRuleDraftOf(stored as never, 'x')).toEqual({ ...PRICE, key: 'x' });
    expect(decimalsChoices('price').find((c) => c.value === '3')?.disabled).toBe(true);
    expect(decimalsChoices('weight').every((c) => !c.disabled)).toBe(true);
  });

  it('knows the rules’ fields', () => {
    expect(isScaleRulesField('scaleBarcodes')).toBe(true);
    expect(isScaleRulesField('scaleBarcodes.3')).toBe(true);
    expect(isScaleRulesField('scaleBarcodes.3.prefix')).toBe(true);
    expect(isScaleRulesField('scaleBarcodes.3.other')).toBe(false);
    expect(isScaleRulesField('taxes.0.rate')).toBe(false);
  });
});
