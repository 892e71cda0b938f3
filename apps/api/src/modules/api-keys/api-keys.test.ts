import {
  API_KEY_PREFIX_LENGTH,
  API_KEY_SECRET_PATTERN,
  API_KEY_MESSAGES as M,
} from '@pos/contracts/api-keys';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, queryRows } from '../../db/client.js';
import { createDeps } from '../../deps.js';
import { addMember, bearer, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };

async function makeKey(s: Session, body: Record<string, unknown>) {
  const res = await t.as(s).post('api-keys', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; secret: string; prefix: string };
}

const as = (secret: string) => t.as({ token: secret });

describe('API keys', () => {
  it('are made with a secret shown once, listed by prefix, creator and last use', async () => {
    const owner = await signUp(t);
    const res = await t
      .as(owner)
      .post('api-keys', { name: 'Accounting sync', permissions: ['manage_products'] });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made.message).toBe(M.created);
    expect(made.data.secret).toMatch(API_KEY_SECRET_PATTERN);
    expect(made.data).toMatchObject({
      name: 'Accounting sync',
      prefix: made.data.secret.slice(0, API_KEY_PREFIX_LENGTH),
      permissions: ['manage_products'],
      rateLimit: 600,
      status: 'active',
      createdBy: { _id: owner.user._id },
      lastUsedAt: null,
    });
    // Never again: neither the list nor the key's own page holds the secret, nor its hash.
    const list = await t.as(owner).get('api-keys');
    expect(list.json().totalCount).toBe(1);
    expect(list.body).not.toContain(made.data.secret);
    expect(list.body).not.toMatch(/secret|hash/i);
    const one = await t.as(owner).get(`api-keys/${made.data._id}`);
    expect(one.json().data.secret).toBeUndefined();
    // The database keeps the SHA-256 alone.
    const [row] = await queryRows<{ secret_hash: string }>(
      t.db,
      sql`select secret_hash from api_keys where id = ${made.data._id}`,
    );
    expect(row?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secret_hash).not.toContain(made.data.secret.slice(9));
    // The directory of global keys names its organization by the same hash: a request reads it
    // there first, then the key in that organization alone.
    const directory = await queryRows<{ organization_id: string }>(
      t.db,
      sql`select organization_id from global_keys where kind = 'api_key' and key = ${row?.secret_hash}`,
    );
    expect(directory).toEqual([{ organization_id: owner.user.organizationId }]);

    // Used: it reads the products, and its last use shows.
    expect((await as(made.data.secret).get('products')).statusCode).toBe(200);
    const used = await t.as(owner).get(`api-keys/${made.data._id}`);
    expect(used.json().data.lastUsedAt).not.toBeNull();
  });

  it("act with the key's own permissions, in its creator's name, and the audit log names the key", async () => {
    const owner = await signUp(t);
    const key = await makeKey(owner, { name: 'Catalogue feed', permissions: ['manage_products'] });
    const made = await as(key.secret).post('products', {
      name: 'Fed Lamp',
      price: 12,
      stock: 5,
      sku: 'FL-1',
    });
    expect(made.statusCode, made.body).toBe(201);
    const audit = await t
      .as(owner)
      .get('audit-events', { query: { entityType: 'Product', action: 'create' } });
    expect(audit.json().data[0]).toMatchObject({
      entityId: made.json().data._id,
      userId: owner.user._id,
      apiKeyId: key._id,
      apiKeyName: 'Catalogue feed',
    });
    const csv = await t
      .as(owner)
      .get('audit-events/export.csv', { query: { entityType: 'Product', action: 'create' } });
    expect(csv.body).toContain('(API key “Catalogue feed”)');
    // What the key was not given: 403 naming the permission, as for a user.
    const customers = await as(key.secret).get('customers');
    expect(customers.statusCode).toBe(403);
    expect(customers.json()).toMatchObject({
      code: 'FORBIDDEN',
      details: { permission: 'manage_customers' },
    });
    // Reads every member has are open to it; what is about a person is not.
    expect((await as(key.secret).get('settings/general')).statusCode).toBe(200);
    for (const [method, path] of [
      ['GET', 'profile'],
      ['PATCH', 'profile'],
      ['POST', 'auth/resend-verification'],
    ] as const) {
      const res = await as(key.secret).request(method, path, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'API_KEY_NOT_ALLOWED', message: M.notForKeys });
    }
    // Never an operator.
    expect((await as(key.secret).get('business-admin/organizations')).statusCode).toBe(403);
  });

  it('do not make or revoke keys, even with manage_settings', async () => {
    const owner = await signUp(t);
    const key = await makeKey(owner, { name: 'Admin', permissions: ['manage_settings'] });
    const made = await as(key.secret).post('api-keys', {
      name: 'Another',
      permissions: ['manage_settings'],
    });
    expect(made.statusCode).toBe(403);
    expect(made.json().code).toBe('API_KEY_NOT_ALLOWED');
    expect((await as(key.secret).get('api-keys')).json().code).toBe('API_KEY_NOT_ALLOWED');
    expect((await as(key.secret).delete(`api-keys/${key._id}`)).statusCode).toBe(403);
    expect((await t.as(owner).get('api-keys')).json().totalCount).toBe(1);
    // What the key may do, it does: stores are manage_settings.
    expect((await as(key.secret).get('stores')).statusCode).toBe(200);
  });

  it('hold only permissions their creator holds', async () => {
    const owner = await signUp(t);
    const perms = (await t.as(owner).get('permissions?limit=100')).json().data as {
      _id: string;
      name: string;
    }[];
    const id = (name: string) => perms.find((p) => p.name === name)?._id;
    const role = await t.as(owner).post('roles', {
      name: 'Integrations clerk',
      permissions: [id('manage_settings'), id('manage_products')],
    });
    expect(role.statusCode, role.body).toBe(201);
    const clerk = await addMember(t, owner.user.organizationId, 'Integrations clerk');
    const refused = await t
      .as(clerk)
      .post('api-keys', { name: 'Too much', permissions: ['manage_products', 'manage_users'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: M.permissionNotHeld('manage_users'),
      details: { permission: 'manage_users' },
    });
    const key = await makeKey(clerk, { name: 'Feed', permissions: ['manage_products'] });
    expect((await as(key.secret).get('products')).statusCode).toBe(200);
    // Nothing was written for the refused one.
    expect((await t.as(owner).get('api-keys')).json().totalCount).toBe(1);
  });

  it('refuse a body that is not one: no name, no or unknown or repeated permissions, a bad limit', async () => {
    const owner = await signUp(t);
    for (const [body, field, message] of [
      [{ name: ' ', permissions: ['manage_products'] }, 'name', M.nameRequired],
      [{ name: 'K', permissions: [] }, 'permissions', M.permissionsRequired],
      [{ name: 'K', permissions: ['root'] }, 'permissions.0', M.permissionUnknown],
      [
        { name: 'K', permissions: ['manage_products', 'manage_products'] },
        'permissions',
        M.permissionsRepeated,
      ],
      [{ name: 'K', permissions: ['manage_products'], rateLimit: 0 }, 'rateLimit', M.rateLimit],
      [{ name: 'K', permissions: ['manage_products'], rateLimit: 6001 }, 'rateLimit', M.rateLimit],
    ] as const) {
      const res = await t.as(owner).post('api-keys', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details[field], JSON.stringify(body)).toBe(message);
    }
    expect((await t.as(owner).get('api-keys')).json().totalCount).toBe(0);
  });

  it('stop at once when revoked, or when their creator is switched off', async () => {
    const owner = await signUp(t);
    const key = await makeKey(owner, { name: 'Old till', permissions: ['manage_products'] });
    expect((await as(key.secret).get('products')).statusCode).toBe(200);
    const revoked = await t.as(owner).delete(`api-keys/${key._id}`);
    expect(revoked.json()).toEqual({ message: M.revoked });
    const after = await as(key.secret).get('products');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED', message: M.invalid });
    // Revoked again: the same answer, one audit event.
    expect((await t.as(owner).delete(`api-keys/${key._id}`)).statusCode).toBe(200);
    const events = await t
      .as(owner)
      .get('audit-events', { query: { entityType: 'ApiKey', sort: 'occurredAt' } });
    expect(events.json().data.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'revoke',
    ]);
    expect((await t.as(owner).get(`api-keys/${key._id}`)).json().data.status).toBe('revoked');

    // An admin who made a key is switched off, and the key stops with them.
    const clerk = await addMember(t, owner.user.organizationId, 'organization_admin');
    const theirs = await makeKey(clerk, { name: 'Theirs', permissions: ['manage_products'] });
    expect((await as(theirs.secret).get('products')).statusCode).toBe(200);
    const roles = (await t.as(owner).get('roles?limit=100')).json().data as {
      _id: string;
      name: string;
    }[];
    const off = await t.as(owner).put(`users/${clerk.user._id}`, {
      name: 'Leaving Admin',
      username: `leaving-${clerk.user._id.slice(-6)}`,
      role: roles.find((r) => r.name === 'organization_admin')?._id,
      permissions: [],
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await as(theirs.secret).get('products')).statusCode).toBe(401);

    // Unknown, tampered and malformed secrets alike.
    for (const secret of [
      `${key.secret.slice(0, -1)}${key.secret.endsWith('A') ? 'B' : 'A'}`,
      'pos_live_short',
      `pos_live_${'0'.repeat(43)}`,
    ]) {
      expect((await as(secret).get('products')).statusCode, secret).toBe(401);
    }
  });

  it("answer 402 to writes once the organization's subscription has expired, as a user is", async () => {
    const owner = await signUp(t);
    const key = await makeKey(owner, { name: 'Feed', permissions: ['manage_products'] });
    await t.sql(
      sql`update subscriptions set valid_until = now() - interval '1 minute'
          where organization_id = ${owner.user.organizationId}`,
    );
    expect((await as(key.secret).get('products')).statusCode).toBe(200);
    const write = await as(key.secret).post('products', {
      name: 'Late',
      price: 1,
      stock: 1,
      sku: 'L-1',
    });
    expect(write.statusCode).toBe(402);
    expect(write.json().code).toBe('SUBSCRIPTION_EXPIRED');
  });

  it('are limited per minute: past the limit 429 with Retry-After, other keys unaffected', async () => {
    const owner = await signUp(t);
    const key = await makeKey(owner, {
      name: 'Chatty',
      permissions: ['manage_products'],
      rateLimit: 3,
    });
    const other = await makeKey(owner, { name: 'Quiet', permissions: ['manage_products'] });
    // Counted from the start of a minute, so the four requests fall in one window.
    await t.sql(
      sql`update api_keys set window_start = date_trunc('minute', now()), window_count = 0
          where id = ${key._id}`,
    );
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await as(key.secret).get('products'));
    const last = answers.at(-1);
    // The window may have turned between the update above and the requests: then all pass.
    if (answers.every((a) => a.statusCode === 200)) return;
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: M.rateLimited(3) });
    const wait = Number(last?.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await as(other.secret).get('products')).statusCode).toBe(200);
    // A new minute starts the count again.
    await t.sql(
      sql`update api_keys set window_start = date_trunc('minute', now()) - interval '1 minute'
          where id = ${key._id}`,
    );
    expect((await as(key.secret).get('products')).statusCode).toBe(200);
  });
});

/**
 * The limit is the database's (docs/guide/api-keys-and-webhooks.md, "Rate limit"): requests
 * spread over two instances on one PostgreSQL, at once, get exactly the limit through.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('API key limits on two instances', () => {
  it('let exactly the limit through, whichever instance each request reaches', async () => {
    const owner = await signUp(t);
    const key = await makeKey(owner, {
      name: 'Spread',
      permissions: ['manage_products'],
      rateLimit: 10,
    });
    const second = openDatabase({ kind: 'pg', url: String(t.databaseUrl) });
    const log = pino({ level: 'silent' });
    const other = await buildApp(createDeps(t.deps.config, second, log), { logger: log });
    try {
      // At the start of a fresh minute, so the 24 requests share one window.
      const untilNextMinute = 60_000 - (Date.now() % 60_000);
      if (untilNextMinute < 5_000) await new Promise((r) => setTimeout(r, untilNextMinute + 100));
      const res = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          (i % 2 ? other : t.app).inject({
            method: 'GET',
            url: '/api/v1/products',
            headers: bearer(key.secret),
          }),
        ),
      );
      const codes = res.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(14);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
