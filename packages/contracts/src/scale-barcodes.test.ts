import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_SCALE_RULES,
  gs1CheckDigit,
  mayBeScaleBarcode,
  readScaleBarcode,
  scaleBarcode,
  scaleItemSkus,
  scaleLine,
  scaleSaleOf,
  type TScaleBarcodeRule,
  ZScaleBarcodeRule,
  ZScaleBarcodeRules,
} from './scale-barcodes.js';
import { lineGross, lineGrossCents } from './units.js';

const EAN_PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.price;
const UPC_PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.upcPrice;
const EAN_WEIGHT: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.weight;

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

  it('refuses a price with 3 decimals, and two rules that could read one code', () => {
    expect(ZScaleBarcodeRule.safeParse({ ...EAN_PRICE, decimals: 3 }).success).toBe(false);
    expect(ZScaleBarcodeRules.safeParse([EAN_PRICE, EAN_WEIGHT, UPC_PRICE]).success).toBe(true);
    // EAN-13 "2" would take every "21…" code too; UPC-A "2" is another length, so it may stay.
    const wide = { ...EAN_PRICE, prefix: '2', itemDigits: 6 };
    expect(ZScaleBarcodeRule.safeParse(wide).success).toBe(true);
    expect(ZScaleBarcodeRules.safeParse([EAN_PRICE, wide]).success).toBe(false);
    expect(ZScaleBarcodeRules.safeParse([EAN_PRICE, { ...EAN_WEIGHT, prefix: '21' }]).success).toBe(
      false,
    );
  });

  it('reads a UPC-A label a scanner sends as 13 digits, and knows which codes may be labels', () => {
    const upc = scaleBarcode(UPC_PRICE, '01234', 4.99);
    expect(readScaleBarcode(`0${upc}`, [UPC_PRICE])).toMatchObject({ ok: true, value: 4.99 });
    expect(mayBeScaleBarcode(upc)).toBe(true);
    expect(mayBeScaleBarcode(`0${upc}`)).toBe(true);
    expect(mayBeScaleBarcode(scaleBarcode(EAN_PRICE, '01234', 4.99))).toBe(true);
    expect(mayBeScaleBarcode('4006381333931')).toBe(false);
    expect(mayBeScaleBarcode('MUG-1')).toBe(false);
    expect(scaleItemSkus('01234')).toEqual(['01234', '1234']);
    expect(scaleItemSkus('00000')).toEqual(['00000', '0']);
    expect(scaleItemSkus('777')).toEqual(['777']);
  });

  it('sells a weight at the catalogue price, a price label for exactly its price', () => {
    const kg = { unit: 'kg' as const, unitCents: 1299 };
    expect(scaleLine({ rule: EAN_WEIGHT, value: 0.375 }, kg)).toEqual({
      quantity: 0.375,
      unitCents: 1299,
      grossCents: null,
    });
    expect(scaleLine({ rule: EAN_PRICE, value: 4.87 }, kg)).toEqual({
      quantity: 0.375,
      unitCents: 1299,
      grossCents: 487,
    });
    expect(scaleLine({ rule: EAN_PRICE, value: 4.99 }, { unit: 'each', unitCents: 600 })).toEqual({
      quantity: 1,
      unitCents: 499,
      grossCents: 499,
    });
    expect(scaleLine({ rule: EAN_WEIGHT, value: 1 }, { unit: 'each', unitCents: 600 })).toEqual({
      problem: 'weight_of_each',
    });
    expect(scaleLine({ rule: EAN_PRICE, value: 1 }, { unit: 'kg', unitCents: 0 })).toEqual({
      problem: 'no_price',
    });
    expect(scaleLine({ rule: EAN_PRICE, value: 0 }, kg)).toEqual({ problem: 'empty' });
    expect(
      scaleSaleOf('x', { rule: EAN_WEIGHT, value: 2 }, { unit: 'each', price: 6, name: 'Pie' }),
    ).toEqual({ problem: '"Pie" is sold each: a weight label cannot sell it.' });
  });

  it('costs a price label its price for any price per unit, with the weight it buys', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 999_999 }),
        (labelCents, perUnitCents) => {
          const line = scaleLine(
            { rule: EAN_PRICE, value: labelCents / 100 },
            { unit: 'kg', unitCents: perUnitCents },
          );
          if ('problem' in line) throw new Error(line.problem);
          // The line costs the label, whatever the weight's rounding would give…
          expect(lineGross(line)).toBe(labelCents);
          // …and the weight is what the price buys, to the thousandth (at least 0.001).
          const exact = labelCents / perUnitCents;
          expect(line.quantity).toBeGreaterThanOrEqual(0.001);
          if (exact >= 0.001)
            expect(Math.abs(line.quantity - exact)).toBeLessThanOrEqual(0.0005 + 1e-9);
          // A weight label charges the weight at the price, as a typed weight would.
          const weighed = scaleLine(
            { rule: EAN_WEIGHT, value: line.quantity },
            { unit: 'kg', unitCents: perUnitCents },
          );
          if ('problem' in weighed) throw new Error(weighed.problem);
          expect(lineGross(weighed)).toBe(lineGrossCents(perUnitCents, line.quantity));
        },
      ),
    );
  });
});
