import { PERMISSION_NAMES } from '@pos/contracts/permissions';
import { getTableName, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import { dataExportsSettled } from './modules/data-export/data-export.service.js';
import { importsSettled } from './modules/imports/imports.service.js';
import { keysMayCall } from './plugins/auth.js';
import type { RegisteredRoute } from './plugins/types.js';
import { importForm } from './test/import-form.js';
import { addMember, signUp, useTestApp } from './test/test-app.js';

/**
 * The whole API's access rules, from Fastify's own route table: a route added by any module
 * later is covered without touching this file.
 */
const t = useTestApp();
let routes: RegisteredRoute[];
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

const fill = (url: string, id: string) =>
  url.replace(/:id\b/g, id).replace(/:([A-Za-z]+)/g, 'x'.repeat(43));
/** The body each route is sent: an empty object, none to GET and DELETE. */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

beforeAll(async () => {
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1'));
  a = await signUp(t);
  b = await signUp(t);
  // Organization B gets a row in every table an :id route addresses (users, roles, permissions
  // and its default store it has from sign-up; a product has a stock level; an open shift).
  for (const [url, payload] of [
    ['customers', { name: 'B customer' }],
    ['categories', { name: 'B category' }],
    ['attributes', { name: 'B attribute' }],
    ['suppliers', { name: 'B supplier' }],
    ['products', { name: 'B product', price: 1, stock: 1 }],
    ['warehouses', { name: 'B warehouse' }],
    ['promotions', { name: 'B promotion', kind: 'percent_off', percent: 10 }],
    ['shifts/open', { openingFloat: 10 }],
  ] as const) {
    const res = await t.as(b).post(url, payload);
    expect(res.statusCode, res.body).toBe(201);
  }
  const [product] = (await t.as(b).get('products')).json().data;
  const sale = await t.as(b).post('transactions', {
    items: [{ productId: product._id, quantity: 1 }],
    paymentMethod: 'Cash',
  });
  expect(sale.statusCode, sale.body).toBe(201);
  // A purchase order (the /purchase-orders/:id routes).
  const [supplier] = (await t.as(b).get('suppliers')).json().data;
  const [bStore] = (await t.as(b).get('stores')).json().data;
  const po = await t.as(b).post('purchase-orders', {
    supplierId: supplier._id,
    storeId: bStore._id,
    lines: [{ productId: product._id, quantity: 1, unitCost: 1 }],
  });
  expect(po.statusCode, po.body).toBe(201);
  // A stock count (the /stock-counts/:id routes).
  const count = await t.as(b).post('stock-counts', { name: 'B count', storeId: bStore._id });
  expect(count.statusCode, count.body).toBe(201);
  // A parked cart (DELETE held-sales/:id).
  const [store] = (await t.as(b).get('stores')).json().data;
  const held = await t.as(b).post('held-sales', {
    storeId: store._id,
    cart: { items: [{ productId: product._id, quantity: 1 }] },
  });
  expect(held.statusCode, held.body).toBe(201);
  // A return of one unit of it: the row /returns/:id routes address.
  const returned = await t.as(b).post(`transactions/${sale.json().data._id}/returns`, {
    items: [{ itemId: sale.json().data.items[0]._id, quantity: 1 }],
  });
  expect(returned.statusCode, returned.body).toBe(201);
  // A second sale's unit exchanged for another of the same item: the /exchanges/:id routes' row.
  const again = await t.as(b).post('transactions', {
    items: [{ productId: product._id, quantity: 1 }],
    paymentMethod: 'Cash',
  });
  const exchanged = await t.as(b).post(`transactions/${again.json().data._id}/exchanges`, {
    returnItems: [{ itemId: again.json().data.items[0]._id, quantity: 1 }],
    items: [{ productId: product._id, quantity: 1 }],
  });
  expect(exchanged.statusCode, exchanged.body).toBe(201);
  // A customer's store credit: the /stored-value/:id routes' account.
  const customer = await t.as(b).post('customers', { name: 'B customer' });
  const credit = await t.as(b).post(`customers/${customer.json().data._id}/store-credit`, {
    direction: 'add',
    amount: 5,
    reason: 'B credit',
  });
  expect(credit.statusCode, credit.body).toBe(201);
  // A gift card (the /gift-cards/:id routes' account).
  const card = await t.as(b).post('gift-cards', { amount: 5 });
  expect(card.statusCode, card.body).toBe(201);
  // A register's customer display (DELETE customer-displays/:id).
  const display = await t.as(b).post('customer-displays', { deviceId: b.user._id });
  expect(display.statusCode, display.body).toBe(201);
  // A webhook endpoint (the /webhooks/:id routes).
  const hook = await t.as(b).post('webhooks', {
    url: 'https://93.184.215.14/pos',
    events: ['sale.completed'],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  // An API key (the /api-keys/:id routes).
  const key = await t.as(b).post('api-keys', { name: 'B key', permissions: ['manage_products'] });
  expect(key.statusCode, key.body).toBe(201);
  // An export of all data (the /organization/exports/:id routes).
  const dump = await t.as(b).post('organization/export');
  expect(dump.statusCode, dump.body).toBe(202);
  await dataExportsSettled();
  // An import (the /imports/:id routes).
  const form = importForm(
    { source: 'shopify', kind: 'customers' },
    'c.csv',
    'Customer ID,First Name,Last Name,Email\n1,B,Customer,b@shop.test\n',
  );
  const imported = await t.as(b).post('imports', form.payload, { headers: form.headers });
  expect(imported.statusCode, imported.body).toBe(202);
  await importsSettled();
});

describe('security matrix', () => {
  it('covers a real route table', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.some((r) => r.url === '/api/v1/users/:id' && r.method === 'DELETE')).toBe(true);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const failures: string[] = [];
    for (const r of routes) {
      if (r.config.access?.kind === 'public') continue;
      const res = await t
        .as(null)
        .request(r.method, fill(r.url, '00000000-0000-7000-8000-000000000000'), bodyFor(r.method));
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 naming the permission to a user who holds every other permission', async () => {
    const failures: string[] = [];
    const sessions = new Map<string, string>();
    for (const r of routes) {
      const access = r.config.access;
      if (access?.kind !== 'permission') continue;
      const key = [...access.anyOf].sort().join('+');
      let token = sessions.get(key);
      if (!token) {
        const ids = await queryRows<{ id: string }>(
          t.db,
          sql`select id from permissions where organization_id = ${a.user.organizationId}
              and not (name = any(${`{${access.anyOf.join(',')}}`}::text[]))`,
        );
        const name = `All but ${key}`.slice(0, 60);
        const role = await t.as(a).post('roles', { name, permissions: ids.map((p) => p.id) });
        expect(role.statusCode, role.body).toBe(201);
        const member = await addMember(t, a.user.organizationId, name);
        expect(member.user.permissions.length).toBe(PERMISSION_NAMES.length - access.anyOf.length);
        token = member.token;
        sessions.set(key, token);
      }
      const res = await t
        .as({ token })
        .request(r.method, fill(r.url, '00000000-0000-7000-8000-000000000000'), bodyFor(r.method));
      if (res.statusCode !== 403 || !access.anyOf.includes(res.json().details?.permission)) {
        failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers an API key holding every permission as a user, except where a key may not go', async () => {
    const made = await t
      .as(a)
      .post('api-keys', { name: 'Every permission', permissions: [...PERMISSION_NAMES] });
    expect(made.statusCode, made.body).toBe(201);
    const key = { token: made.json().data.secret as string };
    const failures: string[] = [];
    for (const r of routes) {
      const access = r.config.access;
      if (!access || access.kind === 'public') continue;
      const res = await t
        .as(key)
        .request(r.method, fill(r.url, '00000000-0000-7000-8000-000000000000'), bodyFor(r.method));
      const code = res.statusCode === 403 ? res.json().code : null;
      // Operators' routes and those about a person: never reached by a key, whatever it holds.
      const expected = keysMayCall(r.config) ? null : 'API_KEY_NOT_ALLOWED';
      if (code !== expected) failures.push(`${r.method} ${r.url} → ${res.statusCode} ${code}`);
    }
    expect(failures).toEqual([]);
    // The routes about a person are closed to keys: the profile, and the keys themselves.
    const closed = routes.filter(
      (r) => r.config.access?.kind !== 'public' && !keysMayCall(r.config),
    );
    expect(closed.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/profile', 'POST /api/v1/api-keys']),
    );
  });

  it("answers 404 for another organization's id on every :id route, and changes nothing", async () => {
    const failures: string[] = [];
    const idRoutes = routes.filter((r) => r.url.includes('/:id'));
    expect(idRoutes.length).toBeGreaterThan(0);
    for (const r of idRoutes) {
      const resource = r.config.resource;
      if (!resource) {
        failures.push(`${r.method} ${r.url} names no resource`);
        continue;
      }
      // Operators address every organization; a tenant is refused them (403, operator access).
      if ('anyOrganization' in resource) continue;
      // The organization's own record: B's organization is the row A must not reach.
      const table = 'table' in resource ? getTableName(resource.table) : 'organizations';
      const orgColumn = sql.identifier('table' in resource ? 'organization_id' : 'id');
      const [row] = await queryRows<Record<string, unknown>>(
        t.db,
        sql`select * from ${sql.identifier(table)} where ${orgColumn} = ${b.user.organizationId} limit 1`,
      );
      if (!row) {
        failures.push(`seed a ${table} row for organization B in this test`);
        continue;
      }
      const res = await t.as(a).request(r.method, fill(r.url, String(row.id)), bodyFor(r.method));
      const [after] = await queryRows<Record<string, unknown>>(
        t.db,
        sql`select * from ${sql.identifier(table)} where ${orgColumn} = ${b.user.organizationId} and id = ${row.id}`,
      );
      if (res.statusCode !== 404) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
      if (JSON.stringify(after) !== JSON.stringify(row))
        failures.push(`${r.method} ${r.url} changed the row`);
    }
    expect(failures).toEqual([]);
  });
});
