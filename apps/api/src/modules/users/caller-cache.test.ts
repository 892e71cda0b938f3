import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, createTestApp, signUp, useTestApp } from '../../test/test-app.js';
import { CallerCache, sessionKey } from './caller-cache.js';

const t = useTestApp({ env: { CALLER_CACHE_MS: '400' } });

const roleIds = async (s: Awaited<ReturnType<typeof signUp>>) =>
  Object.fromEntries(
    (await t.as(s).get('roles?limit=100'))
      .json()
      .data.map((r: { name: string; _id: string }) => [r.name, r._id]),
  );

/** The period ended, written at the database as time would, without the app knowing. */
const endPeriodBehindTheApp = (organizationId: string) =>
  t.db.execute(
    sql`update subscriptions set valid_until = now() - interval '1 minute' where organization_id = ${organizationId}`,
  );

describe('callers read once for many requests', () => {
  it('a role or a switch-off made through the app holds from the very next request', async () => {
    const owner = await signUp(t);
    const roles = await roleIds(owner);
    const member = await addMember(t, owner.user.organizationId, 'organization_manager');
    const asMember = (patch: Record<string, unknown>) =>
      t.as(owner).put(`users/${member.user._id}`, {
        name: 'Morgan',
        username: `morgan-${member.user._id.slice(-6)}`,
        permissions: [],
        ...patch,
      });

    expect((await t.as(member).get('products?limit=1')).statusCode).toBe(200);
    expect((await asMember({ role: roles.cashier })).statusCode).toBe(200);
    const refused = await t.as(member).get('products?limit=1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'You do not have the necessary permission: "manage_products".',
    );

    expect((await t.as(member).get('transactions?limit=1')).statusCode).toBe(200);
    expect((await asMember({ role: roles.cashier, isActive: false })).statusCode).toBe(200);
    expect((await t.as(member).get('transactions?limit=1')).statusCode).toBe(401);
  });

  it('a change made outside the app is seen within the cache time, and at once after any write', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    expect((await t.as(owner).get('customers?limit=1')).statusCode).toBe(200);
    await endPeriodBehindTheApp(org);
    // Read a moment ago: the caller is still the one with a running period…
    expect((await t.as(owner).post('customers', { name: 'Just before' })).statusCode).toBe(201);
    // …and that write forgot every caller, so the next request reads the ended period.
    expect((await t.as(owner).post('customers', { name: 'Too late' })).statusCode).toBe(402);

    const other = await signUp(t);
    expect((await t.as(other).get('customers?limit=1')).statusCode).toBe(200);
    await endPeriodBehindTheApp(other.user.organizationId);
    await new Promise((r) => setTimeout(r, 450));
    expect((await t.as(other).post('customers', { name: 'After a while' })).statusCode).toBe(402);
  });

  it('with CALLER_CACHE_MS=0 every request reads its caller', async () => {
    const fresh = await createTestApp({ env: { CALLER_CACHE_MS: '0' } });
    try {
      const owner = await signUp(fresh);
      expect((await fresh.as(owner).get('customers?limit=1')).statusCode).toBe(200);
      await fresh.db.execute(
        sql`update subscriptions set valid_until = now() - interval '1 minute' where organization_id = ${owner.user.organizationId}`,
      );
      expect((await fresh.as(owner).post('customers', { name: 'No' })).statusCode).toBe(402);
    } finally {
      await fresh.close();
    }
  });

  it('does not keep a caller read while a write forgot them', async () => {
    const cache = new CallerCache(60_000);
    const claims = sessionKey({ organizationId: 'o', userId: 'u', tokenVersion: 1 });
    const caller = (role: string) => ({
      userId: 'u',
      organizationId: 'o',
      organizationKind: 'tenant' as const,
      role,
      permissions: [],
      subscriptionExpired: false,
      language: 'en' as const,
    });
    let finish: (c: ReturnType<typeof caller>) => void = () => {};
    const inFlight = cache.get(claims, () => new Promise((r) => (finish = r)));
    cache.forget();
    finish(caller('read before the write'));
    expect((await inFlight)?.role).toBe('read before the write');
    expect((await cache.get(claims, async () => caller('read after')))?.role).toBe('read after');
    expect((await cache.get(claims, async () => caller('not read again')))?.role).toBe(
      'read after',
    );
  });
});
