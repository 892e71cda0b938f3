/**
 * List performance on a large organization (DESIGN §11), against PostgreSQL:
 *   npm run bench            (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Creates a throwaway database, seeds 100k customers, 100k users and 300k sales, then times
 * list pages through the list helper and the raw SQL it runs, and prints the query plans.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, queryRows } from '../src/db/client.js';
import { customersList } from '../src/modules/customers/customers.list.js';
import { createTenantOrganization } from '../src/modules/provisioning/provisioning.service.js';
import { usersList } from '../src/modules/users/users.list.js';
import { fail, measure, seedSalesHistory, withBenchDatabase } from './bench-kit.js';

const N_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const N_USERS = Number(process.env.BENCH_USERS ?? 100_000);
const N_SALES = Number(process.env.BENCH_SALES ?? 300_000);
async function seed(db: Db, org: string, prefix: string) {
  const words = `'{Smith,Jones,Brown,Garcia,Miller,Davis,Lopez,Wilson,Anderson,Taylor,Thomas,Moore,Martin,Lee,Perez,White,Harris,Clark,Lewis,Walker}'::text[]`;
  const first = `'{Ann,Bob,Cal,Dee,Eve,Fay,Gus,Hal,Ivy,Jon,Kim,Lou,Max,Ned,Ola,Pam,Quin,Rex,Sue,Tom}'::text[]`;
  await db.execute(
    sql.raw(`insert into customers (organization_id, id, name, email, phone, created_at)
      select '${org}', gen_random_uuid(),
        (${first})[1 + (i % 20)] || ' ' || (${words})[1 + ((i / 20) % 20)] || ' ' || i,
        'cust' || i || '@mail' || (i % 97) || '.test',
        '+1 555 ' || lpad((i % 10000000)::text, 7, '0'),
        now() - (i || ' minutes')::interval
      from generate_series(1, ${N_CUSTOMERS}) i`),
  );
  const [role] = await queryRows<{ id: string }>(
    db,
    sql`select id from roles where organization_id = ${org} and name = 'cashier'`,
  );
  await db.execute(
    sql.raw(`insert into users (organization_id, id, name, username, email, password_hash, role_id, created_at)
      select '${org}', gen_random_uuid(),
        (${first})[1 + (i % 20)] || ' ' || (${words})[1 + ((i / 20) % 20)],
        '${prefix}user' || i, '${prefix}user' || i || '@staff.test', 'x', '${role?.id}',
        now() - (i || ' minutes')::interval
      from generate_series(1, ${N_USERS}) i`),
  );
  await seedSalesHistory(
    db,
    org,
    sql.raw(`with c as (select id, row_number() over () as rn from customers where organization_id = '${org}')
      insert into transactions (organization_id, id, customer_id, status, payment_method, subtotal, tax_total, total_amount, transaction_date)
      select '${org}', gen_random_uuid(), c.id, 'Completed', 'Cash', 10, 0, 10 + (random() * 90)::numeric(12,2), now() - (g || ' minutes')::interval
      from generate_series(1, ${N_SALES}) g join c on c.rn = 1 + (g % ${N_CUSTOMERS})`),
  );
  // Steady state: autovacuum would have set the visibility map that index-only scans rely on.
  await db.execute(sql`vacuum analyze`);
}

withBenchDatabase('lists', async (db, url) => {
  const { organization } = await db.transaction((tx) =>
    createTenantOrganization(tx, { name: 'Bench Retail' }),
  );
  // A second organization of the same size keeps the tenant filter honest.
  const { organization: other } = await db.transaction((tx) =>
    createTenantOrganization(tx, { name: 'Other' }),
  );
  const t0 = performance.now();
  await seed(db, organization.id, 'a');
  await seed(db, other.id, 'b');
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${N_CUSTOMERS} customers, ${N_USERS} users, ${N_SALES} sales in each of two organizations\n`,
  );

  const org = organization.id;
  const raw = new pg.Pool({ connectionString: url, max: 2 });
  const base = { page: 1, limit: 10 } as const;
  try {
    await measure(db, raw, 'customers: first page (newest first)', customersList, org, base);
    await measure(db, raw, 'customers: search "smith 12"', customersList, org, {
      ...base,
      search: 'smith 12',
    });
    await measure(db, raw, 'customers: search "mail42" + created range', customersList, org, {
      ...base,
      search: 'mail42',
      createdFrom: '2000-01-01',
      createdTo: '2999-01-01',
    });
    await measure(db, raw, 'customers: page 500 sorted by name', customersList, org, {
      ...base,
      page: 500,
      sort: 'name',
    });
    await measure(db, raw, 'users: search "auser777"', usersList, org, {
      ...base,
      search: 'auser777',
    });
    await measure(db, raw, 'users: newest first', usersList, org, base);
  } finally {
    await raw.end();
  }

  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql.raw(`explain analyze select c.id from customers c where c.organization_id = '${org}'
        and (c.name ilike '%smith 12%' or c.email ilike '%smith 12%' or c.phone ilike '%smith 12%')
        order by c.created_at desc, c.id desc limit 10`),
  );
  console.log('\nEXPLAIN ANALYZE customers search "smith 12":');
  for (const r of plan) console.log(`  ${r['QUERY PLAN']}`);
}).catch(fail);
