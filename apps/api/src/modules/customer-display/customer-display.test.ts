import { DISPLAY_MESSAGES, type TDisplayState } from '@pos/contracts/customer-display';
import bwipjs from 'bwip-js';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type Database, openDatabase, queryRows } from '../../db/client.js';
import { createDeps } from '../../deps.js';
import { openEventStream } from '../../test/event-stream.js';
import { addMember, okAs, signUp, useTestApp } from '../../test/test-app.js';
import { removeEndedDisplays } from './customer-display.service.js';

const t = useTestApp();
const ok = okAs(t);
type Session = { token: string };

let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A cart with one promoted line, as a register sends it. */
const cart = (name: string, total = 9.5): TDisplayState => ({
  phase: 'cart',
  lines: [
    {
      name,
      detail: 'Large',
      quantity: 2,
      unitPrice: 5,
      discount: 0,
      promotions: [{ name: 'Tea week', amount: 0.5 }],
      total,
    },
  ],
  subtotal: 10,
  discount: 0.5,
  taxes: [{ name: 'VAT', rate: 5, amount: 0.45 }],
  taxIncluded: true,
  total,
  tendered: null,
  change: null,
  receipt: null,
});

/** The name on the first line of the next view a stream gets. */
async function firstLineShown(stream: { next: () => Promise<{ data: unknown } | null> }) {
  const view = (await stream.next())?.data as { state?: TDisplayState } | undefined;
  return view?.state?.lines[0]?.name;
}

const tokenHeader = (token: string) => ({ 'x-display-token': token });

async function pairAndClaim(s: Session, deviceId: string) {
  const pairing = (await ok(s, 'POST', 'customer-displays', { deviceId })).data;
  const claim = await t.as(null).post('customer-displays/claim', {
    pairingCode: pairing.pairingCode,
  });
  expect(claim.statusCode, claim.body).toBe(201);
  return { pairing, token: claim.json().data.token as string };
}

describe('customer display', () => {
  it('pairs by a one-time code, streams the register cart live, and shows nothing once disconnected', async () => {
    const owner = await signUp(t, { organizationName: 'Corner Tea' });
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const deviceId = uuidv7();

    // No display yet: the register's cart is kept nowhere.
    expect(
      (await ok(cashier, 'PUT', 'customer-displays/state', { deviceId, state: cart('Tea') })).data,
    ).toEqual({ shown: false });

    const paired = await t.as(cashier).post('customer-displays', { deviceId });
    expect(paired.statusCode, paired.body).toBe(201);
    const pairing = paired.json().data;
    expect(pairing.pairingCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(pairing.url).toBe(`http://pos.test/display/${pairing.pairingCode}`);
    expect(pairing.status).toBe('waiting');
    expect((await ok(cashier, 'GET', `customer-displays?deviceId=${deviceId}`)).data).toEqual([
      expect.objectContaining({ _id: pairing._id, status: 'waiting', pairedAt: null }),
    ]);

    // Typed as the register shows it ("k7q2-xm3p"): the same code.
    const typed =
      `${pairing.pairingCode.slice(0, 4)}-${pairing.pairingCode.slice(4)}`.toLowerCase();
    const claim = await t.as(null).post('customer-displays/claim', { pairingCode: typed });
    expect(claim.statusCode, claim.body).toBe(201);
    const { token, view } = claim.json().data;
    expect(view.shop).toEqual({
      name: 'Corner Tea',
      logo: null,
      currencySymbol: expect.any(String),
    });
    expect(view.state.phase).toBe('idle');
    // Claimed once: a second display with the same code (a photo of the QR code) gets nothing.
    const again = await t.as(null).post('customer-displays/claim', { pairingCode: typed });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'PAIRING_CODE_INVALID',
      message: DISPLAY_MESSAGES.codeInvalid,
    });
    expect((await ok(cashier, 'GET', `customer-displays?deviceId=${deviceId}`)).data).toEqual([
      expect.objectContaining({ status: 'paired', pairedAt: expect.any(String) }),
    ]);

    const stream = await openEventStream(
      `${base}/api/v1/customer-displays/view/events`,
      tokenHeader(token),
    );
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const first = await stream.next();
    expect(first?.event).toBe('state');

    expect(
      (await ok(cashier, 'PUT', 'customer-displays/state', { deviceId, state: cart('Green tea') }))
        .data,
    ).toEqual({ shown: true });
    const live = await stream.next();
    expect(live).toEqual({ event: 'state', data: { shop: view.shop, state: cart('Green tea') } });

    // Another register's cart and another shop's write for the same device id never reach it.
    await ok(cashier, 'PUT', 'customer-displays/state', {
      deviceId: uuidv7(),
      state: cart('Other till'),
    });
    const other = await signUp(t);
    expect(
      (await ok(other, 'PUT', 'customer-displays/state', { deviceId, state: cart('Other shop') }))
        .data,
    ).toEqual({ shown: false });
    await ok(cashier, 'PUT', 'customer-displays/state', { deviceId, state: cart('Oolong', 12) });
    expect(await firstLineShown(stream)).toBe('Oolong');

    // Costs (or anything else) are no part of what a display may be sent.
    const withCost = await t.as(cashier).put('customer-displays/state', {
      deviceId,
      state: { ...cart('Tea'), lines: [{ ...cart('Tea').lines[0], cost: 2 }] },
    });
    expect(withCost.statusCode).toBe(400);
    expect(withCost.json().code).toBe('VALIDATION_ERROR');

    const current = await t.as(null).get('customer-displays/view', { headers: tokenHeader(token) });
    expect(current.json().data.state.lines[0].name).toBe('Oolong');

    // Another organization cannot disconnect it; the register can, and the stream ends at once.
    expect((await t.as(other).delete(`customer-displays/${pairing._id}`)).statusCode).toBe(404);
    expect((await ok(cashier, 'DELETE', `customer-displays/${pairing._id}`)).message).toBe(
      'Display disconnected.',
    );
    expect(await stream.next()).toEqual({ event: 'unpaired', data: {} });
    expect(await stream.ended()).toBe(true);
    const after = await t.as(null).get('customer-displays/view', { headers: tokenHeader(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('DISPLAY_UNPAIRED');
    const reopened = await fetch(`${base}/api/v1/customer-displays/view/events`, {
      headers: tokenHeader(token),
    });
    expect(reopened.status).toBe(401);
    expect((await t.as(cashier).delete(`customer-displays/${pairing._id}`)).statusCode).toBe(409);
    expect(
      (await ok(cashier, 'PUT', 'customer-displays/state', { deviceId, state: cart('Tea') })).data,
    ).toEqual({ shown: false });

    // A day after it ended, the daily cleanup takes its row and the cart kept for it.
    const rows = async () =>
      (
        await queryRows<{ displays: number; states: number }>(
          t.db,
          sql`select (select count(*)::int from customer_displays where device_id = ${deviceId}) as displays,
            (select count(*)::int from customer_display_states where device_id = ${deviceId}) as states`,
        )
      )[0];
    expect(await rows()).toEqual({ displays: 1, states: 1 });
    await removeEndedDisplays(t.deps, new Date());
    expect(await rows()).toEqual({ displays: 1, states: 1 });
    await removeEndedDisplays(t.deps, new Date(Date.now() + 25 * 3600_000));
    expect(await rows()).toEqual({ displays: 0, states: 0 });

    // Newest first.
    const audit = (await ok(owner, 'GET', 'audit-events?entityType=CustomerDisplay')).data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['revoke', 'pair', 'create']);
  });

  it('refuses a code past its 10 minutes, a pairing past its day, and throttles unknown codes', async () => {
    const owner = await signUp(t);
    const deviceId = uuidv7();
    const late = (await ok(owner, 'POST', 'customer-displays', { deviceId })).data;
    await t.sql(
      sql`update customer_displays set code_expires_at = now() - interval '1 second' where id = ${late._id}`,
    );
    const expired = await t
      .as(null)
      .post('customer-displays/claim', { pairingCode: late.pairingCode });
    expect(expired.json().code).toBe('PAIRING_CODE_INVALID');
    expect((await ok(owner, 'GET', `customer-displays?deviceId=${deviceId}`)).data).toEqual([]);

    const { pairing, token } = await pairAndClaim(owner, deviceId);
    const stream = await openEventStream(
      `${base}/api/v1/customer-displays/view/events`,
      tokenHeader(token),
    );
    await stream.next();
    await pairAndClaim(owner, deviceId);
    await t.sql(
      sql`update customer_displays set expires_at = now() - interval '1 second' where id = ${pairing._id}`,
    );
    expect(
      (await t.as(null).get('customer-displays/view', { headers: tokenHeader(token) })).statusCode,
    ).toBe(401);
    // The register's next change (for its other display) finds this one no longer paired: its
    // stream ends instead of showing it. (Left alone, its timer ends it at its hour.)
    await ok(owner, 'PUT', 'customer-displays/state', { deviceId, state: cart('Tea') });
    expect(await stream.next()).toEqual({ event: 'unpaired', data: {} });

    const from = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < 5; i++) {
      const wrong = await t
        .as(null)
        .post('customer-displays/claim', { pairingCode: 'ZZZZZZZZ' }, from);
      expect(wrong.statusCode).toBe(404);
    }
    const limited = await t
      .as(null)
      .post('customer-displays/claim', { pairingCode: 'ZZZZZZZZ' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it("shows the shop's own logo, and nothing once the organization is disabled", async () => {
    const owner = await signUp(t, { organizationName: 'Logo Deli' });
    const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'logo', scale: 2 });
    const saved = await ok(owner, 'PUT', `organization/${owner.user.organizationId}`, {
      name: 'Logo Deli',
      code: `LOGO-${Date.now()}`,
      logo: `data:image/png;base64,${png.toString('base64')}`,
    });
    const deviceId = uuidv7();
    const { token } = await pairAndClaim(owner, deviceId);
    const view = await t.as(null).get('customer-displays/view', { headers: tokenHeader(token) });
    expect(view.json().data.shop).toMatchObject({ name: 'Logo Deli', logo: saved.data.logo });
    expect((await t.as(null).get(saved.data.logo)).statusCode).toBe(200);
    const stream = await openEventStream(
      `${base}/api/v1/customer-displays/view/events`,
      tokenHeader(token),
    );
    await stream.next();
    await ok(owner, 'PUT', 'customer-displays/state', { deviceId, state: cart('Ham') });
    expect(await firstLineShown(stream)).toBe('Ham');
    // An operator disables the organization: what the stream would read next it never shows.
    await t.sql(
      sql`update organizations set is_active = false where id = ${owner.user.organizationId}`,
    );
    await t.db.execute(
      sql`select pg_notify('customer_display', ${`s:${owner.user.organizationId}:${deviceId}`})`,
    );
    expect(await stream.next()).toEqual({ event: 'unpaired', data: {} });
    const off = await t.as(null).get('customer-displays/view', { headers: tokenHeader(token) });
    expect(off.statusCode).toBe(401);
    expect(off.json().code).toBe('DISPLAY_UNPAIRED');
  });

  it('keeps at most 5 displays per register', async () => {
    const owner = await signUp(t);
    const deviceId = uuidv7();
    for (let i = 0; i < 5; i++) await ok(owner, 'POST', 'customer-displays', { deviceId });
    const sixth = await t.as(owner).post('customer-displays', { deviceId });
    expect(sixth.statusCode).toBe(409);
    // Another register of the shop has its own.
    expect((await t.as(owner).post('customer-displays', { deviceId: uuidv7() })).statusCode).toBe(
      201,
    );
  });
});

/**
 * Two instances on one PostgreSQL (docs/DESIGN.md, "Customer display"): the register writes
 * through one, the display streams from the other — the update crosses by NOTIFY, no sticky
 * sessions.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('customer display on two instances', () => {
  let second: Database;
  let other: FastifyInstance;
  let otherBase = '';
  beforeAll(async () => {
    second = openDatabase({ kind: 'pg', url: String(t.databaseUrl) });
    const log = pino({ level: 'silent' });
    other = await buildApp(createDeps(t.deps.config, second, log), { logger: log });
    otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // Its streams end with it (the displays' side stays open: no abort to wait out).
    await other?.close();
    await second?.close();
  });

  it('reaches a display connected to the other instance, and its revocation too', async () => {
    const owner = await signUp(t);
    const deviceId = uuidv7();
    const { pairing, token } = await pairAndClaim(owner, deviceId);
    const stream = await openEventStream(
      `${otherBase}/api/v1/customer-displays/view/events`,
      tokenHeader(token),
    );
    await stream.next();
    await ok(owner, 'PUT', 'customer-displays/state', { deviceId, state: cart('Across') });
    expect(await firstLineShown(stream)).toBe('Across');
    await ok(owner, 'DELETE', `customer-displays/${pairing._id}`);
    expect((await stream.next())?.event).toBe('unpaired');
    expect(await stream.ended()).toBe(true);
  });
  it('catches up after its listening connection is lost (a database restart, a failover)', async () => {
    const owner = await signUp(t);
    const deviceId = uuidv7();
    const { token } = await pairAndClaim(owner, deviceId);
    const stream = await openEventStream(
      `${otherBase}/api/v1/customer-displays/view/events`,
      tokenHeader(token),
    );
    await stream.next();
    // The instances' LISTEN connections go; a change made meanwhile is notified to no one.
    await t.sql(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
    );
    await ok(owner, 'PUT', 'customer-displays/state', { deviceId, state: cart('Missed') });
    // Listening again a second later, each instance reads its streams' carts once more.
    expect(await firstLineShown(stream)).toBe('Missed');
    await ok(owner, 'PUT', 'customer-displays/state', { deviceId, state: cart('Live again') });
    expect(await firstLineShown(stream)).toBe('Live again');
  });
});
