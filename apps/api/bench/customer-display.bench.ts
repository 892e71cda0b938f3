/**
 * The customer display's latency (docs/benchmarks/customer-display.md): from the moment a
 * register sends its cart (`PUT /customer-displays/state`) to the moment a paired display's
 * event stream delivers it — the display on another API instance than the register, as behind
 * a balancer without sticky sessions — beside the minimal work in the same run: the PUT's own
 * round trip, and a bare LISTEN/NOTIFY round trip between two connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type TDisplayState, takeEvents } from '@pos/contracts/customer-display';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { p50, p95 } from './bench-kit.js';
import { httpClient, type Server, startServer } from './http-kit.js';

const API = '/api/v1';
const ROUNDS = Number(process.env.BENCH_DISPLAY_ROUNDS ?? 300);
const DEVICES = Number(process.env.BENCH_DISPLAY_DEVICES ?? 200);
const CLIENTS = 32;
const LOAD_UPDATES = Number(process.env.BENCH_DISPLAY_UPDATES ?? 2000);

const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;
const row = (label: string, xs: number[]) =>
  `| ${label} | ${p50(xs).toFixed(1)} ms | ${p95(xs).toFixed(1)} ms | ${p99(xs).toFixed(1)} ms |`;

/** A cart of `lines` lines whose receipt field carries the round's marker. */
const cartWith = (marker: string, lines = 12): TDisplayState => ({
  phase: 'cart',
  lines: Array.from({ length: lines }, (_, i) => ({
    name: `Item ${i + 1} with a longer name`,
    detail: i % 3 ? null : 'Large',
    quantity: 1 + (i % 3),
    unitPrice: 4.5,
    discount: 0,
    promotions: i % 4 ? [] : [{ name: 'Tea week', amount: 0.5 }],
    total: 4.5 * (1 + (i % 3)),
  })),
  subtotal: 100,
  discount: 1.5,
  taxes: [{ name: 'VAT', rate: 10, amount: 9.85 }],
  taxIncluded: false,
  total: 108.35,
  tendered: null,
  change: null,
  receipt: marker,
});

/** A display's event stream: `onMarker` gets each state's marker as it arrives. */
async function followDisplay(base: string, token: string, onMarker: (m: string) => void) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API}/customer-displays/view/events`, {
    headers: { 'x-display-token': token },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const body = res.body;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        const taken = takeEvents(buffer + decoder.decode(chunk as Uint8Array, { stream: true }));
        buffer = taken.rest;
        for (const { data } of taken.events) {
          const marker = /"receipt":"([^"]+)"/.exec(data)?.[1];
          if (marker) onMarker(marker);
        }
      }
    } catch {
      // closed
    }
  })();
  return () => controller.abort();
}

interface Shop {
  token: string;
}

async function signUp(register: ReturnType<typeof httpClient>): Promise<Shop> {
  const answer = await register.json<{ token: string }>('POST', `${API}/auth/signup`, null, {
    organizationName: 'Display Bench',
    name: 'Bench Owner',
    email: `owner.${Date.now()}@bench.test`,
    password: 'correct horse battery staple',
  });
  // Sales need no open shift here; nothing is sold anyway.
  return { token: answer.token };
}

/** A device with one display paired through `displayBase`'s instance. */
async function pairedDevice(
  register: ReturnType<typeof httpClient>,
  display: ReturnType<typeof httpClient>,
  shop: Shop,
) {
  const deviceId = uuidv7();
  const pairing = await register.json<{ data: { pairingCode: string } }>(
    'POST',
    `${API}/customer-displays`,
    shop.token,
    { deviceId },
  );
  const claim = await display.json<{ data: { token: string } }>(
    'POST',
    `${API}/customer-displays/claim`,
    null,
    { pairingCode: pairing.data.pairingCode },
  );
  return { deviceId, token: claim.data.token };
}

/** Waiters for markers, by marker: resolved with the moment the stream delivered it. */
function markerBoard() {
  const waiting = new Map<string, (at: number) => void>();
  return {
    seen(marker: string) {
      waiting.get(marker)?.(performance.now());
      waiting.delete(marker);
    },
    wait(marker: string) {
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${marker} never arrived`)), 10_000);
        waiting.set(marker, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
  };
}

/** One display, `ROUNDS` carts one after the other: delivery beside the PUT's own round trip. */
async function oneDisplay(registerServer: Server, displayServer: Server, label: string) {
  const register = httpClient(registerServer.url);
  const display = httpClient(displayServer.url);
  const shop = await signUp(register);
  const device = await pairedDevice(register, display, shop);
  const board = markerBoard();
  const stop = await followDisplay(displayServer.url, device.token, (m) => board.seen(m));
  const delivered: number[] = [];
  const answered: number[] = [];
  for (let i = -20; i < ROUNDS; i++) {
    const marker = `one-${i}`;
    const arrival = board.wait(marker);
    const t0 = performance.now();
    const res = await register.api('PUT', `${API}/customer-displays/state`, shop.token, {
      deviceId: device.deviceId,
      state: cartWith(marker),
    });
    const t1 = performance.now();
    if (res.status !== 200) throw new Error(`PUT → ${res.status} ${res.body}`);
    const at = await arrival;
    // The first 20 warm the connections and the statements up.
    if (i >= 0) {
      answered.push(t1 - t0);
      delivered.push(at - t0);
    }
  }
  stop();
  register.close();
  display.close();
  console.log(`\n### ${label}: one display, ${ROUNDS} carts of 12 lines, one after the other\n`);
  console.log('| | p50 | p95 | p99 |\n|---|---|---|---|');
  console.log(row('register sends → display has it', delivered));
  console.log(row("the PUT's own round trip (minimal work)", answered));
  console.log(`\nratio of p50s: ${(p50(delivered) / p50(answered)).toFixed(2)}`);
  return shop;
}

/**
 * `DEVICES` registers each with a display on the display instance, `CLIENTS` of them sending
 * at once, `LOAD_UPDATES` carts in all.
 */
async function underLoad(registerServer: Server, displayServer: Server) {
  const register = httpClient(registerServer.url, CLIENTS);
  const display = httpClient(displayServer.url);
  const shop = await signUp(register);
  const board = markerBoard();
  const devices: { deviceId: string; token: string }[] = [];
  for (let i = 0; i < DEVICES; i++) devices.push(await pairedDevice(register, display, shop));
  const stops = await Promise.all(
    devices.map((d) => followDisplay(displayServer.url, d.token, (m) => board.seen(m))),
  );
  const delivered: number[] = [];
  const answered: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < LOAD_UPDATES) {
        const n = next++;
        const device = devices[n % devices.length];
        if (!device) return;
        const marker = `load-${n}`;
        const arrival = board.wait(marker);
        const s = performance.now();
        const res = await register.api('PUT', `${API}/customer-displays/state`, shop.token, {
          deviceId: device.deviceId,
          state: cartWith(marker),
        });
        if (res.status !== 200) throw new Error(`PUT → ${res.status}`);
        answered.push(performance.now() - s);
        delivered.push((await arrival) - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  for (const stop of stops) stop();
  register.close();
  display.close();
  console.log(
    `\n### ${DEVICES} displays streaming from one instance, ${CLIENTS} registers sending at once through the other (${LOAD_UPDATES} carts)\n`,
  );
  console.log('| | p50 | p95 | p99 |\n|---|---|---|---|');
  console.log(row('register sends → display has it', delivered));
  console.log(row("the PUT's own round trip (minimal work)", answered));
  console.log(`\n${(LOAD_UPDATES / seconds).toFixed(0)} carts a second delivered`);
}

/** A bare NOTIFY from one connection heard on another: the floor of any fan-out through it. */
async function bareNotify(url: string) {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await listener.connect();
  await sender.connect();
  await listener.query('listen bench_display');
  const samples: number[] = [];
  for (let i = -20; i < ROUNDS; i++) {
    const heard = new Promise<number>((resolve) =>
      listener.once('notification', () => resolve(performance.now())),
    );
    const t0 = performance.now();
    await sender.query(`select pg_notify('bench_display', $1)`, [String(i)]);
    const at = await heard;
    if (i >= 0) samples.push(at - t0);
  }
  await listener.end();
  await sender.end();
  console.log(row('a bare NOTIFY heard on another connection', samples));
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `pos_bench_display_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'pos-bench-display-')));
  const env = (dataDir: string) => ({
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SCHEDULED_JOBS: 'off',
  });
  console.log(`# Customer display (${new Date().toISOString()}, ${loadLine()})`);
  const a = await startServer(env(dirs[0] ?? ''));
  const b = await startServer(env(dirs[1] ?? ''));
  try {
    console.log('\n## PostgreSQL 15, two API instances');
    await oneDisplay(a, b, 'register on instance A, display on instance B');
    console.log('| | p50 | p95 | p99 |\n|---|---|---|---|');
    await bareNotify(url.toString());
    await underLoad(a, b);
  } finally {
    await a.stop();
    await b.stop();
  }
  const lite = await startServer({ DATA_DIR: dirs[2] ?? '' });
  try {
    console.log('\n## PGlite (embedded), one instance');
    await oneDisplay(lite, lite, 'register and display on the one instance');
  } finally {
    await lite.stop();
  }
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  console.log(`\n(${loadLine()})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
