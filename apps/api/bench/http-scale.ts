/**
 * The HTTP benchmark's large organization (DESIGN §11: 1,000,000 products, 10,000,000 sale
 * lines), seeded with set-based SQL into the organization an owner signed up over HTTP: the
 * products with stock at the default store (and their opening ledger rows), two years of sales
 * of two lines each, the sales counter and the reports' rollups as the app keeps them (the
 * rebuild's statement, `rollup_apply`, over the whole history), the dashboard's tables of before
 * the rollups fed it (for the same-run comparison, `OLD_DASHBOARD`), then VACUUM ANALYZE — the
 * state autovacuum reaches on a server that has been selling for a while. The running totals are
 * not sealed: two years of a million products' arrays are the reports' cost, measured in
 * docs/benchmarks/reports.md, and the scale run's server schedules no jobs.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** The same names and SKUs as the bulk-upload files of the benchmark, in SQL. */
export function productSql(adjectives: string[], nouns: string[]) {
  const list = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
  return {
    name: `(${list(adjectives)})[1 + i % ${adjectives.length}] || ' ' || (${list(nouns)})[1 + (i / ${adjectives.length}) % ${nouns.length}] || ' ' || i`,
    sku: `'B' || lpad(i::text, 7, '0')`,
  };
}

/**
 * Where the scale seed keeps the dashboard's tables of before the rollups fed it
 * (migration 0035 dropped them), as the sales kept them: the old reads run on them in the
 * same run as the new ones.
 */
export const OLD_DASHBOARD = {
  productSales: 'bench_old_product_sales',
  salesSlots: 'bench_old_sales_slots',
} as const;

export async function seedAtScale(
  pool: pg.Pool,
  shop: { organizationId: string; userId: string },
  products: number,
  saleLines: number,
  names: { name: string; sku: string },
) {
  const org = shop.organizationId;
  const step = async (label: string, statement: string, params: unknown[] = []) => {
    const t0 = performance.now();
    await pool.query(statement, params);
    console.log(`  seeded ${label} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  };
  await step(
    `${products} products`,
    `insert into products (organization_id, id, name, sku, price)
     select $1, gen_random_uuid(), ${names.name}, ${names.sku}, 1 + (i % 200)
     from generate_series(1, ${products}) i`,
    [org],
  );
  await step(
    'their stock at the default store, with the opening ledger rows',
    `with lv as (
       insert into stock_levels (organization_id, id, product_id, store_id, quantity)
       select p.organization_id, gen_random_uuid(), p.id, s.id, 1000000 from products p
       join stores s on s.organization_id = p.organization_id and s.is_default
       where p.organization_id = $1 returning product_id, store_id, quantity)
     insert into inventory_log (organization_id, id, product_id, store_id, type, quantity_changed, stock_before, stock_after)
     select $1, gen_random_uuid(), product_id, store_id, 'STOCK_IN', quantity, 0, quantity from lv`,
    [org],
  );
  const sales = Math.floor(saleLines / 2);
  // History, not sales made now: the per-sale credit trigger stays off meanwhile (see
  // seedSalesHistory in bench-kit.ts for why), and so does the rollups' queue: the history is
  // added to them below in one go.
  await pool.query('alter table transactions disable trigger transactions_use_credit');
  await pool.query('alter table transactions disable trigger transactions_rollup');
  try {
    await step(
      `${sales} sales over two years`,
      `insert into transactions (organization_id, id, store_id, user_id, status, payment_method,
         subtotal, tax_total, total_amount, transaction_date)
       select $1, gen_random_uuid(), (select id from stores where organization_id = $1 and is_default),
         $2::uuid, 'Completed', (array['Cash','Card','UPI'])[1 + g % 3], 20, 0, 20,
         now() - ((g::float / ${sales}) * interval '730 days')
       from generate_series(1, ${sales}) g`,
      [org, shop.userId],
    );
  } finally {
    await pool.query('alter table transactions enable trigger transactions_use_credit');
    await pool.query('alter table transactions enable trigger transactions_rollup');
  }
  await step(
    `${sales * 2} sale lines`,
    `with t as (select id, row_number() over () as r from transactions where organization_id = $1)
     insert into transaction_items (organization_id, id, transaction_id, product_id, product_name, quantity, price_at_sale, line_total)
     select $1, gen_random_uuid(), t.id, p.id, p.name, 1, p.price, p.price
     from t cross join generate_series(0, 1) k
     join products p on p.organization_id = $1 and p.sku = 'B' || lpad((1 + (t.r * 7 + k * 13) % ${products})::text, 7, '0')`,
    [org],
  );
  await step(
    'sales counter',
    `insert into sales_counters (organization_id, transactions)
     select $1, count(*)::int from transactions where organization_id = $1
     on conflict (organization_id) do update set transactions = excluded.transactions`,
    [org],
  );
  // What recalculateRollups does, in one window and without sealing the totals.
  await step(
    'the rollups: a generation built',
    `update report_rollup_states set building_generation = generation + 1, building_zone = time_zone,
       building_cursor = null, building_since = now() where organization_id = $1`,
    [org],
  );
  await step(
    'the rollups: every sale added (rollup_apply)',
    `select rollup_apply($1, '-infinity', 'infinity')`,
    [org],
  );
  await step(
    'the rollups: switched to',
    `update report_rollup_states set generation = building_generation, time_zone = building_zone,
       building_generation = null, building_zone = null, building_cursor = null, building_since = null
     where organization_id = $1`,
    [org],
  );
  await step(
    "the dashboard's tables of before (product_sales, sales_slots)",
    `create table ${OLD_DASHBOARD.productSales} as
       select organization_id, product_id, sum(quantity)::int as quantity_sold
       from transaction_items where organization_id = $1 group by 1, 2;
     alter table ${OLD_DASHBOARD.productSales} add primary key (organization_id, product_id);
     create index on ${OLD_DASHBOARD.productSales} (organization_id, quantity_sold, product_id);
     create table ${OLD_DASHBOARD.salesSlots} as
       select organization_id,
              date_bin('15 minutes', transaction_date, timestamptz '2000-01-01 00:00:00+00') as slot,
              sum(total_amount - refunded_total) as total, count(*)::int as sales
       from transactions where organization_id = $1 group by 1, 2;
     alter table ${OLD_DASHBOARD.salesSlots} add primary key (organization_id, slot);`.replaceAll(
      '$1',
      `'${org}'`,
    ),
  );
  await step('VACUUM ANALYZE', 'vacuum analyze');
}
