import { describe, expect, it } from 'vitest';
import { cartTotals, taxLabel, toCents } from './register-totals';

const vatAndCity = [
  { id: 'vat', name: 'VAT', rate: 10 },
  { id: 'city', name: 'City tax', rate: 2.5 },
];

describe('cartTotals', () => {
  it('adds each tax, rounded half up on the subtotal, in cents', () => {
    // 3 × 19.99 = 59.97; VAT 5.997 → 6.00; City tax 1.49925 → 1.50.
    const t = cartTotals([{ price: 19.99, quantity: 3, discount: 0 }], vatAndCity);
    expect(t.lineTotals).toEqual([5997]);
    expect(t.subtotal).toBe(5997);
    expect(t.taxes).toEqual([
      { name: 'VAT', rate: 10, cents: 600 },
      { name: 'City tax', rate: 2.5, cents: 150 },
    ]);
    expect(t.taxTotal).toBe(750);
    expect(t.total).toBe(6747);
  });

  it('rounds an exact half cent up', () => {
    // 0.10 × 5% = 0.5 cent → 1 cent; 0.30 × 2.5% = 0.75 cent → 1 cent; 0.10 × 2.5% → 0.
    const tax = (rate: number) => [{ id: 't', name: 'Tax', rate }];
    const one = (price: number) => [{ price, quantity: 1, discount: 0 }];
    expect(cartTotals(one(0.1), tax(5)).taxes[0]?.cents).toBe(1);
    expect(cartTotals(one(0.3), tax(2.5)).taxes[0]?.cents).toBe(1);
    expect(cartTotals(one(0.1), tax(2.5)).taxes[0]?.cents).toBe(0);
  });

  it('takes discounts off the lines before the taxes', () => {
    const t = cartTotals(
      [
        { price: 19.99, quantity: 3, discount: 5 },
        { price: 4.5, quantity: 2, discount: 0 },
      ],
      vatAndCity,
    );
    expect(t.lineTotals).toEqual([5497, 900]);
    expect(t.subtotal).toBe(6397);
    expect(t.discountTotal).toBe(500);
    // 639.7 → 640; 159.925 → 160.
    expect(t.taxes.map((x) => x.cents)).toEqual([640, 160]);
    expect(t.total).toBe(6397 + 800);
  });

  it('keeps float prices exact: 0.1 + 0.2 is 30 cents', () => {
    const t = cartTotals(
      [
        { price: 0.1, quantity: 1, discount: 0 },
        { price: 0.2, quantity: 1, discount: 0 },
      ],
      [],
    );
    expect(t.subtotal).toBe(30);
    expect(t.total).toBe(30);
  });

  it('is zero for an empty cart', () => {
    const t = cartTotals([], vatAndCity);
    expect(t.total).toBe(0);
    expect(t.taxes.map((x) => x.cents)).toEqual([0, 0]);
  });
});

describe('helpers', () => {
  it('converts to cents without float drift and labels taxes', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('4.50')).toBe(450);
    expect(taxLabel({ name: 'City tax', rate: 2.5 })).toBe('City tax (2.5%)');
  });
});
