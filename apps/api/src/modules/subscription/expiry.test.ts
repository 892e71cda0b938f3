import { SUBSCRIPTION_MESSAGES as M } from '@pos/contracts/subscription';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const endPeriod = (organizationId: string) =>
  t.sql(
    sql`update subscriptions set valid_until = now() - interval '1 minute' where organization_id = ${organizationId}`,
  );
const DAY = 86_400_000;

describe('trial and expiry', () => {
  it('a trial runs 30 days from sign-up', async () => {
    const owner = await signUp(t);
    const sub = (await t.as(owner).get('subscription/current')).json().data;
    expect(sub).toMatchObject({ currentPlan: 'trail', subscriptionStatus: 'active' });
    expect(Date.parse(sub.validUntil) - Date.parse(sub.startDate)).toBe(30 * DAY);
  });

  it('once the period has ended, writes answer 402 and reads, settings, profile and payment still work', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const customer = (
      await t.as(owner).post('customers', { name: 'Before Expiry', email: 'b@c.test' })
    ).json().data;
    await endPeriod(org);

    expect((await t.as(owner).get('subscription/current')).json().data).toMatchObject({
      subscriptionStatus: 'expired',
    });
    const me = (await t.as(owner).get('profile')).json().user;
    expect(me.subscription).toMatchObject({ status: 'expired' });

    for (const [who, method, url, body] of [
      [owner, 'POST', 'customers', { name: 'After Expiry' }],
      [owner, 'PUT', `customers/${customer._id}`, { name: 'Renamed' }],
      [owner, 'DELETE', `customers/${customer._id}`, undefined],
      [owner, 'POST', 'categories', { name: 'New category' }],
      [cashier, 'POST', 'customers', { name: 'Cashier Customer' }],
    ] as const) {
      const res = await t.as(who).request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(402);
      expect(res.json()).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED', message: M.expired });
    }
    expect((await t.as(owner).get(`customers/${customer._id}`)).json().data.name).toBe(
      'Before Expiry',
    );
    expect((await t.as(cashier).get('customers')).json().totalCount).toBe(1);

    // What an expired organization needs to get going again stays open.
    const general = (await t.as(owner).get('settings/general')).json().data;
    expect((await t.as(owner).put('settings/general', general)).statusCode).toBe(200);
    const orgProfile = (await t.as(owner).get('organization')).json().data;
    expect(
      (
        await t.as(owner).put(`organization/${org}`, {
          name: orgProfile.name,
          code: orgProfile.code,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.as(owner).patch('profile', { name: 'Still Me' })).statusCode).toBe(200);

    const order = (await t.as(owner).post('subscription/upgrade', { newPlan: 'basic' })).json()
      .data;
    const paid = (
      await t.as(owner).post(`payment/sandbox/orders/${order.order_id}/pay`, {
        outcome: 'success',
      })
    ).json();
    const verified = await t.as(owner).post('payment/verify-upgrade-payment', {
      ...paid,
      newPlan: 'basic',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      currentPlan: 'basic',
      subscriptionStatus: 'active',
    });

    // Paid again: writes work for everyone, at once (no new sign-in needed).
    expect((await t.as(cashier).post('customers', { name: 'Welcome Back' })).statusCode).toBe(201);
  });

  it('a paid period that ended unpaid is expired the same way', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const order = (await t.as(owner).post('subscription/upgrade', { newPlan: 'pro' })).json().data;
    const paid = (
      await t.as(owner).post(`payment/sandbox/orders/${order.order_id}/pay`, {
        outcome: 'success',
      })
    ).json();
    await t.as(owner).post('payment/verify-upgrade-payment', { ...paid, newPlan: 'pro' });
    await endPeriod(org);
    expect((await t.as(owner).get('subscription/current')).json().data).toMatchObject({
      currentPlan: 'pro',
      subscriptionStatus: 'expired',
    });
    expect((await t.as(owner).post('customers', { name: 'X' })).statusCode).toBe(402);
  });

  it('a lapsed plan is renewed by buying it again; while a period runs, only higher plans', async () => {
    const owner = await signUp(t);
    const buy = async (plan: string) => {
      const res = await t.as(owner).post('subscription/upgrade', { newPlan: plan });
      if (res.statusCode !== 200) return res;
      const paid = (
        await t.as(owner).post(`payment/sandbox/orders/${res.json().data.order_id}/pay`, {
          outcome: 'success',
        })
      ).json();
      return t.as(owner).post('payment/verify-upgrade-payment', { ...paid, newPlan: plan });
    };
    expect((await buy('pro')).statusCode).toBe(200);
    const same = await buy('pro');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(M.higherPlanRequired);
    await endPeriod(owner.user.organizationId);
    expect((await buy('trail')).statusCode).toBe(400);
    const renewed = await buy('basic');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data).toMatchObject({
      currentPlan: 'basic',
      subscriptionStatus: 'active',
    });
  });

  it("one organization's expiry does not touch another's", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await endPeriod(a.user.organizationId);
    expect((await t.as(b).post('customers', { name: 'Fine' })).statusCode).toBe(201);
  });
});
