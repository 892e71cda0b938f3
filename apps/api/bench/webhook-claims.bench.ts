/**
 * The webhook worker's own statements (docs/benchmarks/webhooks.md, "What claiming per
 * organization costs"):
 *   npm run bench:webhook-claims   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * BENCH_EVENTS (10,000) `product.created` events queued, each organization with an endpoint
 * listening, then the worker's statements alone until every event is delivered — no HTTP: the
 * fan-out (`fanOut`, 1,000 at a time) and the claim of each batch of 100 with its outcomes
 * written back (`claimDue` + `recordAttempts`, every delivery taken) — once with the events of
 * one organization, once spread over 100 organizations (100 each), the claim and the recording
 * timed apart. Each organization of a batch takes an even share in a lateral subquery of the
 * one claiming statement (on PostgreSQL): the ratio of the two is what that share costs.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import { claimDue, fanOut, recordAttempts } from '../src/modules/webhooks/webhooks.repository.js';
import { withBenchDatabase } from './bench-kit.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);

async function drain(db: Db, organizations: number) {
  await db.execute(sql`insert into organizations (id, name, code)
    select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Bench ' || i,
      'WHB-' || i
    from generate_series(1, ${organizations}) i`);
  const ours = sql`(select id from organizations where code like 'WHB-%')`;
  await db.execute(sql`insert into webhook_endpoints (organization_id, id, url, events, secret_sealed)
    select id, gen_random_uuid(), 'https://receiver.test', '{product.created}', 'v1:bench'
    from ${ours} o`);
  await db.execute(sql`insert into integration_events (organization_id, id, type, subject_id)
    select o.id, uuid_v7_micros(), 'product.created', gen_random_uuid()
    from generate_series(1, ${EVENTS / organizations}) i, ${ours} o`);
  await db.execute(sql`vacuum analyze`);

  let t0 = performance.now();
  while ((await fanOut(db, 1000)) === 1000);
  const fanned = performance.now() - t0;
  let claimed = 0;
  let recorded = 0;
  let batches = 0;
  for (;;) {
    t0 = performance.now();
    const batch = await claimDue(db, 100, 60);
    claimed += performance.now() - t0;
    if (batch.length === 0) break;
    batches += 1;
    t0 = performance.now();
    await recordAttempts(
      db,
      new Date(),
      batch.map((d) => ({
        organizationId: d.organization_id,
        id: d.id,
        delivered: true,
        nextAttemptAt: null,
        responseCode: 200,
        durationMs: 1,
        error: null,
        responseSnippet: '',
      })),
    );
    recorded += performance.now() - t0;
  }
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from webhook_deliveries where status = 'delivered'`,
  );
  if (done?.n !== EVENTS) throw new Error(`delivered ${done?.n} of ${EVENTS}`);
  await db.execute(sql`delete from webhook_deliveries`);
  await db.execute(sql`delete from integration_events`);
  await db.execute(sql`delete from webhook_endpoints`);
  await db.execute(sql`delete from organizations where code like 'WHB-%'`);
  return { fanned, claimed, recorded, batches };
}

await withBenchDatabase('webhook_claims', async (db) => {
  console.info(`# Webhook claims (${new Date().toISOString()}, load ${loadavg().join(' ')})`);
  const seconds = (x: number) => `${(x / 1000).toFixed(2)} s`;
  const one = await drain(db, 1);
  const many = await drain(db, 100);
  for (const [label, r] of [
    ['1 organization', one],
    ['100 organizations', many],
  ] as const) {
    console.info(
      `${EVENTS} events of ${label}: fan-out ${seconds(r.fanned)}, claim ${seconds(r.claimed)} + record ${seconds(r.recorded)} (${r.batches} batches)`,
    );
  }
  console.info(
    `ratio 100 ÷ 1: fan-out ${(many.fanned / one.fanned).toFixed(2)}, claim ${(many.claimed / one.claimed).toFixed(2)}, record ${(many.recorded / one.recorded).toFixed(2)}, claim + record ${((many.claimed + many.recorded) / (one.claimed + one.recorded)).toFixed(2)}`,
  );
});
