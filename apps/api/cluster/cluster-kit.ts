/**
 * What the cluster tests run (docs/guide/running.md, "Several instances"): built API instances
 * (apps/api/dist/main.js) on one PostgreSQL database, HAProxy from Debian in front of them, and a
 * keep-alive client. Each instance keeps its port across restarts, as a deployment's does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ROOT } from '../src/lib/api-root.js';

const SERVER_ENTRY = path.join(API_ROOT, 'dist/main.js');
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200 (or `ms` pass). */
export async function until200(url: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const ok = await fetch(url)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${ms} ms`);
    await pause(100);
  }
}

/** A throwaway database on the PostgreSQL server, dropped by `drop`. */
export async function throwawayDatabase(name: string) {
  const dbName = `pos_cluster_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: SERVER_URL });
      await a.connect();
      await a.query(`drop database if exists ${dbName} with (force)`);
      await a.end();
    },
  };
}

/** One API instance on its own port: started, stopped with a signal, started again. */
export class Instance {
  private child: ChildProcess | null = null;
  readonly url: string;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'pos-cluster-'));

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts it and waits until it is ready. */
  async start() {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        JWT_SECRET: 'cluster-secret-'.padEnd(48, 'x'),
        SANDBOX_PAYMENT_SECRET: 'cluster-sandbox-secret',
        SIGNUPS_PER_IP_PER_HOUR: '1000',
        PLAN_CREDITS_TRAIL: '100000000',
        TRUST_PROXY: '1',
        ...this.env,
      },
      stdio: ['ignore', process.env.CLUSTER_LOGS ? 'inherit' : 'ignore', 'inherit'],
    });
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`instance :${this.port} exited with ${code}`))),
    );
    exited.catch(() => {});
    await Promise.race([until200(`${this.url}/readyz`), exited]);
  }

  /** Sends `signal` and answers when the process has exited, with its exit code. */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill(signal);
    const code = await exited;
    this.child = null;
    return code;
  }

  cleanUp() {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * HAProxy in front of `servers`, checking each one's `/readyz` every `checkMs` (a check answers
 * within a second; two failed checks take a server out, two good ones bring it back); a request
 * that could not reach a server is sent to another (`redispatch`).
 */
export async function startHaproxy(servers: Instance[], checkMs = 500) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 1s
  retries 3
  option redispatch
  retry-on conn-failure

frontend pos
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${checkMs}ms fall 2 rise 2
${servers.map((s, i) => `  server i${i} 127.0.0.1:${s.port} check`).join('\n')}
`,
  );
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until200(`${url}/readyz`);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A keep-alive JSON client of one address; a lost connection is an answer of status 0. */
export function jsonClient(base: string, sockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  function request(
    method: string,
    pathname: string,
    token: string | null,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve) => {
      const req = http.request(
        { agent, hostname, port, method, path: pathname, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', (err) => resolve({ status: 0, body: String(err) }));
        },
      );
      req.on('error', (err) => resolve({ status: 0, body: String(err) }));
      req.end(payload);
    });
  }
  return {
    request,
    async json<T>(method: string, pathname: string, token: string | null, body?: unknown) {
      const res = await request(method, pathname, token, body);
      if (res.status >= 300) throw new Error(`${method} ${pathname} → ${res.status} ${res.body}`);
      return JSON.parse(res.body) as T;
    },
    close: () => agent.destroy(),
  };
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL server (Debian's, 1.18: no prepared
 * statements across transactions), 20 server connections per database; answers the URL of
 * `database` through it.
 */
export async function startPgbouncer(database: string) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-pgbouncer-'));
  // It runs as `postgres` (it refuses root): its files must be readable by that user.
  chmodSync(dir, 0o755);
  const server = new URL(SERVER_URL);
  const config = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'userlist.txt'), `"${server.username || 'postgres'}" ""\n`);
  writeFileSync(
    config,
    `[databases]
* = host=${server.hostname} port=${server.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, 'userlist.txt')}
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits
`,
  );
  chmodSync(config, 0o644);
  chmodSync(path.join(dir, 'userlist.txt'), 0o644);
  const child = spawn('/usr/sbin/pgbouncer', ['-u', 'postgres', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = new URL(database);
  url.host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const c = new pg.Client({ connectionString: url.toString() });
    const ok = await c
      .connect()
      .then(() => c.query('select 1'))
      .then(() => true)
      .catch(() => false);
    await c.end().catch(() => {});
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('pgbouncer did not answer within 20 s');
    await pause(200);
  }
  return {
    url: url.toString(),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
