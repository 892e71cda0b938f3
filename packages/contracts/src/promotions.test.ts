import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  type PromotionContext,
  type PromotionLine,
  type PromotionRule,
  type PromotionsResult,
  preparePromotions,
  promotionRuleOf,
} from './promotion-engine.js';
import {
  PROMOTION_MESSAGES as M,
  PROMOTION_KINDS,
  resolvePromotionBody,
  type TPromotionBody,
  ZPromotion,
  ZPromotionBody,
} from './promotions.js';

const NOW = new Date('2026-06-13T10:00:00Z'); // a Saturday
const AT: PromotionContext = { now: NOW, storeId: 'store-a', couponCodes: [] };

/** A promotion with nothing set but what the example says. */
const rule = (r: Partial<PromotionRule> & Pick<PromotionRule, 'id' | 'kind'>): PromotionRule => ({
  name: r.id,
  productIds: [],
  categoryIds: [],
  percent: null,
  amountCents: null,
  buyQuantity: null,
  getQuantity: null,
  getPercent: null,
  bundleQuantity: null,
  bundlePriceCents: null,
  couponCode: null,
  startsAt: null,
  endsAt: null,
  storeIds: [],
  isActive: true,
  ...r,
});
const line = (
  productId: string,
  unitCents: number,
  quantity = 1,
  categoryId: string | null = null,
): PromotionLine => ({ productId, categoryId, unitCents, quantity });
const offs = (r: PromotionsResult) => r.lines.map((l) => l.promotionCents);
const total = (r: PromotionsResult) => r.applied.reduce((a, p) => a + p.cents, 0);

describe('promotions: what a shop owner sets up', () => {
  const tshirts = [
    line('tee-red', 2000, 1, 'tees'),
    line('tee-blue', 1500, 1, 'tees'),
    line('tee-grey', 1000, 1, 'tees'),
  ];
  const buy2get1 = rule({
    id: 'b2g1',
    name: 'Buy 2 get the cheapest free',
    kind: 'buy_x_get_y',
    categoryIds: ['tees'],
    buyQuantity: 2,
    getQuantity: 1,
    getPercent: 100,
  });

  it('buy 2 get the cheapest free: 3 T-shirts of 20.00, 15.00, 10.00 → 10.00 off the 10.00 one', () => {
    const r = applyPromotions(tshirts, [buy2get1], AT);
    expect(offs(r)).toEqual([0, 0, 1000]);
    expect(r.lines[2]?.promotions).toEqual([
      { id: 'b2g1', name: 'Buy 2 get the cheapest free', cents: 1000, units: 1 },
    ]);
    expect(r.applied).toEqual([{ id: 'b2g1', name: 'Buy 2 get the cheapest free', cents: 1000 }]);
    // A fourth shirt starts a group that is not full: nothing more, wherever its line is.
    expect(
      offs(applyPromotions([line('tee-pink', 500, 1, 'tees'), ...tshirts], [buy2get1], AT)),
    ).toEqual([0, 0, 0, 1000]);
    // Two of the dearest on one line: the group is 20 + 20 + 15, the 15.00 shirt is free.
    expect(
      offs(
        applyPromotions(
          [line('tee-red', 2000, 2, 'tees'), tshirts[1] as PromotionLine],
          [buy2get1],
          AT,
        ),
      ),
    ).toEqual([0, 1500]);
  });

  it('buy 1 get 1 half price rounds each free half up to the cent', () => {
    const halfPrice = rule({
      id: 'b1g1',
      kind: 'buy_x_get_y',
      buyQuantity: 1,
      getQuantity: 1,
      getPercent: 50,
    });
    // 9.99 × 4: two groups, the second unit of each half off: 2 × 5.00 (4.995 → 5.00).
    expect(offs(applyPromotions([line('mug', 999, 4)], [halfPrice], AT))).toEqual([1000]);
  });

  it('any 3 snacks for 5.00: 4 snacks at 2.00 → 1.00 off shared over the 3 dearest (first) units', () => {
    const snacks = rule({
      id: 'snacks3',
      name: 'Any 3 snacks for 5.00',
      kind: 'multibuy',
      categoryIds: ['snacks'],
      bundleQuantity: 3,
      bundlePriceCents: 500,
    });
    const cart = ['crisps', 'nuts', 'cookies', 'pretzels'].map((p) => line(p, 200, 1, 'snacks'));
    const r = applyPromotions(cart, [snacks], AT);
    expect(offs(r)).toEqual([33, 34, 33, 0]);
    expect(total(r)).toBe(100);
    // On one line of 4, the 3 grouped units carry the whole saving.
    expect(
      applyPromotions([line('crisps', 200, 4, 'snacks')], [snacks], AT).lines[0]?.promotions,
    ).toEqual([{ id: 'snacks3', name: 'Any 3 snacks for 5.00', cents: 100, units: 3 }]);
    // Dearest first, shared by price: 3.00 + 2.00 + 1.00 for 5.00; the 0.50 bar is left out.
    expect(
      offs(
        applyPromotions(
          [
            line('bar', 50, 1, 'snacks'),
            line('nuts', 300, 1, 'snacks'),
            line('crisps', 100, 1, 'snacks'),
            line('cookies', 200, 1, 'snacks'),
          ],
          [snacks],
          AT,
        ),
      ),
    ).toEqual([0, 50, 17, 33]);
    // A bundle that would not save anything is not claimed.
    expect(offs(applyPromotions([line('bar', 150, 3, 'snacks')], [snacks], AT))).toEqual([0]);
  });

  it('20 % off T-shirts this weekend: nothing outside its window, endsAt not included', () => {
    const weekend = rule({
      id: 'weekend',
      kind: 'percent_off',
      categoryIds: ['tees'],
      percent: 20,
      startsAt: '2026-06-13T00:00:00+02:00',
      endsAt: '2026-06-15T00:00:00+02:00',
    });
    expect(offs(applyPromotions(tshirts, [weekend], AT))).toEqual([400, 300, 200]);
    for (const now of ['2026-06-12T21:59:59Z', '2026-06-14T22:00:00Z', '2026-06-20T10:00:00Z']) {
      const r = applyPromotions(tshirts, [weekend], { ...AT, now: new Date(now) });
      expect(r).toEqual({
        lines: tshirts.map(() => ({ promotionCents: 0, promotions: [] })),
        applied: [],
        unknownCoupons: [],
      });
    }
  });

  it('coupon WELCOME10 applies only with its code, in any case; a wrong code is reported', () => {
    const welcome = rule({
      id: 'welcome',
      kind: 'percent_off',
      percent: 10,
      couponCode: 'WELCOME10',
    });
    const cart = [line('kettle', 4999)];
    expect(offs(applyPromotions(cart, [welcome], AT))).toEqual([0]);
    const withCode = applyPromotions(cart, [welcome], { ...AT, couponCodes: [' welcome10 '] });
    expect(offs(withCode)).toEqual([500]); // 4.999 → 5.00
    expect(withCode.unknownCoupons).toEqual([]);
    const wrong = applyPromotions(cart, [welcome], {
      ...AT,
      couponCodes: ['welcome20', 'WELCOME10', ''],
    });
    expect(wrong.unknownCoupons).toEqual(['WELCOME20']);
    expect(offs(wrong)).toEqual([500]);
    // The code of a switched-off promotion is unknown too.
    const off = applyPromotions(cart, [{ ...welcome, isActive: false }], {
      ...AT,
      couponCodes: ['welcome10'],
    });
    expect(off.unknownCoupons).toEqual(['WELCOME10']);
    expect(offs(off)).toEqual([0]);
  });

  it('a promotion of some stores only applies there', () => {
    const cityOnly = rule({
      id: 'city',
      kind: 'amount_off',
      amountCents: 300,
      storeIds: ['store-a'],
    });
    const cart = [line('soap', 250, 2), line('towel', 900)];
    // 3.00 off each unit, never more than its price.
    expect(offs(applyPromotions(cart, [cityOnly], AT))).toEqual([500, 300]);
    expect(offs(applyPromotions(cart, [cityOnly], { ...AT, storeId: 'store-b' }))).toEqual([0, 0]);
    expect(offs(applyPromotions(cart, [cityOnly], { ...AT, storeId: null }))).toEqual([0, 0]);
  });

  it('of two overlapping promotions the customer gets the better combination', () => {
    const thirtyOff = rule({ id: 'a-30', kind: 'percent_off', categoryIds: ['tees'], percent: 30 });
    const threeForTwo = { ...buy2get1, id: 'z-b2g1' };
    // 3 shirts of 20.00: 30 % off is 18.00, buy 2 get 1 free is 20.00 — not both.
    const three = applyPromotions([line('tee-red', 2000, 3, 'tees')], [thirtyOff, threeForTwo], AT);
    expect(three.applied).toEqual([
      { id: 'z-b2g1', name: 'Buy 2 get the cheapest free', cents: 2000 },
    ]);
    // 4 shirts: the free one in a group of 3, and 30 % off the fourth: 26.00.
    const four = applyPromotions([line('tee-red', 2000, 4, 'tees')], [thirtyOff, threeForTwo], AT);
    expect(four.lines[0]?.promotions).toEqual([
      { id: 'z-b2g1', name: 'Buy 2 get the cheapest free', cents: 2000, units: 3 },
      { id: 'a-30', name: 'a-30', cents: 600, units: 1 },
    ]);
    expect(offs(four)).toEqual([2600]);
  });

  it('a category promotion covers its category and the products it names, nothing else', () => {
    const dairy = rule({
      id: 'dairy',
      kind: 'percent_off',
      percent: 12.5,
      categoryIds: ['dairy'],
      productIds: ['eggs'],
    });
    const cart = [
      line('milk', 119, 2, 'dairy'),
      line('eggs', 329, 1, 'poultry'),
      line('bread', 250, 1, 'bakery'),
      line('tea', 400, 1, null),
    ];
    // 12.5 % of 2.38 = 0.2975 → 0.30; of 3.29 = 0.41125 → 0.41.
    expect(offs(applyPromotions(cart, [dairy], AT))).toEqual([30, 41, 0, 0]);
  });

  it('breaks a tie between equally good promotions on their ids, whatever order they come in', () => {
    const a = rule({ id: 'promo-a', kind: 'percent_off', percent: 10 });
    const b = rule({ id: 'promo-b', kind: 'amount_off', amountCents: 100 });
    const cart = [line('lamp', 1000)];
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      expect(applyPromotions(cart, order, AT).applied).toEqual([
        { id: 'promo-a', name: 'promo-a', cents: 100 },
      ]);
    }
  });

  it('with more than 6 promotions takes the greedy order, largest alone first', () => {
    // Seven promotions on one line each of one cart: no overlap, all apply.
    const cart = Array.from({ length: 7 }, (_, i) => line(`p${i}`, 1000));
    const rules = cart.map((l, i) =>
      rule({
        id: `r${i}`,
        kind: 'amount_off',
        amountCents: 100 * (i + 1),
        productIds: [l.productId],
      }),
    );
    const r = applyPromotions(cart, rules, AT);
    expect(r.applied.map((p) => p.id)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0']);
    expect(offs(r)).toEqual([100, 200, 300, 400, 500, 600, 700]);
  });

  it('stays exact past 2^53 cents × hundredths of a percent', () => {
    const r = applyPromotions(
      [line('yacht', 999_999_999_999, 1000)],
      [rule({ id: 'y', kind: 'percent_off', percent: 33.33 })],
      AT,
    );
    expect(offs(r)).toEqual([Number((999_999_999_999n * 1000n * 3333n + 5000n) / 10_000n)]);
  });

  it('reads the API answer as a rule and answers the same for the prepared form', () => {
    const p = ZPromotion.parse({
      _id: 'id-1',
      ...resolvePromotionBody(
        ZPromotionBody.parse({
          name: 'Any 3 for 5.10',
          kind: 'multibuy',
          bundleQuantity: 3,
          bundlePrice: 5.1,
        }),
      ),
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    const r = promotionRuleOf(p);
    expect(r).toMatchObject({
      id: 'id-1',
      bundlePriceCents: 510,
      amountCents: null,
      getPercent: null,
    });
    const cart = [line('x', 300, 3)];
    expect(applyPromotions(cart, preparePromotions([r]), AT)).toEqual(
      applyPromotions(cart, [r], AT),
    );
    expect(offs(applyPromotions(cart, [r], AT))).toEqual([390]);
  });
});

describe('the promotion contract', () => {
  const issues = (body: unknown) => {
    const r = ZPromotionBody.safeParse(body);
    // One per field and message, as the 400's details show them (requiredText's two checks
    // both say a blank name is missing).
    const all = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}\u0000${i.message}`);
    return [...new Set(all)].map((i) => i.split('\u0000'));
  };
  const ok = {
    percent_off: { name: 'Summer', kind: 'percent_off', percent: 20 },
    amount_off: { name: 'Five off', kind: 'amount_off', amount: 5 },
    buy_x_get_y: { name: 'B2G1', kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1 },
    multibuy: { name: '3 for 5', kind: 'multibuy', bundleQuantity: 3, bundlePrice: 5 },
  } satisfies Record<(typeof PROMOTION_KINDS)[number], TPromotionBody>;

  it('takes each kind with its fields, upper-cases the coupon and resolves the defaults', () => {
    for (const body of Object.values(ok)) expect(issues(body)).toEqual([]);
    const parsed = ZPromotionBody.parse({
      ...ok.buy_x_get_y,
      name: '  B2G1 ',
      couponCode: ' welcome-10_a ',
    });
    expect(parsed).toMatchObject({ name: 'B2G1', couponCode: 'WELCOME-10_A', isActive: true });
    expect(resolvePromotionBody(parsed)).toMatchObject({
      productIds: [],
      categoryIds: [],
      storeIds: [],
      percent: null,
      getPercent: 100,
      startsAt: null,
    });
    expect(resolvePromotionBody(ZPromotionBody.parse(ok.percent_off)).getPercent).toBeNull();
    // An edit form sends back what it read: null is "not set".
    expect(
      issues({
        ...ok.percent_off,
        amount: null,
        bundlePrice: null,
        couponCode: null,
        endsAt: null,
      }),
    ).toEqual([]);
  });

  it("asks each kind for its fields and refuses another kind's", () => {
    expect(issues({ name: 'x', kind: 'percent_off' })).toEqual([['percent', M.percentRequired]]);
    expect(issues({ name: 'x', kind: 'amount_off' })).toEqual([['amount', M.amountRequired]]);
    expect(issues({ name: 'x', kind: 'buy_x_get_y' })).toEqual([
      ['buyQuantity', M.buyQuantityRequired],
      ['getQuantity', M.getQuantityRequired],
    ]);
    expect(issues({ name: 'x', kind: 'multibuy' })).toEqual([
      ['bundleQuantity', M.bundleQuantityRequired],
      ['bundlePrice', M.bundlePriceRequired],
    ]);
    expect(issues({ ...ok.multibuy, percent: 10 })).toEqual([
      ['percent', 'percent is only for percent_off promotions.'],
    ]);
    expect(issues({ ...ok.percent_off, amount: 1 })).toEqual([['amount', M.amountOnlyFor]]);
    expect(issues({ ...ok.amount_off, buyQuantity: 1, getQuantity: 1, getPercent: 50 })).toEqual([
      ['buyQuantity', M.buyQuantityOnlyFor],
      ['getQuantity', M.getQuantityOnlyFor],
      ['getPercent', M.getPercentOnlyFor],
    ]);
    expect(issues({ ...ok.buy_x_get_y, bundleQuantity: 2, bundlePrice: 1 })).toEqual([
      ['bundleQuantity', M.bundleQuantityOnlyFor],
      ['bundlePrice', M.bundlePriceOnlyFor],
    ]);
  });

  it('says what is wrong with each field', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', M.nameRequired],
      [{ name: 'x'.repeat(101) }, 'name', M.nameTooLong],
      [{ kind: 'bogof' }, 'kind', M.kind],
      [{ percent: 0 }, 'percent', M.percentRange],
      [{ percent: 100.5 }, 'percent', M.percentRange],
      [{ percent: 12.345 }, 'percent', M.percentDecimals],
      [{ percent: '20' }, 'percent', M.percentNumber],
      [{ productIds: ['not-a-uuid'] }, 'productIds.0', 'Not a valid id.'],
      [
        { productIds: Array(1001).fill('0190a3b4-0000-7000-8000-000000000001') },
        'productIds',
        M.productIdsTooMany,
      ],
      [
        { categoryIds: Array(201).fill('0190a3b4-0000-7000-8000-000000000001') },
        'categoryIds',
        M.categoryIdsTooMany,
      ],
      [{ couponCode: 'ab' }, 'couponCode', M.couponCodeLength],
      [{ couponCode: 'x'.repeat(41) }, 'couponCode', M.couponCodeLength],
      [{ couponCode: 'WELCOME 10' }, 'couponCode', M.couponCodeCharacters],
      [{ startsAt: '2026-06-13T00:00:00' }, 'startsAt', M.dateTime],
      [
        { startsAt: '2026-06-13T00:00:00Z', endsAt: '2026-06-13T02:00:00+02:00' },
        'endsAt',
        M.endsBeforeStart,
      ],
    ];
    for (const [change, path, message] of cases)
      expect(issues({ ...ok.percent_off, ...change })).toEqual([[path, message]]);
    const money: [Record<string, unknown>, string, string][] = [
      [{ ...ok.amount_off, amount: 0 }, 'amount', M.amountRange],
      [{ ...ok.amount_off, amount: 1.005 }, 'amount', M.moneyDecimals],
      [{ ...ok.amount_off, amount: 1e11 }, 'amount', M.moneyTooLarge],
      [{ ...ok.multibuy, bundlePrice: -1 }, 'bundlePrice', M.bundlePriceRange],
      [{ ...ok.multibuy, bundleQuantity: 1 }, 'bundleQuantity', M.bundleQuantityRange],
      [{ ...ok.buy_x_get_y, buyQuantity: 1001 }, 'buyQuantity', M.quantityRange],
      [{ ...ok.buy_x_get_y, getQuantity: 1.5 }, 'getQuantity', M.quantityNumber],
      [{ ...ok.buy_x_get_y, getPercent: 0.5 }, 'getPercent', M.getPercentRange],
    ];
    for (const [body, path, message] of money) expect(issues(body)).toEqual([[path, message]]);
    expect(issues({ ...ok.percent_off, discount: 5 })[0]?.[0]).toBe('');
    expect(ZPromotionBody.safeParse({ ...ok.multibuy, bundlePrice: 0 }).success).toBe(true);
  });
});

describe('promotions hold for every cart', () => {
  const PRODUCTS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
  const CATEGORIES = ['c1', 'c2', 'c3'];
  const lineArb = fc.record({
    productId: fc.constantFrom(...PRODUCTS),
    categoryId: fc.constantFrom(null, ...CATEGORIES),
    unitCents: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constantFrom(0, 1, 99, 100, 2000)),
    quantity: fc.integer({ min: 1, max: 8 }),
  });
  const ruleArb = fc.record({
    id: fc.string({ minLength: 1, maxLength: 3 }),
    name: fc.constant('promo'),
    kind: fc.constantFrom(...PROMOTION_KINDS),
    productIds: fc.subarray(PRODUCTS, { maxLength: 3 }),
    categoryIds: fc.subarray(CATEGORIES, { maxLength: 2 }),
    percent: fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
    amountCents: fc.integer({ min: 1, max: 3000 }),
    buyQuantity: fc.integer({ min: 1, max: 3 }),
    getQuantity: fc.integer({ min: 1, max: 2 }),
    getPercent: fc.integer({ min: 100, max: 10_000 }).map((n) => n / 100),
    bundleQuantity: fc.integer({ min: 2, max: 4 }),
    bundlePriceCents: fc.integer({ min: 0, max: 8000 }),
    couponCode: fc.option(fc.constantFrom('SAVE5', 'welcome10'), { freq: 3 }),
    startsAt: fc.option(
      fc.constantFrom('2026-06-01T00:00:00Z', '2026-06-13T10:00:00Z', '2026-06-14T00:00:00+02:00'),
    ),
    endsAt: fc.option(fc.constantFrom('2026-06-13T10:00:00Z', '2026-07-01T00:00:00Z')),
    storeIds: fc.subarray(['store-a', 'store-b']),
    isActive: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
  });
  const rulesArb = fc.uniqueArray(ruleArb, { selector: (r) => r.id, maxLength: 9 });
  const contextArb = fc.record({
    now: fc.constant(NOW),
    storeId: fc.constantFrom('store-a', 'store-b', null),
    couponCodes: fc.subarray(['save5', ' WELCOME10', 'NOPE']),
  });
  const cartArb = fc.array(lineArb, { maxLength: 12 });
  const runs = { numRuns: 2000 };

  it('adds up: each line is the sum of its promotions, within its gross; each promotion the sum over lines', () => {
    fc.assert(
      fc.property(cartArb, rulesArb, contextArb, (lines, rules, ctx) => {
        const r = applyPromotions(lines, rules, ctx);
        expect(r.lines).toHaveLength(lines.length);
        const perPromotion = new Map<string, number>();
        r.lines.forEach((l, i) => {
          const { unitCents, quantity } = lines[i] as PromotionLine;
          expect(l.promotionCents).toBe(l.promotions.reduce((a, p) => a + p.cents, 0));
          expect(l.promotionCents).toBeGreaterThanOrEqual(0);
          expect(l.promotionCents).toBeLessThanOrEqual(unitCents * quantity);
          // No unit claimed twice: the promotions' units on a line are at most its quantity.
          expect(l.promotions.reduce((a, p) => a + p.units, 0)).toBeLessThanOrEqual(quantity);
          expect(new Set(l.promotions.map((p) => p.id)).size).toBe(l.promotions.length);
          for (const p of l.promotions) {
            expect(Number.isInteger(p.cents)).toBe(true);
            expect(p.cents).toBeGreaterThan(0);
            expect(p.cents).toBeLessThanOrEqual(p.units * unitCents);
            perPromotion.set(p.id, (perPromotion.get(p.id) ?? 0) + p.cents);
          }
        });
        expect(new Map(r.applied.map((p) => [p.id, p.cents]))).toEqual(perPromotion);
        expect(r.applied.every((p) => p.cents > 0)).toBe(true);
      }),
      { seed: 41, ...runs },
    );
  });

  it('depends neither on the order of the promotions nor on their prepared form', () => {
    const shuffled = rulesArb.chain((rules) =>
      fc.tuple(fc.constant(rules), fc.shuffledSubarray(rules, { minLength: rules.length })),
    );
    fc.assert(
      fc.property(cartArb, shuffled, contextArb, (lines, [rules, reordered], ctx) => {
        const r = applyPromotions(lines, rules, ctx);
        expect(applyPromotions(lines, reordered, ctx)).toEqual(r);
        expect(applyPromotions(lines, preparePromotions(reordered), ctx)).toEqual(r);
      }),
      { seed: 42, ...runs },
    );
  });

  it('depends on the order of the lines only through price ties', () => {
    const distinctPrices = fc.uniqueArray(lineArb, { selector: (l) => l.unitCents, maxLength: 10 });
    const shuffled = distinctPrices.chain((lines) =>
      fc.tuple(
        fc.constant(lines),
        fc.shuffledSubarray([...lines.keys()], { minLength: lines.length }),
      ),
    );
    fc.assert(
      fc.property(shuffled, rulesArb, contextArb, ([lines, order], rules, ctx) => {
        const r = applyPromotions(lines, rules, ctx);
        const s = applyPromotions(
          order.map((i) => lines[i] as PromotionLine),
          rules,
          ctx,
        );
        expect(order.map((i) => r.lines[i])).toEqual(s.lines);
        expect(total(s)).toBe(total(r));
      }),
      { seed: 43, ...runs },
    );
  });

  it('is best for the customer: at least each promotion alone, and at least any fewer of them', () => {
    fc.assert(
      fc.property(cartArb, rulesArb, contextArb, fc.nat(), (lines, rules, ctx, pick) => {
        const all = total(applyPromotions(lines, rules, ctx));
        for (const one of rules)
          expect(all).toBeGreaterThanOrEqual(total(applyPromotions(lines, [one], ctx)));
        // Every order is tried up to 6: any subset, in its best order, is one of them.
        if (rules.length <= 6) {
          const some = rules.filter((_, i) => (pick >> i) & 1);
          expect(all).toBeGreaterThanOrEqual(total(applyPromotions(lines, some, ctx)));
        }
      }),
      { seed: 44, ...runs },
    );
  });

  it('changes nothing when no promotion is eligible', () => {
    const ineligible = (r: PromotionRule, i: number): PromotionRule =>
      [
        { ...r, isActive: false },
        { ...r, startsAt: '2026-06-13T10:00:00.001Z' },
        { ...r, endsAt: '2026-06-13T10:00:00Z' },
        { ...r, storeIds: ['store-z'] },
        { ...r, couponCode: 'NEVER-SENT' },
      ][i % 5] as PromotionRule;
    fc.assert(
      fc.property(cartArb, rulesArb, contextArb, (lines, rules, ctx) => {
        const r = applyPromotions(lines, rules.map(ineligible), ctx);
        expect(r.lines).toEqual(lines.map(() => ({ promotionCents: 0, promotions: [] })));
        expect(r.applied).toEqual([]);
      }),
      { seed: 45, ...runs },
    );
  });
});
