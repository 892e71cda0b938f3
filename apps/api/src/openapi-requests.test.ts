import { getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import type { RegisteredRoute } from './plugins/types.js';
import {
  type DocOperation,
  fieldPattern,
  type RawRequest,
  RequestChecker,
  type RequestDocument,
} from './test/document-requests.js';
import { isRuleNotInTheDocument } from './test/rules-not-in-the-document.js';
import { parametersSchema, SchemaArbitraries } from './test/schema-arbitraries.js';
import {
  bearer,
  createTestApp,
  signInOperator,
  signUp,
  type TestApp,
  testUrl,
} from './test/test-app.js';

/**
 * The OpenAPI document carries every rule the server checks of a request (ARCHITECTURE, "Data
 * rules"; docs/guide/api.md). For every operation of the document, requests the document admits
 * — path, query, headers and JSON body, generated from its own schemas with a fixed seed and
 * checked by ajv — are sent as the Owner (every permission), as a platform operator to operator
 * routes, without a token to public ones. None may be refused with VALIDATION_ERROR, except on a
 * rule no schema can state (test/rules-not-in-the-document.ts). Any other answer is fine: a 404
 * for an id no row has, a 409 of a state, a 429 of a throttle.
 */

const SEED = 37_001;
/** Requests per operation that the document admits. */
const PER_OPERATION = 30;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let doc: RequestDocument;
let checker: RequestChecker;
let arbitraries: SchemaArbitraries;

interface Operation {
  route: RegisteredRoute;
  path: string;
  spec: DocOperation;
}

/** Reads first, then writes; deletions, payments and the operators' platform changes last. */
const order = ({ route }: Operation) =>
  (route.method === 'GET' ? 0 : 1) +
  (route.method === 'DELETE' ? 1 : 0) +
  (/\/(payment|subscription)\//.test(route.url) ? 2 : 0) +
  (route.config.access?.kind === 'operator' ? 4 : 0);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  operator = await signInOperator(t);
  // A row in the tables that paths name (users, roles, permissions, the default store and the
  // settings come with sign-up), so that path ids reach the request's own schema.
  for (const [url, payload] of [
    ['customers', { name: 'Probe customer' }],
    ['categories', { name: 'Probe category' }],
    ['attributes', { name: 'Probe attribute' }],
    ['suppliers', { name: 'Probe supplier' }],
    ['products', { name: 'Probe product', price: 1, stock: 100, sku: 'PROBE-1' }],
    ['warehouses', { name: 'Probe warehouse' }],
    ['promotions', { name: 'Probe promotion', kind: 'percent_off', percent: 10 }],
  ] as const) {
    const res = await t.as(owner).post(url, payload);
    expect(res.statusCode, res.body).toBe(201);
  }
  const [product] = (await t.as(owner).get('products')).json().data;
  const [supplier] = (await t.as(owner).get('suppliers')).json().data;
  const [store] = (await t.as(owner).get('stores')).json().data;
  for (const [url, payload] of [
    ['transactions', { items: [{ productId: product._id, quantity: 1 }], paymentMethod: 'Cash' }],
    [
      'purchase-orders',
      {
        supplierId: supplier._id,
        storeId: store._id,
        lines: [{ productId: product._id, quantity: 5, unitCost: 1 }],
      },
    ],
    ['stock-counts', { name: 'Probe count', storeId: store._id }],
    [
      'held-sales',
      { storeId: store._id, cart: { items: [{ productId: product._id, quantity: 1 }] } },
    ],
  ] as const) {
    const res = await t.as(owner).post(url, payload);
    expect(res.statusCode, res.body).toBe(201);
  }
  doc = (await t.as(null).get('/api/docs/json')).json();
  checker = new RequestChecker(doc);
  arbitraries = new SchemaArbitraries(doc);
});
afterAll(() => t?.close());

/** A row of the caller's organization in the route's resource table, if it has one. */
async function pathId(route: RegisteredRoute): Promise<string | undefined> {
  const resource = route.config.resource;
  if (!resource || 'anyOrganization' in resource) return undefined;
  if ('ownOrganization' in resource) return owner.user.organizationId;
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from ${sql.identifier(getTableName(resource.table))}
        where organization_id = ${owner.user.organizationId} order by id limit 1`,
  );
  return row?.id;
}

const HTTP_FIELD_VALUE = /^(?:[!-~\u0080-\u00ff](?:[\t -~\u0080-\u00ff]*[!-~\u0080-\u00ff])?)?$/;

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The request's parts as a client sends them: query and header values as text. */
function textual(parts: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(parts).map(([k, v]) => [k, Array.isArray(v) ? v.map(asText) : asText(v)]),
  ) as Record<string, string | string[]>;
}

/** Requests the operation's document admits, seeded: PER_OPERATION of them when it can. */
function requestsFor({ spec, path, route }: Operation, id: string | undefined) {
  const json = spec.requestBody?.content?.['application/json']?.schema;
  const body = json
    ? spec.requestBody?.required === false
      ? fc.option(arbitraries.of(json), { nil: undefined, freq: 5 })
      : arbitraries.of(json)
    : fc.constant(undefined);
  const request = fc.record({
    path: arbitraries.of(parametersSchema(spec, 'path')),
    query: arbitraries.of(parametersSchema(spec, 'query')),
    header: arbitraries.of(parametersSchema(spec, 'header')),
    body,
  });
  const out: RawRequest[] = [];
  const candidates = fc.sample(request, { seed: SEED, numRuns: PER_OPERATION * 50 });
  for (const c of candidates) {
    const params = textual(c.path as Record<string, unknown>) as Record<string, string>;
    if (id && 'id' in params) params.id = id;
    const raw: RawRequest = {
      params,
      query: textual(c.query as Record<string, unknown>),
      headers: textual(c.header as Record<string, unknown>),
      body: c.body,
    };
    // A header carries what HTTP can: visible characters, inner spaces (RFC 9110 §5.5).
    if (!Object.values(raw.headers).every((v) => HTTP_FIELD_VALUE.test(String(v)))) continue;
    if (checker.refusals(route.method, path, raw)?.length === 0) out.push(raw);
    if (out.length === PER_OPERATION) break;
  }
  return out;
}

/** An accepted write may have ended a session (a password, a role, a sign-out): sign in again. */
async function ensureSessions() {
  for (const who of [owner, operator]) {
    if ((await t.as(who).get('profile')).statusCode === 200) continue;
    const login = await t
      .as(null)
      .post('auth/login', { username: who.email, password: who.password });
    if (login.statusCode === 200) who.token = (login.json() as { token: string }).token;
    else if (who === owner) owner = await signUp(t);
    else operator = await signInOperator(t);
  }
}

function send(op: Operation, raw: RawRequest) {
  const url = op.route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(raw.params[name])),
  );
  const access = op.route.config.access?.kind;
  const token =
    access === 'public' ? undefined : access === 'operator' ? operator.token : owner.token;
  return t.app.inject({
    method: op.route.method as 'POST',
    url: testUrl(url),
    query: raw.query as Record<string, string | string[]>,
    headers: {
      ...(raw.headers as Record<string, string>),
      ...(token ? bearer(token) : {}),
      ...(raw.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(raw.body === undefined ? {} : { payload: JSON.stringify(raw.body) }),
  });
}

describe('requests the OpenAPI document admits', () => {
  it('are never refused with VALIDATION_ERROR on a rule the document does not carry', async () => {
    const operations: Operation[] = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/v1'))
      .flatMap((route) => {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const spec = doc.paths[path]?.[route.method.toLowerCase()];
        return spec ? [{ route, path, spec }] : [];
      })
      .sort((a, b) => order(a) - order(b));
    expect(operations.length).toBeGreaterThan(150);

    const refused = new Map<string, string>();
    const thin: string[] = [];
    const failed: string[] = [];
    let sent = 0;
    const timing: [string, number][] = [];
    for (const op of operations) {
      const began = performance.now();
      await ensureSessions();
      const requests = requestsFor(op, await pathId(op.route));
      const name = op.spec.operationId ?? `${op.route.method} ${op.path}`;
      if (requests.length < PER_OPERATION) thin.push(`${name}: ${requests.length}`);
      for (const raw of requests) {
        const res = await send(op, raw);
        sent += 1;
        if (res.statusCode >= 500) {
          failed.push(`${name} → ${res.statusCode} ← ${JSON.stringify(raw).slice(0, 300)}`);
        }
        if (res.statusCode !== 400) continue;
        const answer = res.json() as { code: string; details?: Record<string, string> };
        if (answer.code !== 'VALIDATION_ERROR') continue;
        for (const [field, message] of Object.entries(answer.details ?? { _: res.body })) {
          if (isRuleNotInTheDocument(op.spec.operationId, field)) continue;
          const key = `${name} ${fieldPattern(field)}`;
          if (!refused.has(key)) {
            refused.set(key, `${message} ← ${JSON.stringify(raw).slice(0, 240)}`);
          }
        }
      }
      timing.push([name, performance.now() - began]);
    }
    if (process.env.OPENAPI_REQUESTS_TIMING) {
      console.info(
        timing
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
          .join('\n'),
      );
    }
    console.info(`openapi requests: ${operations.length} operations, ${sent} requests`);
    expect([...refused].map(([key, example]) => `${key}: ${example}`)).toEqual([]);
    expect(failed).toEqual([]);
    expect(thin).toEqual([]);
  }, 600_000);
});
