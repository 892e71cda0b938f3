/**
 * Inventory at scale (DESIGN §11: ≥ 100k products, ≥ 1M ledger rows), against PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds 100k products stocked at three stores and a warehouse (400k levels), 75k variations and
 * 1M ledger rows, then times the stock history and inventory lists (helper vs its raw SQL), the
 * store report, the scanned-code lookup (helper vs its raw SQL, with its plan), single
 * movements, 32 concurrent clients moving stock, and the streamed ledger CSV export.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, queryRows } from '../src/db/client.js';
import { runList } from '../src/lib/list-query.js';
import { findItemByCode, lookupProduct } from '../src/modules/catalog/product-lookup.service.js';
import { productOptionsList } from '../src/modules/catalog/product-options.list.js';
import { inventoryItemsList, stockHistoryList } from '../src/modules/inventory/inventory.list.js';
import { addByBarcode, exportStockHistory } from '../src/modules/inventory/inventory.service.js';
import { storeReport } from '../src/modules/inventory/inventory-reports.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import {
  benchOwner,
  fail,
  measure,
  measureExport,
  ms,
  p50,
  p95,
  preparedStatementOf,
  throughput,
  time,
  withBenchDatabase,
} from './bench-kit.js';

const N_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const N_LEDGER = Number(process.env.BENCH_LEDGER ?? 1_000_000);
const CLIENTS = 32;

async function seed(db: Db, owner: Caller, products: number, ledger: number) {
  const org = owner.organizationId;
  await db.execute(sql`insert into stores (organization_id, id, name)
    select ${org}, gen_random_uuid(), 'Branch ' || i from generate_series(1, 2) i`);
  await db.execute(
    sql`insert into warehouses (organization_id, id, name) values (${org}, gen_random_uuid(), 'Depot')`,
  );
  await db.execute(sql`insert into products (organization_id, id, name, sku, price, created_at)
    select ${org}, gen_random_uuid(),
      (array['Linen','Wool','Cotton','Silk','Denim'])[1 + i % 5] || ' ' ||
      (array['shirt','scarf','jacket','sock','cap','dress'])[1 + i % 6] || ' ' || i,
      'B' || i, 5 + (i % 50), now() - (i || ' seconds')::interval
    from generate_series(1, ${products}) i`);
  // Every fourth product comes in sizes S, M and L, each with its own SKU ("B4-M").
  await db.execute(sql`insert into product_variations (organization_id, id, product_id,
      attribute_combination, price, sku, position)
    select p.organization_id, gen_random_uuid(), p.id, jsonb_build_array(z.size), p.price + 1,
      p.sku || '-' || z.size, z.n
    from products p cross join unnest(array['S','M','L']) with ordinality as z(size, n)
    where p.organization_id = ${org} and substr(p.sku, 2)::int % 4 = 0`);
  // Every product at every location; quantities 0–99 so some are low.
  await db.execute(sql`insert into stock_levels (organization_id, id, product_id, store_id, warehouse_id, quantity)
    select ${org}, gen_random_uuid(), p.id, loc.store_id, loc.warehouse_id, (abs(hashtext(p.id::text || loc.n::text)) % 100)
    from products p cross join (
      select id as store_id, null::uuid as warehouse_id, row_number() over () as n from stores where organization_id = ${org}
      union all select null, id, 9 from warehouses where organization_id = ${org}) loc
    where p.organization_id = ${org}`);
  // Ledger rows spread over the levels (a hash join on a level number, not a scan per row).
  await db.execute(sql`insert into inventory_log (organization_id, id, product_id, store_id, warehouse_id, type,
      quantity_changed, stock_before, stock_after, user_id, remarks, created_at)
    select ${org}, gen_random_uuid(), l.product_id, l.store_id, l.warehouse_id,
      (array['SALE','STOCK_IN','MANUAL_ADJUSTMENT','RETURN','DAMAGE'])[1 + g % 5],
      (g % 7) - 3, 50, 50 + (g % 7) - 3, case when g % 4 = 0 then null else ${owner.userId}::uuid end,
      case when g % 10 = 0 then 'Seeded movement ' || g end, now() - (g || ' seconds')::interval
    from generate_series(1, ${ledger}) g
    join (select product_id, store_id, warehouse_id, row_number() over () - 1 as k from stock_levels
          where organization_id = ${org}) l on l.k = (g::bigint * 7919) % ${products * 4}`);
  await db.execute(sql`vacuum analyze`);
}

const _dialect = new PgDialect();

/** The lookup's one statement for `code`, as the driver receives it (nothing is run). */
const lookupStatement = (org: string, code: string) =>
  preparedStatementOf((ex) => findItemByCode(ex, org, code));

/**
 * A scanned code resolved through the catalogue's lookup (its one statement), the same statement
 * sent straight through `pg`, and the whole GET /products/lookup service (the code, then its
 * stock at the default store); the typing search (GET /products/options, the register's scan
 * before the lookup existed) for the same code, and the plan of the statement.
 */
async function measureLookup(
  db: Db,
  raw: pg.Pool,
  deps: AppDeps,
  owner: Caller,
  label: string,
  codes: string[],
) {
  const org = owner.organizationId;
  let n = 0;
  const next = () => codes[n++ % codes.length] ?? '';
  const viaHelper = await time(() => findItemByCode(db, org, next()), 200);
  const statements = await Promise.all(codes.map((c) => lookupStatement(org, c)));
  const direct = await time(() => {
    const s = statements[n++ % statements.length];
    return raw.query(s?.sql ?? '', s?.params);
  }, 200);
  const service = await time(() => lookupProduct(deps, owner, { code: next() }), 200);
  const options = await time(
    () => runList(db, productOptionsList, org, { page: 1, limit: 50, search: next() }),
    50,
  );
  console.log(
    `${`lookup: ${label}`.padEnd(44)} helper p50 ${p50(viaHelper).toFixed(2)} ms (p95 ${p95(viaHelper).toFixed(2)})   its SQL via pg p50 ${p50(direct).toFixed(2)} ms   ratio ${(p50(viaHelper) / p50(direct)).toFixed(2)}`,
  );
  console.log(`${`  GET /products/lookup service (+ stock)`.padEnd(44)} ${ms(service)}`);
  console.log(`${`  options (typing) search for the code`.padEnd(44)} ${ms(options)}`);
  const [first] = statements;
  if (!first) return;
  const plan = await raw.query(`explain (analyze, buffers) ${first.sql}`, first.params);
  console.log(`  EXPLAIN ANALYZE lookup "${codes[0]}":`);
  for (const r of plan.rows) console.log(`    ${r['QUERY PLAN']}`);
}

withBenchDatabase('inventory', async (db, url, deps) => {
  const owner = await benchOwner(db, 'Bench Inventory');
  const other = await benchOwner(db, 'Other');
  const t0 = performance.now();
  await seed(db, owner, N_PRODUCTS, N_LEDGER);
  await seed(db, other, N_PRODUCTS / 5, N_LEDGER / 5);
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${N_PRODUCTS} products × 4 locations, ${N_LEDGER} ledger rows (and a fifth of that in a second organization)\n`,
  );
  const org = owner.organizationId;
  const raw = new pg.Pool({ connectionString: url, max: 2 });
  const base = { page: 1, limit: 10 } as const;
  const [someProduct] = await queryRows<{ id: string }>(
    db,
    sql`select id from products where organization_id = ${org} and sku = 'B4242'`,
  );
  try {
    await measure(db, raw, 'stock history: newest first', stockHistoryList, org, base);
    await measure(db, raw, 'stock history: type DAMAGE', stockHistoryList, org, {
      ...base,
      type: 'DAMAGE',
    });
    await measure(db, raw, 'stock history: one product', stockHistoryList, org, {
      ...base,
      productId: someProduct?.id,
    });
    const today = new Date().toISOString().slice(0, 10);
    await measure(db, raw, 'stock history: today + type STOCK_IN', stockHistoryList, org, {
      ...base,
      startDate: today,
      endDate: today,
      type: 'STOCK_IN',
    });
    await measure(db, raw, 'stock history: search "B4242"', stockHistoryList, org, {
      ...base,
      search: 'B4242',
    });
    await measure(db, raw, 'inventory items: newest first', inventoryItemsList, org, base);
    await measure(db, raw, 'inventory items: low stock', inventoryItemsList, org, {
      ...base,
      lowStock: true,
    });
    await measure(db, raw, 'inventory items: search "silk scarf 1"', inventoryItemsList, org, {
      ...base,
      search: 'silk scarf 1',
    });
  } finally {
    await raw.end();
  }

  const lookupPool = new pg.Pool({ connectionString: url, max: 2, options: '-c jit=off' });
  const spread = (f: (i: number) => string) =>
    Array.from({ length: 50 }, (_, k) => f(4 * (1 + ((k * 7919) % (N_PRODUCTS / 4)))));
  try {
    await measureLookup(
      db,
      lookupPool,
      deps,
      owner,
      'product SKU',
      spread((i) => `B${i - 1}`),
    );
    await measureLookup(
      db,
      lookupPool,
      deps,
      owner,
      'variation SKU, lower case',
      spread((i) => `b${i}-m`),
    );
  } finally {
    await lookupPool.end();
  }

  const report = await time(() => storeReport(deps, owner, { limit: 200 }), 20);
  console.log(`${'store report: all stores, 200 items each'.padEnd(44)} ${ms(report)}`);
  const searched = await time(() => storeReport(deps, owner, { limit: 200, search: 'B4242' }), 20);
  console.log(`${'store report: search "B4242"'.padEnd(44)} ${ms(searched)}`);

  let n = 0;
  const movement = () => {
    n += 1;
    return addByBarcode(deps, owner, {
      barcode: `B${1 + ((n * 7919) % N_PRODUCTS)}`,
      quantity: 1,
      type: 'purchase',
    });
  };
  console.log(`${'one movement by barcode'.padEnd(44)} ${ms(await time(movement, 200))}`);
  const { perSecond, nodeCpu } = await throughput(CLIENTS, 2000, movement);
  console.log(
    `${`${CLIENTS} clients moving stock`.padEnd(44)} ${perSecond.toFixed(0)} movements/s (API process CPU ${(nodeCpu * 100).toFixed(0)} %)`,
  );
  await measureExport('stock history CSV', () =>
    exportStockHistory(deps, owner, { page: 1, limit: 10 }),
  );
}).catch(fail);
