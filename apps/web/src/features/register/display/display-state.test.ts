import { ZDisplayState } from '@pos/contracts/customer-display';
import { preparePromotions, promotionRuleOf } from '@pos/contracts/promotion-engine';
import type { TTransaction } from '@pos/contracts/sales';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart';
import { amountDiscount, NO_DISCOUNT } from '../line-discount';
import { moneyOf, totalsOf } from '../register-totals';
import { promotion } from '../test-promotion';
import { cartDisplay, doneDisplay } from './display-state';

const line = (name: string, price: number, quantity: number | '', discount = 0): CartLine => ({
  key: `${name}|`,
  unit: 'each',
  productId: name,
  variationId: null,
  name,
  variationName: name === 'Mug' ? 'Blue' : null,
  sku: null,
  price,
  quantity,
  discount: discount ? amountDiscount(discount) : NO_DISCOUNT,
  // The register knows what it holds; the display must never be told.
  stock: 7,
  taxClassId: null,
  categoryId: name === 'Chips' ? 'snacks' : null,
});

const promotions = {
  rules: preparePromotions(
    [
      promotion({
        _id: 'snacks',
        name: 'Snacks 20% off',
        kind: 'percent_off',
        categoryIds: ['snacks'],
        percent: 20,
      }),
    ].map(promotionRuleOf),
  ),
  storeId: null,
  couponCodes: [],
  now: new Date('2026-11-26T10:00:00Z'),
};

describe('cartDisplay (what the customer display is sent)', () => {
  const money = moneyOf({ taxes: [{ id: 'vat', name: 'VAT', rate: 10 }] });
  const cart = [line('Mug', 10, 2, 1), line('Chips', 2.5, 4), line('Retyped', 3, '')];
  const figures = totalsOf(cart, money, true, NO_DISCOUNT, promotions);

  it("shows the register's own figures: each line after its promotions and discount, the taxes, the total", () => {
    // As the checkout holds them: the gift cards sold in the total, untaxed.
    const withCard = { ...figures, total: figures.total + 2500 };
    const shown = cartDisplay({
      cart,
      figures: withCard,
      giftCards: [{ cents: 2500 }],
      taxIncluded: false,
      paid: { amountPaid: 6000, change: 0 },
    });
    expect(shown.lines).toEqual([
      {
        name: 'Mug',
        detail: 'Blue',
        quantity: 2,
        unitPrice: 10,
        discount: 1,
        promotions: [],
        total: 19,
      },
      {
        name: 'Chips',
        detail: null,
        quantity: 4,
        unitPrice: 2.5,
        discount: 0,
        promotions: [{ name: 'Snacks 20% off', amount: 2 }],
        total: 8,
      },
      // The line being retyped is left out; the gift card sold is a line of its own.
      {
        name: 'Gift card',
        detail: null,
        quantity: 1,
        unitPrice: 25,
        discount: 0,
        promotions: [],
        total: 25,
      },
    ]);
    // 20 + 10 + 25 before 1.00 and 2.00 off; VAT 10 % of 27.00; the gift card untaxed.
    expect(shown).toMatchObject({
      phase: 'cart',
      subtotal: 55,
      discount: 3,
      taxes: [{ name: 'VAT', rate: 10, amount: 2.7 }],
      total: 54.7,
      // Paid exactly: nothing handed over to show yet.
      tendered: null,
      change: null,
    });
    // What the API accepts, and nothing else (no stock, no cost).
    expect(ZDisplayState.parse(shown)).toEqual(shown);
    expect(JSON.stringify(shown)).not.toContain('stock');
  });

  it('shows what was handed over once it is more than the total, and the sale as made when done', () => {
    const shown = cartDisplay({
      cart: [line('Chips', 2.5, 4)],
      figures: totalsOf([line('Chips', 2.5, 4)], money, true),
      giftCards: [],
      taxIncluded: false,
      paid: { amountPaid: 2000, change: 900 },
    });
    expect(shown).toMatchObject({ total: 11, tendered: 20, change: 9 });
    const sale = {
      documentNumber: '000042',
      totalAmount: 11,
      amountPaid: 20,
      change: 9,
      offline: null,
    } as unknown as TTransaction;
    expect(doneDisplay(shown, sale)).toMatchObject({
      phase: 'done',
      receipt: '000042',
      total: 11,
      tendered: 20,
      change: 9,
    });
  });

  it('is a welcome with nothing rung up', () => {
    const empty = cartDisplay({
      cart: [],
      figures: totalsOf([], money, true),
      giftCards: [],
      taxIncluded: false,
      paid: null,
    });
    expect(empty.phase).toBe('idle');
    expect(empty.lines).toEqual([]);
  });
});
