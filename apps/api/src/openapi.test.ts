import SwaggerParser from '@apidevtools/swagger-parser';
import { WEBHOOK_EVENT_TYPES } from '@pos/contracts/webhooks';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keysMayCall } from './plugins/auth.js';
import { takeContractViolations } from './test/openapi-contract.js';
import { APP_URL, createTestApp, signInOperator, signUp, type TestApp } from './test/test-app.js';

/**
 * The OpenAPI document at /api/docs/json tells the truth (ARCHITECTURE, "Data rules"). Every
 * answer of the API tests is also checked against it (test/openapi-contract.ts); this file
 * checks the document itself and that the check catches what it should.
 */
let t: TestApp;
let doc: OpenAPIV3.Document;

type Entry = { method: string; path: string; op: OpenAPIV3.OperationObject };
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, op]) => ({
      method,
      path,
      op: op as OpenAPIV3.OperationObject,
    })),
  );
const name = ({ method, path }: Entry) => `${method.toUpperCase()} ${path}`;
const responsesOf = (e: Entry) => e.op.responses as Record<string, OpenAPIV3.ResponseObject>;
const schemaOf = (e: Entry, status: string, type = 'application/json') =>
  responsesOf(e)[status]?.content?.[type]?.schema;

beforeAll(async () => {
  t = await createTestApp({
    // A route whose document lies in each of the ways the contract check must catch.
    beforeReady: (app) => {
      const access = { kind: 'public' } as const;
      app.get(
        '/api/v1/contract-probe/:kind',
        {
          config: { access },
          schema: {
            operationId: 'contractProbe',
            summary: 'A route that breaks its own document',
            response: {
              200: z.object({
                kept: z.string(),
                // The document says a number; the handler answers text, which zod lets through.
                count: z.custom<unknown>().meta({ type: 'integer' }),
              }),
            },
          },
        },
        async (req) => {
          const { kind } = req.params as { kind: string };
          // A 4xx the document does not list (the error handler answers it with its status).
          if (kind === 'status') throw Object.assign(new Error('teapot'), { statusCode: 418 });
          if (kind === 'type') return { kept: 'a', count: 'many' };
          return { kept: 'a', count: 1, dropped: 'the schema does not list me' };
        },
      );
    },
  });
  doc = (await t.as(null).get('/api/docs/json')).json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document with a server from APP_URL', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: APP_URL }]);
  });

  it('is the document the typed client example is built from', async () => {
    // examples/typed-client/openapi.json: `npx vitest run apps/api/src/openapi.test.ts -u`
    // writes it anew after a change of the API; CI fails while it is stale.
    const published = structuredClone(doc);
    delete published.paths['/api/v1/contract-probe/{kind}'];
    published.servers = [{ url: 'http://localhost:3000' }];
    await expect(`${JSON.stringify(published, null, 2)}\n`).toMatchFileSnapshot(
      '../../../examples/typed-client/openapi.json',
    );
  });

  it('lists every route of the app', () => {
    const documented = new Set(operations().map(name));
    const routes = t.app.routeTable.filter((r) => !r.url.includes('contract-probe'));
    for (const route of routes) {
      expect(documented, route.url).toContain(
        `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
      );
    }
  });

  it('gives every operation a unique camelCase operationId and a summary', () => {
    const ids = operations().map((e) => e.op.operationId);
    for (const e of operations()) {
      expect(e.op.operationId, name(e)).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(e.op.summary, name(e)).toBeTruthy();
    }
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('asks public routes for no token, the others for a session or an API key, or a session alone', () => {
    expect(doc.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(doc.components?.securitySchemes?.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const route of t.app.routeTable) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase() as 'get'];
      if (!op) continue;
      if (route.config.access?.kind === 'public') expect(op.security, path).toEqual([]);
      else if (!keysMayCall(route.config)) expect(op.security, path).toEqual([{ bearer: [] }]);
      else expect(op.security, path).toBeUndefined();
    }
    expect(doc.paths['/api/v1/profile']?.get?.security).toEqual([{ bearer: [] }]);
    const login = doc.paths['/api/v1/auth/login']?.post;
    expect(login?.security).toEqual([]);
  });

  it('describes the webhooks: the payload as a component, each event type as the POST it is', () => {
    const event = doc.components?.schemas?.WebhookEvent as OpenAPIV3.SchemaObject;
    expect(event.required).toEqual(['id', 'type', 'createdAt', 'organizationId', 'data']);
    const type = event.properties?.type as OpenAPIV3.SchemaObject | undefined;
    expect(type?.enum).toEqual([...WEBHOOK_EVENT_TYPES]);
    const hooks = (
      doc as unknown as { 'x-webhooks': Record<string, { post: OpenAPIV3.OperationObject }> }
    )['x-webhooks'];
    expect(Object.keys(hooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    const sale = hooks['sale.completed']?.post;
    expect(sale?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' } } },
    });
    const headers = (sale?.parameters ?? []) as OpenAPIV3.ParameterObject[];
    expect(headers.map((p) => p.name)).toContain('X-POS-Signature');
  });

  it('declares the error answers with the one ErrorBody schema', () => {
    const errorBody = doc.components?.schemas?.ErrorBody as OpenAPIV3.SchemaObject;
    expect(errorBody.required).toEqual(['message', 'code']);
    expect(Object.keys(errorBody.properties ?? {})).toEqual(['message', 'code', 'details']);
    for (const e of operations()) {
      const statuses = Object.keys(responsesOf(e));
      expect(statuses, name(e)).toContain('400');
      if (e.op.security === undefined) expect(statuses, name(e)).toContain('401');
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect(schemaOf(e, status), `${name(e)} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
  });

  it('declares what each operation answers: 201 for creates, the record for reads, files', () => {
    for (const e of operations()) {
      const success = Object.keys(responsesOf(e)).filter((s) => s.startsWith('2'));
      // POST /organization only ever refuses (the organization exists from sign-up).
      if (e.op.operationId === 'createOrganization') {
        expect(success).toEqual([]);
        continue;
      }
      expect(success, name(e)).toHaveLength(1);
      if (e.op.operationId?.startsWith('create')) expect(success, name(e)).toEqual(['201']);
      const content = responsesOf(e)[success[0] ?? '']?.content ?? {};
      if (/\.pdf$|\/pdf$|^post \/api\/v1\/labels/.test(`${e.method} ${e.path}`)) {
        expect(content['application/pdf']?.schema, name(e)).toEqual({
          type: 'string',
          format: 'binary',
        });
      } else if (e.path.endsWith('.csv')) {
        expect(content['text/csv']?.schema, name(e)).toEqual({ type: 'string' });
      } else if (e.path.endsWith('/events')) {
        // Server-sent events (a customer display's stream).
        expect(content['text/event-stream']?.schema, name(e)).toEqual({ type: 'string' });
      } else if (e.path.endsWith('/download')) {
        // An export of all data (its zip).
        expect(content['application/zip']?.schema, name(e)).toEqual({
          type: 'string',
          format: 'binary',
        });
      } else if (e.path.endsWith('.webmanifest')) {
        expect(content['application/manifest+json']?.schema, name(e)).toBeTruthy();
      } else {
        expect(content['application/json']?.schema, name(e)).toBeTruthy();
      }
    }
    const getCustomer = operations().find((e) => e.op.operationId === 'getCustomer');
    expect(getCustomer && schemaOf(getCustomer, '200')).toMatchObject({
      properties: { data: { properties: { _id: { type: 'string' } } } },
    });
  });

  it('lists null among the values of a nullable enum', () => {
    const found: unknown[] = [];
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return;
      const s = node as { nullable?: boolean; enum?: unknown[] };
      if (s.nullable && s.enum) found.push(s.enum);
      for (const child of Object.values(node)) walk(child);
    };
    walk(doc);
    expect(found.length).toBeGreaterThan(0);
    for (const values of found) expect(values).toContain(null);
  });

  it('offers only list parameters that do something, and sort keys the lists sort by', async () => {
    const owner = await signUp(t);
    const operator = await signInOperator(t);
    const lists = operations().filter((e) => e.op.operationId?.startsWith('list'));
    expect(lists.length).toBeGreaterThan(15);
    // Lists of one record's rows, at a record of the owner's.
    const [store] = (await t.as(owner).get('stores')).json().data;
    const count = await t.as(owner).post('stock-counts', { name: 'Probe', storeId: store._id });
    const customer = await t.as(owner).post('customers', { name: 'Probe' });
    const credit = await t.as(owner).post(`customers/${customer.json().data._id}/store-credit`, {
      direction: 'add',
      amount: 1,
      reason: 'Probe',
    });
    const hook = await t.as(owner).post('webhooks', {
      url: 'https://93.184.215.14/pos',
      events: ['sale.completed'],
    });
    const records: Record<string, string> = {
      '/api/v1/webhooks/{id}/deliveries': hook.json().data._id,
      '/api/v1/stock-counts/{id}/lines': count.json().data._id,
      '/api/v1/stored-value/{id}/ledger': credit.json().data.account._id,
    };
    for (const e of lists) {
      const params = (e.op.parameters ?? []) as OpenAPIV3.ParameterObject[];
      expect(
        params.map((p) => p.name),
        name(e),
      ).not.toContain('export');
      const sort = params.find((p) => p.name === 'sort')?.schema as OpenAPIV3.SchemaObject;
      if (!sort) continue;
      const caller = e.path.includes('/business-admin/') ? operator : owner;
      for (const value of sort.enum ?? []) {
        const path = e.path.replace('{id}', records[e.path] ?? '{id}');
        const res = await t.as(caller).get(path, { query: { sort: String(value) } });
        expect(res.statusCode, `${e.path}?sort=${value}: ${res.body}`).toBe(200);
      }
    }
  });
});

describe('the check of every answer against the document', () => {
  it('catches an undeclared status, a body off its schema and a field the schema drops', async () => {
    takeContractViolations();
    await t.as(null).get('/api/v1/contract-probe/status');
    await t.as(null).get('/api/v1/contract-probe/type');
    await t.as(null).get('/api/v1/contract-probe/dropped');
    const found = takeContractViolations();
    expect(found).toEqual([
      expect.stringMatching(/contract-probe.* 418: answered 418, which the document does not/),
      expect.stringMatching(
        /→ 200: body does not match the declared schema: \/count must be integer/,
      ),
      expect.stringMatching(/→ 200: the response schema changed the handler's answer/),
    ]);
  });
});
