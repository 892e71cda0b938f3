import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  readScaleBarcode,
  scaleBarcode,
  type TScaleBarcodeRule,
  ZScaleBarcodeRule,
} from './scale-barcodes.js';

const EAN_PRICE: TScaleBarcodeRule = {
  symbology: 'ean13',
  prefix: '21',
  itemDigits: 5,
  valueDigits: 5,
  kind: 'price',
  decimals: 2,
};
const UPC_PRICE: TScaleBarcodeRule = { ...EAN_PRICE, symbology: 'upca', prefix: '2' };
const EAN_WEIGHT: TScaleBarcodeRule = { ...EAN_PRICE, prefix: '22', kind: 'weight', decimals: 3 };

describe('scale barcodes', () => {
  it('computes GS1 check digits as printed products carry them', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
  });

  it('reads item 01234 at 4.99 from EAN-13 21 01234 00499 c and from UPC-A 2 01234 00499 c', () => {
    const ean = scaleBarcode(EAN_PRICE, '01234', 4.99);
    const upc = scaleBarcode(UPC_PRICE, '01234', 4.99);
    expect(ean).toMatch(/^210123400499\d$/);
    expect(upc).toMatch(/^20123400499\d$/);
    for (const [code, rule] of [
      [ean, EAN_PRICE],
      [upc, UPC_PRICE],
    ] as const) {
      expect(readScaleBarcode(code, [EAN_PRICE, UPC_PRICE])).toEqual({
        ok: true,
        rule,
        item: '01234',
        value: 4.99,
      });
    }
    const weighed = scaleBarcode(EAN_WEIGHT, '01234', 0.375);
    expect(readScaleBarcode(weighed, [EAN_PRICE, EAN_WEIGHT])).toMatchObject({
      item: '01234',
      value: 0.375,
    });
  });

  it('refuses a wrong check digit, and leaves codes no rule takes to the catalogue', () => {
    const code = scaleBarcode(EAN_PRICE, '01234', 4.99);
    const wrong = `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
    expect(readScaleBarcode(wrong, [EAN_PRICE])).toEqual({ ok: false, problem: 'check_digit' });
    expect(readScaleBarcode('4006381333931', [EAN_PRICE])).toBeNull();
    expect(readScaleBarcode('MUG-1', [EAN_PRICE])).toBeNull();
    expect(readScaleBarcode(code, [])).toBeNull();
  });

  it('catches every single mistyped digit, for any item and value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (item, cents, at, bump) => {
          const code = scaleBarcode(EAN_PRICE, String(item), cents / 100);
          const read = readScaleBarcode(code, [EAN_PRICE]);
          expect(read).toEqual({
            ok: true,
            rule: EAN_PRICE,
            item: String(item).padStart(5, '0'),
            value: cents / 100,
          });
          // A digit changed (not the prefix, which decides the rule) is refused.
          if (at < 2) return;
          const digit = (Number(code[at]) + bump) % 10;
          const typo = `${code.slice(0, at)}${digit}${code.slice(at + 1)}`;
          expect(readScaleBarcode(typo, [EAN_PRICE])).toEqual({
            ok: false,
            problem: 'check_digit',
          });
        },
      ),
    );
  });

  it('takes only rules whose digits make the code’s length', () => {
    expect(ZScaleBarcodeRule.safeParse(EAN_PRICE).success).toBe(true);
    expect(ZScaleBarcodeRule.safeParse({ ...EAN_PRICE, itemDigits: 4 }).success).toBe(false);
    expect(ZScaleBarcodeRule.safeParse({ ...UPC_PRICE, prefix: '21' }).success).toBe(false);
    expect(ZScaleBarcodeRule.safeParse({ ...EAN_PRICE, prefix: '31' }).success).toBe(false);
  });
});
