/**
 * Reports off the primary (docs/DESIGN.md, "Reports off the primary"): a built instance with
 * DATABASE_READ_URL on a real streaming replica (`pg_basebackup` of a server of the test's own).
 * Every statement both servers run is logged, so the test sees where the report's query ran.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLICA_RETRY_MS, REPLICA_WAIT_MS } from '../src/db/read-replica.js';
import { freePort, Instance, jsonClient } from './cluster-kit.js';
import { PgServer } from './pg-servers.js';

const API = '/api/v1';
/** The sales summary's payments query, as PostgreSQL logs it. */
const PAYMENTS_QUERY = 'sum(r.amount)::bigint as amount from "rollup_payments"';
const METRICS_TOKEN = 'replica-metrics-token-0123456789';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanUps: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const clean of cleanUps.reverse()) await clean();
});

let primary: PgServer;
let replica: PgServer;
let instance: Instance;
let client: ReturnType<typeof jsonClient>;
let token: string;
let productId: string;

/** A list's CSV export fetches its rows in batches keyed by this column (`csvExport`). */
const EXPORT_BATCH_QUERY = 'as __key from';

const logged = (server: PgServer, query = PAYMENTS_QUERY) =>
  readFileSync(server.logFile, 'utf8').split(query).length - 1;

async function sell(key: string) {
  const res = await client.request(
    'POST',
    `${API}/transactions`,
    token,
    { items: [{ productId, quantity: 1 }], paymentMethod: 'Cash' },
    { 'idempotency-key': `replica-sale-${key}` },
  );
  expect(res.status, res.body).toBe(201);
}

async function summary() {
  const started = performance.now();
  const { data } = await client.json<{ data: { key: string; value: number }[] }>(
    'GET',
    `${API}/reports/sales-summary`,
    token,
  );
  const figure = (key: string) => data.find((f) => f.key === key)?.value;
  return {
    sales: figure('sales'),
    netSales: figure('netSales'),
    ms: performance.now() - started,
  };
}

async function readsCounted() {
  const res = await client.request('GET', '/metrics', null, undefined, {
    authorization: `Bearer ${METRICS_TOKEN}`,
  });
  const count = (database: string) =>
    Number(
      res.body.match(new RegExp(`pos_report_reads_total\\{database="${database}"\\} (\\d+)`))?.[1],
    );
  return { replica: count('replica'), primary: count('primary') };
}

beforeAll(async () => {
  const logAll = { log_statement: "'all'" };
  primary = await PgServer.create(logAll);
  cleanUps.push(() => primary.remove());
  await primary.query('create database pos');
  replica = await PgServer.replicaOf(primary, logAll);
  cleanUps.push(() => replica.remove());

  instance = new Instance(await freePort(), {
    DATABASE_URL: primary.url('pos'),
    DATABASE_READ_URL: replica.url('pos'),
    METRICS_TOKEN,
    SCHEDULED_JOBS: 'off',
    WEBHOOK_WORKER: 'off',
  });
  cleanUps.push(async () => {
    await instance.stop('SIGKILL');
    instance.cleanUp();
  });
  await instance.start();
  client = jsonClient(instance.url);
  cleanUps.push(client.close);

  const owner = await client.json<{ token: string; user: { organizationId: string } }>(
    'POST',
    `${API}/auth/signup`,
    null,
    {
      organizationName: 'Replica Shop',
      name: 'Owner',
      email: 'owner@replica.test',
      password: 'correct horse battery',
    },
  );
  token = owner.token;
  await primary.query(
    'update general_settings set require_open_shift = false where organization_id = $1',
    [owner.user.organizationId],
    'pos',
  );
  const { data } = await client.json<{ data: { _id: string } }>('POST', `${API}/products`, token, {
    name: 'Replica pin',
    price: 2.5,
    stock: 100,
  });
  productId = data._id;
});

describe('reports with DATABASE_READ_URL', () => {
  it('read the replica, and include a sale made a moment before', async () => {
    await sell('first');
    const before = { primary: logged(primary), replica: logged(replica) };
    expect(await summary()).toMatchObject({ sales: 1, netSales: 2.5 });
    // The report's query ran on the replica, not on the primary.
    expect(logged(replica)).toBeGreaterThan(before.replica);
    expect(logged(primary)).toBe(before.primary);
    expect(await readsCounted()).toEqual({ replica: 1, primary: 0 });
  });

  it('read the primary when the replica is behind longer than the wait, never an older figure', async () => {
    await replica.query('select pg_wal_replay_pause()');
    try {
      await sell('second');
      const before = logged(primary);
      const answer = await summary();
      expect(answer).toMatchObject({ sales: 2, netSales: 5 });
      // It waited for the replica (REPLICA_WAIT_MS) before it turned to the primary.
      expect(answer.ms).toBeGreaterThanOrEqual(REPLICA_WAIT_MS - 50);
      expect(logged(primary)).toBeGreaterThan(before);
      expect(await readsCounted()).toEqual({ replica: 1, primary: 1 });
      // The next report does not wait again: the primary at once, for REPLICA_RETRY_MS.
      const again = await summary();
      expect(again).toMatchObject({ sales: 2, netSales: 5 });
      expect(again.ms).toBeLessThan(REPLICA_WAIT_MS / 2);
      expect(await readsCounted()).toEqual({ replica: 1, primary: 2 });
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
    // Caught up again: once the retry time is over, the next report is the replica's.
    await pause(REPLICA_RETRY_MS);
    await sell('third');
    expect(await summary()).toMatchObject({ sales: 3, netSales: 7.5 });
    expect(await readsCounted()).toEqual({ replica: 2, primary: 2 });
  });

  it('answer from the primary while the replica is down', async () => {
    replica.stop('immediate');
    await sell('fourth');
    expect(await summary()).toMatchObject({ sales: 4, netSales: 10 });
    expect(await readsCounted()).toEqual({ replica: 2, primary: 3 });
    await replica.start();
    await pause(REPLICA_RETRY_MS);
    await sell('fifth');
    expect(await summary()).toMatchObject({ sales: 5, netSales: 12.5 });
    expect(await readsCounted()).toEqual({ replica: 3, primary: 3 });
  });

  it("send a list's CSV export to the replica, with the sale made a moment before", async () => {
    await sell('sixth');
    const before = {
      primary: logged(primary, EXPORT_BATCH_QUERY),
      replica: logged(replica, EXPORT_BATCH_QUERY),
    };
    const res = await client.request('GET', `${API}/transactions/export.csv`, token, undefined, {
      accept: 'text/csv',
    });
    expect(res.status, res.body).toBe(200);
    // The header and one line per sale: the sixth, sold just before, is in the file.
    expect(res.body.trim().split('\r\n')).toHaveLength(1 + 6);
    expect(logged(replica, EXPORT_BATCH_QUERY)).toBeGreaterThan(before.replica);
    expect(logged(primary, EXPORT_BATCH_QUERY)).toBe(before.primary);
    expect(await readsCounted()).toEqual({ replica: 4, primary: 3 });
  });
});
