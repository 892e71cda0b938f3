/**
 * What the HTTP benchmark needs: the built server as a child process, a keep-alive client and a
 * closed-loop load generator (N connections, each sending its next request when the last one
 * answered) that reports p50, p95 and requests per second.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_ROOT } from '../src/lib/api-root.js';
import { p50, p95 } from './bench-kit.js';

/** The built server, apps/api/dist/main.js. */
const SERVER_ENTRY = path.join(API_ROOT, 'dist/main.js');

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Server {
  url: string;
  process: ChildProcess;
  /** CPU seconds the server process has used so far (from /proc), for "how busy was the API". */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts dist/main.js with `env` (on top of a quiet default) and waits for /healthz. */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      JWT_SECRET: 'b'.repeat(40),
      SANDBOX_PAYMENT_SECRET: 'c'.repeat(20),
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      // Every sale takes a credit: enough for any run.
      PLAN_CREDITS_TRAIL: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  const server: Server = {
    url,
    process: child,
    async cpuSeconds() {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      // Fields 14 and 15 (utime, stime) in clock ticks, after the ")" that ends the name.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
  return server;
}

export interface Answer {
  status: number;
  body: string;
}

/** A keep-alive HTTP client for one server, with at most `sockets` connections. */
export function httpClient(base: string, sockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  function send(
    method: string,
    pathname: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { agent, hostname, port, method, path: pathname, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      // A connection lost under load is a failed answer to count, not the end of the run.
      req.on('error', (err) => resolve({ status: 0, body: String(err) }));
      if (body !== undefined) req.end(body);
      else req.end();
    });
  }
  /** A JSON request (body optional) with the bearer token, and any extra headers. */
  function api(
    method: string,
    pathname: string,
    token: string | null,
    body?: unknown,
    extra: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body === undefined) return send(method, pathname, undefined, headers);
    headers['content-type'] = 'application/json';
    return send(method, pathname, JSON.stringify(body), headers);
  }
  return {
    send,
    api,
    /** `api`, answering the parsed body; throws on an unexpected status. */
    async json<T>(method: string, pathname: string, token: string | null, body?: unknown) {
      const res = await api(method, pathname, token, body);
      if (res.status >= 400) throw new Error(`${method} ${pathname} → ${res.status} ${res.body}`);
      return JSON.parse(res.body) as T;
    },
    close: () => agent.destroy(),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;

export interface LoadResult {
  connections: number;
  requests: number;
  p50: number;
  p95: number;
  perSecond: number;
  /** Answers outside 2xx (each is also printed once). */
  failures: number;
}

/**
 * `connections` loops sending `op(i)` back to back for `seconds` (after a short warm-up of the
 * same), each timing its own answers.
 */
export async function load(
  connections: number,
  seconds: number,
  op: (i: number) => Promise<Answer>,
  afterWarmUp?: () => Promise<unknown>,
): Promise<LoadResult> {
  let next = 0;
  const warmUntil = performance.now() + 500;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < warmUntil) await op(next++);
    }),
  );
  await afterWarmUp?.();
  const samples: number[] = [];
  let failures = 0;
  const seen = new Set<string>();
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        const res = await op(next++);
        samples.push(performance.now() - start);
        if (res.status < 200 || res.status >= 300) {
          failures += 1;
          const key = `${res.status} ${res.body.slice(0, 200)}`;
          if (!seen.has(key)) {
            seen.add(key);
            console.error(`  failed answer: ${key}`);
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return {
    connections,
    requests: samples.length,
    p50: p50(samples),
    p95: p95(samples),
    perSecond: samples.length / elapsed,
    failures,
  };
}

/** One markdown table row of a measurement. */
export const row = (label: string, r: LoadResult) =>
  `| ${label} | ${r.connections} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${Math.round(r.perSecond)}/s |${r.failures ? ` ${r.failures} failed |` : ''}`;

/** A multipart/form-data body with one file field. */
export function multipartFile(field: string, filename: string, content: string) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
