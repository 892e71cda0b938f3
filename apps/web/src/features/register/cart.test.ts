import type { TProductOption } from '@pos/contracts/products';
import { describe, expect, it } from 'vitest';
import { addItem, itemOf, lineProblem, saleBody, updateLine } from './cart';
import { amountDiscount, DISCOUNT_MESSAGES, typedDiscount } from './line-discount';
import { moneyOf, totalsOf } from './register-totals';

const mug: TProductOption = {
  _id: 'p1',
  name: 'Mug',
  sku: 'MUG-1',
  price: 19.99,
  taxClassId: null,
  categoryId: null,
  unit: 'each',
  variations: [],
};
const shirt: TProductOption = {
  _id: 'p2',
  name: 'Shirt',
  sku: 'SH',
  price: 10,
  taxClassId: null,
  categoryId: null,
  unit: 'each',
  variations: [
    { _id: 'v1', name: 'Red / M', sku: 'SH-RED-M', price: 12.5, isActive: true, taxClassId: null },
  ],
};

describe('the cart', () => {
  it('adds a scanned item once and counts it up on the next scan', () => {
    let cart = addItem([], itemOf(mug));
    cart = addItem(cart, itemOf(shirt, shirt.variations[0]));
    cart = addItem(cart, itemOf(mug));
    expect(cart.map((l) => [l.key, l.quantity, l.price])).toEqual([
      ['p1|', 2, 19.99],
      ['p2|v1', 1, 12.5],
    ]);
  });

  it('builds the sale body, discounts only when allowed', () => {
    let cart = addItem(addItem([], itemOf(mug)), itemOf(shirt, shirt.variations[0]));
    cart = updateLine(cart, 'p1|', { quantity: 3, discount: amountDiscount(5) });
    expect(saleBody(cart, { kind: 'walk-in' }, { paymentMethod: 'Card' }, true)).toEqual({
      items: [
        { productId: 'p1', quantity: 3, discount: 5 },
        { productId: 'p2', variationId: 'v1', quantity: 1 },
      ],
      paymentMethod: 'Card',
    });
    const plain = saleBody(
      cart,
      { kind: 'new', name: ' Ann ', email: '', phone: '555' },
      { paymentMethod: 'UPI' },
      false,
    );
    expect(plain.items[0]).toEqual({ productId: 'p1', quantity: 3 });
    expect(plain.customer).toEqual({ name: 'Ann', phone: '555' });
    expect(totalsOf(cart, moneyOf({ taxes: [] }), false).subtotal).toBe(3 * 1999 + 1250);
    expect(totalsOf(cart, moneyOf({ taxes: [] }), true).subtotal).toBe(3 * 1999 + 1250 - 500);
  });

  it('flags an empty quantity and a discount larger than the line', () => {
    const [line] = addItem([], itemOf(mug));
    if (!line) throw new Error('no line');
    expect(lineProblem({ ...line, quantity: '' })).toEqual({ quantity: 'At least 1.' });
    expect(lineProblem({ ...line, discount: amountDiscount(20) })).toEqual({
      discount: 'More than the line.',
    });
    expect(lineProblem({ ...line, discount: amountDiscount(19.99) })).toBeNull();
    // Its own discount may be no more than what its promotions leave (as the server checks).
    expect(lineProblem({ ...line, discount: amountDiscount(15) }, true, 500)).toEqual({
      discount: 'More than the line.',
    });
    expect(lineProblem({ ...line, discount: amountDiscount(14.99) }, true, 500)).toBeNull();
    expect(lineProblem({ ...line, discount: amountDiscount(15) }, false, 500)).toBeNull();
  });

  it("keeps a product's category, which promotions may name, and sends none of it", () => {
    const cart = addItem(addItem([], itemOf({ ...mug, categoryId: 'c1' })), itemOf(shirt));
    expect(cart.map((l) => l.categoryId)).toEqual(['c1', null]);
    expect(saleBody(cart, { kind: 'walk-in' }, { paymentMethod: 'Cash' }, true).items).toEqual([
      { productId: 'p1', quantity: 1 },
      { productId: 'p2', quantity: 1 },
    ]);
  });

  it('reads "10%" as ten percent of the line, and refuses what it cannot read', () => {
    const [line] = addItem([], itemOf(mug));
    if (!line) throw new Error('no line');
    const shirt = { ...line, quantity: 1, price: 19.99 };
    const tenPercent = { ...shirt, discount: typedDiscount('10%', 'amount') };
    expect(tenPercent.discount).toEqual({ text: '10', mode: 'percent' });
    // 10 % of 19.99 is 2.00 (1.999 rounded half up), not 10.00.
    expect(totalsOf([tenPercent], moneyOf({ taxes: [] }), true).subtotal).toBe(1999 - 200);
    expect(
      saleBody([tenPercent], { kind: 'walk-in' }, { paymentMethod: 'Cash' }, true).items,
    ).toEqual([{ productId: 'p1', quantity: 1, discount: 2 }]);
    // The percent follows the quantity: three shirts, 10 % of 59.97.
    expect(
      totalsOf([{ ...tenPercent, quantity: 3 }], moneyOf({ taxes: [] }), true).discountTotal,
    ).toBe(600);
    // The same number as an amount, with the currency sign typed or not.
    expect(
      totalsOf(
        [{ ...shirt, discount: typedDiscount('$2.5', 'amount') }],
        moneyOf({ taxes: [] }),
        true,
      ).subtotal,
    ).toBe(1749);
    expect(
      totalsOf(
        [{ ...shirt, discount: typedDiscount('2,50', 'amount') }],
        moneyOf({ taxes: [] }),
        true,
      ).subtotal,
    ).toBe(1749);
    for (const text of ['ten', '10%%', '1.234', '-5', '5-', '1e3']) {
      expect(lineProblem({ ...shirt, discount: typedDiscount(text, 'amount') })).toEqual({
        discount: DISCOUNT_MESSAGES.unreadable,
      });
    }
    expect(lineProblem({ ...shirt, discount: typedDiscount('101%', 'amount') })).toEqual({
      discount: DISCOUNT_MESSAGES.overHundred,
    });
    expect(lineProblem({ ...shirt, discount: typedDiscount('100%', 'amount') })).toBeNull();
  });
});
