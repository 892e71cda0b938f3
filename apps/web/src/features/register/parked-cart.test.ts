import type { THeldSale } from '@pos/contracts/held-sales';
import type { TProductOption } from '@pos/contracts/products';
import { preparePromotions, promotionRuleOf } from '@pos/contracts/promotion-engine';
import { describe, expect, it } from 'vitest';
import { addItem, itemOf, updateLine } from './cart';
import { amountDiscount, NO_DISCOUNT, typedDiscount } from './line-discount';
import { customerOfParked, linesOfParked, parkBody, saleDiscountOfParked } from './parked-cart';
import { moneyOf, totalsOf } from './register-totals';
import { promotion } from './test-promotion';

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

const line = (over: Partial<THeldSale['cart']['items'][number]>) => ({
  productId: 'p1',
  variationId: null,
  quantity: 1,
  discount: 0,
  available: true,
  productName: 'Mug',
  variationName: null,
  sku: 'MUG-1',
  price: 21,
  taxClassId: null,
  categoryId: null,
  unit: 'each' as const,
  scaleCode: null,
  ...over,
});

const held = (
  items: THeldSale['cart']['items'],
  customer: THeldSale['customer'] = null,
  discount?: THeldSale['cart']['discount'],
) => ({
  _id: 'h1',
  store: { _id: 's1', name: 'Main Store' },
  user: { _id: 'u1', name: 'Casey' },
  customer,
  note: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  cart: { items, ...(discount ? { discount } : {}) },
});

describe('a parked cart', () => {
  it('is parked with its lines, the picked customer and the note; discounts only when allowed', () => {
    let cart = addItem(addItem([], itemOf(mug)), itemOf(shirt, shirt.variations[0]));
    cart = updateLine(cart, 'p1|', { quantity: 3, discount: amountDiscount(5) });
    expect(
      parkBody(cart, { kind: 'existing', customerId: 'c1' }, 's1', '  back soon ', true),
    ).toEqual({
      storeId: 's1',
      cart: {
        items: [
          { productId: 'p1', quantity: 3, discount: 5 },
          { productId: 'p2', variationId: 'v1', quantity: 1 },
        ],
      },
      customerId: 'c1',
      note: 'back soon',
    });
    // A customer typed in as new is not kept; no discount without the permission; no blank note.
    expect(
      parkBody(cart, { kind: 'new', name: 'Ann', email: '', phone: '' }, 's1', '  ', false),
    ).toEqual({
      storeId: 's1',
      cart: {
        items: [
          { productId: 'p1', quantity: 3 },
          { productId: 'p2', variationId: 'v1', quantity: 1 },
        ],
      },
    });
  });

  it('resumes at the prices of now, leaving out what is no longer for sale', () => {
    const parked = held(
      [
        line({ quantity: 2, discount: 1.5 }),
        line({
          productId: 'p2',
          variationId: 'v1',
          productName: 'Shirt',
          variationName: 'Red / M',
          sku: 'SH-RED-M',
          price: 13,
        }),
        line({ productId: 'p3', productName: null, sku: null, price: null, available: false }),
        line({ productId: 'p4', productName: 'Old', available: false, price: 4 }),
        // The same item on a second line joins the first, as a second scan would.
        line({ quantity: 1, discount: 0.25 }),
      ],
      { _id: 'c1', name: 'Pat' },
    );
    const { lines, leftOut } = linesOfParked(parked);
    expect(leftOut).toBe(2);
    expect(
      lines.map((l) => [l.key, l.name, l.variationName, l.price, l.quantity, l.discount]),
    ).toEqual([
      ['p1|', 'Mug', null, 21, 3, { text: '1.75', mode: 'amount' }],
      ['p2|v1', 'Shirt', 'Red / M', 13, 1, NO_DISCOUNT],
    ]);
    // 3 × 21 − 1.75 + 13 = 74.25, and 10 % tax on it.
    const taxes = [{ id: 'vat', name: 'VAT', rate: 10 }];
    expect(totalsOf(lines, moneyOf({ taxes: taxes }), true).total).toBe(8168);
    expect(totalsOf(lines, moneyOf({ taxes: taxes }), false).total).toBe(8360);
    expect(customerOfParked(parked)).toEqual({ kind: 'existing', customerId: 'c1', name: 'Pat' });
    expect(customerOfParked(held([line({})]))).toEqual({ kind: 'walk-in' });
  });

  it('keeps the whole sale discount it was parked with, and resumes it in the field', () => {
    const cart = addItem([], itemOf(mug));
    const body = parkBody(cart, { kind: 'walk-in' }, 's1', '', true, {
      text: '10',
      mode: 'percent',
    });
    expect(body.cart.discount).toEqual({ percent: 10 });
    expect(
      parkBody(cart, { kind: 'walk-in' }, 's1', '', false, typedDiscount('10%', 'amount')).cart
        .discount,
    ).toBeUndefined();
    expect(saleDiscountOfParked(held([line({})], null, { amount: 2.5 }))).toEqual({
      text: '2.50',
      mode: 'amount',
    });
    expect(saleDiscountOfParked(held([line({})], null, { percent: 12.5 }))).toEqual({
      text: '12.5',
      mode: 'percent',
    });
    expect(saleDiscountOfParked(held([line({})]))).toEqual(NO_DISCOUNT);
  });

  it('resumes with each product’s category, so a promotion on a category is previewed again', () => {
    const snacks = 'cat-snacks';
    const rules = preparePromotions([
      promotionRuleOf(
        promotion({
          _id: 'pr1',
          name: '20 % off snacks',
          kind: 'percent_off',
          categoryIds: [snacks],
          percent: 20,
        }),
      ),
    ]);
    const { lines } = linesOfParked(held([line({ categoryId: snacks, price: 5, quantity: 2 })]));
    const totals = totalsOf(lines, moneyOf({ taxes: [] }), true, NO_DISCOUNT, {
      rules,
      storeId: 's1',
      couponCodes: [],
    });
    expect(totals.linePromotions).toEqual([
      {
        promotionCents: 200,
        promotions: [{ id: 'pr1', name: '20 % off snacks', cents: 200, units: 2 }],
      },
    ]);
    expect(totals.total).toBe(800);
  });
});
