/**
 * A rolling restart behind a balancer (docs/guide/running.md, "Several instances"): two built
 * instances on one PostgreSQL database behind HAProxy checking `/readyz`, 32 registers selling
 * through it without pause while each instance in turn gets SIGTERM, drains, exits and starts
 * again. Not one request may fail, and every sale answered is in the database once.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  Instance,
  jsonClient,
  startHaproxy,
  startPgbouncer,
  throwawayDatabase,
} from './cluster-kit.js';

const API = '/api/v1';
const REGISTERS = 32;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanUps: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const clean of cleanUps.reverse()) await clean();
});

describe.each([
  { through: 'straight to PostgreSQL', pgbouncer: false },
  { through: 'through PgBouncer in transaction mode', pgbouncer: true },
])('a rolling restart behind HAProxy, $through', ({ pgbouncer }) => {
  it('fails no request of 32 registers selling, and loses or doubles no sale', async () => {
    const db = await throwawayDatabase('rolling');
    cleanUps.push(db.drop);
    // Behind PgBouncer the requests' pool goes through it; migrations and LISTEN, which need a
    // session of their own, straight to the server (docs/guide/running.md, "PgBouncer").
    const bouncer = pgbouncer ? await startPgbouncer(db.url) : null;
    if (bouncer) cleanUps.push(bouncer.stop);
    const database: Record<string, string> = bouncer
      ? {
          DATABASE_URL: bouncer.url,
          DATABASE_POOLING: 'transaction',
          DATABASE_DIRECT_URL: db.url,
        }
      : { DATABASE_URL: db.url };
    // The balancer checks every 500 ms and takes a server out after two failed checks: a drain
    // of 2.5 s covers them and a request already on its way.
    const env = {
      ...database,
      SHUTDOWN_DRAIN_MS: '2500',
      SCHEDULED_JOBS: 'off',
      WEBHOOK_WORKER: 'off',
    };
    const instances = [new Instance(await freePort(), env), new Instance(await freePort(), env)];
    for (const instance of instances) {
      cleanUps.push(async () => {
        await instance.stop('SIGKILL');
        instance.cleanUp();
      });
      await instance.start();
    }
    const balancer = await startHaproxy(instances);
    cleanUps.push(balancer.stop);
    const client = jsonClient(balancer.url, REGISTERS + 4);
    cleanUps.push(client.close);

    const owner = await client.json<{ token: string; user: { organizationId: string } }>(
      'POST',
      `${API}/auth/signup`,
      null,
      {
        organizationName: 'Rolling Shop',
        name: 'Owner',
        email: `owner.${pgbouncer ? 'bouncer' : 'direct'}@rolling.test`,
        password: 'correct horse battery',
      },
    );
    const org = owner.user.organizationId;
    const direct = new pg.Client({ connectionString: db.url });
    await direct.connect();
    cleanUps.push(() => direct.end());
    await direct.query(
      'update general_settings set require_open_shift = false where organization_id = $1',
      [org],
    );
    const STOCK = 1_000_000;
    const { data: product } = await client.json<{ data: { _id: string } }>(
      'POST',
      `${API}/products`,
      owner.token,
      { name: 'Rolling pin', price: 2.5, stock: STOCK, sku: 'ROLL-1' },
    );

    // 32 registers, each sale with its own Idempotency-Key, back to back.
    let selling = true;
    const answered = new Set<string>();
    const failed: { key: string; status: number; body: string }[] = [];
    const registers = Array.from({ length: REGISTERS }, async (_, r) => {
      for (let n = 0; selling; n++) {
        const key = `register-${r}-sale-${n}`;
        const res = await client.request(
          'POST',
          `${API}/transactions`,
          owner.token,
          { items: [{ productId: product._id, quantity: 1 }], paymentMethod: 'Cash' },
          { 'idempotency-key': key },
        );
        if (res.status === 201) answered.add(key);
        else failed.push({ key, status: res.status, body: res.body.slice(0, 200) });
      }
    });

    await pause(2000);
    for (const instance of instances) {
      const before = answered.size;
      expect(await instance.stop('SIGTERM')).toBe(0);
      await instance.start();
      // Back in the balancer after two good checks.
      await pause(1500);
      expect(answered.size).toBeGreaterThan(before);
    }
    await pause(2000);
    selling = false;
    await Promise.all(registers);

    expect(
      failed.map((f) => `${f.key}: ${f.status} ${f.body}`).slice(0, 5),
      `${failed.length} failed`,
    ).toEqual([]);
    expect(answered.size).toBeGreaterThan(200);
    // Every sale answered is there once, and the stock moved by exactly as many.
    const { rows } = await direct.query<{ sales: number; stock: number; moved: number }>(
      `select (select count(*)::int from transactions where organization_id = $1) as sales,
         (select quantity::int from stock_levels where organization_id = $1 and product_id = $2) as stock,
         (select coalesce(sum(quantity_changed), 0)::int from inventory_log
           where organization_id = $1 and product_id = $2 and type = 'SALE') as moved`,
      [org, product._id],
    );
    expect(rows[0]).toEqual({
      sales: answered.size,
      stock: STOCK - answered.size,
      moved: -answered.size,
    });
  });
});
