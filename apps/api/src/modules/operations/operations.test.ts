import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { POOL_MAX } from '../../db/client.js';
import {
  bearer,
  createTestApp,
  okAs,
  onPostgres,
  signUp,
  useTestApp,
} from '../../test/test-app.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
const ok = okAs(t);

const scrape = async () => {
  const res = await t.as(null).get('/metrics', { headers: bearer(TOKEN) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** A metric's value in a scrape, by its name and labels as Prometheus's text format writes them. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('health, readiness and metrics', () => {
  it('is alive and ready on a migrated database; draining, alive but not ready', async () => {
    expect((await t.as(null).get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.as(null).get('/readyz');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    t.deps.operations.startDraining();
    try {
      const draining = await t.as(null).get('/readyz');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({
        code: 'NOT_READY',
        message: 'This instance is shutting down: send requests to another.',
        details: { reason: 'draining' },
      });
      expect((await t.as(null).get('/healthz')).statusCode).toBe(200);
    } finally {
      await t.restart();
    }
    expect((await t.as(null).get('/readyz')).statusCode).toBe(200);
  });

  it('is not ready on a database a migration behind this build', async () => {
    await t.sql(sql`create temporary table kept as select * from drizzle.__drizzle_migrations`);
    await t.sql(sql`delete from drizzle.__drizzle_migrations
      where id = (select max(id) from drizzle.__drizzle_migrations)`);
    try {
      const behind = await t.as(null).get('/readyz');
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({
        code: 'NOT_READY',
        details: { reason: 'migrations_behind' },
      });
    } finally {
      await t.sql(sql`insert into drizzle.__drizzle_migrations
        select * from kept where id not in (select id from drizzle.__drizzle_migrations)`);
      await t.sql(sql`drop table kept`);
    }
    expect((await t.as(null).get('/readyz')).statusCode).toBe(200);
  });

  it('serves metrics only with the token: request durations by route, sales, the queues', async () => {
    const none = await t.as(null).get('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.as(null).get('/metrics', { headers: bearer('not-the-token-at-all') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED' });

    const owner = await signUp(t);
    const before = await scrape();
    const sold = (text: string) => seriesValue(text, 'pos_sales_total{origin="online"}') ?? 0;
    const { data: lamp } = await ok(owner, 'POST', 'products', {
      name: 'Metered lamp',
      price: 10,
      stock: 5,
      sku: 'MET-1',
    });
    const sale = { items: [{ productId: lamp._id, quantity: 1 }], paymentMethod: 'Cash' };
    const retry = { headers: { 'idempotency-key': 'metered-sale-1' } };
    expect((await t.as(owner).post('transactions', sale, retry)).statusCode).toBe(201);
    // The same sale again (a retry): made once, counted once.
    const again = await t.as(owner).post('transactions', sale, retry);
    expect(again.headers['idempotent-replayed']).toBe('true');
    await t.as(owner).get(`products/${lamp._id}`);

    const after = await scrape();
    expect(sold(after) - sold(before)).toBe(1);
    // One series per route pattern, never per id.
    expect(after).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/products\/:id",status_code="200"\} [1-9]/m,
    );
    expect(after).not.toContain(lamp._id);
    expect(after).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/v1\/transactions",status_code="201"\} \d/m,
    );
    for (const queue of ['webhook-deliveries', 'webhook-events', 'imports', 'data-exports']) {
      expect(seriesValue(after, `pos_job_queue_depth{queue="${queue}"}`)).toBe(0);
    }
    // The sale waits for the reports' rollups until the job folds it in.
    expect(
      seriesValue(after, 'pos_job_queue_depth{queue="report-rollups"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(after).toContain('process_cpu_seconds_total');
    if (onPostgres) {
      expect(seriesValue(after, 'pos_db_pool_connections{state="max"}')).toBe(POOL_MAX);
    }
  });

  it('is not served where no token is configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.as(null).get('/metrics', { headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await plain.close();
    }
  });

  it.runIf(onPostgres)(
    'answers both probes in under 100 ms while every pooled connection waits on one locked row',
    async () => {
      const owner = await signUp(t);
      const url = t.databaseUrl;
      if (!url) throw new Error('no database URL');
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from organizations where id = $1 for update', [
        owner.user.organizationId,
      ]);
      // Every pooled connection, and more, waits for the row the holder locked.
      // (Drizzle runs a query when it is awaited: `then` starts each now.)
      const waiting = Array.from({ length: POOL_MAX + 5 }, () =>
        t.db
          .execute(
            sql`update organizations set name = name where id = ${owner.user.organizationId}`,
          )
          .then(() => undefined),
      );
      try {
        const pool = () =>
          t.deps.operations.metrics.registry.getSingleMetricAsString('pos_db_pool_connections');
        await expect
          .poll(async () => seriesValue(await pool(), 'pos_db_pool_connections{state="waiting"}'))
          .toBe(5);
        for (const path of ['/healthz', '/readyz']) {
          const started = performance.now();
          const res = await t.as(null).get(path);
          const ms = performance.now() - started;
          expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
          expect(ms, path).toBeLessThan(100);
        }
        const metrics = await scrape();
        expect(seriesValue(metrics, 'pos_db_pool_connections{state="in_use"}')).toBe(POOL_MAX);
      } finally {
        await holder.query('commit');
        await holder.end();
        await Promise.all(waiting);
      }
    },
  );
});
