/**
 * The sales reports (DESIGN §11: each report over 10,000,000 sale lines of one organization
 * and a year ≤ 100 ms at p50; target: the rollups add ≤ 15 % to a sale), against
 * PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds (set-based SQL, one session) one organization in Asia/Kolkata with two taxes (CGST 9 %,
 * SGST 9 %) and:
 *   - 4 stores taking 40 / 25 / 20 / 15 % of the sales, 2 cashiers each (8);
 *   - 20,000 products in 50 categories, prices 10–1,000 (log-uniform), a cost price on 9 in 10
 *     (55–80 % of the price), stocked at every store;
 *   - 50,000 customers; 30 % of sales have one (the regulars more often);
 *   - a year of sales (the 365 days before today, local time): weekends busier (Sat ×1.5,
 *     Sun ×1.35, Fri ×1.15, ±15 % a day), hours 8–21 peaking at midday and in the evening;
 *     1–6 lines a sale (22/20/17/15/13/13 %, 3.16 on average): BENCH_REPORT_LINES lines in all
 *     (10,000,000: ≈ 3,160,000 sales). A line's product is Zipf-like (7 in 10 picks with a
 *     log-uniform rank, 1/rank popularity; 3 in 10 uniform), 1–6 units, 6 % of lines with a
 *     10 % discount; its cost_at_sale is the product's cost price;
 *   - payments as checkout writes them: cash 40 % (tendered rounded up to 10, 100 or 500:
 *     change), card 35 %, UPI 20 %, split 5 % (half by card, the rest in cash with change);
 *     the `taxes` jsonb and tax_total per sale as `saleTotals` computes them;
 *   - returns of 2 % of sales within 7 days (their first line, every unit of it; the sale
 *     `Refunded` when that was its only line, else `Partially Refunded`), with return_items,
 *     the `taxes` jsonb and the refund by the sale's method (split: cash).
 * The bulk load runs with the commit triggers off (`transactions_use_credit` as
 * `seedSalesHistory` does, and `transactions_rollup` / `sale_returns_rollup`: fired once per
 * row at the COMMIT of one INSERT … SELECT of 3M sales), then the rollups are built by the
 * product's own rebuild (`recalculateRollups`, windows of 5,000 sales, then the running totals
 * sealed) and that rebuild is timed: what a change of time zone costs such an organization
 * (BENCH_RESEAL=1: the running totals sealed again from nothing, timed).
 * Then times each of the ten reports through the service (`salesReport`, an Owner) for the last
 * 30 days, last month, the last 365 days, this year, last week and a custom range that ends in
 * the middle of months (the most rows a range reads), for all stores and for one store; beside them the
 * minimal work without rollups in the same run: the summary's figures (and the best products
 * for 30 days) summed straight from the raw rows. The queue is folded (and checked empty) before
 * the reports are timed, so their figures are the reads alone (each report folds first: an empty
 * queue costs that statement's round trip). Last, the rollups' cost to a sale: one sale's p50 and
 * 32 clients' sales/s with `transactions_rollup` disabled and enabled (the sale only queues its
 * id), alternating; after each "on" run, `foldRollups` of what the clients queued is timed (the
 * background cost the sales carry: the `rollup-fold` job's work). And a report (the summary, last
 * 30 days) timed right after 32 clients sold for 10 s, its fold-on-read with that queue.
 * BENCH_RUNS (20) sets the timed calls per report (7 for a report over 500 ms), after a warm-up;
 * BENCH_PAIRS (3) the off/on pairs. BENCH_KEEP=1 keeps the database for EXPLAIN; BENCH_READS_ONLY=1
 * stops after the reports (to measure a change of their reads on a kept database).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { OWNER_ROLE, PERMISSION_NAMES } from '@pos/contracts/permissions';
import { addDays, monthStart, presetRange } from '@pos/contracts/report-periods';
import {
  SALES_REPORTS,
  type SalesReportName,
  ZSalesReportQuery,
} from '@pos/contracts/sales-reports';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, queryRows } from '../src/db/client.js';
import { todayIn } from '../src/modules/reports/report-days.js';
import { salesReport } from '../src/modules/reports/sales-reports.service.js';
import {
  ALL_STORES,
  foldRollups,
  recalculateRollups,
  sealTotals,
} from '../src/modules/rollups/rollups.service.js';
import { createSale } from '../src/modules/sales/checkout.service.js';
import { saveDefaultTaxes } from '../src/modules/settings/default-tax-class.js';
import { upsertGeneralSettings } from '../src/modules/settings/settings.repository.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import {
  benchOwner,
  fail,
  p50,
  p95,
  throughput,
  time,
  withBenchDatabase,
  withKeptDatabase,
} from './bench-kit.js';

const N_LINES = Number(process.env.BENCH_REPORT_LINES ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const SLOW_RUNS = 7;
const N_PRODUCTS = 20_000;
const N_CATEGORIES = 50;
const N_CUSTOMERS = 50_000;
const ZONE = 'Asia/Kolkata';
const CLIENTS = 32;

/** An array with each value `weight` times: a uniform pick from it follows the weights. */
const weighted = (pairs: [number | string, number][]) =>
  pairs.flatMap(([v, w]) => Array.from({ length: w }, () => v));
const pick = (values: (number | string)[]) =>
  `(array[${values.map((v) => (typeof v === 'string' ? `'${v}'` : v)).join(',')}])[1 + floor(random() * ${values.length})::int]`;

const HOURS = weighted([
  [8, 2],
  [9, 3],
  [10, 5],
  [11, 7],
  [12, 9],
  [13, 9],
  [14, 7],
  [15, 5],
  [16, 5],
  [17, 6],
  [18, 7],
  [19, 6],
  [20, 4],
  [21, 2],
]);
const LINES = weighted([
  [1, 22],
  [2, 20],
  [3, 17],
  [4, 15],
  [5, 13],
  [6, 13],
]);
const MEAN_LINES = LINES.reduce<number>((a, b) => a + Number(b), 0) / LINES.length;
const N_SALES = Math.round(N_LINES / MEAN_LINES);
const QUANTITIES = weighted([
  [1, 70],
  [2, 18],
  [3, 7],
  [4, 3],
  [6, 2],
]);
const STORE_SHARES = weighted([
  [1, 40],
  [2, 25],
  [3, 20],
  [4, 15],
]);
const PAYMENTS = weighted([
  ['Cash', 40],
  ['Card', 35],
  ['UPI', 20],
  ['Split', 5],
]);

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const secs = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

/** The bulk load, in one session (temporary tables, work_mem), with the commit triggers off. */
async function seed(url: string, org: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const step = async (label: string, statement: string) => {
    const t0 = performance.now();
    const r = await c.query(statement, statement.includes('$1') ? [org] : []);
    console.log(`  ${label.padEnd(40)} ${String(r.rowCount ?? '').padStart(9)} rows ${secs(t0)} s`);
  };
  try {
    await c.query(`set work_mem = '256MB'`);
    await c.query(`set maintenance_work_mem = '512MB'`);
    await step(
      'stores',
      `insert into stores (organization_id, id, name) select $1::uuid, gen_random_uuid(), 'Store ' || g from generate_series(2, 4) g`,
    );
    await step(
      'bench_st',
      `create temp table bench_st as select row_number() over (order by is_default desc, name) as n, id
       from stores where organization_id = $1`,
    );
    await step(
      'categories',
      `insert into categories (organization_id, id, name) select $1::uuid, gen_random_uuid(), 'Category ' || g
       from generate_series(1, ${N_CATEGORIES}) g`,
    );
    await step(
      'bench_p',
      `create temp table bench_p as
       select g as n, gen_random_uuid() as id, 'Product ' || g as name, 'P' || g as sku, x.price,
         case when g % 10 = 0 then null else round(x.price * (0.55 + 0.25 * random())::numeric, 4) end as cost_price,
         c.id as category_id
       from (select g, round((10 * power(100, random()))::numeric, 0) as price
             from generate_series(1, ${N_PRODUCTS}) g) x
       join (select row_number() over (order by name) as n, id from categories where organization_id = $1) c
         on c.n = 1 + (x.g * 7919) % ${N_CATEGORIES}`,
    );
    await c.query('create index on bench_p (n)');
    await step(
      'products',
      `insert into products (organization_id, id, name, sku, price, cost_price, category_id)
       select $1::uuid, id, name, sku, price, cost_price, category_id from bench_p order by n`,
    );
    // Plenty of stock at every store, with its opening ledger row (the invariant holds).
    await step(
      'stock levels + ledger',
      `with lv as (
         insert into stock_levels (organization_id, id, product_id, store_id, quantity)
         select $1::uuid, gen_random_uuid(), p.id, s.id, 1000000 from bench_p p cross join bench_st s
         returning product_id, store_id, quantity)
       insert into inventory_log (organization_id, id, product_id, store_id, type, quantity_changed, stock_before, stock_after)
       select $1::uuid, gen_random_uuid(), product_id, store_id, 'STOCK_IN', quantity, 0, quantity from lv`,
    );
    await step(
      'bench_c',
      `create temp table bench_c as select g as n, gen_random_uuid() as id from generate_series(1, ${N_CUSTOMERS}) g`,
    );
    await step(
      'customers',
      `insert into customers (organization_id, id, name, email, phone)
       select $1::uuid, id, 'Customer ' || n, 'c' || n || '@mail.test', '+9198' || lpad(n::text, 8, '0') from bench_c`,
    );
    // Two cashiers per store: cashier n works at store (n + 1) / 2.
    await step(
      'bench_u',
      `create temp table bench_u as select g as n, gen_random_uuid() as id from generate_series(1, 8) g`,
    );
    await step(
      'cashiers',
      `insert into users (organization_id, id, name, username, password_hash)
       select $1::uuid, id, 'Cashier ' || n, 'cashier-' || n || '-' || $1::text, 'x' from bench_u`,
    );
    await step(
      'bench_s (sales)',
      `create temp table bench_s as
       with days as (
         select d, (now() at time zone '${ZONE}')::date - d as day,
           case extract(isodow from (now() at time zone '${ZONE}')::date - d)::int
             when 6 then 1.5 when 7 then 1.35 when 5 then 1.15 else 1.0 end * (0.85 + 0.3 * random()) as w
         from generate_series(1, 365) d),
       per_day as (select day, round(${N_SALES} * w / sum(w) over ())::int as sales from days),
       raw as (
         select ((pd.day + make_interval(hours => ${pick(HOURS)}) + random() * interval '1 hour')::timestamp
                   at time zone '${ZONE}') as at,
           ${pick(STORE_SHARES)} as store_n, (random() < 0.5)::int as second_cashier,
           case when random() < 0.3 then 1 + floor(power(random(), 2) * ${N_CUSTOMERS})::int end as customer_n,
           ${pick(LINES)} as nlines, ${pick(PAYMENTS)} as pay, random() < 0.02 as returned
         from per_day pd cross join lateral generate_series(1, pd.sales) k)
       select row_number() over (order by r.at) as n, gen_random_uuid() as id, r.at, r.nlines, r.pay,
         r.returned, st.id as store_id, u.id as user_id, cu.id as customer_id
       from raw r
       join bench_st st on st.n = r.store_n
       join bench_u u on u.n = (r.store_n - 1) * 2 + 1 + r.second_cashier
       left join bench_c cu on cu.n = r.customer_n`,
    );
    await step(
      'bench_i (lines)',
      `create temp table bench_i as
       select x.n, x.k, x.transaction_id, x.returned, gen_random_uuid() as id, p.id as product_id,
         p.name, p.sku, x.quantity, p.price, p.cost_price,
         case when x.discounted then round(p.price * x.quantity * 0.1, 2) else 0 end as discount
       from (
         select s.n, k, s.id as transaction_id, s.returned,
           case when random() < 0.7 then floor(exp(random() * ln(${N_PRODUCTS + 1})))::int
                else 1 + floor(random() * ${N_PRODUCTS})::int end as product_n,
           ${pick(QUANTITIES)} as quantity, random() < 0.06 as discounted
         from bench_s s cross join lateral generate_series(1, s.nlines) k) x
       join bench_p p on p.n = least(x.product_n, ${N_PRODUCTS})`,
    );
    // Each sale's money as saleTotals computes it (taxes on the subtotal, half up per tax) and
    // its tender: cash rounded up to 10 (to 100 over 100, to 500 over 500); split: half by card.
    await step(
      'bench_t (sale totals, tender)',
      `create temp table bench_t as
       select y.*, case when cash_due = 0 then 0 when cash_due > 500 then ceil(cash_due / 500) * 500
           when cash_due > 100 then ceil(cash_due / 100) * 100 else ceil(cash_due / 10) * 10 end as tendered
       from (
         select x.*,
           case pay when 'Cash' then 0 when 'Split' then floor(total / 2) else total end as card,
           case pay when 'Cash' then total when 'Split' then total - floor(total / 2) else 0 end as cash_due
         from (
           select s.*, m.subtotal, m.discount_total, m.first_line, round(m.subtotal * 0.09, 2) as tax1,
             m.subtotal + 2 * round(m.subtotal * 0.09, 2) as total, round(m.first_line * 0.09, 2) as rtax
           from bench_s s join (
             select n, sum(price * quantity - discount) as subtotal, sum(discount) as discount_total,
               sum(price * quantity - discount) filter (where k = 1) as first_line
             from bench_i group by n) m on m.n = s.n) x) y`,
    );
    await c.query(
      'alter table transactions disable trigger transactions_use_credit, disable trigger transactions_rollup',
    );
    await c.query('alter table sale_returns disable trigger sale_returns_rollup');
    try {
      await step(
        'transactions',
        `insert into transactions (organization_id, id, customer_id, store_id, user_id, status,
           payment_method, subtotal, discount_total, taxes, tax_total, total_amount, transaction_date,
           created_at, document_number, amount_paid, change_given, refunded_total, refunded_at, refunded_by)
         select $1::uuid, id, customer_id, store_id, user_id,
           case when returned and nlines = 1 then 'Refunded' when returned then 'Partially Refunded' else 'Completed' end,
           pay, subtotal, discount_total,
           jsonb_build_array(jsonb_build_object('name', 'CGST', 'rate', 9, 'amount', tax1),
                             jsonb_build_object('name', 'SGST', 'rate', 9, 'amount', tax1)),
           2 * tax1, total, at, at, n, card + tendered, tendered - cash_due,
           case when returned then first_line + 2 * rtax else 0 end,
           case when returned and nlines = 1 then at + interval '1 day' end,
           case when returned and nlines = 1 then user_id end
         from bench_t order by n`,
      );
      await step(
        'transaction_payments',
        `insert into transaction_payments (organization_id, id, transaction_id, method, amount)
         select $1::uuid, gen_random_uuid(), id, 'Card', card from bench_t where pay in ('Card', 'Split')
         union all select $1::uuid, gen_random_uuid(), id, 'UPI', card from bench_t where pay = 'UPI'
         union all select $1::uuid, gen_random_uuid(), id, 'Cash', tendered from bench_t where pay in ('Cash', 'Split')`,
      );
      await step(
        'transaction_items',
        `insert into transaction_items (organization_id, id, transaction_id, product_id, product_name, sku,
           quantity, price_at_sale, cost_at_sale, discount, line_total, returned_quantity)
         select $1::uuid, id, transaction_id, product_id, name, sku, quantity, price, cost_price, discount,
           price * quantity - discount, case when returned and k = 1 then quantity else 0 end
         from bench_i order by n, k`,
      );
      await step(
        'sale_returns + return_items',
        `with r as (
           insert into sale_returns (organization_id, id, transaction_id, document_number, store_id,
             user_id, reason, refund_method, subtotal, taxes, tax_total, total, created_at)
           select $1::uuid, gen_random_uuid(), id, row_number() over (order by ret_at), store_id, user_id,
             'Changed mind', case pay when 'Split' then 'Cash' else pay end, first_line,
             jsonb_build_array(jsonb_build_object('name', 'CGST', 'rate', 9, 'amount', rtax),
                               jsonb_build_object('name', 'SGST', 'rate', 9, 'amount', rtax)),
             2 * rtax, first_line + 2 * rtax, ret_at
           from (select *, least(at + random() * interval '7 days', now() - interval '1 minute') as ret_at
                 from bench_t where returned) x
           returning id, transaction_id, subtotal)
         insert into return_items (organization_id, id, return_id, transaction_item_id, quantity, amount)
         select $1::uuid, gen_random_uuid(), r.id, i.id, i.quantity, r.subtotal
         from r join bench_i i on i.transaction_id = r.transaction_id and i.k = 1`,
      );
    } finally {
      await c.query(
        'alter table transactions enable trigger transactions_use_credit, enable trigger transactions_rollup',
      );
      await c.query('alter table sale_returns enable trigger sale_returns_rollup');
    }
    // The counters the migrations keep: sales count, document numbers.
    await step(
      'counters',
      `with a as (insert into sales_counters (organization_id, transactions)
         select $1::uuid, count(*)::int from transactions where organization_id = $1
         on conflict (organization_id) do update set transactions = excluded.transactions returning 1)
       insert into document_counters (organization_id, series, last_number)
       select $1::uuid, 'sale', coalesce(max(document_number), 0) from transactions where organization_id = $1
       union all select $1::uuid, 'return', count(*) from sale_returns where organization_id = $1
       on conflict (organization_id, series) do update set last_number = excluded.last_number`,
    );
    const t0 = performance.now();
    await c.query('vacuum analyze');
    console.log(`  ${'vacuum analyze'.padEnd(40)} ${''.padStart(9)}      ${secs(t0)} s`);
  } finally {
    await c.end();
  }
}

async function rollupShape(raw: pg.Pool, org: string) {
  const { rows } = await raw.query<{ t: string; n: string | null; mb: string | null }>(
    `select 'rollup_sales' as t, (select count(*) from rollup_sales where organization_id = $1) as n,
       pg_total_relation_size('rollup_sales') / 1000000 as mb
     union all select 'rollup_payments', (select count(*) from rollup_payments where organization_id = $1),
       pg_total_relation_size('rollup_payments') / 1000000
     union all select 'rollup_taxes', (select count(*) from rollup_taxes where organization_id = $1),
       pg_total_relation_size('rollup_taxes') / 1000000
     union all select 'rollup_products', null, pg_total_relation_size('rollup_products') / 1000000
     union all select case when store_id = '${ALL_STORES}' then '  all stores' else '  per store' end,
       count(*), null from rollup_products where organization_id = $1 group by store_id = '${ALL_STORES}'
     union all select 'rollup_product_units', (select count(*) from rollup_product_units where organization_id = $1),
       pg_total_relation_size('rollup_product_units') / 1000000
     union all select 'rollup_customers', null, pg_total_relation_size('rollup_customers') / 1000000
     union all select case when store_id = '${ALL_STORES}' then '  all stores' else '  per store' end,
       count(*), null from rollup_customers where organization_id = $1 group by store_id = '${ALL_STORES}'
     union all select 'rollup_product_totals', (select count(*) from rollup_product_totals where organization_id = $1),
       pg_total_relation_size('rollup_product_totals') / 1000000
     union all select 'rollup_customer_totals', (select count(*) from rollup_customer_totals where organization_id = $1),
       pg_total_relation_size('rollup_customer_totals') / 1000000
     union all select 'rollup_product_keys', (select count(*) from rollup_product_keys where organization_id = $1),
       pg_total_relation_size('rollup_product_keys') / 1000000
     union all select 'rollup_customer_keys', (select count(*) from rollup_customer_keys where organization_id = $1),
       pg_total_relation_size('rollup_customer_keys') / 1000000
     union all select 'transactions', (select count(*) from transactions where organization_id = $1),
       pg_total_relation_size('transactions') / 1000000
     union all select 'transaction_items', (select count(*) from transaction_items where organization_id = $1),
       pg_total_relation_size('transaction_items') / 1000000
     union all select 'sale_returns', (select count(*) from sale_returns where organization_id = $1),
       pg_total_relation_size('sale_returns') / 1000000`,
    [org],
  );
  for (const r of rows) {
    console.log(
      `  ${r.t.padEnd(26)} ${r.n === null ? ''.padStart(17) : `${Number(r.n).toLocaleString('en').padStart(12)} rows`}${r.mb === null ? '' : `  (table ${r.mb} MB)`}`,
    );
  }
}

interface Range {
  label: string;
  from: string;
  to: string;
  storeId?: string;
}

function ranges(storeId: string): Range[] {
  const today = todayIn(ZONE);
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(firstOfThisMonth, -1);
  const all: Range[] = [
    { label: 'last 30 days', from: addDays(today, -29), to: today },
    { label: 'last month', from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
    { label: 'last 365 days', from: addDays(today, -364), to: today },
    { label: 'this year', ...presetRange('thisYear', today) },
    { label: 'last week', ...presetRange('lastWeek', today) },
    // The most rows a range of these rollups can need: ends in the middle of months, in the
    // past, around nine whole months of 20,000 products between them.
    {
      label: 'custom 15th–14th, 11 months',
      from: `${monthStart(today, -11).slice(0, 7)}-15`,
      to: `${lastMonthEnd.slice(0, 7)}-14`,
    },
  ];
  return [...all, ...all.map((r) => ({ ...r, label: `${r.label}, 1 store`, storeId }))];
}

/** Each report through the service for each range: p50 and p95 in ms. */
async function reports(deps: AppDeps, owner: Caller, rs: Range[]) {
  const table = new Map<string, { p50: number; p95: number }>();
  for (const r of rs) {
    console.log(`\n${r.label}: ${r.from} … ${r.to} (load ${loadavg()})`);
    const q = ZSalesReportQuery.parse({ from: r.from, to: r.to, storeId: r.storeId });
    for (const name of SALES_REPORTS) {
      const run = () => salesReport(deps, owner, name as SalesReportName, q);
      // A report slower than half a second is timed fewer times (the run stays within the hour).
      const w0 = performance.now();
      await run();
      const xs = await time(run, performance.now() - w0 > 500 ? SLOW_RUNS : RUNS);
      table.set(`${name}|${r.label}`, { p50: p50(xs), p95: p95(xs) });
      console.log(
        `  ${name.padEnd(16)} p50 ${p50(xs).toFixed(1).padStart(7)} ms   p95 ${p95(xs).toFixed(1).padStart(7)} ms`,
      );
    }
  }
  console.log(`\nreport × range, p50 / p95 ms (load ${loadavg()}):\n`);
  console.log(`| report | ${rs.map((r) => r.label).join(' | ')} |`);
  console.log(`|---|${rs.map(() => '---:').join('|')}|`);
  for (const name of SALES_REPORTS) {
    const cells = rs.map((r) => {
      const v = table.get(`${name}|${r.label}`);
      return v ? `${v.p50.toFixed(1)} / ${v.p95.toFixed(1)}` : '';
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  return table;
}

/** The range's bounds as instants: from its first local midnight to the one after its last day. */
const bounds = (r: Range) => [
  `(${`'${r.from}'`}::date)::timestamp at time zone '${ZONE}'`,
  `(${`'${r.to}'`}::date + 1)::timestamp at time zone '${ZONE}'`,
];

/**
 * The summary's figures straight from the raw rows (sales, units, gross, discounts, net,
 * taxes; returns; collected per method less change): what the report would cost without
 * rollups. And the best 50 products by net sales, net of returns.
 */
function rawSummary(r: Range) {
  const [from, to] = bounds(r);
  return `with s as (
      select t.id, t.subtotal, t.discount_total, t.tax_total, t.change_given from transactions t
      where t.organization_id = $1 and t.status in ('Completed', 'Partially Refunded', 'Refunded')
        and t.transaction_date >= ${from} and t.transaction_date < ${to}),
    rt as (select id, subtotal, tax_total, total, refund_method from sale_returns
      where organization_id = $1 and created_at >= ${from} and created_at < ${to})
    select (select count(*) from s) as sales,
      (select sum(i.quantity) from s join transaction_items i on i.organization_id = $1 and i.transaction_id = s.id)
        - coalesce((select sum(ri.quantity) from rt join return_items ri on ri.organization_id = $1 and ri.return_id = rt.id), 0) as units,
      (select sum(subtotal + discount_total) from s) as gross, (select sum(discount_total) from s) as discounts,
      (select sum(subtotal) from rt) as returns,
      (select sum(subtotal) from s) - coalesce((select sum(subtotal) from rt), 0) as net,
      (select sum(tax_total) from s) - coalesce((select sum(tax_total) from rt), 0) as taxes,
      (select json_agg(x) from (select p.method, sum(p.amount) - sum(case when p.method = 'Cash' then s.change_given else 0 end) as amount
         from s join transaction_payments p on p.organization_id = $1 and p.transaction_id = s.id group by p.method) x) as paid,
      (select json_agg(x) from (select refund_method, sum(total) from rt group by 1) x) as refunded`;
}

function rawTopProducts(r: Range) {
  const [from, to] = bounds(r);
  return `select i.product_id, sum(i.quantity) as units, sum(i.line_total) as net from transactions t
    join transaction_items i on i.organization_id = $1 and i.transaction_id = t.id
    where t.organization_id = $1 and t.status in ('Completed', 'Partially Refunded', 'Refunded')
      and t.transaction_date >= ${from} and t.transaction_date < ${to}
    group by i.product_id order by net desc limit 50`;
}

async function rawComparison(
  raw: pg.Pool,
  org: string,
  storeId: string,
  table: Map<string, { p50: number; p95: number }>,
) {
  console.log(`\nthe same figures from the raw rows, in this run (load ${loadavg()}):`);
  const rs = ranges(storeId).filter((r) => !r.storeId && r.label !== 'last month');
  const cases: [string, SalesReportName, (r: Range) => string, Range, number][] = [
    ['summary, raw rows', 'sales-summary', rawSummary, rs[0] as Range, 5],
    ['summary, raw rows', 'sales-summary', rawSummary, rs[1] as Range, 3],
    ['top 50 products, raw rows', 'by-product', rawTopProducts, rs[0] as Range, 5],
    ['top 50 products, raw rows', 'by-product', rawTopProducts, rs[1] as Range, 3],
  ];
  for (const [label, report, text, r, runs] of cases) {
    const statement = text(r);
    const xs = await time(() => raw.query(statement, [org]), runs);
    const viaRollups = table.get(`${report}|${r.label}`)?.p50 ?? Number.NaN;
    // The summary report reads its range and the one before: the raw figure is for one range.
    console.log(
      `  ${`${label}, ${r.label}`.padEnd(44)} p50 ${p50(xs).toFixed(0).padStart(7)} ms   report (rollups) p50 ${viaRollups.toFixed(1)} ms   raw / report ${(p50(xs) / viaRollups).toFixed(2)}`,
    );
  }
}

/**
 * The reports of the ranges that end today with yesterday not sealed yet (the time between
 * midnight and the `rollup-seal` job's next minute, or after a late sale of yesterday): the
 * totals before yesterday and a whole day of day rows — the most day rows a report adds while
 * the job keeps up (the seed's today has no sales). Sealed again after.
 */
async function reportsBeforeTheSeal(deps: AppDeps, owner: Caller, raw: pg.Pool, storeId: string) {
  const org = owner.organizationId;
  const today = todayIn(ZONE);
  for (const table of ['rollup_product_totals', 'rollup_customer_totals']) {
    await raw.query(`delete from ${table} where organization_id = $1 and day = $2`, [org, today]);
  }
  await reports(
    deps,
    owner,
    ranges(storeId).filter((r) => r.to === today),
  );
  await sealTotals(deps, org);
}

const queued = async (raw: pg.Pool, org: string) =>
  Number(
    (
      await raw.query<{ n: string }>(
        'select count(*) as n from rollup_queue where organization_id = $1',
        [org],
      )
    ).rows[0]?.n,
  );

/** Folds the organization's queue, timed: the `rollup-fold` job's work for what was queued. */
async function timedFold(deps: AppDeps, raw: pg.Pool, org: string) {
  const n = await queued(raw, org);
  const t0 = performance.now();
  await foldRollups(deps, org);
  const took = performance.now() - t0;
  const left = await queued(raw, org);
  if (left !== 0) throw new Error(`${left} left in the queue after a fold`);
  return { n, ms: took };
}

/** A sale of two lines paid by card; every third to a customer (as 30 % of the seeded ones). */
async function saleMaker(deps: AppDeps, owner: Caller, raw: pg.Pool) {
  const org = owner.organizationId;
  const products = (
    await raw.query<{ id: string }>(
      'select id from products where organization_id = $1 order by name limit 1000',
      [org],
    )
  ).rows.map((r) => r.id);
  const customers = (
    await raw.query<{ id: string }>(
      'select id from customers where organization_id = $1 order by name limit 1000',
      [org],
    )
  ).rows.map((r) => r.id);
  let n = 0;
  return () => {
    n += 1;
    return createSale(
      deps,
      owner,
      {
        items: [
          { productId: products[n % products.length] as string, quantity: 1 },
          { productId: products[(n * 7) % products.length] as string, quantity: 2 },
        ],
        ...(n % 3 === 0 ? { customerId: customers[n % customers.length] as string } : {}),
        paymentMethod: 'Card' as const,
      },
      randomUUID(),
    );
  };
}

/**
 * The rollups' cost to one sale: `transactions_rollup` off, then on (the sale queues its id),
 * `PAIRS` times; after each "on" run the fold of what the 32 clients queued, timed.
 */
async function saleCost(deps: AppDeps, owner: Caller, raw: pg.Pool) {
  const org = owner.organizationId;
  const sale = await saleMaker(deps, owner, raw);
  const results: { on: boolean; single: number; single95: number; rate: number; load: string }[] =
    [];
  const folds: { n: number; ms: number }[] = [];
  await time(() => sale(), 50);
  await foldRollups(deps, org);
  for (let pair = 1; pair <= PAIRS; pair++) {
    for (const on of [false, true]) {
      await raw.query(
        `alter table transactions ${on ? 'enable' : 'disable'} trigger transactions_rollup`,
      );
      const load = loadavg();
      const single = await time(() => sale(), 200);
      // The one-sale run's queue is folded untimed: the timed fold is the 32 clients' queue.
      if (on) await foldRollups(deps, org);
      const clients = await throughput(CLIENTS, 3000, () => sale());
      results.push({
        on,
        single: p50(single),
        single95: p95(single),
        rate: clients.perSecond,
        load,
      });
      console.log(
        `  pair ${pair}, rollups ${on ? 'on ' : 'off'}: one sale p50 ${p50(single).toFixed(2)} ms (p95 ${p95(single).toFixed(2)})   ${CLIENTS} clients ${clients.perSecond.toFixed(0)} sales/s (API CPU ${(clients.nodeCpu * 100).toFixed(0)} %)   load ${load}`,
      );
      if (on) {
        const f = await timedFold(deps, raw, org);
        folds.push(f);
        console.log(
          `    fold: ${f.n} sales in ${f.ms.toFixed(0)} ms = ${((f.n / f.ms) * 1000).toFixed(0)} sales/s   load ${loadavg()}`,
        );
      }
    }
  }
  await raw.query('alter table transactions enable trigger transactions_rollup');
  const med = (on: boolean, k: 'single' | 'rate') =>
    p50(results.filter((r) => r.on === on).map((r) => r[k]));
  console.log(
    `  median of the pairs: one sale ${med(false, 'single').toFixed(2)} → ${med(true, 'single').toFixed(2)} ms (×${(med(true, 'single') / med(false, 'single')).toFixed(2)}),   ${CLIENTS} clients ${med(false, 'rate').toFixed(0)} → ${med(true, 'rate').toFixed(0)} sales/s (×${(med(true, 'rate') / med(false, 'rate')).toFixed(2)})`,
  );
  const foldRate = p50(folds.map((f) => (f.n / f.ms) * 1000));
  console.log(
    `  median fold: ${p50(folds.map((f) => f.ms)).toFixed(0)} ms for ${p50(folds.map((f) => f.n))} sales = ${foldRate.toFixed(0)} sales/s (the background cost: ${(1000 / foldRate).toFixed(2)} ms of fold per sale)`,
  );
}

/**
 * The fold-on-read with a realistic queue: 32 clients sell for 10 s (no fold job runs in the
 * bench), then the summary for the last 30 days is timed once (it folds that queue first);
 * `PAIRS` times. Beside it, the same report with an empty queue.
 */
async function reportAfterSelling(deps: AppDeps, owner: Caller, raw: pg.Pool, storeId: string) {
  const org = owner.organizationId;
  const sale = await saleMaker(deps, owner, raw);
  await raw.query('alter table transactions enable trigger transactions_rollup');
  await foldRollups(deps, org);
  const r = ranges(storeId)[0] as Range;
  const q = ZSalesReportQuery.parse({ from: r.from, to: r.to });
  const report = () => salesReport(deps, owner, 'sales-summary', q);
  const after: number[] = [];
  for (let k = 1; k <= PAIRS; k++) {
    const t0 = performance.now();
    let sold = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() - t0 < 10_000) {
          await sale();
          sold += 1;
        }
      }),
    );
    const n = await queued(raw, org);
    const load = loadavg();
    const t1 = performance.now();
    await report();
    const took = performance.now() - t1;
    after.push(took);
    console.log(
      `  run ${k}: ${sold} sales in 10 s, queue ${n}; sales-summary (${r.label}) ${took.toFixed(1)} ms   load ${load}`,
    );
  }
  const empty = await time(report, RUNS);
  console.log(
    `  sales-summary (${r.label}) after 10 s of selling p50 ${p50(after).toFixed(1)} ms; with an empty queue p50 ${p50(empty).toFixed(1)} ms (p95 ${p95(empty).toFixed(1)})   load ${loadavg()}`,
  );
}

/** The kept database's organization and its Owner (BENCH_REPORTS_DB). */
async function keptOwner(db: Db): Promise<Caller> {
  const [row] = await queryRows<{ user_id: string; organization_id: string }>(
    db,
    sql`select u.id as user_id, u.organization_id from users u
        join organizations o on o.id = u.organization_id
        where o.name = 'Bench Reports' and u.name = 'Bench Owner'`,
  );
  if (!row) throw new Error('no Bench Reports organization in that database');
  return {
    userId: row.user_id,
    organizationId: row.organization_id,
    organizationKind: 'tenant',
    subscriptionExpired: false,
    language: 'en' as const,
    role: OWNER_ROLE,
    permissions: [...PERMISSION_NAMES],
  };
}

/** The rollups built from the sales (what a change of time zone costs such an organization). */
async function timedRebuild(deps: AppDeps, org: string) {
  const t1 = performance.now();
  await recalculateRollups(deps, org);
  const rebuild = (performance.now() - t1) / 1000;
  console.log(
    `rollups rebuilt (recalculateRollups) in ${rebuild.toFixed(0)} s = ${(rebuild / 60).toFixed(1)} min (load ${loadavg()})`,
  );
}

/** Everything after the seed and the rebuild: the reports, raw rows, a sale's cost, the fold. */
async function measure(db: Db, url: string, deps: AppDeps, owner: Caller) {
  const org = owner.organizationId;
  // The timed sales are made as the API makes them, without a till's shift (as sales.bench).
  await db.execute(
    sql`update general_settings set require_open_shift = false where organization_id = ${org}`,
  );
  // BENCH_RESEAL=1: the running totals sealed again from nothing, timed (a year of them; the
  // rebuild sealed them as its last step; a kept database has them, or gets them here).
  if (process.env.BENCH_RESEAL) {
    await db.execute(sql`delete from rollup_product_totals where organization_id = ${org}`);
    await db.execute(sql`delete from rollup_customer_totals where organization_id = ${org}`);
  }
  const s0 = performance.now();
  await sealTotals(deps, org);
  console.log(`running totals sealed (up to today) in ${secs(s0)} s (load ${loadavg()})`);
  // Rows just written are not yet known to every transaction: until a vacuum says so, an
  // index-only scan visits the table for each (autovacuum does it in time for old periods).
  const t0 = performance.now();
  await db.execute(
    sql`vacuum analyze rollup_sales, rollup_payments, rollup_taxes, rollup_products, rollup_customers,
      rollup_product_totals, rollup_customer_totals, rollup_product_keys, rollup_customer_keys,
      report_rollup_states`,
  );
  console.log(`vacuum analyze of the rollups ${secs(t0)} s`);
  const raw = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await rollupShape(raw, org);
    const [store] = await queryRows<{ id: string }>(
      db,
      sql`select id from stores where organization_id = ${org} and name = 'Store 2'`,
    );
    const storeId = store?.id as string;
    // The reports are the reads alone: the queue is empty (each report's own fold finds nothing).
    const f = await timedFold(deps, raw, org);
    console.log(`  queue before the reports: ${f.n} folded in ${f.ms.toFixed(0)} ms, now 0`);
    const table = await reports(deps, owner, ranges(storeId));
    console.log(`\nwith yesterday not sealed yet (its day rows read):`);
    await reportsBeforeTheSeal(deps, owner, raw, storeId);
    // BENCH_READS_ONLY=1: the reports alone (a change of their reads, on a kept database).
    if (process.env.BENCH_READS_ONLY) return;
    await rawComparison(raw, org, storeId, table);
    console.log(`\nthe rollups' cost to a sale (2 lines, card), off / on alternating:`);
    await saleCost(deps, owner, raw);
    console.log(`\na report right after ${CLIENTS} clients sold for 10 s (the fold-on-read):`);
    await reportAfterSelling(deps, owner, raw, storeId);
  } finally {
    await raw.end();
  }
  console.log(`done ${new Date().toISOString()}, load ${loadavg()}`);
}

// BENCH_REPORTS_DB=<a kept database>: measure again what a run before seeded (migrated first).
const kept = process.env.BENCH_REPORTS_DB;
(kept
  ? withKeptDatabase(kept, async (db, url, deps) => {
      console.log(`sales reports bench ${new Date().toISOString()}, kept database ${kept}`);
      const owner = await keptOwner(db);
      // BENCH_REBUILD=1: the rollups built again first, by this release's definition.
      if (process.env.BENCH_REBUILD) await timedRebuild(deps, owner.organizationId);
      await measure(db, url, deps, owner);
    })
  : withBenchDatabase('reports', async (db, url, deps) => {
      console.log(
        `sales reports bench ${new Date().toISOString()}, ${N_LINES.toLocaleString('en')} lines (≈ ${N_SALES.toLocaleString('en')} sales), load ${loadavg()}`,
      );
      const owner = await benchOwner(db, 'Bench Reports');
      const org = owner.organizationId;
      await db.execute(
        sql`update subscriptions set total_credits = 100000000, remaining_credits = 100000000`,
      );
      const { taxes: _none, ...defaults } = DEFAULT_GENERAL_SETTINGS;
      await upsertGeneralSettings(db, org, {
        ...defaults,
        currencySymbol: '₹',
        currencyCode: 'INR',
        timeZone: ZONE,
      });
      await saveDefaultTaxes(db, org, [
        { id: 'cgst', name: 'CGST', rate: 9 },
        { id: 'sgst', name: 'SGST', rate: 9 },
      ]);
      const t0 = performance.now();
      await seed(url, org);
      console.log(`seeded in ${secs(t0)} s (load ${loadavg()})`);

      await timedRebuild(deps, org);
      await measure(db, url, deps, owner);
    })
).catch(fail);
