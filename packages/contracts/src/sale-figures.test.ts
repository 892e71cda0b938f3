import { describe, expect, it } from 'vitest';
import { figureText, returnFigures, saleFigures, taxLabel } from './sale-figures.js';

describe('sale figures', () => {
  it('labels a tax with its rate, without trailing zeros, "incl." when prices held it', () => {
    expect(taxLabel({ name: 'VAT', rate: 10 })).toBe('VAT (10%)');
    expect(taxLabel({ name: 'City tax', rate: 0.1 + 0.2 })).toBe('City tax (0.3%)');
    expect(taxLabel({ name: 'GST', rate: 18 }, true)).toBe('incl. GST (18%)');
    expect(taxLabel({ name: 'X', rate: Number.NaN })).toBe('X (0%)');
  });

  it('lists the items before discounts, the discount, each tax and the rounding', () => {
    expect(
      saleFigures({
        subtotal: 148,
        discountTotal: 1.5,
        taxes: [{ name: 'GST', rate: 18, amount: 18 }],
        pricesIncludeTax: true,
        rounding: -0.02,
      }),
    ).toEqual([
      { label: 'Subtotal', amount: 149.5 },
      { label: 'Discount', amount: 1.5, out: true },
      { label: 'incl. GST (18%)', amount: 18 },
      { label: 'Rounding', amount: -0.02 },
    ]);
    expect(
      saleFigures({
        subtotal: 10,
        discountTotal: 0,
        taxes: [],
        pricesIncludeTax: false,
        rounding: 0,
      }),
    ).toEqual([{ label: 'Subtotal', amount: 10 }]);
    expect(
      returnFigures(
        { subtotal: 50, taxes: [{ name: 'GST', rate: 5, amount: 2.5 }], rounding: -0.01 },
        false,
      ),
    ).toEqual([
      { label: 'Subtotal', amount: 50, out: true },
      { label: 'GST (5%)', amount: 2.5, out: true },
      { label: 'Rounding', amount: -0.01, out: true },
    ]);
    const money = (n: number) => `$${n.toFixed(2)}`;
    expect(figureText({ amount: -0.01, out: true }, money)).toBe('+$0.01');
    expect(figureText({ amount: 50, out: true }, money)).toBe('-$50.00');
    expect(figureText({ amount: -0.02 }, money)).toBe('$-0.02');
  });
});
