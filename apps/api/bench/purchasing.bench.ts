/**
 * Receiving purchase orders (target: a 500-line order received in ≤ 1 s), against
 * PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds one organization with 100,000 products (a cost each, stock at the default store and a
 * warehouse), then, order after order, makes a 500-line order of random products, marks it
 * ordered and times its receipt in full through the service: one transaction that locks the
 * order, averages 500 costs, writes 500 stock moves and their ledger rows, and updates the lines
 * and the status. Beside it, the minimal work in the same run: the 500 stock moves alone
 * (`moveStockMany`), which any receipt must do.
 */
import { performance } from 'node:perf_hooks';
import { ZPurchaseOrderBody, ZReceiveBody } from '@pos/contracts/purchase-orders';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import { createSupplier } from '../src/modules/catalog/suppliers.service.js';
import { moveStockMany } from '../src/modules/inventory/stock.service.js';
import {
  createPurchaseOrder,
  orderPurchaseOrder,
  receivePurchaseOrder,
} from '../src/modules/purchasing/purchase-orders.service.js';
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
const LINES = 500;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 15);

async function seed(db: Db, owner: Caller) {
  const org = owner.organizationId;
  await db.execute(sql`insert into warehouses (organization_id, id, name)
    values (${org}, gen_random_uuid(), 'Bench warehouse')`);
  await db.execute(sql`insert into products (organization_id, id, name, sku, price, cost_price)
    select ${org}, gen_random_uuid(), 'Bench item ' || g, 'B' || g, 10 + g % 40, 4 + (g % 40) / 2.0
    from generate_series(1, ${PRODUCTS}) g`);
  await seedOpeningStock(db, org, 20);
  await db.execute(sql`vacuum analyze`);
}

/** 500 random products (distinct), with the costs they are ordered at. */
async function pickLines(db: Db, org: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from products where organization_id = ${org} order by random() limit ${LINES}`,
  );
  return rows.map((r, i) => ({ productId: r.id, quantity: 5 + (i % 20), unitCost: 3 + (i % 17) }));
}

withBenchDatabase('purchasing', async (db, _url, deps: AppDeps) => {
  const owner = await benchOwner(db, 'Bench Purchasing');
  const org = owner.organizationId;
  const t0 = performance.now();
  await seed(db, owner);
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${PRODUCTS} products with a cost and stock\n`,
  );
  const { data: supplier } = await createSupplier(deps, owner, { name: 'Bench supplier' });
  const [warehouse] = await queryRows<{ id: string }>(
    db,
    sql`select id from warehouses where organization_id = ${org}`,
  );

  const receipts: number[] = [];
  const movesAlone: number[] = [];
  for (let round = 0; round <= ORDERS; round++) {
    const lines = await pickLines(db, org);
    const body = ZPurchaseOrderBody.parse({
      supplierId: supplier._id,
      warehouseId: warehouse?.id,
      lines,
    });
    const { data: po } = await createPurchaseOrder(deps, owner, body);
    await orderPurchaseOrder(deps, owner, po._id, null);
    const receive = ZReceiveBody.parse({
      lines: po.lines.map((l) => ({ lineId: l._id, quantity: l.quantity })),
    });
    const s = performance.now();
    const { data: done } = await receivePurchaseOrder(deps, owner, po._id, receive);
    const took = performance.now() - s;
    if (done.status !== 'Received') throw new Error(`expected Received, got ${done.status}`);
    // The minimal work: the same 500 moves alone, in their own transaction (then undone).
    const alone = await timeRolledBack(db, (tx) =>
      moveStockMany(
        tx,
        lines.map((l) => ({
          organizationId: org,
          productId: l.productId,
          variationId: null,
          storeId: null,
          warehouseId: warehouse?.id ?? null,
          delta: l.quantity,
          type: 'STOCK_IN' as const,
          userId: owner.userId,
        })),
      ),
    );
    if (round > 0) movesAlone.push(alone);
    // The first order warms the caches: not counted.
    if (round > 0) receipts.push(took);
  }
  console.log(
    `## Receiving a ${LINES}-line purchase order, ${ORDERS} orders (${PRODUCTS} products)\n`,
  );
  console.log(`receipt through the service: ${ms(receipts)}`);
  console.log(`its 500 stock moves alone (moveStockMany): ${ms(movesAlone)}`);
  console.log(
    `ratio receipt / moves alone at p50: ${(p50(receipts) / p50(movesAlone)).toFixed(2)}`,
  );
}).catch(fail);
