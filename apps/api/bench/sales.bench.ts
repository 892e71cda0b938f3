/**
 * Sales at scale (DESIGN §11: ≥ 1M transactions with items), against PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds one organization with 10k products, 100k customers and 1M sales of two lines each over
 * two years (set-based SQL), then times the transactions list (helper vs its SQL), the
 * dashboard's data, one sale, 32 concurrent clients selling, and the streamed CSV export.
 * BENCH_SALES sets the past sales (1,000,000); BENCH_SALES_ONLY=clients measures only the 32
 * clients selling (paid by card), for A/B runs of the sale's statement; BENCH_SALES_ONLY=money
 * alternates a plain sale of 5 lines with the same sale by the shop's money rules (two tax
 * classes, prices including tax, a whole-sale discount, cash rounding, three automatic
 * promotions: docs/DESIGN.md, "Money").
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, queryRows } from '../src/db/client.js';
import { countCustomers } from '../src/modules/customers/customers.service.js';
import { countPermissions } from '../src/modules/permissions/permissions.service.js';
import { salesTrend, topProducts } from '../src/modules/reports/reports.service.js';
import { countRoles } from '../src/modules/roles/roles.service.js';
import { createSale } from '../src/modules/sales/checkout.service.js';
import { transactionsList } from '../src/modules/sales/sales.list.js';
import { countTransactions, exportTransactions } from '../src/modules/sales/sales.service.js';
import { countUsers } from '../src/modules/users/users.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import {
  benchOwner,
  fail,
  measure,
  measureExport,
  ms,
  p50,
  seedOpeningStock,
  seedSalesHistory,
  throughput,
  time,
  withBenchDatabase,
} from './bench-kit.js';
import { moneyRules, promotionsOn, useTaxClasses } from './money-rules.js';

const N_SALES = Number(process.env.BENCH_SALES ?? 1_000_000);
const N_PRODUCTS = 10_000;
const N_CUSTOMERS = 100_000;
const CLIENTS = 32;
const ONLY_CLIENTS = process.env.BENCH_SALES_ONLY === 'clients';
const ONLY_MONEY = process.env.BENCH_SALES_ONLY === 'money';
/** Rounds of the money variants, each variant once a round (the load moves between them). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function seed(db: Db, owner: Caller) {
  const org = owner.organizationId;
  await db.execute(sql`insert into products (organization_id, id, name, sku, price)
    select ${org}, gen_random_uuid(), 'Product ' || i, 'P' || i, 1 + (i % 90) from generate_series(1, ${N_PRODUCTS}) i`);
  // Plenty of stock at the default store, with its opening ledger row (the invariant holds).
  await seedOpeningStock(db, org, 1_000_000);
  await db.execute(sql`insert into customers (organization_id, id, name, email)
    select ${org}, gen_random_uuid(), 'Customer ' || i, 'c' || i || '@mail.test' from generate_series(1, ${N_CUSTOMERS}) i`);
  await db.execute(
    sql`create temp table bench_p as select row_number() over () as n, id, name, price from products where organization_id = ${org}`,
  );
  await db.execute(
    sql`create temp table bench_c as select row_number() over () as n, id from customers where organization_id = ${org}`,
  );
  await seedSalesHistory(
    db,
    org,
    sql`insert into transactions (organization_id, id, customer_id, store_id, user_id, status, payment_method,
      subtotal, tax_total, total_amount, transaction_date)
    select ${org}, gen_random_uuid(), case when g % 3 = 0 then null else c.id end,
      (select id from stores where organization_id = ${org} and is_default), ${owner.userId}::uuid,
      case when g % 50 = 0 then 'Refunded' else 'Completed' end,
      (array['Cash','Card','UPI'])[1 + g % 3], 20, 0, 20,
      now() - ((g::float / ${N_SALES}) * interval '730 days')
    from generate_series(1, ${N_SALES}) g join bench_c c on c.n = 1 + (g % ${N_CUSTOMERS})`,
  );
  await db.execute(sql`insert into transaction_items (organization_id, id, transaction_id, product_id, product_name,
      quantity, price_at_sale, line_total)
    select ${org}, gen_random_uuid(), t.id, p.id, p.name, 1 + (k % 3), p.price, p.price * (1 + (k % 3))
    from (select id, row_number() over () as r from transactions where organization_id = ${org}) t
    cross join generate_series(0, 1) k
    join bench_p p on p.n = 1 + ((t.r * 7 + k * 13) % ${N_PRODUCTS})`);
  await db.execute(sql`vacuum analyze`);
}

async function dashboard(deps: AppDeps, caller: Caller) {
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  return Promise.all([
    countUsers(deps, caller),
    countCustomers(deps, caller),
    countTransactions(deps, caller),
    countRoles(deps, caller),
    countPermissions(deps, caller),
    salesTrend(deps, caller, { startDate: weekAgo, endDate: today, interval: 'day', tz: 'UTC' }),
    topProducts(deps, caller, 5),
  ]);
}

/** The transactions list (helper against its SQL) and the dashboard's data. */
async function listsAndDashboard(db: Db, url: string, deps: AppDeps, owner: Caller) {
  const org = owner.organizationId;
  const raw = new pg.Pool({ connectionString: url, max: 2 });
  const base = { page: 1, limit: 10 } as const;
  const [customer] = await queryRows<{ id: string }>(
    db,
    sql`select id from customers where organization_id = ${org} and name = 'Customer 4242'`,
  );
  try {
    await measure(db, raw, 'transactions: newest first', transactionsList, org, base);
    await measure(db, raw, 'transactions: Card + Completed', transactionsList, org, {
      ...base,
      paymentMethod: 'Card',
      status: 'Completed',
    });
    await measure(db, raw, 'transactions: one customer', transactionsList, org, {
      ...base,
      customerId: customer?.id,
    });
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await measure(db, raw, 'transactions: last 30 days, UPI', transactionsList, org, {
      ...base,
      fromDate: from,
      paymentMethod: 'UPI',
    });
  } finally {
    await raw.end();
  }
  console.log(
    `${'dashboard: 5 counts + trend + top products'.padEnd(44)} ${ms(await time(() => dashboard(deps, owner), 30))}`,
  );
}

withBenchDatabase('sales', async (db, url, deps) => {
  const owner = await benchOwner(db, 'Bench Sales');
  await db.execute(
    sql`update subscriptions set total_credits = 10000000, remaining_credits = 10000000`,
  );
  // The bench sells outside shifts (a new organization sells only in an open one, migration 0032).
  await db.execute(sql`update general_settings set require_open_shift = false`);
  const t0 = performance.now();
  await seed(db, owner);
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${N_SALES} sales × 2 lines, ${N_PRODUCTS} products, ${N_CUSTOMERS} customers\n`,
  );
  const org = owner.organizationId;
  if (!ONLY_CLIENTS) await listsAndDashboard(db, url, deps, owner);

  const products = (
    await queryRows<{ id: string }>(
      db,
      sql`select id from products where organization_id = ${org} limit 1000`,
    )
  ).map((r) => r.id);
  let n = 0;
  /** A sale of two lines, paid by card — or split: part by card, the rest in cash with change. */
  const sale = (split = false) => {
    n += 1;
    return createSale(
      deps,
      owner,
      {
        items: [
          { productId: products[n % products.length] as string, quantity: 1 },
          { productId: products[(n * 7) % products.length] as string, quantity: 2 },
        ],
        ...(split
          ? {
              payments: [
                { method: 'Card' as const, amount: 1 },
                { method: 'Cash' as const, amount: 1000 },
              ],
            }
          : { paymentMethod: 'Card' as const }),
      },
      randomUUID(),
    );
  };
  const rate = (r: { perSecond: number; nodeCpu: number }) =>
    `${r.perSecond.toFixed(0)} sales/s (API process CPU ${(r.nodeCpu * 100).toFixed(0)} %)`;
  if (ONLY_MONEY) {
    await useTaxClasses(db, org);
    /**
     * Five lines (every other product in the Reduced class when the rules are on), in cash; with
     * a whole-sale discount of 5 % for `discounted` (its limit's read and its audit event too).
     */
    const fiveLines = (discounted: boolean) => {
      n += 1;
      return createSale(
        deps,
        owner,
        {
          items: [0, 1, 2, 3, 4].map((k) => ({
            productId: products[(n * 5 + k) % products.length] as string,
            quantity: 1 + (k % 2),
          })),
          ...(discounted ? { discount: { percent: 5 } } : {}),
          paymentMethod: 'Cash' as const,
        },
        randomUUID(),
      );
    };
    const variants = [
      ['plain', false, false, false],
      ['classes, incl. tax, rounding', true, false, false],
      ['the same with a 5 % sale discount', true, true, false],
      ['classes, incl. tax, rounding, 3 promotions', true, false, true],
    ] as const;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [label, rules, discounted, promoted] of variants) {
        await moneyRules(db, org, rules);
        await promotionsOn(db, org, promoted);
        await time(() => fiveLines(discounted), 20);
        const one = await time(() => fiveLines(discounted), 200);
        const clients = await throughput(CLIENTS, 2000, () => fiveLines(discounted));
        console.log(`round ${round}, ${label.padEnd(40)} ${ms(one)}   ${rate(clients)}`);
      }
    }
    return;
  }
  if (ONLY_CLIENTS) {
    await time(() => sale(), 50);
    const clients = await throughput(CLIENTS, 3000, () => sale());
    console.log(`${`${CLIENTS} clients selling`.padEnd(44)} ${rate(clients)}`);
    return;
  }
  const single = await time(() => sale(), 200);
  const twoPayments = await time(() => sale(true), 200);
  console.log(`${'one sale (2 lines)'.padEnd(44)} ${ms(single)}`);
  console.log(
    `${'one sale, two payments (card + cash, change)'.padEnd(44)} ${ms(twoPayments)}   ratio ${(p50(twoPayments) / p50(single)).toFixed(2)}`,
  );
  const one = await throughput(CLIENTS, 3000, () => sale());
  const two = await throughput(CLIENTS, 3000, () => sale(true));
  console.log(`${`${CLIENTS} clients selling`.padEnd(44)} ${rate(one)}`);
  console.log(
    `${`${CLIENTS} clients selling, two payments`.padEnd(44)} ${rate(two)}   ratio ${(two.perSecond / one.perSecond).toFixed(2)}`,
  );
  await measureExport('transactions CSV', () =>
    exportTransactions(deps, owner, { page: 1, limit: 10 }),
  );
}).catch(fail);
