/**
 * The promotions engine's bench cases (docs/benchmarks/promotions.md), with no Node import: the
 * same catalogue, promotions and carts timed in Node (`promotions.bench.ts`) and in Chromium,
 * where the register runs the engine (`apps/web/bench/promotions-browser.mjs`).
 */
import {
  applyPromotions,
  type PromotionContext,
  type PromotionLine,
  type PromotionRule,
  preparePromotions,
} from '@pos/contracts/promotion-engine';
import { PROMOTION_KINDS } from '@pos/contracts/promotions';
import { p50, p95 } from './quantiles.js';

/** A seeded generator (mulberry32): the same catalogue, promotions and carts every run. */
let seed = 20_260_613;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(xs: readonly T[], n: number) => {
  const out = new Set<T>();
  while (out.size < Math.min(n, xs.length)) out.add(xs[int(0, xs.length - 1)] as T);
  return [...out];
};
const uuid = (kind: number, i: number) =>
  `0190a3b4-000${kind}-7000-8000-${String(i).padStart(12, '0')}`;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

const CATEGORIES = Array.from({ length: 200 }, (_, i) => ({
  id: uuid(2, i),
  base: int(100, 10_000),
}));
const PRODUCTS = Array.from({ length: 10_000 }, (_, i) => {
  const c = CATEGORIES[int(0, 199)] ?? { id: '', base: 100 };
  return {
    productId: uuid(1, i),
    categoryId: c.id,
    unitCents: Math.round((c.base * int(70, 130)) / 100),
  };
});
const PRICE = new Map(PRODUCTS.map((p) => [p.productId, p.unitCents]));
const BASE = new Map(CATEGORIES.map((c) => [c.id, c.base]));
const STORES = [uuid(3, 1), uuid(3, 2), uuid(3, 3)];
const COUPONS = ['WELCOME10', 'SUMMER-5', 'VIP_2026'];
const NOW = new Date('2026-06-13T10:00:00Z');

/**
 * A promotion of `kind` on `products`, `categories` or (neither) the whole catalogue, its
 * figures set from the prices it covers: a multibuy sells its bundle for 75–90 % of what it
 * usually costs, an amount off is a tenth to a third of a unit.
 */
function promotion(
  i: number,
  kind: PromotionRule['kind'],
  products: string[] = [],
  categories: string[] = [],
): PromotionRule {
  const usual =
    products.length > 0
      ? mean(products.map((id) => PRICE.get(id) ?? 0))
      : categories.length > 0
        ? mean(categories.map((id) => BASE.get(id) ?? 0))
        : mean(PRODUCTS.map((p) => p.unitCents));
  const buy = int(1, 3);
  const bundle = int(2, 4);
  return {
    id: uuid(4, i),
    name: `Promotion ${i}`,
    kind,
    productIds: products,
    categoryIds: categories,
    percent: kind === 'percent_off' ? int(5, 30) + int(0, 3) * 0.25 : null,
    amountCents:
      kind === 'amount_off' ? Math.max(50, Math.round(usual / int(3, 10) / 50) * 50) : null,
    buyQuantity: kind === 'buy_x_get_y' ? buy : null,
    getQuantity: kind === 'buy_x_get_y' ? 1 : null,
    getPercent: kind === 'buy_x_get_y' ? ([100, 50][int(0, 1)] ?? 100) : null,
    bundleQuantity: kind === 'multibuy' ? bundle : null,
    bundlePriceCents:
      kind === 'multibuy' ? Math.round((bundle * usual * int(75, 90)) / 100 / 50) * 50 : null,
    couponCode: null,
    startsAt: null,
    endsAt: null,
    storeIds: [],
    isActive: true,
  };
}

const productIds = PRODUCTS.map((p) => p.productId);
const categoryIds = CATEGORIES.map((c) => c.id);
const kindOf = (i: number) => PROMOTION_KINDS[i % 4] ?? 'percent_off';
const RULES = Array.from({ length: 40 }, (_, i): PromotionRule => {
  const p =
    i < 14
      ? promotion(i, kindOf(i), pick(productIds, int(50, 500)))
      : i < 34
        ? promotion(i, kindOf(i), [], pick(categoryIds, int(1, 5)))
        : promotion(
            i,
            (['percent_off', 'amount_off', 'buy_x_get_y'] as const)[i % 3] ?? 'percent_off',
          );
  return {
    ...p,
    couponCode: i >= 37 ? (COUPONS[i - 37] ?? null) : null,
    storeIds: i % 9 === 3 ? [STORES[i % 3] ?? ''] : [],
    endsAt: i % 11 === 5 ? '2026-06-01T00:00:00Z' : null,
    startsAt: i % 13 === 7 ? '2026-06-10T00:00:00+02:00' : null,
    isActive: i !== 20,
  };
});

const cart = (lines: number): PromotionLine[] =>
  pick(PRODUCTS, lines).map((p) => ({ ...p, quantity: int(1, 10) <= 7 ? 1 : int(2, 6) }));
const context = (): PromotionContext => ({
  now: NOW,
  storeId: STORES[int(0, 2)] ?? null,
  couponCodes: int(1, 5) === 1 ? [COUPONS[int(0, 2)] ?? '', 'NOT-A-CODE'] : [],
});
const gross = (lines: PromotionLine[]) => lines.reduce((a, l) => a + l.unitCents * l.quantity, 0);

/** Each function's time per cart, alternated cart by cart so that a noisy moment hits all. */
function measure(
  carts: { lines: PromotionLine[]; ctx: PromotionContext }[],
  fns: ((lines: PromotionLine[], ctx: PromotionContext) => unknown)[],
) {
  for (const c of carts.slice(0, 200)) for (const fn of fns) fn(c.lines, c.ctx);
  const samples = fns.map(() => [] as number[]);
  for (const c of carts) {
    fns.forEach((fn, k) => {
      const s = performance.now();
      fn(c.lines, c.ctx);
      samples[k]?.push(performance.now() - s);
    });
  }
  return samples;
}

const us = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);
/** A case's row; its ratio to the least work, unless that is below the clock's resolution. */
const row = (name: string, xs: number[], base?: number[]) => {
  const ratio = !base
    ? ''
    : p50(base) > 0
      ? `${(p50(xs) / p50(base)).toFixed(0)}×`
      : '(gross < clock)';
  return `| ${name} | ${us(p50(xs))} | ${us(p95(xs))} | ${ratio} |`;
};

/** Runs every case, printing its lines (Markdown tables) through `log`. */
export function runPromotionsBench(log: (line: string) => void) {
  const prepareMs = Array.from({ length: 20 }, () => {
    const s = performance.now();
    preparePromotions(RULES);
    return performance.now() - s;
  });
  const prepared = preparePromotions(RULES);
  const ids = RULES.reduce((a, r) => a + r.productIds.length, 0).toLocaleString('en');
  log(`preparePromotions (40 promotions, ${ids} product ids): p50 ${us(p50(prepareMs))}`);

  const carts = Array.from({ length: 2000 }, () => ({ lines: cart(50), ctx: context() }));
  const [withPrepared = [], withList = [], minimal = []] = measure(carts, [
    (lines, ctx) => applyPromotions(lines, prepared, ctx),
    (lines, ctx) => applyPromotions(lines, RULES, ctx),
    gross,
  ]);
  const results = carts.map((c) => applyPromotions(c.lines, prepared, c.ctx));
  log(
    `2,000 carts of 50 lines: ${mean(results.map((r) => r.applied.length)).toFixed(1)} promotions a cart, ` +
      `${(mean(results.map((r) => r.applied.reduce((a, p) => a + p.cents, 0))) / 100).toFixed(2)} off ` +
      `${(mean(carts.map((c) => gross(c.lines))) / 100).toFixed(2)} on average`,
  );
  log('| 50-line cart | p50 | p95 | p50 ÷ gross |');
  log('|---|---|---|---|');
  log(row('40 promotions, prepared', withPrepared, minimal));
  log(row('40 promotions, plain list', withList, minimal));
  log(row('the least work: the cart’s gross', minimal));

  const worst: [string, PromotionRule[]][] = [
    [
      '6 promotions, all on the whole catalogue (every order)',
      Array.from({ length: 6 }, (_, i) => promotion(100 + i, kindOf(i))),
    ],
    [
      '6 promotions, each on a random half of the categories (every order)',
      Array.from({ length: 6 }, (_, i) =>
        promotion(200 + i, kindOf(i), [], pick(categoryIds, 100)),
      ),
    ],
    [
      '12 promotions, all on the whole catalogue (greedy order)',
      Array.from({ length: 12 }, (_, i) => promotion(300 + i, kindOf(i))),
    ],
  ];
  log('\n| the search’s worst cases, 1,000 carts of 50 lines | p50 | p95 | p50 ÷ gross |');
  log('|---|---|---|---|');
  for (const [name, rules] of worst) {
    const some = preparePromotions(rules);
    const heavy = Array.from({ length: 1000 }, () => ({
      lines: cart(50),
      ctx: { now: NOW, storeId: null, couponCodes: [] },
    }));
    const [resolved = [], least = []] = measure(heavy, [
      (lines, ctx) => applyPromotions(lines, some, ctx),
      gross,
    ]);
    const applied = mean(heavy.map((c) => applyPromotions(c.lines, some, c.ctx).applied.length));
    log(row(`${name}, ${applied.toFixed(1)} applied`, resolved, least));
  }
}
