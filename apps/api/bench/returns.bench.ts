/**
 * Returns (target: a return p50 ≤ 20 ms), against PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds one organization with 1,000 products and a history of sales (BENCH_RETURN_SALES, two
 * lines each, set-based SQL), makes 400 sales through the service, then times a return of one
 * unit of one line and the refund of a whole sale of two lines, both through the service (its
 * transaction, the sale's lock, the stock moves with their ledger rows, the answer).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import { createSale } from '../src/modules/sales/checkout.service.js';
import { createReturn, refundSale } from '../src/modules/sales/returns.service.js';
import type { Caller } from '../src/plugins/types.js';
import {
  benchOwner,
  fail,
  ms,
  seedOpeningStock,
  seedSalesHistory,
  time,
  withBenchDatabase,
} from './bench-kit.js';

const N_HISTORY = Number(process.env.BENCH_RETURN_SALES ?? 200_000);
const N_PRODUCTS = 1_000;
const N_SALES = 400;

async function seed(db: Db, owner: Caller) {
  const org = owner.organizationId;
  await db.execute(sql`insert into products (organization_id, id, name, sku, price)
    select ${org}, gen_random_uuid(), 'Product ' || i, 'P' || i, 1 + (i % 90) from generate_series(1, ${N_PRODUCTS}) i`);
  // Plenty of stock at the default store, with its opening ledger row (the invariant holds).
  await seedOpeningStock(db, org, 1_000_000);
  await seedSalesHistory(
    db,
    org,
    sql`insert into transactions (organization_id, id, store_id, user_id, status, payment_method,
      subtotal, tax_total, total_amount, transaction_date, document_number, amount_paid)
    select ${org}, gen_random_uuid(), (select id from stores where organization_id = ${org} and is_default),
      ${owner.userId}::uuid, 'Completed', (array['Cash','Card','UPI'])[1 + g % 3], 20, 0, 20,
      now() - ((g::float / ${N_HISTORY}) * interval '365 days'), g, 20
    from generate_series(1, ${N_HISTORY}) g`,
  );
  await db.execute(
    sql`insert into document_counters (organization_id, series, last_number)
        values (${org}, 'sale', ${N_HISTORY})`,
  );
  await db.execute(sql`insert into transaction_items (organization_id, id, transaction_id, product_id, product_name,
      quantity, price_at_sale, line_total)
    select ${org}, gen_random_uuid(), t.id, p.id, p.name, 2, p.price, p.price * 2
    from (select id, row_number() over () as r from transactions where organization_id = ${org}) t
    cross join generate_series(0, 1) k
    join (select row_number() over () as n, id, name, price from products where organization_id = ${org}) p
      on p.n = 1 + ((t.r * 7 + k * 13) % ${N_PRODUCTS})`);
  await db.execute(sql`vacuum analyze`);
}

withBenchDatabase('returns', async (db, _url, deps) => {
  const owner = await benchOwner(db, 'Bench Returns');
  await db.execute(
    sql`update subscriptions set total_credits = 10000000, remaining_credits = 10000000`,
  );
  await db.execute(
    sql`update general_settings set taxes = ${JSON.stringify([
      { id: 'vat', name: 'VAT', rate: 8.25 },
    ])}::jsonb where organization_id = ${owner.organizationId}`,
  );
  const t0 = performance.now();
  await seed(db, owner);
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${N_HISTORY} past sales × 2 lines, ${N_PRODUCTS} products\n`,
  );
  const products = (
    await queryRows<{ id: string }>(
      db,
      sql`select id from products where organization_id = ${owner.organizationId} order by id`,
    )
  ).map((r) => r.id);
  // Sales to give back from: 3 units on each of two lines, so every line takes three returns.
  const sales: Awaited<ReturnType<typeof createSale>>['data'][] = [];
  for (let i = 0; i < N_SALES; i++) {
    const { data } = await createSale(
      deps,
      owner,
      {
        items: [
          { productId: products[i % products.length] as string, quantity: 3 },
          { productId: products[(i * 7 + 1) % products.length] as string, quantity: 3 },
        ],
        paymentMethod: 'Card',
      },
      randomUUID(),
    );
    sales.push(data);
  }

  // One unit of one line, each time another line: 2 × 200 lines of 3 units are enough for 201.
  let n = 0;
  const oneUnit = () => {
    const sale = sales[n % 200];
    const line = sale?.items[Math.floor(n / 200) % 2];
    n += 1;
    return createReturn(deps, owner, sale?._id as string, {
      items: [{ itemId: line?._id as string, quantity: 1 }],
    });
  };
  console.log(`${'one return (1 unit of 1 line)'.padEnd(44)} ${ms(await time(oneUnit, 200))}`);

  // The whole of another sale (two lines of three units): the refund of spec 1.
  let k = 200;
  const whole = () => {
    const sale = sales[k];
    k += 1;
    return refundSale(deps, owner, sale?._id as string);
  };
  console.log(`${'refund of a sale (2 lines, 6 units)'.padEnd(44)} ${ms(await time(whole, 150))}`);
}).catch(fail);
