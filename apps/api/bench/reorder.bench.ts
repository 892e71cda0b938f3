/**
 * The reorder screen (target: `GET /reorder` at 100,000 products × 4 locations, p50 ≤ 50 ms),
 * against PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds one organization with 100,000 products of 20 suppliers (one in 50 with none), each at
 * two stores and two warehouses: 400,000 stock levels, about one in a hundred at or below the
 * product's reorder level (20). Times the list through the service (the filters' checks, the
 * statement, the grouping) and, beside it in the same run, the raw statement alone.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import { highestReorderLevel, lowLevels } from '../src/modules/purchasing/reorder.repository.js';
import { listReorder } from '../src/modules/purchasing/reorder.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import { benchOwner, fail, ms, p50, time, withBenchDatabase } from './bench-kit.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SUPPLIERS = 20;

async function seed(db: Db, owner: Caller) {
  const org = owner.organizationId;
  await db.execute(sql`insert into stores (organization_id, id, name)
    values (${org}, gen_random_uuid(), 'Bench store 2')`);
  await db.execute(sql`insert into warehouses (organization_id, id, name)
    select ${org}, gen_random_uuid(), 'Bench warehouse ' || g from generate_series(1, 2) g`);
  await db.execute(sql`insert into suppliers (organization_id, id, name)
    select ${org}, gen_random_uuid(), 'Bench supplier ' || lpad(g::text, 2, '0')
    from generate_series(1, ${SUPPLIERS}) g`);
  await db.execute(sql`with s as (
      select id, row_number() over (order by name) - 1 as n from suppliers
      where organization_id = ${org})
    insert into products (organization_id, id, name, sku, price, cost_price, supplier_id,
      reorder_quantity)
    select ${org}, gen_random_uuid(), 'Bench item ' || g, 'B' || g, 10 + g % 40, 4 + (g % 40) / 2.0,
      case when g % 50 = 0 then null else (select id from s where s.n = g % ${SUPPLIERS}) end,
      case when g % 3 = 0 then 24 end
    from generate_series(1, ${PRODUCTS}) g`);
  // Every product at the four locations; one level in a hundred at 0–20 (low), the rest 30–499.
  await db.execute(sql`with locations as (
      select id as store_id, null::uuid as warehouse_id, row_number() over () as k from stores
        where organization_id = ${org}
      union all
      select null, id, 2 + row_number() over () from warehouses where organization_id = ${org}),
    numbered as (
      select id, row_number() over () as g from products where organization_id = ${org})
    insert into stock_levels (organization_id, id, product_id, store_id, warehouse_id, quantity)
    select ${org}, gen_random_uuid(), p.id, l.store_id, l.warehouse_id,
      case when abs(hashint4((p.g * 4 + l.k)::int)) % 100 = 0 then (p.g + l.k) % 21
        else 30 + (p.g * 31 + l.k) % 470 end
    from numbered p cross join locations l`);
  await db.execute(sql`vacuum analyze`);
}

withBenchDatabase('reorder', async (db, _url, deps: AppDeps) => {
  const owner = await benchOwner(db, 'Bench Reorder');
  const org = owner.organizationId;
  const t0 = performance.now();
  await seed(db, owner);
  const [counts] = await queryRows<{ levels: number; low: number }>(
    db,
    sql`select count(*)::int as levels, count(*) filter (where quantity <= 20)::int as low
        from stock_levels where organization_id = ${org}`,
  );
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${PRODUCTS} products, ` +
      `${counts?.levels} stock levels, ${counts?.low} at or below the reorder level\n`,
  );
  const [store] = await queryRows<{ id: string }>(
    db,
    sql`select id from stores where organization_id = ${org} and is_default`,
  );
  const [supplier] = await queryRows<{ id: string }>(
    db,
    sql`select id from suppliers where organization_id = ${org} order by name limit 1`,
  );
  if ((await highestReorderLevel(db, org)) !== 20) throw new Error('expected reorder level 20');
  const cases: [string, { storeId?: string; supplierId?: string }][] = [
    ['every location and supplier (first 500 lines)', {}],
    ['one store', { storeId: store?.id }],
    ['one supplier', { supplierId: supplier?.id }],
    ['one store and one supplier', { storeId: store?.id, supplierId: supplier?.id }],
  ];
  console.log(`## The reorder list, ${PRODUCTS} products × 4 locations\n`);
  for (const [label, q] of cases) {
    const service = await time(() => listReorder(deps, owner, q));
    const raw = await time(() => lowLevels(db, org, 20, q, 500));
    const answer = await listReorder(deps, owner, q);
    console.log(
      `${label} (${answer.total} lines): service ${ms(service)}; raw SQL ${ms(raw)}; ` +
        `ratio ${(p50(service) / p50(raw)).toFixed(2)}`,
    );
  }
}).catch(fail);
