import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart';
import { amountDiscount, NO_DISCOUNT } from './line-discount';
import { lineTaxNote, moneyOf, totalsOf } from './register-totals';

const vatAndCity = [
  { id: 'vat', name: 'VAT', rate: 10 },
  { id: 'city', name: 'City tax', rate: 2.5 },
];

let n = 0;
/** A cart line as the cashier left it: quantity and discount as typed ('' while retyped). */
const line = (price: number, quantity: number | '', discount: number | '' = ''): CartLine => ({
  key: `p${++n}|`,
  productId: `p${n}`,
  variationId: null,
  name: `Item ${n}`,
  variationName: null,
  sku: null,
  price,
  quantity,
  discount: discount === '' ? NO_DISCOUNT : amountDiscount(discount),
  stock: null,
  taxClassId: null,
});

describe('totalsOf (the cart through the contract arithmetic)', () => {
  it('adds each tax, rounded half up on the subtotal, in cents', () => {
    // 3 × 19.99 = 59.97; VAT 5.997 → 6.00; City tax 1.49925 → 1.50.
    const t = totalsOf([line(19.99, 3)], moneyOf({ taxes: vatAndCity }), true);
    expect(t.lineTotals).toEqual([5997]);
    expect(t.subtotal).toBe(5997);
    expect(t.taxes).toEqual([
      { name: 'VAT', rate: 10, cents: 600 },
      { name: 'City tax', rate: 2.5, cents: 150 },
    ]);
    expect(t.taxTotal).toBe(750);
    expect(t.total).toBe(6747);
  });

  it('takes discounts off the lines before the taxes, for those allowed to give them', () => {
    const cart = [line(19.99, 3, 5), line(4.5, 2)];
    const t = totalsOf(cart, moneyOf({ taxes: vatAndCity }), true);
    expect(t.lineTotals).toEqual([5497, 900]);
    expect(t.subtotal).toBe(6397);
    expect(t.discountTotal).toBe(500);
    // 639.7 → 640; 159.925 → 160.
    expect(t.taxes.map((x) => x.cents)).toEqual([640, 160]);
    expect(t.total).toBe(6397 + 800);
    // Without apply_discounts a typed discount counts for nothing.
    expect(totalsOf(cart, moneyOf({ taxes: vatAndCity }), false)).toMatchObject({
      subtotal: 6897,
      discountTotal: 0,
    });
  });

  it('counts a line whose quantity is being retyped as none', () => {
    const t = totalsOf([line(10, ''), line(2.5, 2)], moneyOf({ taxes: [] }), true);
    expect(t.lineTotals).toEqual([0, 500]);
    expect(t.total).toBe(500);
  });

  it('keeps float prices exact: 0.1 + 0.2 is 30 cents', () => {
    const t = totalsOf([line(0.1, 1), line(0.2, 1)], moneyOf({ taxes: [] }), true);
    expect(t.subtotal).toBe(30);
    expect(t.total).toBe(30);
  });

  it('is zero for an empty cart, which carries no tax yet', () => {
    const t = totalsOf([], moneyOf({ taxes: vatAndCity }), true);
    expect(t.total).toBe(0);
    // A tax line is one per tax the lines carry (docs/DESIGN.md, "Money").
    expect(t.taxes).toEqual([]);
  });
});

describe('lineTaxNote', () => {
  const classes = [
    { _id: 'r', name: 'Reduced', taxes: [{ id: 'g5', name: 'GST', rate: 5 }], isDefault: false },
    { _id: 'x', name: 'Exempt', taxes: [], isDefault: false },
  ];
  it("says what a line's price holds or gets, by its class", () => {
    const added = moneyOf({ taxes: [{ id: 'v', name: 'VAT', rate: 10 }], taxClasses: classes });
    expect(lineTaxNote({ taxClassId: null }, added)).toBe('+ VAT 10%');
    expect(lineTaxNote({ taxClassId: 'r' }, added)).toBe('+ GST 5%');
    expect(lineTaxNote({ taxClassId: 'x' }, added)).toBe('no tax');
    const included = moneyOf({ taxes: [], taxClasses: classes, pricesIncludeTax: true });
    expect(lineTaxNote({ taxClassId: 'r' }, included)).toBe('incl. GST 5%');
  });
});
