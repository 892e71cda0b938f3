/**
 * Sync throughput of an offline register (DESIGN §13): `npm run bench:http` runs it after
 * http.bench.js; alone, after a build: `node apps/api/dist-tools/bench/offline-sync.bench.js`.
 *
 * The built server (dist/main.js) on PostgreSQL (DATABASE_URL's server, a throwaway database).
 * One cashier with an open shift; 40 products. One device's outbox of BENCH_SYNC_SALES (500)
 * offline sales of two lines — made over the last hours, with the register's prices and taxes,
 * its shift, its Idempotency-Key — is sent as the register sends it: oldest first, one at a
 * time, each waiting for its answer. The same number of ordinary sales of two lines, sent the
 * same way, are the yardstick, in the same run; the order of the two alternates over
 * BENCH_SYNC_ROUNDS (2) rounds so that neither always runs on a warmer server. Then the whole
 * outbox is sent again with the same keys — a register whose answers were lost — which must
 * answer every sale as it was (replayed) and write nothing. `uptime` is printed before and after.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fail, p50, p95 } from './bench-kit.js';
import { type HttpClient, httpClient, startServer } from './http-kit.js';

const SALES = Number(process.env.BENCH_SYNC_SALES ?? 500);
const ROUNDS = Number(process.env.BENCH_SYNC_ROUNDS ?? 2);
const API = '/api/v1';
const TAXES = [
  { id: 'vat', name: 'VAT', rate: 10 },
  { id: 'city', name: 'City tax', rate: 2.5 },
];

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

interface Shop {
  token: string;
  cashier: string;
  shiftId: string;
  products: { _id: string; price: number }[];
}

async function setUp(client: HttpClient): Promise<Shop> {
  const owner = await client.json<{ token: string; user: { organizationId: string } }>(
    'POST',
    `${API}/auth/signup`,
    null,
    {
      organizationName: 'Sync Bench Shop',
      name: 'Sync Owner',
      email: `sync.${Date.now()}@bench.test`,
      password: 'correct horse battery staple',
    },
  );
  const { data: settings } = await client.json<{ data: Record<string, unknown> }>(
    'GET',
    `${API}/settings/general`,
    owner.token,
  );
  await client.json('PUT', `${API}/settings/general`, owner.token, { ...settings, taxes: TAXES });
  const products: Shop['products'] = [];
  for (let i = 0; i < 40; i++) {
    const price = 1 + (i % 17) + 0.25;
    const { data } = await client.json<{ data: { _id: string } }>(
      'POST',
      `${API}/products`,
      owner.token,
      { name: `Sync item ${i}`, price, stock: 1_000_000, sku: `SYNC-${i}` },
    );
    products.push({ _id: data._id, price });
  }
  // The register's user: a cashier, selling in an open shift (its expected cash counts them).
  const roles = await client.json<{ data: { _id: string; name: string }[] }>(
    'GET',
    `${API}/roles?noPagination=true`,
    owner.token,
  );
  const email = `cashier.${Date.now()}@bench.test`;
  await client.json('POST', `${API}/users`, owner.token, {
    name: 'Sync Cashier',
    username: `sync-cashier-${Date.now()}`,
    email,
    password: 'cashier password 2026',
    role: roles.data.find((r) => r.name === 'cashier')?._id,
    permissions: [],
  });
  const cashier = await client.json<{ token: string }>('POST', `${API}/auth/login`, null, {
    username: email,
    password: 'cashier password 2026',
  });
  const shift = await client.json<{ data: { _id: string } }>(
    'POST',
    `${API}/shifts/open`,
    cashier.token,
    { openingFloat: 100 },
  );
  return { token: owner.token, cashier: cashier.token, shiftId: shift.data._id, products };
}

/** The i-th sale's two lines. */
const linesOf = (shop: Shop, i: number) => {
  const n = shop.products.length;
  return [shop.products[(i * 2) % n], shop.products[(i * 2 + 1) % n]].map((p) => ({
    productId: p?._id ?? '',
    quantity: 1 + (i % 3),
    price: p?.price ?? 0,
  }));
};

/** One device's outbox: `SALES` offline sales made over the last hours, oldest first. */
function outbox(shop: Shop, round: number) {
  const deviceId = randomUUID();
  const prefix = `S${round}`;
  const start = Date.now() - 4 * 3_600_000;
  return Array.from({ length: SALES }, (_, i) => ({
    key: randomUUID(),
    body: {
      items: linesOf(shop, i),
      paymentMethod: 'Cash',
      offline: {
        createdAt: new Date(start + i * 20_000).toISOString(),
        deviceId,
        localNumber: `${prefix}-${i + 1}`,
        shiftId: shop.shiftId,
        taxes: TAXES.map(({ name, rate }) => ({ name, rate })),
      },
    },
  }));
}

/** The ordinary sales of the yardstick: the same carts, priced by the server. */
const ordinary = (shop: Shop) =>
  Array.from({ length: SALES }, (_, i) => ({
    key: randomUUID(),
    body: {
      items: linesOf(shop, i).map(({ productId, quantity }) => ({ productId, quantity })),
      paymentMethod: 'Cash',
    },
  }));

/**
 * Sends the sales one at a time, each after the answer to the one before, as a register syncs;
 * every one must be answered 201 (a replay too; the run counts the rows after the replays).
 */
async function sendInTurn(
  client: HttpClient,
  token: string,
  sales: { key: string; body: unknown }[],
) {
  const times: number[] = [];
  const t0 = performance.now();
  for (const s of sales) {
    const start = performance.now();
    const res = await client.api('POST', `${API}/transactions`, token, s.body, {
      'idempotency-key': s.key,
    });
    times.push(performance.now() - start);
    if (res.status !== 201) throw new Error(`sale → ${res.status} ${res.body}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  return { perSecond: sales.length / seconds, p50: p50(times), p95: p95(times) };
}

const line = (label: string, r: { perSecond: number; p50: number; p95: number }) =>
  `| ${label} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} ms | ${r.p95.toFixed(2)} ms |`;

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `pos_bench_sync_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-sync-'));
  const server = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  const client = httpClient(server.url, 4);
  const raw = new pg.Client({ connectionString: url.toString() });
  await raw.connect();
  try {
    console.log(`\n## Offline sales sync, PostgreSQL (${uptime()})\n`);
    const shop = await setUp(client);
    // Warm the server's statements and connections before anything is timed.
    await sendInTurn(client, shop.cashier, ordinary(shop).slice(0, 50));
    console.log(
      `| ${SALES} sales of 2 lines, one at a time | sales/s | p50 | p95 |\n|---|---|---|---|`,
    );
    const offline: number[] = [];
    const online: number[] = [];
    let lastOutbox: ReturnType<typeof outbox> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const box = outbox(shop, round);
      const runOffline = async () => {
        const r = await sendInTurn(client, shop.cashier, box);
        offline.push(r.perSecond);
        console.log(line(`offline outbox, round ${round + 1}`, r));
      };
      const runOnline = async () => {
        const r = await sendInTurn(client, shop.cashier, ordinary(shop));
        online.push(r.perSecond);
        console.log(line(`ordinary sales, round ${round + 1}`, r));
      };
      // Alternating which goes first.
      if (round % 2 === 0) {
        await runOffline();
        await runOnline();
      } else {
        await runOnline();
        await runOffline();
      }
      lastOutbox = box;
    }
    const before = await raw.query<{ n: number }>('select count(*)::int as n from transactions');
    const replay = await sendInTurn(client, shop.cashier, lastOutbox);
    console.log(line('the last outbox again, same keys (every answer a replay)', replay));
    const after = await raw.query<{ n: number }>('select count(*)::int as n from transactions');
    if (after.rows[0]?.n !== before.rows[0]?.n) throw new Error('a replay wrote a sale');
    const flagged = await raw.query<{ n: number }>(
      'select count(*)::int as n from transactions where needs_review',
    );
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `\noffline ${mean(offline).toFixed(0)} sales/s against ordinary ${mean(online).toFixed(0)} sales/s (${((100 * mean(offline)) / mean(online)).toFixed(0)} %); replays ${replay.perSecond.toFixed(0)}/s; ${after.rows[0]?.n} sales on record, ${flagged.rows[0]?.n} flagged for review`,
    );
    console.log(`(${uptime()})`);
  } finally {
    client.close();
    await raw.end();
    await server.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(fail);
