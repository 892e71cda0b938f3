import { preparePromotions, promotionRuleOf } from '@pos/contracts/promotion-engine';
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart';
import { amountDiscount, NO_DISCOUNT } from './line-discount';
import { lineTaxNote, moneyOf, type RegisterPromotions, totalsOf } from './register-totals';
import { promotion } from './test-promotion';

const vatAndCity = [
  { id: 'vat', name: 'VAT', rate: 10 },
  { id: 'city', name: 'City tax', rate: 2.5 },
];

let n = 0;
/** A cart line as the cashier left it: quantity and discount as typed ('' while retyped). */
const line = (
  price: number,
  quantity: number | '',
  discount: number | '' = '',
  categoryId: string | null = null,
): CartLine => ({
  key: `p${++n}|`,
  unit: 'each',
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
  categoryId,
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

describe('totalsOf with promotions (as the server applies them: before the discounts)', () => {
  const promotions: RegisterPromotions = {
    rules: preparePromotions(
      [
        promotion({
          _id: 'b2g1',
          name: 'Buy 2 get 1 free',
          kind: 'buy_x_get_y',
          categoryIds: ['kitchen'],
          buyQuantity: 2,
          getQuantity: 1,
          getPercent: 100,
        }),
        promotion({
          _id: 'snacks',
          name: 'Snacks 20% off',
          kind: 'percent_off',
          categoryIds: ['snacks'],
          percent: 20,
        }),
      ].map(promotionRuleOf),
    ),
    storeId: 's1',
    couponCodes: [],
    now: new Date('2026-11-26T10:00:00Z'),
  };
  const vat = [{ id: 'vat', name: 'VAT', rate: 10 }];
  // Two mugs at 10.00 (1.00 off by the cashier), a plate at 4.00, four bags of chips at 2.50.
  const cart = () => [
    line(10, 2, 1, 'kitchen'),
    line(4, 1, '', 'kitchen'),
    line(2.5, 4, '', 'snacks'),
  ];
  const tenPercentOff = { text: '10', mode: 'percent' } as const;

  it('takes the cheapest of three kitchen units and 20 % of the snacks, then the discounts', () => {
    const t = totalsOf(cart(), moneyOf({ taxes: vat }), true, tenPercentOff, promotions);
    // The plate is the cheapest of 10.00, 10.00, 4.00: free; 20 % of 10.00 of chips is 2.00.
    expect(t.linePromotions).toEqual([
      { promotionCents: 0, promotions: [] },
      {
        promotionCents: 400,
        promotions: [{ id: 'b2g1', name: 'Buy 2 get 1 free', cents: 400, units: 1 }],
      },
      {
        promotionCents: 200,
        promotions: [{ id: 'snacks', name: 'Snacks 20% off', cents: 200, units: 4 }],
      },
    ]);
    // The lines come to 19.00, 0.00 and 8.00 after promotions and the mugs' 1.00: the sale's
    // 10 % of 27.00 is 2.70, shared 1.90 and 0.80.
    expect(t.saleDiscount).toMatchObject({ cents: 270, base: 2700, tooLarge: false });
    expect(t.lineTotals).toEqual([1710, 0, 720]);
    expect(t.subtotal).toBe(2430);
    expect(t.discountTotal).toBe(100 + 400 + 200 + 270);
    expect(t.taxes).toEqual([{ name: 'VAT', rate: 10, cents: 243 }]);
    expect(t.total).toBe(2673);
  });

  it('gives the same discounts on prices that include the tax, the tax inside them', () => {
    const money = moneyOf({ taxes: vat, pricesIncludeTax: true });
    const t = totalsOf(cart(), money, true, tenPercentOff, promotions);
    expect(t.linePromotions.map((l) => l.promotionCents)).toEqual([0, 400, 200]);
    expect(t.lineTotals).toEqual([1710, 0, 720]);
    // 24.30 × 10 / 110 = 2.209… → 2.21, inside the total.
    expect(t.taxes).toEqual([{ name: 'VAT', rate: 10, cents: 221 }]);
    expect(t.total).toBe(2430);
  });

  it('counts the promotions for a cashier who may not give discounts, and no retyped units', () => {
    const noDiscounts = totalsOf(cart(), moneyOf({ taxes: [] }), false, tenPercentOff, promotions);
    expect(noDiscounts.lineTotals).toEqual([2000, 0, 800]);
    expect(noDiscounts.discountTotal).toBe(600);
    // The plate's quantity being retyped: two kitchen units make no group of three.
    const [mugs, plate, chips] = cart();
    if (!mugs || !plate || !chips) throw new Error('no lines');
    const retyped = totalsOf(
      [mugs, { ...plate, quantity: '' }, chips],
      moneyOf({ taxes: [] }),
      true,
      NO_DISCOUNT,
      promotions,
    );
    expect(retyped.linePromotions.map((l) => l.promotionCents)).toEqual([0, 0, 200]);
    expect(retyped.lineTotals).toEqual([1900, 0, 800]);
  });

  it('gives nothing without promotions, nor at a store or a moment they do not run', () => {
    const plain = totalsOf(cart(), moneyOf({ taxes: [] }), true);
    expect(plain.linePromotions.every((l) => l.promotionCents === 0)).toBe(true);
    expect(plain.lineTotals).toEqual([1900, 400, 1000]);
    const elsewhere: RegisterPromotions = {
      ...promotions,
      rules: preparePromotions([
        promotionRuleOf(
          promotion({
            _id: 'x',
            name: 'Only at s2',
            kind: 'percent_off',
            percent: 50,
            storeIds: ['s2'],
          }),
        ),
      ]),
    };
    expect(totalsOf(cart(), moneyOf({ taxes: [] }), true, NO_DISCOUNT, elsewhere).subtotal).toBe(
      3300,
    );
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
