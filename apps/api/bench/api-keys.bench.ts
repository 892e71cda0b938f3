/**
 * What a request made with an API key costs (docs/benchmarks/api-keys.md), against PostgreSQL:
 *   npm run bench:api-keys   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * The built server (dist/main.js) on a throwaway database; one small read (`GET /stores`) sent
 * with a session's token and with an API key, at 1 and 8 connections, in the same run — the
 * session's caller is read once a second (CALLER_CACHE_MS), the key's every request: the
 * statement that counts it in its minute, then its creator's context. Beside them the floor:
 * that counting statement alone, sent straight through `pg`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hashToken } from '../src/lib/tokens.js';
import { p50, p95 } from './bench-kit.js';
import { httpClient, load, row, startServer } from './http-kit.js';

const API = '/api/v1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/** The key's counting statement (api-keys.repository.ts `useApiKey`), as the server sends it. */
const USE_KEY = `update api_keys set
    window_count = case when window_start = date_trunc('minute', now())
      then window_count + 1 else 1 end,
    window_start = date_trunc('minute', now()),
    last_used_at = now()
  where secret_hash = $1 and revoked_at is null
  returning id, organization_id, created_by, permissions, rate_limit, window_count`;

/** `connections` clients sending the key's statement back to back for `SECONDS`. */
async function floor(url: string, hash: string, connections: number) {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const samples: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < until) {
        const start = performance.now();
        await c.query({ name: 'use_key', text: USE_KEY, values: [hash] });
        samples.push(performance.now() - start);
      }
    }),
  );
  const perSecond = samples.length / ((performance.now() - t0) / 1000);
  await Promise.all(clients.map((c) => c.end()));
  return `| the key's statement alone (pg) | ${connections} | ${p50(samples).toFixed(1)} ms | ${p95(samples).toFixed(1)} ms | ${Math.round(perSecond)}/s |`;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `pos_bench_api_keys_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-bench-api-keys-'));
  console.log(`# API keys (${new Date().toISOString()}, ${loadLine()})`);
  const server = await startServer({
    DATABASE_URL: url.toString(),
    DATA_DIR: dir,
    SCHEDULED_JOBS: 'off',
  });
  const http = httpClient(server.url);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const owner = await http.json<{ token: string }>('POST', `${API}/auth/signup`, null, {
      organizationName: 'Key Bench',
      name: 'Bench Owner',
      email: `owner.${Date.now()}@bench.test`,
      password: 'correct horse battery staple',
    });
    const made = await http.json<{ data: { secret: string } }>(
      'POST',
      `${API}/api-keys`,
      owner.token,
      { name: 'Bench', permissions: ['manage_settings'] },
    );
    const secret = made.data.secret;
    // The bench measures the cost, not the limit: no request of this run is refused.
    await db.query('update api_keys set rate_limit = 2000000000');
    console.log('\n| GET /stores | connections | p50 | p95 | requests/s |\n|---|---|---|---|---|');
    for (const connections of [1, 8]) {
      const session = await load(connections, SECONDS, () =>
        http.api('GET', `${API}/stores`, owner.token),
      );
      console.log(row('with a session', session));
      const key = await load(connections, SECONDS, () => http.api('GET', `${API}/stores`, secret));
      console.log(row('with an API key', key));
      console.log(await floor(url.toString(), hashToken(secret), connections));
      console.log(
        `| key ÷ session | ${connections} | ${(key.p50 / session.p50).toFixed(2)}× | | ${(key.perSecond / session.perSecond).toFixed(2)}× |`,
      );
    }
  } finally {
    http.close();
    await db.end();
    await server.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n(${loadLine()})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
