import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_SCALE_RULES,
  readScaleBarcode,
  scaleItemSkus,
  scaleSaleOf,
  type TScaleBarcodeRule,
} from './scale-barcodes.js';
import { SCALE_LABEL_MESSAGES, scaleLabelCode, scaleLabelRule } from './scale-labels.js';
import { lineGrossCents } from './units.js';

const EAN_PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.price;
const UPC_PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.upcPrice;
const EAN_WEIGHT: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.weight;
const EAN_WEIGHT_2: TScaleBarcodeRule = { ...EAN_WEIGHT, prefix: '23', decimals: 2 };

const gouda = { sku: '1234', name: 'Gouda', unit: 'kg', priceCents: 1299, weight: 0.375 } as const;

describe('scale labels', () => {
  it('prints 0.375 kg of gouda at 12.99/kg as item 01234 at 4.87 under a price rule', () => {
    // 21 01234 00487 and its GS1 check digit 6, worked out by hand.
    expect(scaleLabelCode([EAN_PRICE], gouda)).toEqual({
      ok: true,
      rule: EAN_PRICE,
      code: '2101234004876',
      item: '01234',
      grossCents: 487,
    });
    expect(scaleLabelCode([UPC_PRICE], gouda)).toMatchObject({ code: '201234004875' });
  });

  it('carries the weight under a weight rule, and prefers a price rule to it', () => {
    expect(scaleLabelCode([EAN_WEIGHT], gouda)).toEqual({
      ok: true,
      rule: EAN_WEIGHT,
      code: '2201234003753',
      item: '01234',
      grossCents: 487,
    });
    expect(scaleLabelRule([EAN_WEIGHT, UPC_PRICE])).toBe(UPC_PRICE);
    expect(scaleLabelCode([EAN_WEIGHT, UPC_PRICE], gouda)).toMatchObject({ rule: UPC_PRICE });
    expect(scaleLabelRule([])).toBeNull();
  });

  it('says why no label can be printed', () => {
    const problem = (rules: TScaleBarcodeRule[], changes: Partial<typeof gouda> | object) =>
      scaleLabelCode(rules, { ...gouda, ...changes });
    expect(problem([], {})).toEqual({
      ok: false,
      problem: 'no_rule',
      message: 'Add a scale barcode rule in Settings to print weighed labels.',
    });
    expect(problem([EAN_PRICE], { sku: 'TRAIL-MIX' })).toEqual({
      ok: false,
      problem: 'sku',
      message:
        'SKU "TRAIL-MIX" cannot be a scale label\'s item number: it must be at most 5 digits.',
    });
    expect(problem([EAN_PRICE], { sku: '123456' })).toMatchObject({ problem: 'sku' });
    // Padded, 0123 prints as 00123, which the register reads as SKU 00123 or 123.
    expect(problem([EAN_PRICE], { sku: '0123' })).toEqual({
      ok: false,
      problem: 'sku',
      message:
        'SKU "0123" cannot be a scale label\'s item number: the scale prints 00123, which the register reads as SKU 00123 or 123. Give it 5 digits, or no leading zero.',
    });
    expect(problem([EAN_PRICE], { sku: '01234' })).toMatchObject({ ok: true, item: '01234' });
    expect(problem([EAN_PRICE], { unit: 'each' })).toEqual({
      ok: false,
      problem: 'sold_each',
      message: SCALE_LABEL_MESSAGES.soldEach('Gouda'),
    });
    expect(problem([EAN_PRICE], { priceCents: 0 })).toMatchObject({ problem: 'no_price' });
    for (const weight of [0, -1, 0.0005, 100_000.001, Number.NaN]) {
      expect(problem([EAN_PRICE], { weight })).toMatchObject({ problem: 'weight' });
    }
    // 1,000.00 needs 6 digits; 99.999 kg is the most 5 digits of thousandths hold.
    expect(problem([EAN_PRICE], { priceCents: 100_000, weight: 1 })).toEqual({
      ok: false,
      problem: 'too_large',
      message:
        "The package's price 1000.00 does not fit the scale label's 5 digits (at most 999.99).",
    });
    expect(problem([EAN_PRICE], { priceCents: 99_999, weight: 1 })).toMatchObject({ ok: true });
    expect(problem([EAN_WEIGHT], { weight: 100 })).toMatchObject({ problem: 'too_large' });
    expect(problem([EAN_WEIGHT], { weight: 99.999 })).toMatchObject({ ok: true });
    // A weight rule of 2 decimals cannot carry 0.375 kg: it would sell 0.38.
    expect(problem([EAN_WEIGHT_2], {})).toEqual({
      ok: false,
      problem: 'weight',
      message: "The shop's weight labels carry 2 decimals of the weight: 0.375 has more.",
    });
    expect(problem([EAN_WEIGHT_2], { weight: 0.38 })).toMatchObject({ ok: true });
    // 0.001 kg at 1.00/kg is a tenth of a cent: a price label of 0.00 sells nothing.
    expect(problem([EAN_PRICE], { priceCents: 100, weight: 0.001 })).toMatchObject({
      problem: 'empty',
    });
  });

  it('prints codes the register reads back as the SKU and the package, for any SKU and weight', () => {
    const rulesets = [[EAN_PRICE], [UPC_PRICE], [EAN_WEIGHT], [EAN_WEIGHT, UPC_PRICE]];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.constantFrom(...rulesets),
        fc.constantFrom('kg', 'g', 'lb', 'l'),
        (n, padded, milli, priceCents, rules, unit) => {
          const sku = padded ? String(n).padStart(5, '0') : String(n);
          const weight = milli / 1000;
          const label = scaleLabelCode(rules, { sku, unit, priceCents, weight });
          const grossCents = lineGrossCents(priceCents, weight);
          const rule = scaleLabelRule(rules);
          if (!label.ok) {
            // Refused only when the value cannot be carried.
            if (rule?.kind === 'price') expect(grossCents === 0 || grossCents > 99_999).toBe(true);
            else expect(milli).toBeGreaterThan(99_999);
            return;
          }
          expect(label.grossCents).toBe(grossCents);
          const read = readScaleBarcode(label.code, rules);
          expect(read).toMatchObject({ ok: true, rule });
          if (!read?.ok) return;
          expect(scaleItemSkus(read.item)).toContain(sku);
          expect(read.value).toBe(rule?.kind === 'price' ? grossCents / 100 : weight);
          // What the register sells of it: exactly the package.
          const sale = scaleSaleOf(label.code, read, { unit, price: priceCents / 100, name: sku });
          if ('problem' in sale) throw new Error(sale.problem);
          if (rule?.kind === 'price') expect(sale.lineTotal).toBe(grossCents / 100);
          else expect(lineGrossCents(Math.round(sale.price * 100), sale.quantity)).toBe(grossCents);
        },
      ),
    );
  });
});
