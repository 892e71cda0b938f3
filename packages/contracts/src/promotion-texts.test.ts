import { describe, expect, it } from 'vitest';
import { promotionAppliesToText, promotionOfferText } from './promotions.js';

const none = {
  percent: null,
  amount: null,
  buyQuantity: null,
  getQuantity: null,
  getPercent: null,
  bundleQuantity: null,
  bundlePrice: null,
};

describe('a promotion in words', () => {
  it('says what each kind gives, amounts as the caller writes them', () => {
    const money = (n: number) => `₹${n.toFixed(2)}`;
    expect(promotionOfferText({ ...none, kind: 'percent_off', percent: 12.5 })).toBe('12.5% off');
    expect(promotionOfferText({ ...none, kind: 'amount_off', amount: 1.5 }, money)).toBe(
      '₹1.50 off each',
    );
    const b2g1 = { ...none, kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1 } as const;
    expect(promotionOfferText({ ...b2g1, getPercent: 100 })).toBe('Buy 2 get 1 free');
    expect(promotionOfferText({ ...b2g1, getPercent: 50 })).toBe('Buy 2 get 1 at 50% off');
    expect(
      promotionOfferText({ ...none, kind: 'multibuy', bundleQuantity: 3, bundlePrice: 5 }),
    ).toBe('3 for 5.00');
  });

  it('says what it applies to, leaving out categories deleted since', () => {
    const text = (productIds: string[], categoryIds: string[], categoryNames: string[]) =>
      promotionAppliesToText({ productIds, categoryIds, categoryNames });
    expect(text([], [], [])).toBe('Everything');
    expect(text(['a'], [], [])).toBe('1 product');
    expect(text(['a', 'b', 'c'], ['s', 'd'], ['Drinks', 'Snacks'])).toBe(
      '3 products, Drinks, Snacks',
    );
    expect(text([], ['gone'], [])).toBe('Nothing (its categories were deleted)');
  });
});
