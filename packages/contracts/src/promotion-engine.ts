import { spreadCents } from './discounts.js';
import type { PromotionKind, TPromotion } from './promotions.js';
import { percentOfCents, toCents } from './sale-totals.js';
import { isWhole, lineGross, type Unit } from './units.js';

/**
 * Which promotions a cart gets, and how much each takes off each line — one rule for the API
 * and the register, in integer cents (docs/DESIGN.md, "Money"). Prices are the catalogue's
 * shelf prices, tax included or not: the engine does not care; what it gives are line
 * discounts, for the sale's arithmetic (sale-totals.ts) to take as such.
 *
 * The rule, as the product states it:
 * - A promotion is eligible when it is active, `now` is within [startsAt, endsAt) (null: open),
 *   its stores are none or include the sale's store, and — when it has a coupon code — that code
 *   was sent (trimmed, case-insensitive). A unit is eligible for it when the promotion names no
 *   products and no categories (the whole catalogue), or names the unit's product, or its
 *   category.
 * - Promotions do not stack: each unit of each line gets at most one promotion. A promotion
 *   claims only what it takes something off: a line, unit or group that would get 0 stays free
 *   for the others.
 * - percent_off: each claimed unit gets `percent` off; a line's discount is claimed units × unit
 *   price × percent / 100, rounded half up once, exactly (the percent in hundredths).
 * - amount_off: each claimed unit gets min(amount, unit price) off.
 * - buy_x_get_y: the eligible units, dearest first (ties: the earlier line first), are taken in
 *   groups of buyQuantity + getQuantity; in each full group the getQuantity cheapest units get
 *   getPercent % off (100: free), rounded half up per unit. A partial group at the end is not
 *   claimed. "Buy 2 get the cheapest free" is buy 2, get 1, 100 %.
 * - multibuy: the eligible units, dearest first, are taken in groups of bundleQuantity; a full
 *   group that adds up to more than bundlePrice is sold for bundlePrice, its saving shared among
 *   its units in proportion to their prices by cumulative rounding (`spreadCents`). A group that
 *   would save nothing is not claimed.
 * - The best combination for the customer: each promotion claims units among those still
 *   unclaimed, in some order. With at most 6 promotions that take something off the cart (each
 *   alone), every order is tried and the one with the largest total discount kept; with more, one
 *   greedy order: by what each takes off the whole cart alone, largest first. Equal totals (and
 *   equal alone figures) go to the order whose promotion ids come first lexicographically (by
 *   code unit), so the result depends neither on the order the promotions are given in nor on
 *   that of the lines, except through the line indexes that break price ties.
 * - Each line lists the promotions that take something off it, in the order they were applied;
 *   `applied` gives each promotion's total, in the same order; `unknownCoupons` the codes sent
 *   (trimmed, upper-case) that no active promotion of this store and moment has.
 */

export interface PromotionLine {
  productId: string;
  categoryId: string | null;
  /** The shelf price, ≥ 0. */
  unitCents: number;
  /** Positive: whole units, or up to 3 decimals of a measured item (`unit`). */
  quantity: number;
  /** A scale label's price, which the line costs (`lineGross`); absent: price × quantity. */
  grossCents?: number | null;
  /** What the item is sold by; absent: `each`. */
  unit?: Unit;
}

/** The kinds that count pieces: a weighed line takes no part in them. */
const COUNTS_PIECES: ReadonlySet<PromotionKind> = new Set(['buy_x_get_y', 'multibuy']);

/**
 * A weighed line as the engine counts it (docs/DESIGN.md, "Goods sold by weight"): one unit at
 * its whole price (price × quantity, to the cent), so a percent or an amount off applies to
 * what the line costs; buy X get Y and multibuy count pieces, and leave it out.
 */
const asCounted = (l: PromotionLine): PromotionLine & { measured: boolean } =>
  l.unit === undefined || isWhole(l.unit)
    ? { ...l, measured: false }
    : { ...l, unitCents: lineGross(l), quantity: 1, measured: true };

/** A promotion as the engine needs it (`promotionRuleOf` makes one of an API answer). */
export interface PromotionRule {
  /** Unique: ties between equally good orders are broken on it. */
  id: string;
  name: string;
  kind: PromotionKind;
  productIds: readonly string[];
  categoryIds: readonly string[];
  percent: number | null;
  amountCents: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  getPercent: number | null;
  bundleQuantity: number | null;
  bundlePriceCents: number | null;
  couponCode: string | null;
  startsAt: string | null;
  endsAt: string | null;
  storeIds: readonly string[];
  isActive: boolean;
}

export interface PromotionContext {
  now: Date;
  storeId: string | null;
  couponCodes: readonly string[];
}

export interface PromotionAmount {
  id: string;
  name: string;
  cents: number;
}

/** A promotion's part of one line: `cents` off its `units` (those it claimed on the line). */
export interface LinePromotion extends PromotionAmount {
  units: number;
}

export interface PromotionsResult {
  lines: { promotionCents: number; promotions: LinePromotion[] }[];
  applied: PromotionAmount[];
  unknownCoupons: string[];
}

interface PreparedRule {
  rule: PromotionRule;
  products: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  stores: ReadonlySet<string>;
  wholeCatalogue: boolean;
  from: number;
  until: number;
  coupon: string | null;
}

/** Promotions with their lookups built once (the register keeps this form between carts). */
export interface PreparedPromotions {
  readonly prepared: readonly PreparedRule[];
}

/** How many promotions every order is tried for: 6! = 720 orders at most. */
export const EXHAUSTIVE_PROMOTIONS_MAX = 6;

/** A coupon code as promotions are matched by it: trimmed, in upper case. */
export const couponKey = (code: string) => code.trim().toUpperCase();
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function promotionRuleOf(p: TPromotion): PromotionRule {
  return {
    id: p._id,
    name: p.name,
    kind: p.kind,
    productIds: p.productIds,
    categoryIds: p.categoryIds,
    percent: p.percent,
    amountCents: p.amount === null ? null : toCents(p.amount),
    buyQuantity: p.buyQuantity,
    getQuantity: p.getQuantity,
    getPercent: p.getPercent,
    bundleQuantity: p.bundleQuantity,
    bundlePriceCents: p.bundlePrice === null ? null : toCents(p.bundlePrice),
    couponCode: p.couponCode,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    storeIds: p.storeIds,
    isActive: p.isActive,
  };
}

export function preparePromotions(rules: readonly PromotionRule[]): PreparedPromotions {
  const prepared = [...rules].sort(byId).map((rule) => ({
    rule,
    products: new Set(rule.productIds),
    categories: new Set(rule.categoryIds),
    stores: new Set(rule.storeIds),
    wholeCatalogue: rule.productIds.length === 0 && rule.categoryIds.length === 0,
    from: rule.startsAt === null ? -Infinity : Date.parse(rule.startsAt),
    until: rule.endsAt === null ? Infinity : Date.parse(rule.endsAt),
    coupon: rule.couponCode === null ? null : couponKey(rule.couponCode),
  }));
  return { prepared };
}

/** `percent` % of `cents`, half up, exact: past 2^53 the product is taken in BigInt. */
const percentOf = (cents: number, percent: number) =>
  cents * 10_000 <= Number.MAX_SAFE_INTEGER
    ? percentOfCents(cents, percent)
    : Number((BigInt(cents) * BigInt(Math.round(percent * 100)) + 5000n) / 10_000n);

/** A promotion that can take something off this cart: its lines, dearest first. */
interface Candidate {
  rule: PromotionRule;
  lines: number[];
  alone: number;
}

/** Called with what a promotion claims on a line (units, cents off them). */
type Claim = (line: number, units: number, cents: number) => void;

/**
 * What `c` takes off the units still `free`, claiming them (`free` is updated). The
 * per-kind rules are the header's.
 */
function run(c: Candidate, free: number[], lines: readonly PromotionLine[], claim?: Claim) {
  const r = c.rule;
  if (r.kind === 'buy_x_get_y') return runBuyGet(c, free, lines, claim);
  if (r.kind === 'multibuy') return runMultibuy(c, free, lines, claim);
  let total = 0;
  for (const i of c.lines) {
    const n = free[i] ?? 0;
    const unit = lines[i]?.unitCents ?? 0;
    const cents =
      r.kind === 'percent_off'
        ? percentOf(n * unit, r.percent ?? 0)
        : n * Math.min(r.amountCents ?? 0, unit);
    if (n === 0 || cents <= 0) continue;
    free[i] = 0;
    total += cents;
    claim?.(i, n, cents);
  }
  return total;
}

/**
 * Buy X get Y over the free units in price order, as runs of one line each. The groups' "get"
 * units are positions p with p mod (X + Y) ≥ X; a group gives something while its dearest get
 * unit does, and the units only get cheaper, so the claimed groups are the first K.
 */
function runBuyGet(c: Candidate, free: number[], lines: readonly PromotionLine[], claim?: Claim) {
  const buy = c.rule.buyQuantity ?? 0;
  const get = c.rule.getQuantity ?? 0;
  const size = buy + get;
  const percent = c.rule.getPercent ?? 100;
  if (buy < 1 || get < 1) return 0;
  let units = 0;
  let nothingFrom = Infinity;
  for (const i of c.lines) {
    if (nothingFrom === Infinity && percentOf(lines[i]?.unitCents ?? 0, percent) === 0)
      nothingFrom = units;
    units += free[i] ?? 0;
  }
  const groups = Math.min(
    Math.floor(units / size),
    Math.max(0, Math.ceil((nothingFrom - buy) / size)),
  );
  const limit = groups * size;
  const getsBefore = (p: number) => Math.floor(p / size) * get + Math.max(0, (p % size) - buy);
  let total = 0;
  let pos = 0;
  for (const i of c.lines) {
    if (pos >= limit) break;
    const n = free[i] ?? 0;
    const end = Math.min(pos + n, limit);
    const cents =
      (getsBefore(end) - getsBefore(pos)) * percentOf(lines[i]?.unitCents ?? 0, percent);
    if (end > pos) {
      free[i] = n - (end - pos);
      total += cents;
      if (cents > 0) claim?.(i, end - pos, cents);
    }
    pos = end;
  }
  return total;
}

/**
 * Multibuy over the free units in price order. Groups inside one line's run are all alike and
 * taken at once; a group across lines shares its saving with `spreadCents` — by cumulative
 * rounding, which gives a line's units together what it would give them one by one.
 */
function runMultibuy(c: Candidate, free: number[], lines: readonly PromotionLine[], claim?: Claim) {
  const size = c.rule.bundleQuantity ?? 0;
  const price = c.rule.bundlePriceCents ?? 0;
  if (size < 1) return 0;
  const run = c.lines.filter((i) => (free[i] ?? 0) > 0);
  const unit = run.map((i) => lines[i]?.unitCents ?? 0);
  const left = run.map((i) => free[i] ?? 0);
  const cents = run.map(() => 0);
  let groups = Math.floor(left.reduce((a, b) => a + b, 0) / size);
  let total = 0;
  let r = 0;
  while (groups > 0) {
    const n = left[r] ?? 0;
    if (n >= size) {
      const saving = size * (unit[r] ?? 0) - price;
      if (saving <= 0) break;
      const k = Math.min(Math.floor(n / size), groups);
      left[r] = n - k * size;
      cents[r] = (cents[r] ?? 0) + k * saving;
      total += k * saving;
      groups -= k;
    } else {
      const parts: [number, number][] = [];
      let sum = 0;
      for (let q = r, need = size; need > 0; q++) {
        const take = Math.min(need, left[q] ?? 0);
        parts.push([q, take]);
        sum += take * (unit[q] ?? 0);
        need -= take;
      }
      if (sum <= price) break;
      // While orders are compared only the totals count: the shares are worked out once.
      const shares = claim
        ? spreadCents(
            parts.map(([q, take]) => take * (unit[q] ?? 0)),
            sum - price,
          )
        : [];
      parts.forEach(([q, take], j) => {
        left[q] = (left[q] ?? 0) - take;
        cents[q] = (cents[q] ?? 0) + (shares[j] ?? 0);
      });
      total += sum - price;
      groups -= 1;
    }
    while (r < run.length && left[r] === 0) r++;
  }
  run.forEach((i, q) => {
    const claimed = (free[i] ?? 0) - (left[q] ?? 0);
    if (claimed === 0) return;
    free[i] = left[q] ?? 0;
    if ((cents[q] ?? 0) > 0) claim?.(i, claimed, cents[q] ?? 0);
  });
  return total;
}

/**
 * The order the candidates claim units in (see the header). Every order is searched depth
 * first in id order, so the first best total found is the lexicographically first. What a
 * promotion takes off the units left is the most it can take off any fewer of them, so: one
 * that takes nothing off them drops out of the branch (wherever it stood, it would claim
 * nothing), and a branch stops when what the remaining ones take, each on its own, could not
 * beat the best total found.
 */
function bestOrder(cands: Candidate[], quantities: number[], lines: readonly PromotionLine[]) {
  if (cands.length > EXHAUSTIVE_PROMOTIONS_MAX)
    return [...cands].sort((a, b) => b.alone - a.alone || byId(a.rule, b.rule));
  let best = -1;
  let chosen: Candidate[] = [];
  const order: Candidate[] = [];
  const search = (free: number[], total: number, rest: readonly Candidate[]) => {
    const next = rest
      .map((c) => {
        const after = free.slice();
        return { c, after, took: run(c, after, lines) };
      })
      .filter((n) => n.took > 0);
    const bound = total + next.reduce((a, n) => a + n.took, 0);
    if (next.length === 0 && total > best) [best, chosen] = [total, [...order]];
    for (const n of next) {
      if (bound <= best) return;
      order.push(n.c);
      search(
        n.after,
        total + n.took,
        next.filter((m) => m !== n).map((m) => m.c),
      );
      order.pop();
    }
  };
  search(quantities, 0, cands);
  return chosen;
}

/** The promotions `lines` get at `context` (the rule: this file's header). */
export function applyPromotions(
  input: readonly PromotionLine[],
  promotions: readonly PromotionRule[] | PreparedPromotions,
  context: PromotionContext,
): PromotionsResult {
  const lines = input.map(asCounted);
  const { prepared } = 'prepared' in promotions ? promotions : preparePromotions(promotions);
  const now = context.now.getTime();
  const sent = [...new Set(context.couponCodes.map(couponKey))].filter((code) => code !== '');
  const here = prepared.filter(
    (p) =>
      p.rule.isActive &&
      p.from <= now &&
      now < p.until &&
      (p.stores.size === 0 || (context.storeId !== null && p.stores.has(context.storeId))),
  );
  const known = new Set(here.map((p) => p.coupon));
  const byPrice = lines
    .map((_, i) => i)
    .sort((a, b) => (lines[b]?.unitCents ?? 0) - (lines[a]?.unitCents ?? 0) || a - b);
  const quantities = lines.map((l) => l.quantity);
  const cands: Candidate[] = [];
  for (const p of here) {
    if (p.coupon !== null && !sent.includes(p.coupon)) continue;
    const eligible = byPrice.filter((i) => {
      const l = lines[i];
      return (
        l !== undefined &&
        !(l.measured && COUNTS_PIECES.has(p.rule.kind)) &&
        (p.wholeCatalogue ||
          p.products.has(l.productId) ||
          (l.categoryId !== null && p.categories.has(l.categoryId)))
      );
    });
    if (eligible.length === 0) continue;
    const c: Candidate = { rule: p.rule, lines: eligible, alone: 0 };
    c.alone = run(c, quantities.slice(), lines);
    if (c.alone > 0) cands.push(c);
  }

  const out = lines.map(() => ({ promotionCents: 0, promotions: [] as LinePromotion[] }));
  const applied: PromotionAmount[] = [];
  const free = quantities.slice();
  for (const c of bestOrder(cands, quantities, lines)) {
    const { id, name } = c.rule;
    const cents = run(c, free, lines, (i, units, off) => {
      const line = out[i];
      line?.promotions.push({ id, name, cents: off, units });
      if (line) line.promotionCents += off;
    });
    if (cents > 0) applied.push({ id, name, cents });
  }
  return { lines: out, applied, unknownCoupons: sent.filter((code) => !known.has(code)) };
}
