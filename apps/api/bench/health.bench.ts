/**
 * Health under a burst (docs/benchmarks/health.md): `/healthz` and `/readyz` timed while 60
 * clients move the stock of one item at once through the built server on PostgreSQL — every
 * request pool connection then waits on that item's row — beside a request that needs the pool
 * (a product's GET: what the old `/healthz`, a `select 1` through the pool, waited like) and a
 * `/metrics` scrape, in the same run; then the same probes on the idle server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { p50 } from './bench-kit.js';
import { httpClient, type Server, startServer } from './http-kit.js';

const API = '/api/v1';
const BURST = Number(process.env.BENCH_HEALTH_CLIENTS ?? 60);
const SECONDS = Number(process.env.BENCH_HEALTH_SECONDS ?? 20);
/** How often each probe asks, as a balancer's health check would (HAProxy `inter`). */
const EVERY_MS = 100;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

interface Probe {
  label: string;
  send: () => Promise<{ status: number }>;
}

/** Each probe asks every EVERY_MS (after its last answer) until `stop`; its times and statuses. */
async function probe(p: Probe, stop: { done: boolean }) {
  const times: number[] = [];
  const slow: string[] = [];
  const start = performance.now();
  const statuses = new Map<number, number>();
  while (!stop.done) {
    const t0 = performance.now();
    const { status } = await p.send();
    times.push(performance.now() - t0);
    if (performance.now() - t0 > 100 && process.env.BENCH_HEALTH_SLOW) {
      slow.push(`${((t0 - start) / 1000).toFixed(1)}s:${(performance.now() - t0).toFixed(0)}ms`);
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await new Promise((r) => setTimeout(r, EVERY_MS));
  }
  if (slow.length > 0) console.log(`${p.label} slow: ${slow.join(' ')}`);
  return { label: p.label, times, statuses };
}

const row = (r: Awaited<ReturnType<typeof probe>>) =>
  `| ${r.label} | ${r.times.length} | ${p50(r.times).toFixed(1)} ms | ${pct(r.times, 0.99).toFixed(1)} ms | ${Math.max(...r.times).toFixed(1)} ms | ${[
    ...r.statuses,
  ]
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')} |`;

/**
 * The floor: a bare Node HTTP server in a process of its own on the same machine, answering
 * "ok" — what any answer costs when the two cores are busy with the burst.
 */
async function bareServer() {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () {
        process.send(this.address().port);
      })`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m) => resolve(Number(m))),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function measure(
  server: Server,
  bare: string,
  token: string,
  productId: string,
  burst: boolean,
) {
  // Probes on connections of their own, as a balancer's are.
  const probes: Probe[] = [
    {
      label: 'a bare Node server beside it (the floor)',
      send: (() => {
        const c = httpClient(bare, 1);
        return () => c.send('GET', '/');
      })(),
    },
    {
      label: '`/healthz`',
      send: (() => {
        const c = httpClient(server.url, 1);
        return () => c.send('GET', '/healthz');
      })(),
    },
    {
      label: '`/readyz`',
      send: (() => {
        const c = httpClient(server.url, 1);
        return () => c.send('GET', '/readyz');
      })(),
    },
    {
      label: '`/metrics` (a scrape)',
      send: (() => {
        const c = httpClient(server.url, 1);
        return () =>
          c.send('GET', '/metrics', undefined, { authorization: `Bearer ${METRICS_TOKEN}` });
      })(),
    },
    {
      label: "a product's GET (needs a pooled connection, as the old `/healthz`)",
      send: (() => {
        const c = httpClient(server.url, 1);
        return () => c.api('GET', `${API}/products/${productId}`, token);
      })(),
    },
  ];
  const stop = { done: false };
  const movers = httpClient(server.url, BURST);
  let moves = 0;
  let refused = 0;
  const burstLoops = burst
    ? Array.from({ length: BURST }, async () => {
        while (!stop.done) {
          const res = await movers.api('POST', `${API}/inventory-log/add-by-barcode`, token, {
            barcode: 'HEALTH-1',
            quantity: 1,
            type: 'purchase',
          });
          if (res.status === 201) moves += 1;
          else refused += 1;
        }
      })
    : [];
  // The burst's first second is the server's first requests of that route (its code compiled,
  // its connections opened): its event loop is busy whatever the probes ask. Measured after it.
  if (burst) await new Promise((r) => setTimeout(r, 2000));
  moves = 0;
  refused = 0;
  const running = probes.map((p) => probe(p, stop));
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  stop.done = true;
  const results = await Promise.all(running);
  await Promise.all(burstLoops);
  movers.close();
  console.log(
    `\n### ${burst ? `${BURST} clients moving one item's stock at once (${(moves / SECONDS).toFixed(0)} moves/s, ${refused} refused)` : 'idle'}, ${SECONDS} s, ${loadLine()}\n`,
  );
  console.log('| probe | answers | p50 | p99 | max | statuses |\n|---|---|---|---|---|---|');
  for (const r of results) console.log(row(r));
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `pos_bench_health_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-health-'));
  console.log(`# Health under a burst (${new Date().toISOString()}, ${loadLine()})`);
  const server = await startServer({
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SCHEDULED_JOBS: 'off',
    METRICS_TOKEN,
  });
  const bare = await bareServer();
  try {
    const client = httpClient(server.url);
    const { token } = await client.json<{ token: string }>('POST', `${API}/auth/signup`, null, {
      organizationName: 'Health Bench',
      name: 'Bench Owner',
      email: `owner.${Date.now()}@bench.test`,
      password: 'correct horse battery staple',
    });
    const product = await client.json<{ data: { _id: string } }>('POST', `${API}/products`, token, {
      name: 'Contended item',
      price: 10,
      stock: 0,
      sku: 'HEALTH-1',
    });
    client.close();
    console.log('\n## PostgreSQL 15, one instance, a pool of 20 connections');
    await measure(server, bare.url, token, product.data._id, true);
    await measure(server, bare.url, token, product.data._id, false);
  } finally {
    bare.stop();
    await server.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n(${loadLine()})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
