/**
 * The cost of the shop's money rules and promotions on a sale, sale by sale (docs/DESIGN.md,
 * "Money", "Promotions"), against PostgreSQL:
 *   npm run bench:money   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Two organizations with the same 10,000 products and stock: "plain" (one class, taxes added, no
 * rounding, no promotions) and "rules" (a Reduced class on every tenth product, prices including
 * tax, cash rounded to 0.05, three automatic promotions each on a tenth of the catalogue). The
 * same sale of five lines in cash is made in each, alternated call by call (which goes first
 * alternates too), so both meet the same machine at the same moment: the ratio of each pair is
 * the figure, not two p50s taken minutes apart. Then 32 clients selling in each, alternated.
 * BENCH_PAIRS sets the pairs (2,000), BENCH_ROUNDS the throughput rounds (3).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import { createSale } from '../src/modules/sales/checkout.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import { benchOwner, fail, seedOpeningStock, throughput, withBenchDatabase } from './bench-kit.js';
import { moneyRules, promotionsOn, useTaxClasses } from './money-rules.js';
import { p50, p95 } from './quantiles.js';

const N_PRODUCTS = 10_000;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = 32;

async function shop(db: Db, name: string) {
  const owner = await benchOwner(db, name);
  const org = owner.organizationId;
  await db.execute(sql`insert into products (organization_id, id, name, sku, price)
    select ${org}, gen_random_uuid(), 'Product ' || i, 'P' || i, 1 + (i % 90)
    from generate_series(1, ${N_PRODUCTS}) i`);
  await seedOpeningStock(db, org, 1_000_000);
  await useTaxClasses(db, org);
  const ids = await queryRows<{ id: string }>(
    db,
    sql`select id from products where organization_id = ${org}
        order by (substring(sku from 2))::int`,
  );
  return { owner, products: ids.map((r) => r.id) };
}

withBenchDatabase('money_ab', async (db, _url, deps: AppDeps) => {
  const plain = await shop(db, 'Bench Plain');
  const rules = await shop(db, 'Bench Rules');
  await moneyRules(db, rules.owner.organizationId, true);
  await promotionsOn(db, rules.owner.organizationId, true);
  await db.execute(
    sql`update subscriptions set total_credits = 10000000, remaining_credits = 10000000`,
  );
  await db.execute(sql`update general_settings set require_open_shift = false`);
  await db.execute(sql`vacuum analyze`);

  let n = 0;
  /** The same five lines (by catalogue position) in either shop, paid in cash. */
  const fiveLines = (s: { owner: Caller; products: string[] }, at: number) =>
    createSale(
      deps,
      s.owner,
      {
        items: [0, 1, 2, 3, 4].map((k) => ({
          productId: s.products[(at * 5 + k) % s.products.length] as string,
          quantity: 1 + (k % 2),
        })),
        paymentMethod: 'Cash' as const,
      },
      randomUUID(),
    );
  const timed = async (s: typeof plain, at: number) => {
    const t0 = performance.now();
    await fiveLines(s, at);
    return performance.now() - t0;
  };
  for (let i = 0; i < 100; i++) {
    await fiveLines(plain, i);
    await fiveLines(rules, i);
  }
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    n += 1;
    let ta: number;
    let tb: number;
    if (i % 2 === 0) {
      ta = await timed(plain, n);
      tb = await timed(rules, n);
    } else {
      tb = await timed(rules, n);
      ta = await timed(plain, n);
    }
    a.push(ta);
    b.push(tb);
    ratios.push(tb / ta);
  }
  const load = (await import('node:os')).loadavg().map((x) => x.toFixed(2));
  console.log(`${PAIRS} pairs, load average ${load.join(' ')}`);
  console.log(`plain sale (5 lines)       p50 ${p50(a).toFixed(2)} ms (p95 ${p95(a).toFixed(2)})`);
  console.log(`rules + 3 promotions       p50 ${p50(b).toFixed(2)} ms (p95 ${p95(b).toFixed(2)})`);
  console.log(
    `ratio of the p50s ${(p50(b) / p50(a)).toFixed(3)}; median of the pairs' ratios ${p50(ratios).toFixed(3)}`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? [plain, rules] : [rules, plain];
    const rates = new Map<typeof plain, number>();
    for (const s of order) {
      const r = await throughput(CLIENTS, 2000, () => fiveLines(s, ++n));
      rates.set(s, r.perSecond);
    }
    const pa = rates.get(plain) ?? 0;
    const pb = rates.get(rules) ?? 0;
    console.log(
      `round ${round}: ${CLIENTS} clients, plain ${pa.toFixed(0)} sales/s, rules + promotions ${pb.toFixed(0)} sales/s, ratio ${(pb / pa).toFixed(2)}`,
    );
  }
}).catch(fail);
