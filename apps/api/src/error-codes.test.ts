import { readFileSync } from 'node:fs';
import { ZErrorBody } from '@pos/contracts/common';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@pos/contracts/errors';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTestApp, signUp, type TestApp } from './test/test-app.js';

/**
 * DESIGN §5: every error answer carries a code of the contract (ERROR_CODES), and that code's
 * status (ERROR_STATUS) is the status it is answered with. An `onSend` hook checks every 4xx/5xx
 * body the app sends during this file against ZErrorBody; each request below also checks its own
 * answer (the router's own refusals never reach the hooks). The standing malformed-input test
 * applies the same ZErrorBody check to every operation of the API.
 */

let t: TestApp;
/** Error bodies the hook saw, and those that are not a ZErrorBody. */
const seen: string[] = [];
const violations: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) =>
      app.addHook('onSend', async (request, reply, payload) => {
        if (reply.statusCode < 400) return payload;
        const line = `${request.method} ${request.url} → ${reply.statusCode} ${String(payload).slice(0, 200)}`;
        seen.push(line);
        let body: unknown;
        try {
          body = JSON.parse(String(payload));
        } catch {
          violations.push(`not JSON: ${line}`);
          return payload;
        }
        if (!ZErrorBody.safeParse(body).success) violations.push(line);
        return payload;
      }),
  });
});
afterAll(() => t?.close());

type Session = { token: string };
async function ok(s: Session, method: string, url: string, payload?: unknown) {
  const res = await t.as(s).request(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** The answer is `code`, with the status ERROR_STATUS gives it and a body ZErrorBody accepts. */
function expectError(res: LightMyRequestResponse, code: ErrorCode) {
  const body = res.json();
  expect(ZErrorBody.safeParse(body).success, res.body).toBe(true);
  expect(body.code, res.body).toBe(code);
  expect(res.statusCode, res.body).toBe(ERROR_STATUS[code]);
  return body as { message: string; code: ErrorCode; details?: Record<string, unknown> };
}

let seq = 0;
async function product(s: Session, stock: number) {
  seq += 1;
  const body = await ok(s, 'POST', 'products', {
    name: `Coded item ${seq}`,
    price: 5,
    stock,
    sku: `CODE-${seq}`,
  });
  return body.data as { _id: string; name: string };
}

describe('error codes', () => {
  it('gives every code of the contract one status, and no other code a status', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it("lists every code with its status in the integrators' guide, and no other", () => {
    const guide = readFileSync(new URL('../../../docs/guide/api.md', import.meta.url), 'utf8');
    const rows = [...guide.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(rows).toEqual(ERROR_CODES.map((code) => `${code} ${ERROR_STATUS[code]}`));
  });

  it('answers the domain errors with their codes and the statuses ERROR_STATUS gives them', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 10);
    const b = await product(owner, 1);

    // A sale that takes more than the store holds, naming the item.
    const short = expectError(
      await t.as(owner).post('transactions', {
        items: [
          { productId: a._id, quantity: 2 },
          { productId: b._id, quantity: 2 },
        ],
        paymentMethod: 'Cash',
      }),
      'INSUFFICIENT_STOCK',
    );
    expect(short.message).toBe(`Insufficient stock for "${b.name}": 1 available, 2 requested.`);
    expect(short.details).toEqual({
      available: 1,
      requested: 2,
      index: 1,
      productId: b._id,
      variationId: null,
      // Every short line (one here), for the register to name and a manager to approve.
      lines: [
        { index: 1, productId: b._id, variationId: null, name: b.name, available: 1, requested: 2 },
      ],
    });
    // Lowering a product's total below what the default store holds.
    const kiosk = (await ok(owner, 'POST', 'stores', { name: 'Kiosk' })).data._id as string;
    await ok(owner, 'POST', 'inventory-log/transfer', {
      productId: a._id,
      quantity: 8,
      fromStoreId: (await defaultStore(owner)) ?? '',
      toStoreId: kiosk,
    });
    const lowered = await t.as(owner).put(`products/${a._id}`, {
      name: a.name,
      price: 5,
      stock: 0,
      sku: 'CODE-1',
    });
    expect(expectError(lowered, 'INSUFFICIENT_STOCK').message).toMatch(
      /^Insufficient stock at the default store: it holds 2 /,
    );

    // An unknown barcode.
    expectError(
      await t.as(owner).post('inventory-log/add-by-barcode', {
        barcode: 'NO-SUCH-CODE',
        quantity: 1,
        type: 'purchase',
      }),
      'BARCODE_UNKNOWN',
    );

    // One Idempotency-Key for two different sales.
    const key = { 'idempotency-key': 'c0de0000-0000-4000-8000-000000000017' };
    const sale = { items: [{ productId: b._id, quantity: 1 }], paymentMethod: 'Cash' };
    const first = await t.as(owner).post('transactions', sale, { headers: key });
    expect(first.statusCode, first.body).toBe(201);
    expectError(
      await t.as(owner).post('transactions', { ...sale, paymentMethod: 'Card' }, { headers: key }),
      'IDEMPOTENCY_MISMATCH',
    );

    // Taken names, SKUs, e-mail addresses.
    await ok(owner, 'POST', 'categories', { name: 'Drinks' });
    const twice = expectError(
      await t.as(owner).post('categories', { name: 'Drinks' }),
      'NAME_TAKEN',
    );
    expect(twice.details).toEqual({ name: twice.message });
    expectError(
      await t.as(owner).post('products', { name: 'Copy', price: 1, stock: 0, sku: 'CODE-2' }),
      'SKU_TAKEN',
    );
    const signup = await t.as(null).post(
      'auth/signup',
      {
        organizationName: 'Again',
        name: 'Again',
        email: owner.email,
        password: 'correct horse battery',
      },
      { remoteAddress: '10.250.0.17' },
    );
    expectError(signup, 'EMAIL_TAKEN');

    // A delete refused because the row is referenced, or still holds stock.
    const customer = (await ok(owner, 'POST', 'customers', { name: 'Regular' })).data;
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: a._id, quantity: 1 }],
      customerId: customer._id,
      paymentMethod: 'Cash',
    });
    expectError(await t.as(owner).delete(`customers/${customer._id}`), 'IN_USE');
    expectError(await t.as(owner).delete(`products/${a._id}`), 'HAS_STOCK');

    // A sale refunded twice.
    const refunded = first.json().data._id as string;
    expect((await t.as(owner).post(`transactions/${refunded}/refund`)).statusCode).toBe(200);
    expectError(await t.as(owner).post(`transactions/${refunded}/refund`), 'ALREADY_REFUNDED');

    // Sessions and permissions.
    expectError(
      await t.as(null).post('auth/login', { username: owner.email, password: 'wrong one!' }),
      'INVALID_CREDENTIALS',
    );
    expectError(await t.as(null).get('customers'), 'UNAUTHORIZED');
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const refused = expectError(await t.as(cashier).get('users'), 'FORBIDDEN');
    expect(refused.details).toEqual({ permission: expect.any(String) });

    // An expired subscription refuses writes.
    await t.sql(
      sql`update subscriptions set valid_until = now() - interval '1 minute'
          where organization_id = ${owner.user.organizationId}`,
    );
    expectError(
      await t.as(owner).post('customers', { name: 'After expiry' }),
      'SUBSCRIPTION_EXPIRED',
    );
  });

  it('answers malformed requests with the generic codes, never a Fastify code', async () => {
    const owner = await signUp(t);
    expectError(await t.as(owner).get('no-such-route'), 'NOT_FOUND');
    expectError(
      await t.as(owner).get('customers/0190a3b4-0000-7000-8000-000000000017'),
      'NOT_FOUND',
    );
    expectError(await t.as(owner).post('customers', { name: '' }), 'VALIDATION_ERROR');
    const customer = (await ok(owner, 'POST', 'customers', { name: 'Kept' })).data;
    expectError(await t.as(owner).put(`customers/${customer._id}`, {}), 'EMPTY_UPDATE');
    const json = { 'content-type': 'application/json' };
    expectError(await t.as(owner).post('customers', '{"name":', { headers: json }), 'INVALID_JSON');
    expectError(await t.as(owner).post('customers', '', { headers: json }), 'EMPTY_BODY');
    expectError(
      await t
        .as(owner)
        .post('customers', '<name/>', { headers: { 'content-type': 'application/xml' } }),
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await t
        .as(owner)
        .post('customers', JSON.stringify({ name: 'x'.repeat(1_100_000) }), { headers: json }),
      'PAYLOAD_TOO_LARGE',
    );
    // Refused by Fastify's router before any hook: the contract's body all the same, with the
    // headers every answer carries.
    const badUrl = await t.as(owner).get('customers/%E0%A4');
    expect(expectError(badUrl, 'INVALID_URL')).toEqual({
      message: "'/api/v1/customers/%E0%A4' is not a valid url component",
      code: 'INVALID_URL',
    });
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
    const long = await t.as(owner).get(`customers/${'k'.repeat(2000)}`);
    expectError(long, 'URI_TOO_LONG');
    expect(long.headers['content-security-policy']).toContain("default-src 'self'");
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expectError(await t.as(owner).post('customers', deep, { headers: json }), 'VALIDATION_ERROR');
    expectError(
      await t
        .as(null)
        .post('auth/login', `{"username":${'{"a":'.repeat(5000)}0${'}'.repeat(5000)}}`, {
          headers: json,
        }),
      'VALIDATION_ERROR',
    );
  });

  it('answers 405 with the allowed methods on a known path, 404 on an unknown one whatever the body', async () => {
    const owner = await signUp(t);
    const patch = await t.as(owner).patch('customers', { name: 'x' });
    expectError(patch, 'METHOD_NOT_ALLOWED');
    expect(patch.headers.allow).toBe('GET, HEAD, POST');
    const remove = await t.as(owner).request('DELETE', 'customers');
    expectError(remove, 'METHOD_NOT_ALLOWED');
    expect(remove.headers.allow).toBe('GET, HEAD, POST');
    // A method the path lacks is refused before its body is read: no EMPTY_UPDATE, no JSON error.
    const id = '0190a3b4-0000-7000-8000-000000000017';
    const patchOne = await t.as(owner).patch(`customers/${id}`, {});
    expectError(patchOne, 'METHOD_NOT_ALLOWED');
    expect(patchOne.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expectError(await t.as(owner).put(`audit-events/${id}`, {}), 'NOT_FOUND');
    const json = { 'content-type': 'application/json' };
    for (const body of [
      '{}',
      '{"name":',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]',
    ]) {
      expectError(await t.as(owner).put('no-such-route', body, { headers: json }), 'NOT_FOUND');
    }
    expectError(
      await t.as(owner).post('no-such-route', '<x/>', { headers: { 'content-type': 'text/xml' } }),
      'NOT_FOUND',
    );
  });

  it('sent only bodies of the contract while the tests above ran', () => {
    expect(seen.length).toBeGreaterThan(15);
    expect(violations).toEqual([]);
  });
});

async function defaultStore(s: Session) {
  const stores = (await ok(s, 'GET', 'stores?limit=100')).data as {
    _id: string;
    isDefault: boolean;
  }[];
  return stores.find((x) => x.isDefault)?._id;
}
