/**
 * Webhooks (docs/benchmarks/webhooks.md), against PostgreSQL:
 *   npm run bench:webhooks   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * 1. What the outbox adds to a sale: two organizations alike (10,000 products with stock), one
 *    with an active endpoint listening to `sale.completed` and `stock.changed` (its sales write
 *    two events and their deliveries in the sale's statement), one without (the trigger's probe
 *    alone). The same five-line cash sale in each, alternated call by call: the ratio of the p50s;
 *    then 32 clients, phases of 500 sales one way, the other twice, the first again, per round.
 *    Targets: ≤ 1.10× p50 and sales/s.
 * 2. 10,000 queued events (`product.created`, written by one statement's trigger) delivered to a
 *    local receiver by the worker's loop, as the server runs it: target ≤ 30 s.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import { createSale } from '../src/modules/sales/checkout.service.js';
import { sealSecret, secretBoxKey } from '../src/modules/webhooks/secret-box.js';
import { deliverDueWebhooks } from '../src/modules/webhooks/webhooks.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import {
  asAutovacuumWould,
  benchOwner,
  fail,
  seedOpeningStock,
  throughput,
  withBenchDatabase,
} from './bench-kit.js';
import { p50, p95 } from './quantiles.js';

const N_PRODUCTS = 10_000;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const CLIENTS = 32;
const PHASE = 500;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function shop(db: Db, name: string) {
  const owner = await benchOwner(db, name);
  const org = owner.organizationId;
  await db.execute(sql`insert into products (organization_id, id, name, sku, price)
    select ${org}, gen_random_uuid(), 'Product ' || i, 'P' || i, 10 + (i % 90)
    from generate_series(1, ${N_PRODUCTS}) i`);
  await seedOpeningStock(db, org, 1_000_000);
  const [products] = await queryRows<{ ids: string[] }>(
    db,
    sql`select array_agg(id order by (substring(sku from 2))::int) as ids from products
        where organization_id = ${org}`,
  );
  return { owner, ids: products?.ids ?? [] };
}

async function endpoint(db: Db, owner: Caller, url: string, events: string[]) {
  await db.execute(sql`insert into webhook_endpoints (organization_id, id, url, events,
      secret_sealed, created_by)
    values (${owner.organizationId}, gen_random_uuid(), ${url}, ${`{${events.join(',')}}`}::text[],
      'v1:bench', ${owner.userId})`);
}

withBenchDatabase('webhooks', async (db, _url, deps: AppDeps) => {
  const plain = await shop(db, 'Bench No Webhooks');
  const hooked = await shop(db, 'Bench Webhooks');
  // BENCH_TYPES: the types the endpoint listens to (to see what each one costs).
  const types = (process.env.BENCH_TYPES ?? 'sale.completed,stock.changed').split(',');
  await endpoint(db, hooked.owner, 'https://93.184.215.14/pos', types);
  await db.execute(
    sql`update subscriptions set total_credits = 10000000, remaining_credits = 10000000`,
  );
  await db.execute(sql`update general_settings set require_open_shift = false`);
  await db.execute(sql`vacuum analyze`);

  let n = 0;
  const sale = (at: number, s: typeof plain) =>
    createSale(
      deps,
      s.owner,
      {
        items: [0, 1, 2, 3, 4].map((k) => ({
          productId: s.ids[(at * 5 + k) % s.ids.length] as string,
          quantity: 1 + (k % 2),
        })),
        paymentMethod: 'Cash',
      },
      randomUUID(),
    );
  const timed = async (at: number, s: typeof plain) => {
    const t0 = performance.now();
    await sale(at, s);
    return performance.now() - t0;
  };
  for (let i = 0; i < 100; i++) {
    await sale(i, plain);
    await sale(i, hooked);
  }
  const without: number[] = [];
  const withHooks: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % (PHASE / 2) === 0) await asAutovacuumWould(db);
    n += 1;
    const first = i % 2 === 0;
    const a = first ? await timed(n, plain) : 0;
    const b = await timed(n, hooked);
    without.push(first ? a : await timed(n, plain));
    withHooks.push(b);
  }
  // 0. What every shop pays, with or without webhooks: the probe of the two triggers a sale
  // fires, against the same sales with those triggers switched off (blocks of 100, alternated).
  const triggers = [sql`alter table transactions`, sql`alter table inventory_log`];
  const names = ['transactions_webhook_inserted', 'inventory_log_webhook'];
  const switchTriggers = async (on: boolean) => {
    for (const [i, table] of triggers.entries()) {
      await db.execute(
        sql`${table} ${on ? sql`enable` : sql`disable`} trigger ${sql.identifier(names[i] ?? '')}`,
      );
    }
  };
  const bare: number[] = [];
  const probed: number[] = [];
  for (let block = 0; block < 40; block++) {
    const on = block % 2 === 1;
    await switchTriggers(on);
    for (let i = 0; i < 100; i++) (on ? probed : bare).push(await timed(++n, plain));
  }
  await switchTriggers(true);
  console.log(`# Webhooks (${new Date().toISOString()}, load average ${load()})`);
  console.log('\n## 0. A sale of a shop without webhooks, 2,000 sales each way');
  console.log(
    `webhook triggers off                    p50 ${p50(bare).toFixed(2)} ms (p95 ${p95(bare).toFixed(2)})`,
  );
  console.log(
    `the triggers' probe                     p50 ${p50(probed).toFixed(2)} ms (p95 ${p95(probed).toFixed(2)})`,
  );
  console.log(`ratio of the p50s ${(p50(probed) / p50(bare)).toFixed(3)}`);
  console.log(`\n## 1. A sale with the outbox, ${PAIRS} pairs`);
  console.log(
    `no endpoint (the trigger's probe)       p50 ${p50(without).toFixed(2)} ms (p95 ${p95(without).toFixed(2)})`,
  );
  console.log(
    `sale.completed + stock.changed written p50 ${p50(withHooks).toFixed(2)} ms (p95 ${p95(withHooks).toFixed(2)})`,
  );
  console.log(`ratio of the p50s ${(p50(withHooks) / p50(without)).toFixed(3)}`);
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? [plain, hooked, hooked, plain] : [hooked, plain, plain, hooked];
    const seconds = new Map<typeof plain, number>();
    for (const s of order) {
      await asAutovacuumWould(db);
      const r = await throughput(CLIENTS, PHASE, () => sale(++n, s));
      seconds.set(s, (seconds.get(s) ?? 0) + PHASE / r.perSecond);
    }
    const pa = (2 * PHASE) / (seconds.get(plain) ?? 1);
    const pb = (2 * PHASE) / (seconds.get(hooked) ?? 1);
    ratios.push(pb / pa);
    console.log(
      `round ${round}: ${CLIENTS} clients, no endpoint ${pa.toFixed(0)} sales/s, with the outbox ${pb.toFixed(0)} sales/s, ratio ${(pb / pa).toFixed(2)}`,
    );
  }
  console.log(`median of the rounds' ratios ${p50(ratios).toFixed(2)}`);
  const [events] = await queryRows<{ n: number; d: number }>(
    db,
    sql`select (select count(*)::int from integration_events) as n,
          (select count(*)::int from webhook_deliveries) as d`,
  );
  console.log(`(the outbox holds ${events?.n} events, ${events?.d} deliveries)`);

  // 2. A backlog delivered: the sales' events go; 10,000 product.created events wait.
  await db.execute(sql`truncate integration_events cascade`);
  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  deps.config.webhooks.allowPrivate = true;
  const target = await shop(db, 'Bench Backlog');
  await db.execute(sql`insert into webhook_endpoints (organization_id, id, url, events,
      secret_sealed, created_by)
    values (${target.owner.organizationId}, gen_random_uuid(), ${url}, '{product.created}',
      ${sealSecret('whsec_bench', secretBoxKey(deps.config.jwtSecret))}, ${target.owner.userId})`);
  await db.execute(sql`insert into products (organization_id, id, name, sku, price)
    select ${target.owner.organizationId}, gen_random_uuid(), 'Queued ' || i, 'Q' || i, 5
    from generate_series(1, ${EVENTS}) i`);
  await db.execute(sql`vacuum analyze`);
  const t0 = performance.now();
  let rounds = 0;
  while (received < EVENTS) {
    const { sent } = await deliverDueWebhooks(deps, 60_000);
    rounds += 1;
    if (sent === 0) break;
  }
  const seconds = (performance.now() - t0) / 1000;
  receiver.close();
  const [left] = await queryRows<{ delivered: number; other: number }>(
    db,
    sql`select count(*) filter (where status = 'delivered')::int as delivered,
          count(*) filter (where status <> 'delivered')::int as other from webhook_deliveries`,
  );
  console.log(`\n## 2. ${EVENTS} queued events to a local receiver`);
  console.log(
    `delivered ${left?.delivered} (others ${left?.other}), received ${received}, in ${seconds.toFixed(1)} s (${(EVENTS / seconds).toFixed(0)}/s, ${rounds} runs of the worker), load average ${load()}`,
  );
}).catch(fail);
