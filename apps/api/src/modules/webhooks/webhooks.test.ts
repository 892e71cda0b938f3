import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WEBHOOK_MESSAGES as M, type TWebhookPayload } from '@pos/contracts/webhooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';
import { verifySignature } from './webhook-signature.js';
import * as repo from './webhooks.repository.js';
import { deliverDueWebhooks } from './webhooks.service.js';

const t = useTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: '1' } });
const ok = okAs(t);

/** A local receiver: each POST kept with its raw body; answers what `answer` says next. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  payload: TWebhookPayload;
}
let server: Server;
let received: Received[] = [];
let answers: number[] = [];
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, payload: JSON.parse(body) });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  received = [];
  answers = [];
});

type Session = Awaited<ReturnType<typeof signUp>>;

async function endpoint(s: Session, events: string[], extra: Record<string, unknown> = {}) {
  const res = await t.as(s).post('webhooks', { url, events, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; secret: string };
}

let skus = 0;
async function product(s: Session, stock = 10) {
  skus += 1;
  return (
    await ok(s, 'POST', 'products', {
      name: `Hooked ${skus}`,
      price: 10,
      stock,
      sku: `WH-${skus}`,
    })
  ).data as { _id: string; name: string; sku: string };
}

/** What the worker sends now, and the deliveries' retries made due at once. */
async function deliver() {
  await deliverDueWebhooks(t.deps);
}
const dueNow = () =>
  t.sql(sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`);

/** The README's verification snippet, run as an integrator would paste it. */
function readmeVerify(secret: string, rawBody: string, header: string): boolean {
  const readme = readFileSync(
    path.resolve(import.meta.dirname, '../../../../../README.md'),
    'utf8',
  );
  const after = readme.slice(readme.indexOf('X-POS-Signature: t='));
  const block = /```js\n([\s\S]*?)```/.exec(after)?.[1] ?? '';
  const body = block.replace(/^\s*import .*$/m, '');
  return new Function(
    'createHmac',
    'timingSafeEqual',
    'header',
    'secret',
    'rawBody',
    `${body}\nreturn ok;`,
  )(createHmac, timingSafeEqual, header, secret, rawBody);
}

/** What this organization's endpoints received of a type (other tests' shops send too). */
let shopId = '';
const ofType = (type: string) =>
  received.filter((r) => r.payload.type === type && r.payload.organizationId === shopId);

describe('webhooks', () => {
  it('are made with a signing secret shown once; a private address is refused without the setting', async () => {
    const owner = await signUp(t);
    const res = await t.as(owner).post('webhooks', {
      url,
      description: 'Accounting',
      events: ['sale.completed', 'product.created'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made.message).toBe(M.created);
    expect(made.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made.data).toMatchObject({ url, active: true, description: 'Accounting' });
    const list = await t.as(owner).get('webhooks');
    expect(list.json().totalCount).toBe(1);
    expect(list.body).not.toContain(made.data.secret);
    const [row] = await queryRows<{ secret_sealed: string }>(
      t.db,
      sql`select secret_sealed from webhook_endpoints where id = ${made.data._id}`,
    );
    expect(row?.secret_sealed.startsWith('v1:')).toBe(true);
    expect(row?.secret_sealed).not.toContain(made.data.secret);

    t.deps.config.webhooks.allowPrivate = false;
    try {
      for (const bad of [
        url,
        'http://169.254.169.254/latest',
        'http://[::1]/x',
        'http://10.1.2.3/',
      ]) {
        const refused = await t
          .as(owner)
          .post('webhooks', { url: bad, events: ['sale.completed'] });
        expect(refused.statusCode, bad).toBe(400);
        expect(refused.json().details.url).toBe(M.urlPrivate);
      }
      const moved = await t
        .as(owner)
        .put(`webhooks/${made.data._id}`, { url: 'http://127.0.0.2/' });
      expect(moved.json().details.url).toBe(M.urlPrivate);
    } finally {
      t.deps.config.webhooks.allowPrivate = true;
    }
    expect((await t.as(owner).get('webhooks')).json().totalCount).toBe(1);
  });

  it('send one signed event per sale, once, with the sale as its GET answers it', async () => {
    const owner = await signUp(t);
    const hook = await endpoint(owner, ['sale.completed']);
    const lamp = await product(owner);
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: lamp._id, quantity: 2 }],
        paymentMethod: 'Cash',
      })
    ).data;
    await deliver();
    await deliver();
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got?.payload).toMatchObject({
      type: 'sale.completed',
      organizationId: owner.user.organizationId,
      data: { _id: sale._id, totalAmount: sale.totalAmount, documentNumber: sale.documentNumber },
    });
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['x-pos-event-id']).toBe(got?.payload.id);
    const signature = String(got?.headers['x-pos-signature']);
    expect(verifySignature(hook.secret, got?.body ?? '', signature, new Date())).toBe(true);
    expect(verifySignature(hook.secret, `${got?.body} `, signature, new Date())).toBe(false);
    // The README's snippet says the same.
    expect(readmeVerify(hook.secret, got?.body ?? '', signature)).toBe(true);
    expect(readmeVerify(hook.secret, `${got?.body} `, signature)).toBe(false);

    const log = await t.as(owner).get(`webhooks/${hook._id}/deliveries`);
    expect(log.json().data).toMatchObject([
      { eventType: 'sale.completed', status: 'delivered', attempts: 1, responseCode: 200 },
    ]);
  });

  it('retry a failed delivery: the receiver gets the same event until it takes it, once in its log', async () => {
    const owner = await signUp(t);
    const hook = await endpoint(owner, ['sale.completed']);
    const lamp = await product(owner);
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: lamp._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    answers = [500, 500];
    await deliver();
    let [delivery] = (await t.as(owner).get(`webhooks/${hook._id}/deliveries`)).json().data;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500 });
    // The next try waits (30 s, then a minute…): nothing is sent before.
    await deliver();
    expect(received).toHaveLength(1);
    await dueNow();
    await deliver();
    await dueNow();
    await deliver();
    await dueNow();
    await deliver();
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.payload.id)).size).toBe(1);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    [delivery] = (await t.as(owner).get(`webhooks/${hook._id}/deliveries`)).json().data;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 200 });
    expect((await t.as(owner).get(`webhooks/${hook._id}`)).json().data.failingSince).toBeNull();
  });

  it('send nothing for a change that was rolled back, nor to an endpoint not listening or off', async () => {
    const owner = await signUp(t);
    const lamp = await product(owner, 1);
    await endpoint(owner, ['sale.completed', 'stock.changed']);
    await endpoint(owner, ['customer.created']);
    await endpoint(owner, ['sale.completed'], { active: false });
    const refused = await t.as(owner).post('transactions', {
      items: [{ productId: lamp._id, quantity: 5 }],
      paymentMethod: 'Cash',
    });
    expect(refused.statusCode).toBe(409);
    await deliver();
    expect(received).toHaveLength(0);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from integration_events
          where organization_id = ${owner.user.organizationId}`,
    );
    expect(count?.n).toBe(0);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('deliver after the server restarts between the commit and the delivery', async () => {
    const owner = await signUp(t);
    const hook = await endpoint(owner, ['product.created']);
    const lamp = await product(owner);
    await t.restart();
    await deliver();
    expect(received.map((r) => r.payload.data._id)).toEqual([lamp._id]);
    // A worker claimed the next one and died mid-call: its lease runs out, then another sends it.
    const mug = await product(owner);
    await repo.fanOut(t.db, 100);
    await t.sql(
      sql`update webhook_deliveries set leased_until = now() + interval '1 minute'
          where organization_id = ${owner.user.organizationId} and status = 'pending'`,
    );
    await deliver();
    expect(received).toHaveLength(1);
    await t.sql(sql`update webhook_deliveries set leased_until = now() - interval '1 second'`);
    await deliver();
    expect(received.map((r) => r.payload.data._id)).toEqual([lamp._id, mug._id]);
    const log = (await t.as(owner).get(`webhooks/${hook._id}/deliveries`)).json().data;
    expect(log).toMatchObject([
      { status: 'delivered', attempts: 1 },
      { status: 'delivered', attempts: 1 },
    ]);
  });

  it('report every kind of change, each with the record its GET answers', async () => {
    const owner = await signUp(t);
    shopId = owner.user.organizationId;
    await endpoint(owner, [
      'sale.returned',
      'stock.changed',
      'product.created',
      'product.updated',
      'product.deleted',
      'customer.created',
      'customer.updated',
      'shift.closed',
      'purchase_order.received',
    ]);
    const lamp = await product(owner);
    const mug = await product(owner);
    const kept = await product(owner, 0);
    await deliver();
    // Not in order (sent 16 at a time): each once.
    expect(
      ofType('product.created')
        .map((r) => r.payload.data.name)
        .sort(),
    ).toEqual([lamp.name, mug.name, kept.name].sort());
    // Each made with its stock: a stock change for each level it opened.
    expect(ofType('stock.changed').length).toBeGreaterThanOrEqual(2);

    // One sale of two products: one stock change with both levels.
    received = [];
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [
          { productId: lamp._id, quantity: 2 },
          { productId: mug._id, quantity: 1 },
        ],
        paymentMethod: 'Cash',
      })
    ).data;
    await deliver();
    const [stock] = ofType('stock.changed');
    expect(ofType('stock.changed')).toHaveLength(1);
    const levels = (stock?.payload.data.levels ?? []) as {
      productId: string;
      change: number;
      quantity: number;
    }[];
    expect(levels.map((l) => [l.productId, l.change, l.quantity]).sort()).toEqual(
      [
        [lamp._id, -2, 8],
        [mug._id, -1, 9],
      ].sort(),
    );

    received = [];
    const returned = (
      await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
        items: [{ itemId: sale.items[0]._id, quantity: 1 }],
      })
    ).data;
    const customer = (await ok(owner, 'POST', 'customers', { name: 'Hook Customer' })).data;
    await ok(owner, 'PUT', `customers/${customer._id}`, {
      name: 'Hook Customer',
      phone: '555-0101',
    });
    await ok(owner, 'PUT', `products/${lamp._id}`, {
      name: 'Hooked Lamp',
      price: 12,
      stock: 8,
      sku: lamp.sku,
    });
    await ok(owner, 'DELETE', `products/${kept._id}`);
    const shift = (await ok(owner, 'POST', 'shifts/open', { openingFloat: 10 })).data;
    await ok(owner, 'POST', `shifts/${shift._id}/close`, { countedCash: 10 });
    const supplier = (await ok(owner, 'POST', 'suppliers', { name: 'Hook Supplier' })).data;
    const [store] = (await ok(owner, 'GET', 'stores')).data;
    const order = (
      await ok(owner, 'POST', 'purchase-orders', {
        supplierId: supplier._id,
        storeId: store._id,
        lines: [{ productId: lamp._id, quantity: 6, unitCost: 4 }],
      })
    ).data;
    await ok(owner, 'POST', `purchase-orders/${order._id}/order`);
    await ok(owner, 'POST', `purchase-orders/${order._id}/receive`, {
      lines: [{ lineId: order.lines[0]._id, quantity: 2 }],
    });
    await deliver();
    expect(ofType('sale.returned').map((r) => r.payload.data._id)).toEqual([returned._id]);
    expect(ofType('purchase_order.received').map((r) => r.payload.data)).toEqual([
      expect.objectContaining({ _id: order._id, status: 'Partially Received' }),
    ]);
    expect(ofType('customer.created').map((r) => r.payload.data.name)).toEqual(['Hook Customer']);
    expect(ofType('customer.updated').map((r) => r.payload.data.phone)).toEqual(['555-0101']);
    // Renamed; then the receipt moved its average cost (2 received at 4.00): changed again.
    // Both sent after both changes, each carries the product as it was when first sent.
    const updates = ofType('product.updated').map((r) => r.payload.data);
    expect(updates.map((p) => [p.name, p.costPrice])).toEqual([
      ['Hooked Lamp', 4],
      ['Hooked Lamp', 4],
    ]);
    expect(ofType('product.deleted').map((r) => r.payload.data)).toEqual([
      expect.objectContaining({ _id: kept._id, name: kept.name }),
    ]);
    expect(ofType('shift.closed').map((r) => r.payload.data._id)).toEqual([shift._id]);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('switch off an endpoint failing for a day, and tell the Owner; Redeliver sends an event again', async () => {
    const owner = await signUp(t);
    const hook = await endpoint(owner, ['product.created']);
    await product(owner);
    answers = [503];
    await deliver();
    await t.sql(
      sql`update webhook_endpoints set failing_since = now() - interval '25 hours'
          where id = ${hook._id}`,
    );
    // Both deliveries fail now (one that went through would show the endpoint well again).
    answers = [503, 503];
    await product(owner);
    await dueNow();
    await deliver();
    const off = (await t.as(owner).get(`webhooks/${hook._id}`)).json().data;
    expect(off).toMatchObject({
      active: false,
      disabledReason: 'Every delivery failed for 24 hours.',
    });
    const mail = t.outbox().at(-1) ?? '';
    expect(mail).toContain(owner.email);
    expect(mail).toContain('A webhook endpoint was switched off');
    // Switched on again: its failures are forgotten; a failed delivery is sent again on demand.
    const on = await t.as(owner).put(`webhooks/${hook._id}`, { active: true });
    expect(on.json().data).toMatchObject({
      active: true,
      disabledReason: null,
      failingSince: null,
    });
    const log = (await t.as(owner).get(`webhooks/${hook._id}/deliveries`)).json().data as {
      _id: string;
      eventId: string;
    }[];
    const first = log.at(-1);
    received = [];
    const again = await t.as(owner).post(`webhooks/${hook._id}/deliveries/${first?._id}/redeliver`);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ message: M.redelivered, data: { status: 'pending' } });
    await deliver();
    expect(received.map((r) => r.payload.id)).toContain(first?.eventId);
    // Another organization's delivery is not found through this endpoint.
    const other = await signUp(t);
    const theirs = await endpoint(other, ['product.created']);
    expect(
      (await t.as(other).post(`webhooks/${theirs._id}/deliveries/${first?._id}/redeliver`))
        .statusCode,
    ).toBe(404);
    // Deleted: its deliveries go with it, and the audit log keeps where it sent.
    expect((await t.as(owner).delete(`webhooks/${hook._id}`)).json()).toEqual({
      message: M.deleted,
    });
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${hook._id}`,
    );
    expect(left?.n).toBe(0);
    const deleted = await t
      .as(owner)
      .get('audit-events', { query: { entityType: 'WebhookEndpoint', action: 'delete' } });
    expect(deleted.json().data[0]).toMatchObject({
      entityId: hook._id,
      changes: { url: { before: url, after: null }, events: { before: 'product.created' } },
    });
  });

  it("send a shop's event in the next batch, however long another shop's backlog", async () => {
    const busy = await signUp(t);
    const quiet = await signUp(t);
    await endpoint(busy, ['customer.created']);
    await endpoint(quiet, ['customer.created']);
    // More than a batch (100) of the busy shop's, all older than the quiet shop's one.
    await t.sql(sql`insert into customers (organization_id, id, name)
      select ${busy.user.organizationId}, gen_random_uuid(), 'Queued ' || i
      from generate_series(1, 150) i`);
    const late = (await ok(quiet, 'POST', 'customers', { name: 'Not Kept Waiting' })).data;
    // One batch (no time to go on).
    await deliverDueWebhooks(t.deps, 0);
    const of = (s: Session) =>
      received.filter((r) => r.payload.organizationId === s.user.organizationId);
    expect(of(quiet).map((r) => r.payload.data._id)).toEqual([late._id]);
    expect(of(busy).length).toBeLessThan(150);
    await deliver();
    expect(of(busy)).toHaveLength(150);
  });
});

/**
 * Several instances deliver at once (PostgreSQL only): each delivery is leased by one of them,
 * so the receiver gets every event exactly once.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('webhooks on two instances', () => {
  it('send each event once, whichever instance takes it', async () => {
    const owner = await signUp(t);
    await endpoint(owner, ['customer.created']);
    await t.sql(sql`insert into customers (organization_id, id, name)
      select ${owner.user.organizationId}, gen_random_uuid(), 'Bulk ' || i
      from generate_series(1, 300) i`);
    const second = openDatabase({ kind: 'pg', url: String(t.databaseUrl) });
    const other = { ...t.deps, db: second.db };
    try {
      await Promise.all([
        deliverDueWebhooks(t.deps),
        deliverDueWebhooks(other),
        deliverDueWebhooks(t.deps),
        deliverDueWebhooks(other),
      ]);
      await deliver();
    } finally {
      await second.close();
    }
    const mine = received.filter((r) => r.payload.organizationId === owner.user.organizationId);
    expect(mine).toHaveLength(300);
    expect(new Set(mine.map((r) => r.payload.id)).size).toBe(300);
  });
});
