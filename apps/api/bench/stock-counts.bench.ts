/**
 * Posting stock counts (target: a count of 10,000 lines posted in ≤ 5 s), against
 * PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds one organization with 100,000 products at the default store, a tenth of them in one
 * category. Count after count of that category (10,000 lines) is started (its snapshot timed),
 * counted as scanners would leave it — every line, about half of them off by a few units (set in
 * one statement: the scans are not what is measured) — and posted through the service (timed):
 * one transaction that books a STOCK_COUNT row per differing line and records the lines. Beside
 * it, the minimal work in the same run: the same stock moves alone (`moveStockMany`). Last, a
 * count of the whole store (100,000 lines): its snapshot and its posting with zeroUncounted.
 */
import { performance } from 'node:perf_hooks';
import { ZStockCountBody } from '@pos/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import { moveStockMany } from '../src/modules/inventory/stock.service.js';
import { createStockCount, postStockCount } from '../src/modules/inventory/stock-counts.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import {
  benchOwner,
  fail,
  ms,
  p50,
  seedOpeningStock,
  timeRolledBack,
  withBenchDatabase,
} from './bench-kit.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const COUNTS = Number(process.env.BENCH_COUNTS ?? 6);

async function seed(db: Db, owner: Caller) {
  const org = owner.organizationId;
  await db.execute(sql`insert into categories (organization_id, id, name)
    values (${org}, gen_random_uuid(), 'Counted'), (${org}, gen_random_uuid(), 'Other')`);
  await db.execute(sql`insert into products (organization_id, id, name, sku, price, cost_price, category_id)
    select ${org}, gen_random_uuid(), 'Bench item ' || g, 'B' || g, 10 + g % 40, 4 + (g % 40) / 2.0,
      (select id from categories where organization_id = ${org}
        and name = case when g % 10 = 0 then 'Counted' else 'Other' end)
    from generate_series(1, ${PRODUCTS}) g`);
  await seedOpeningStock(db, org, 50);
  await db.execute(sql`vacuum analyze`);
}

/** Every line counted, about half of them off by -3..+3 (never below zero). */
const countEverything = (db: Db, org: string, id: string) =>
  db.execute(sql`update stock_count_lines set counted_at = now(),
      counted = greatest(0, expected + case when random() < 0.5 then (random() * 6)::int - 3 else 0 end)
    where organization_id = ${org} and stock_count_id = ${id}`);

const differences = (db: Db, org: string, id: string) =>
  queryRows<{ product_id: string; store_id: string; difference: number }>(
    db,
    sql`select l.product_id, c.store_id, l.counted - l.expected as difference
        from stock_count_lines l join stock_counts c on c.organization_id = l.organization_id
          and c.id = l.stock_count_id
        where l.organization_id = ${org} and l.stock_count_id = ${id} and l.counted <> l.expected`,
  );

withBenchDatabase('stock_counts', async (db, _url, deps: AppDeps) => {
  const owner = await benchOwner(db, 'Bench Counting');
  const org = owner.organizationId;
  const t0 = performance.now();
  await seed(db, owner);
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${PRODUCTS} products with stock\n`,
  );
  const [ids] = await queryRows<{ store: string; category: string }>(
    db,
    sql`select (select id from stores where organization_id = ${org} and is_default) as store,
      (select id from categories where organization_id = ${org} and name = 'Counted') as category`,
  );
  if (!ids) throw new Error('no store or category');

  const snapshots: number[] = [];
  const posts: number[] = [];
  const movesAlone: number[] = [];
  let lines = 0;
  let booked = 0;
  for (let round = 0; round <= COUNTS; round++) {
    let s = performance.now();
    const { data: count } = await createStockCount(
      deps,
      owner,
      ZStockCountBody.parse({
        name: `Bench ${round}`,
        storeId: ids.store,
        categoryId: ids.category,
      }),
    );
    const snapshot = performance.now() - s;
    await countEverything(db, org, count._id);
    const moves = await differences(db, org, count._id);
    s = performance.now();
    const { data: posted } = await postStockCount(deps, owner, count._id, null);
    const post = performance.now() - s;
    if (posted.status !== 'Posted') throw new Error(`expected Posted, got ${posted.status}`);
    // The minimal work: the same moves alone, in their own transaction (then undone).
    const alone = await timeRolledBack(db, (tx) =>
      moveStockMany(
        tx,
        moves.map((m) => ({
          organizationId: org,
          productId: m.product_id,
          variationId: null,
          storeId: m.store_id,
          warehouseId: null,
          delta: Number(m.difference),
          type: 'STOCK_COUNT' as const,
          userId: owner.userId,
        })),
        { allowNegative: true },
      ),
    );
    // The first count warms the caches: not counted.
    if (round > 0) {
      movesAlone.push(alone);
      snapshots.push(snapshot);
      posts.push(post);
      lines = posted.totals.lines;
      booked = moves.length;
    }
  }
  console.log(`## Stock counts of ${lines} lines (${booked} differ), ${COUNTS} counts\n`);
  console.log(`start (snapshot of ${lines} lines): ${ms(snapshots)}`);
  console.log(`post through the service: ${ms(posts)}`);
  console.log(`its ${booked} stock moves alone (moveStockMany): ${ms(movesAlone)}`);
  console.log(`ratio post / moves alone at p50: ${(p50(posts) / p50(movesAlone)).toFixed(2)}`);

  // The whole store: every product, half of them counted, the rest set to zero.
  let s = performance.now();
  const { data: whole } = await createStockCount(
    deps,
    owner,
    ZStockCountBody.parse({ name: 'Whole store', storeId: ids.store }),
  );
  const wholeSnapshot = performance.now() - s;
  await db.execute(sql`update stock_count_lines set counted = expected, counted_at = now()
    where organization_id = ${org} and stock_count_id = ${whole._id} and random() < 0.5`);
  s = performance.now();
  const { data: wholePosted } = await postStockCount(deps, owner, whole._id, {
    zeroUncounted: true,
  });
  const wholePost = performance.now() - s;
  console.log(
    `\nwhole store (${wholePosted.totals.lines} lines): start ${wholeSnapshot.toFixed(0)} ms, post with zeroUncounted (${wholePosted.totals.withDifference} set to zero) ${wholePost.toFixed(0)} ms`,
  );
}).catch(fail);
