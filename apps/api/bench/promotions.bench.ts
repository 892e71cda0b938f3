/**
 * The promotions engine (target: the promotions of a 10,000-product catalogue resolve for a
 * 50-line cart in ≤ 2 ms), no database:
 *   npm run build -w packages/contracts && npm run build:tools -w apps/api &&
 *   node apps/api/dist-tools/bench/promotions.bench.js
 * A catalogue of 10,000 products in 200 categories (prices clustered by category) and 40
 * promotions of the four kinds: 14 naming 50–500 products, 20 naming 1–5 categories, 6 on the
 * whole catalogue, 3 of those behind coupons; a few limited to a store, out of their window or
 * switched off. 2,000 random 50-line carts (a fifth sending a coupon), each resolved with the
 * prepared promotions (`preparePromotions`, built once as the register keeps them) and with the
 * plain list (the lookups built again for every cart), against the least work on the same cart:
 * adding up its gross. Then the search's worst cases: 6 promotions that all take something off
 * the same cart (every order is tried) — on the same units, and on overlapping halves of the
 * catalogue — and 12 (the greedy order).
 */
import { loadavg } from 'node:os';
import { runPromotionsBench } from './promotions-cases.js';

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

console.info(`load average before: ${load()}`);
runPromotionsBench((line) => console.info(line));
console.info(`load average after: ${load()}`);
