/**
 * The inventory valuation (target: over 400,000 stock levels ≤ 200 ms at p50), against
 * PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds one organization with 100,000 items (95,000 products, and 2,500 more with two
 * variations each) in 20 categories, each stocked at 4 locations (2 stores, 2 warehouses):
 * 400,000 stock levels, a tenth of them empty, a few negative, 1 item in 50 without a cost. A
 * second organization of the same size keeps the tenant filter honest. Then times a page of the
 * report with its totals through the service (`listInventoryValuation`: the filters' checks and
 * one statement that counts, totals and pages), and beside it the minimal work in the same run:
 * the totals' aggregate alone, sent straight through `pg` — any answer with totals over every
 * row must read them all.
 */
import { performance } from 'node:perf_hooks';
import { ZInventoryValuationQuery } from '@pos/contracts/inventory-valuation';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, queryRows } from '../src/db/client.js';
import { listQueries } from '../src/lib/list-query.js';
import { inventoryValuationList } from '../src/modules/inventory/inventory.list.js';
import {
  exportInventoryValuation,
  listInventoryValuation,
} from '../src/modules/inventory/inventory-reports.service.js';
import type { Caller } from '../src/plugins/types.js';
import { benchOwner, fail, measureExport, ms, p50, time, withBenchDatabase } from './bench-kit.js';

const SIMPLE = Number(process.env.BENCH_PRODUCTS ?? 95_000);
const WITH_VARIATIONS = Math.round(SIMPLE / 38);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function seed(db: Db, org: string) {
  await db.execute(
    sql`insert into stores (organization_id, id, name) values (${org}, gen_random_uuid(), 'Second store')`,
  );
  await db.execute(sql`insert into warehouses (organization_id, id, name)
    select ${org}, gen_random_uuid(), 'Warehouse ' || g from generate_series(1, 2) g`);
  await db.execute(sql`insert into categories (organization_id, id, name)
    select ${org}, gen_random_uuid(), 'Category ' || g from generate_series(1, 20) g`);
  await db.execute(sql`with c as (select id, row_number() over (order by id) as n from categories where organization_id = ${org})
    insert into products (organization_id, id, name, sku, price, cost_price, category_id)
    select ${org}, gen_random_uuid(), 'Bench item ' || g, 'V' || g, 10 + g % 40,
      case when g % 50 = 0 then null else 4 + (g % 40) / 3.0 end,
      (select id from c where c.n = 1 + g % 20)
    from generate_series(1, ${SIMPLE + WITH_VARIATIONS}) g`);
  // The last products each have two variations, one with a cost of its own.
  await db.execute(sql`insert into product_variations (organization_id, id, product_id, attribute_combination, price, cost_price, sku, position)
    select ${org}, gen_random_uuid(), p.id, jsonb_build_array(s.size), p.price + s.n,
      case when s.n = 1 then p.cost_price + 1 end, p.sku || '-' || s.size, s.n
    from (select id, price, cost_price, sku from products where organization_id = ${org}
          order by name desc limit ${WITH_VARIATIONS}) p
    cross join (values (1, 'M'), (2, 'L')) s(n, size)`);
  // Every item (a product without variations, or a variation) at every location.
  await db.execute(sql`insert into stock_levels (organization_id, id, product_id, variation_id, store_id, warehouse_id, quantity)
    select ${org}, gen_random_uuid(), i.product_id, i.variation_id, l.store_id, l.warehouse_id,
      case when (i.k + l.n) % 10 = 0 then 0 when (i.k + l.n) % 500 = 1 then -3 else 1 + (7 * i.k + l.n) % 60 end
    from (select row_number() over () as k, * from (
            select p.id as product_id, null::uuid as variation_id from products p
            where p.organization_id = ${org} and not exists (select 1 from product_variations v
              where v.organization_id = p.organization_id and v.product_id = p.id)
            union all
            select product_id, id from product_variations where organization_id = ${org}) items) i
    cross join (select row_number() over () as n, * from (
            select id as store_id, null::uuid as warehouse_id from stores where organization_id = ${org}
            union all select null, id from warehouses where organization_id = ${org}) locations) l`);
}

async function seedOrganization(db: Db, name: string) {
  const owner = await benchOwner(db, name);
  await seed(db, owner.organizationId);
  return owner;
}

withBenchDatabase('valuation', async (db, url, deps) => {
  const t0 = performance.now();
  const owner: Caller = await seedOrganization(db, 'Bench Valuation');
  await seedOrganization(db, 'Bench Other');
  await db.execute(sql`vacuum analyze`);
  const org = owner.organizationId;
  const [{ levels = 0 } = {}] = await queryRows<{ levels: number }>(
    db,
    sql`select count(*)::int as levels from stock_levels where organization_id = ${org}`,
  );
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${levels} stock levels in each of 2 organizations\n`,
  );
  const [warehouse] = await queryRows<{ id: string }>(
    db,
    sql`select id from warehouses where organization_id = ${org} order by name limit 1`,
  );
  const [category] = await queryRows<{ id: string }>(
    db,
    sql`select id from categories where organization_id = ${org} order by name limit 1`,
  );

  const raw = new pg.Pool({ connectionString: url, max: 2 });
  const dialect = new PgDialect();
  try {
    console.log(`## Inventory valuation, ${levels} stock levels, ${RUNS} runs each\n`);
    const report = async (label: string, query: Record<string, unknown>) => {
      const q = ZInventoryValuationQuery.parse(query);
      const samples = await time(() => listInventoryValuation(deps, owner, q), RUNS);
      console.log(`${label.padEnd(52)} ${ms(samples)}`);
      return samples;
    };
    const first = await report('first page + totals (by name)', {});
    await report('first page + totals, sorted by value at cost', { sort: '-valueAtCost' });
    await report('one warehouse', { locationId: warehouse?.id });
    await report('one category', { categoryId: category?.id });
    await report('search "item 4242"', { search: 'item 4242' });
    await report('page 100 (by name)', { page: 100 });

    // The minimal work: the totals' aggregate alone (any answer with totals reads every row).
    const q = ZInventoryValuationQuery.parse({});
    const count = dialect.sqlToQuery(listQueries(inventoryValuationList, org, q).count);
    const aggregate = await time(() => raw.query(count.sql, count.params), RUNS);
    console.log(`${'the totals aggregate alone, via pg'.padEnd(52)} ${ms(aggregate)}`);
    const counted = dialect.sqlToQuery(listQueries(inventoryValuationList, org, q).counted);
    const statement = await time(() => raw.query(counted.sql, counted.params), RUNS);
    console.log(`${'the service statement, via pg'.padEnd(52)} ${ms(statement)}`);
    console.log(
      `ratio first page + totals / aggregate alone at p50: ${(p50(first) / p50(aggregate)).toFixed(2)}\n`,
    );
    if (process.env.BENCH_EXPLAIN) {
      const plan = await raw.query(`explain (analyze, buffers) ${counted.sql}`, counted.params);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    await measureExport('CSV export of every row', () =>
      exportInventoryValuation(deps, owner, ZInventoryValuationQuery.parse({})),
    );
  } finally {
    await raw.end();
  }
}).catch(fail);
