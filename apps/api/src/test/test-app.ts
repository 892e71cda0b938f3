import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_PLATFORM_SETTINGS } from '@pos/contracts/platform-settings';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase, PGLITE_OPTIONS } from '../db/client.js';
import { createDeps } from '../deps.js';
import { localIso } from '../lib/local-time.js';
import { hashPassword } from '../lib/passwords.js';
import { ensurePlatformOrganization } from '../modules/provisioning/provisioning.service.js';
import { findRoleId } from '../modules/roles/roles.service.js';
import { createUser } from '../modules/users/users.service.js';
import { watchAnswers } from './openapi-contract.js';
import { testServers } from './server-databases.js';

export const APP_URL = 'http://pos.test';

/**
 * A day (yyyy-mm-dd) as a shop of these tests counts it: in the platform's default time zone, the
 * organizations' own until they pick one (DESIGN §13). Today unless told.
 */
export const shopDay = (at = new Date()) =>
  localIso(at, DEFAULT_PLATFORM_SETTINGS.defaultTimezone).slice(0, 10);

/**
 * The PGlite databases this worker's test files let go, emptied, for the next file to take: the
 * files of a worker share its module state (vitest.config.ts, `isolate: false`), and emptying
 * the tables (~0.2 s) costs less than loading the migrated snapshot (1–2 s). A migrated
 * database holds no rows and no sequences of its own (the migrations seed nothing), so an
 * emptied one is a fresh one. The client is kept, not its `Db`: a file opens its own, so
 * nothing a module caches per `Db` (the platform settings) reaches the next file.
 */
const idlePglite: PGlite[] = [];

function migratedPglite() {
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return new PGlite('memory://', { ...PGLITE_OPTIONS, loadDataDir: snapshot });
}

async function emptyTables(database: Database) {
  await database.db.execute(sql`do $$ begin
    execute (select 'truncate ' || string_agg(format('%I', tablename), ', ') || ' cascade'
             from pg_tables where schemaname = 'public');
  end $$`);
}

/**
 * A throwaway database: PGlite in memory from the migrated snapshot (or an emptied one), or a new
 * PostgreSQL database copied from the migrated template.
 */
async function freshDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = idlePglite.pop() ?? migratedPglite();
    const database = openDatabase({ kind: 'pglite', client });
    return {
      database,
      drop: async () => {
        await emptyTables(database);
        idlePglite.push(client);
      },
    };
  }
  const name = `pos_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const servers = testServers(url);
  await servers.copy(inject('pgTemplate'), name);
  const database = openDatabase({ kind: 'pg', url: servers.url(name) });
  return {
    database,
    url: servers.url(name),
    drop: async () => {
      await database.close();
      await servers.drop(name);
    },
  };
}

/** The real app on a fresh database and data folder, for `app.inject` tests. */
export async function createTestApp(
  opts: { beforeReady?: (app: FastifyInstance) => void; env?: Record<string, string> } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_URL,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...opts.env,
  });
  const { database, drop, url } = await freshDatabase();
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  await ensurePlatformOrganization(database.db);
  let deps = createDeps(config, database, log);
  let app = await buildApp(deps, { logger: log, watch: watchAnswers });
  try {
    opts.beforeReady?.(app);
    await app.ready();
  } catch (err) {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    get app() {
      return app;
    },
    get deps() {
      return deps;
    },
    db: database.db,
    /** The test database's URL on PostgreSQL (a second instance, a job queue); undefined on PGlite. */
    databaseUrl: url,
    /**
     * The server restarted: this app closes and a new one is built on the same database and
     * data folder, with nothing of the old one's memory (caches, in-flight state).
     */
    async restart() {
      await app.close();
      deps = createDeps(config, database, log);
      app = await buildApp(deps, { logger: log, watch: watchAnswers });
      await app.ready();
    },
    /**
     * SQL by hand, as if at the database itself: the app's cached callers go, as they would
     * within a second (modules/users/caller-cache.ts) — an expired period is noticed at once.
     */
    async sql(statement: SQL) {
      await database.db.execute(statement);
      deps.callers.forget();
    },
    /** Requests as `caller` (a session, or null for none): `t.as(owner).post('customers', body)`. */
    as: (caller: Caller) => requestsAs(app, caller),
    /** Mails written to the outbox, oldest first, as raw .eml text. */
    outbox: () =>
      readdirSync(outboxDir)
        .sort()
        .map((f) => readFileSync(path.join(outboxDir, f), 'utf8')),
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The test file's app: `const t = useTestApp();` at the top of the file builds it with
 * `createTestApp(opts)` before the file's tests and closes it after them. `t` stands for that app
 * from then on, in hooks and tests (the file's own `beforeAll` hooks run after it is built, its
 * `afterAll` hooks before it is closed: vitest runs after-hooks in reverse).
 */
export function useTestApp(opts: Parameters<typeof createTestApp>[0] = {}): TestApp {
  return useTestAppIf(true, opts);
}

/**
 * Whether the tests run on a PostgreSQL server (DATABASE_URL, `npm run test:api:pg`) rather than
 * PGlite. PGlite has one connection, so everything is serial there: requests race, and locks
 * make them wait, only on a server — the concurrency tests run there alone.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * `useTestApp` for a file whose tests run on PostgreSQL only (`describe.skipIf(!onPostgres)`):
 * the app is built there, and on PGlite, where those tests are skipped, not at all.
 */
export function usePostgresApp(opts: Parameters<typeof createTestApp>[0] = {}): TestApp {
  return useTestAppIf(onPostgres, opts);
}

function useTestAppIf(build: boolean, opts: Parameters<typeof createTestApp>[0]): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    if (build) built = await createTestApp(opts);
  });
  afterAll(() => built?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!built) {
        throw new Error(
          build
            ? 'the test app is built in beforeAll: use it in hooks and tests'
            : 'the test app is built on PostgreSQL only (DATABASE_URL): skip this test on PGlite',
        );
      }
      return Reflect.get(built, key);
    },
  });
}

/**
 * `ok(caller, method, path, body?)`: the request through `t`, answering its JSON; the test fails
 * (with the body) unless the status is below 300. `const ok = okAs(t);` beside `useTestApp`.
 */
export const okAs =
  (t: TestApp) => async (caller: Caller, method: string, path: string, body?: unknown) => {
    const res = await t.as(caller).request(method, path, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Who sends a request: a session — anything with a `token`, such as what signUp, addMember and
 * signInOperator return, or `{ token }` — or null to send no token. The token is read at each
 * request, so a session whose token is replaced (signed in again) sends the new one.
 */
export type Caller = { readonly token: string } | null;

export type RequestOptions = {
  /** More headers, over the caller's Authorization header (which they may replace). */
  headers?: Record<string, string>;
  /** Query parameters, besides any written into the path. */
  query?: Record<string, string | string[]>;
  /** The client address the app sees (sign-in and sign-up are limited per address). */
  remoteAddress?: string;
};

/**
 * Where a test's path goes, as a relative URL resolves against `/api/v1/`: a path without a
 * leading slash is an API path (`customers?sort=name`, `products/${id}` → `/api/v1/customers…`);
 * a path with one is taken as it is (`/healthz`, `/uploads/…`, `/api/docs/json`, a route's
 * full `/api/v1/…` URL).
 */
export const testUrl = (path: string) => (path.startsWith('/') ? path : `/api/v1/${path}`);

/**
 * `app.inject` as `caller`. A body is sent as `app.inject` sends a payload: an object or array as
 * JSON (with `content-type: application/json`), a string or Buffer as it is (give its
 * content type in `headers`); an undefined body sends none. Each call answers the inject
 * response (`statusCode`, `headers`, `body`, `json()`).
 */
function requestsAs(app: FastifyInstance, caller: Caller) {
  const request = (
    method: string,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method: method.toUpperCase() as 'GET',
      url: testUrl(path),
      headers: { ...(caller ? bearer(caller.token) : {}), ...opts.headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...(opts.query === undefined ? {} : { query: opts.query }),
      ...(opts.remoteAddress === undefined ? {} : { remoteAddress: opts.remoteAddress }),
    });
  return {
    /** Any method, for tests that go through a table of routes. */
    request,
    get: (path: string, opts?: RequestOptions) => request('GET', path, undefined, opts),
    delete: (path: string, opts?: RequestOptions) => request('DELETE', path, undefined, opts),
    post: (path: string, body?: unknown, opts?: RequestOptions) =>
      request('POST', path, body, opts),
    put: (path: string, body?: unknown, opts?: RequestOptions) => request('PUT', path, body, opts),
    patch: (path: string, body?: unknown, opts?: RequestOptions) =>
      request('PATCH', path, body, opts),
  };
}

let seq = 0;
/**
 * Signs up a new organization through the API and returns its Owner's session.
 *
 * A new organization sells only in an open shift (`requireOpenShift`, on by default since
 * DESIGN §7's shift rule); the shops of tests that are not about shifts have it turned off here,
 * so their sales need no shift for each seller. Tests of shifts, or of what sign-up gives, pass
 * `{ requireOpenShift: true }` and keep sign-up's own setting.
 */
export async function signUp(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  opts: { requireOpenShift?: boolean } = {},
) {
  seq += 1;
  const body = {
    organizationName: `Shop ${seq}`,
    name: `Owner ${seq}`,
    email: `owner${seq}.${randomBytes(3).toString('hex')}@shop.test`,
    password: 'correct horse battery',
    ...overrides,
  };
  // Each from its own address: sign-ups are limited per IP (a few an hour).
  const res = await t.as(null).post('auth/signup', body, {
    remoteAddress: `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const json = res.json() as {
    token: string;
    user: { _id: string; organizationId: string; username: string };
  };
  if (!opts.requireOpenShift) {
    await t.sql(
      sql`update general_settings set require_open_shift = false
          where organization_id = ${json.user.organizationId}`,
    );
  }
  return { ...json, email: body.email as string, password: body.password as string };
}

/** The reset link of the newest mail in the outbox. */
export function lastResetToken(t: TestApp) {
  const mails = t.outbox();
  const last = mails.at(-1) ?? '';
  // Quoted-printable may wrap long lines with "=\r\n"; undo that before matching.
  const text = last.replace(/=\r?\n/g, '');
  const m = text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error('no reset link in the outbox');
  return m[1];
}

/** A mail of the outbox as its parts: headers, the text, and the attachments' bytes. */
export function parseMail(eml: string) {
  const [head = '', ...rest] = eml.split(/\r\n\r\n/);
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    headers.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const boundary = header('Content-Type').match(/boundary="?([^";]+)"?/)?.[1];
  if (!boundary) throw new Error('the mail is not multipart');
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', ...body] = part.replace(/^\r\n/, '').split(/\r\n\r\n/);
      return { head: partHead.replace(/\r\n[ \t]+/g, ' '), body: body.join('\r\n\r\n') };
    });
  const text = parts.find((p) => /Content-Type: text\/plain/i.test(p.head));
  const decoded = (text?.body ?? '')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return {
    to: header('To'),
    subject: header('Subject'),
    replyTo: header('Reply-To'),
    text: Buffer.from(decoded, 'latin1').toString('utf8'),
    attachments: parts
      .filter((p) => /Content-Disposition: attachment/i.test(p.head))
      .map((p) => ({
        contentType: p.head.match(/Content-Type: ([^;\r\n]+)/i)?.[1],
        filename: p.head.match(/filename="?([^";\r\n]+)"?/i)?.[1],
        content: Buffer.from(p.body.replace(/\s+/g, ''), 'base64'),
      })),
  };
}

/** A platform operator (super_admin or business_admin) signed in through the API. */
export async function signInOperator(
  t: TestApp,
  role: 'super_admin' | 'business_admin' = 'super_admin',
) {
  seq += 1;
  const email = `${role.replace('_', '-')}${seq}.${randomBytes(3).toString('hex')}@platform.test`;
  const password = 'operator password 123';
  const { organization, roleIds } = await ensurePlatformOrganization(t.db);
  await createUser(t.db, organization.id, {
    name: `Operator ${seq}`,
    username: email.split('@')[0] ?? email,
    email,
    passwordHash: await hashPassword(password),
    roleId: roleIds.get(role) ?? null,
  });
  const res = await t.as(null).post('auth/login', { username: email, password });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return { ...(res.json() as { token: string; user: { _id: string } }), email, password };
}

/**
 * A member of an organization with one of its built-in roles, made through the users service
 * (the users API arrives with the people screens). Returns a signed-in session.
 */
export async function addMember(t: TestApp, organizationId: string, role: string) {
  seq += 1;
  const email = `${role}${seq}.${randomBytes(3).toString('hex')}@shop.test`;
  const password = 'member password 123';
  await createUser(t.db, organizationId, {
    name: `${role} ${seq}`,
    username: email.split('@')[0] ?? email,
    email,
    passwordHash: await hashPassword(password),
    roleId: await findRoleId(t.db, organizationId, role),
  });
  const res = await t.as(null).post('auth/login', { username: email, password });
  if (res.statusCode !== 200) throw new Error(`member login failed: ${res.body}`);
  return {
    ...(res.json() as { token: string; user: { _id: string; permissions: string[] } }),
    email,
    password,
  };
}
