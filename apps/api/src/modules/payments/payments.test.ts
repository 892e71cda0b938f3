import { randomBytes } from 'node:crypto';
import { SUBSCRIPTION_MESSAGES as M } from '@pos/contracts/subscription';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';
import { paymentSignature } from './gateway.js';
import { insertOrder } from './payments.repository.js';

const t = useTestApp({ env: { PLAN_CREDITS_BASIC: '2000', PLAN_CREDITS_PRO: '9000' } });

type Session = { token: string };
const current = async (s: Session) => (await t.as(s).get('subscription/current')).json().data;

async function order(s: Session, newPlan: string) {
  const res = await t.as(s).post('subscription/upgrade', { newPlan });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    order_id: string;
    amount: number;
    currency: string;
    razorpay_key_id: string;
  };
}
async function pay(s: Session, orderId: string) {
  const res = await t.as(s).post(`payment/sandbox/orders/${orderId}/pay`, { outcome: 'success' });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}
const verify = (s: Session, paid: object, newPlan: string) =>
  t.as(s).post('payment/verify-upgrade-payment', { ...paid, newPlan });
const transactions = async (s: Session) => (await t.as(s).get('subscription-transactions')).json();

describe('subscription upgrade through the sandbox checkout', () => {
  it('trail → basic: an order for $19, a signed payment, then the plan, credits and a transaction', async () => {
    const owner = await signUp(t);
    const before = await current(owner);
    expect(before).toMatchObject({
      currentPlan: 'trail',
      subscriptionStatus: 'active',
      totalCredits: 500,
    });

    const o = await order(owner, 'basic');
    expect(o).toMatchObject({ amount: 1900, currency: 'USD' });
    expect(o.razorpay_key_id).toMatch(/^sandbox_/);
    expect(await current(owner)).toMatchObject({ currentPlan: 'trail' }); // nothing changes before payment

    const paid = await pay(owner, o.order_id);
    const res = await verify(owner, paid, 'basic');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.upgraded);
    const after = res.json().data;
    expect(after).toMatchObject({
      currentPlan: 'basic',
      subscriptionStatus: 'active',
      totalCredits: 2000,
      remainingCredits: 2000,
      nextBillingAmount: 1900,
      nextBillingCurrency: 'USD',
      nextBillingFrequency: 'monthly',
      paymentMethod: 'card',
      paymentMethodLast4: '4242',
    });
    expect(new Date(after.validUntil).getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);

    const list = await transactions(owner);
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({
      paymentId: paid.razorpay_payment_id,
      subscriptionId: after._id,
      plan: 'basic',
      amount: 1900,
      currency: 'USD',
      status: 'success',
      method: 'card',
      customer_id: owner.user._id,
    });
    const filtered = await t
      .as(owner)
      .get(`subscription-transactions?subscriptionId=${after._id}&status=failed`);
    expect(filtered.json().totalCount).toBe(0);
  });

  it('refuses a forged signature, a replayed payment and another plan than ordered; nothing changes', async () => {
    const owner = await signUp(t);
    const o = await order(owner, 'pro');
    const paid = await pay(owner, o.order_id);

    const forged = await verify(owner, { ...paid, razorpay_signature: 'a'.repeat(64) }, 'pro');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(M.verificationFailed);
    const otherPlan = await verify(owner, paid, 'basic');
    expect(otherPlan.statusCode).toBe(400);
    const otherPayment = await verify(
      owner,
      { ...paid, razorpay_payment_id: 'pay_sbx_other' },
      'pro',
    );
    expect(otherPayment.statusCode).toBe(400);
    expect(await current(owner)).toMatchObject({ currentPlan: 'trail' });
    expect((await transactions(owner)).totalCount).toBe(0);

    expect((await verify(owner, paid, 'pro')).statusCode).toBe(200);
    const replay = await verify(owner, paid, 'pro');
    expect(replay.statusCode).toBe(400);
    expect((await transactions(owner)).totalCount).toBe(1);
    expect(await current(owner)).toMatchObject({ currentPlan: 'pro', totalCredits: 9000 });
  });

  it("refuses another organization's order and payment (404 to pay, 400 to verify)", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const o = await order(a, 'basic');
    const foreignPay = await t.as(b).post(`payment/sandbox/orders/${o.order_id}/pay`, {
      outcome: 'success',
    });
    expect(foreignPay.statusCode).toBe(404);
    const paid = await pay(a, o.order_id);
    const foreignVerify = await verify(b, paid, 'basic');
    expect(foreignVerify.statusCode).toBe(400);
    expect(await current(b)).toMatchObject({ currentPlan: 'trail' });
    expect(await current(a)).toMatchObject({ currentPlan: 'trail' });
  });

  it('refuses lower, same and enterprise plans and a missing plan with the spec texts', async () => {
    const owner = await signUp(t);
    const paid = await pay(owner, (await order(owner, 'pro')).order_id);
    await verify(owner, paid, 'pro');
    for (const [plan, text] of [
      ['basic', M.higherPlanRequired],
      ['pro', M.higherPlanRequired],
      ['trail', M.higherPlanRequired],
      ['enterprise', M.enterprise],
    ]) {
      const res = await t.as(owner).post('subscription/upgrade', { newPlan: plan });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    const missing = await t.as(owner).post('subscription/upgrade', {});
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(M.planRequired);
    expect(await current(owner)).toMatchObject({ currentPlan: 'pro' });
  });

  it('a failed payment answers 402 with the reason and leaves the plan', async () => {
    const owner = await signUp(t);
    const o = await order(owner, 'basic');
    const res = await t.as(owner).post(`payment/sandbox/orders/${o.order_id}/pay`, {
      outcome: 'failure',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain('declined');
    expect(await current(owner)).toMatchObject({ currentPlan: 'trail' });
  });
});

describe('the sandbox pays only what it issued', () => {
  /** The secret the app's sandbox signs with: a forger who knows it still cannot invent payments. */
  const secret = () => {
    const p = t.deps.config.payments;
    if (p.gateway !== 'sandbox') throw new Error('the tests expect the sandbox gateway');
    return p.sandboxSecret;
  };
  const signedFor = (orderId: string, paymentId: string) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(secret(), orderId, paymentId),
  });

  it('a payment id the sandbox never issued, correctly signed, is refused (400) and the plan stays', async () => {
    const owner = await signUp(t);
    const o = await order(owner, 'basic');
    const invented = signedFor(o.order_id, `pay_sbx_${randomBytes(10).toString('hex')}`);
    const res = await verify(owner, invented, 'basic');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.verificationFailed);
    expect(await current(owner)).toMatchObject({ currentPlan: 'trail', totalCredits: 500 });
    expect((await transactions(owner)).totalCount).toBe(0);
    // The order is untouched: a payment the sandbox really took still completes it.
    expect((await verify(owner, await pay(owner, o.order_id), 'basic')).statusCode).toBe(200);
  });

  it('a payment the sandbox issued for another order of the organization does not pay this one', async () => {
    const owner = await signUp(t);
    const first = await order(owner, 'basic');
    const second = await order(owner, 'basic');
    const paidSecond = await pay(owner, second.order_id);
    const moved = signedFor(first.order_id, paidSecond.razorpay_payment_id);
    const res = await verify(owner, moved, 'basic');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.verificationFailed);
    expect(await current(owner)).toMatchObject({ currentPlan: 'trail' });
    expect((await transactions(owner)).totalCount).toBe(0);
    // It still pays the order it was issued for.
    expect((await verify(owner, paidSecond, 'basic')).statusCode).toBe(200);
    expect(await current(owner)).toMatchObject({ currentPlan: 'basic' });
  });

  it('the checkout records the order and the payment it issued, and the plan upgrades', async () => {
    const owner = await signUp(t);
    const o = await order(owner, 'pro');
    const paid = await pay(owner, o.order_id);
    const [recorded] = await queryRows<{ order_id: string; amount: number; currency: string }>(
      t.db,
      sql`select p.order_id, p.amount, p.currency
          from sandbox_payments p join sandbox_orders o on o.id = p.order_id
          where p.id = ${paid.razorpay_payment_id}`,
    );
    expect(recorded).toEqual({ order_id: o.order_id, amount: 4900, currency: 'USD' });
    const res = await verify(owner, paid, 'pro');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      currentPlan: 'pro',
      totalCredits: 9000,
      paymentMethodLast4: '4242',
    });
  });

  it('a used payment is refused, again or signed for a new order', async () => {
    const owner = await signUp(t);
    const paid = await pay(owner, (await order(owner, 'basic')).order_id);
    expect((await verify(owner, paid, 'basic')).statusCode).toBe(200);
    const replay = await verify(owner, paid, 'basic');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(M.verificationFailed);
    const next = await order(owner, 'pro');
    const reused = await verify(owner, signedFor(next.order_id, paid.razorpay_payment_id), 'pro');
    expect(reused.statusCode).toBe(400);
    expect(await current(owner)).toMatchObject({ currentPlan: 'basic', totalCredits: 2000 });
    expect((await transactions(owner)).totalCount).toBe(1);
  });

  it('the sandbox checkout cannot pay an order the sandbox never created (404)', async () => {
    const owner = await signUp(t);
    const orderId = `order_elsewhere_${randomBytes(6).toString('hex')}`;
    await insertOrder(t.db, {
      organizationId: owner.user.organizationId,
      orderId,
      plan: 'basic',
      amount: 1900,
      currency: 'USD',
      status: 'created',
      createdBy: owner.user._id,
    });
    const res = await t
      .as(owner)
      .post(`payment/sandbox/orders/${orderId}/pay`, { outcome: 'success' });
    expect(res.statusCode).toBe(404);
    expect(await current(owner)).toMatchObject({ currentPlan: 'trail' });
  });
});

describe('cancel and card update', () => {
  it('the trial cannot be cancelled; a paid plan is cancelled once and runs to its end', async () => {
    const owner = await signUp(t);
    const sub = await current(owner);
    const trial = await t
      .as(owner)
      .post('payment/cancel-subscription', { subscriptionId: sub._id });
    expect(trial.statusCode).toBe(400);
    expect(trial.json().message).toBe(M.trialNotCancellable);

    await verify(owner, await pay(owner, (await order(owner, 'basic')).order_id), 'basic');
    const paid = await current(owner);
    const res = await t.as(owner).post('payment/cancel-subscription', { subscriptionId: paid._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      subscriptionStatus: 'cancelled',
      validUntil: paid.validUntil,
      renewOn: null,
      nextBillingAmount: null,
    });
    const again = await t
      .as(owner)
      .post('payment/cancel-subscription', { subscriptionId: paid._id });
    expect(again.statusCode).toBe(409);
  });

  it("another organization's subscription id is a 404", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const bSub = await current(b);
    const res = await t.as(a).post('payment/cancel-subscription', { subscriptionId: bSub._id });
    expect(res.statusCode).toBe(404);
    const card = await t.as(a).post('payment/update-card', { subscriptionId: bSub._id });
    expect(card.statusCode).toBe(404);
  });

  it('update-card answers the sandbox card page; saving a card shows its last four digits', async () => {
    const owner = await signUp(t);
    await verify(owner, await pay(owner, (await order(owner, 'basic')).order_id), 'basic');
    const sub = await current(owner);
    const res = await t.as(owner).post('payment/update-card', { subscriptionId: sub._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.redirectUrl).toBe('http://pos.test/sandbox-checkout/card');
    const bad = await t.as(owner).post('payment/sandbox/card', {
      cardNumber: '12',
      expiry: '13/30',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.as(owner).post('payment/sandbox/card', {
      cardNumber: '5555 5555 5555 4444',
      expiry: '08/29',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      paymentMethod: 'card',
      paymentMethodLast4: '4444',
      paymentMethodExpiry: '08/29',
    });
  });
});

describe('who may', () => {
  it('a cashier reads the plan but cannot upgrade, verify, cancel or list payments (403)', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    expect((await t.as(cashier).get('subscription/current')).statusCode).toBe(200);
    expect(
      (await t.as(cashier).post('subscription/upgrade', { newPlan: 'basic' })).statusCode,
    ).toBe(403);
    expect((await t.as(cashier).post('payment/cancel-subscription', {})).statusCode).toBe(403);
    expect((await t.as(cashier).get('subscription-transactions')).statusCode).toBe(403);
  });

  it('plans list the four plans in order with prices and configured credits', async () => {
    const owner = await signUp(t);
    const plans = (await t.as(owner).get('subscription/plans')).json().data;
    expect(plans.map((p: { id: string }) => p.id)).toEqual(['trail', 'basic', 'pro', 'enterprise']);
    expect(plans.map((p: { priceMinor: number | null }) => p.priceMinor)).toEqual([
      0,
      1900,
      4900,
      null,
    ]);
    expect(plans[1].credits).toBe(2000);
  });
});

describe('expiry', () => {
  it('a period that ended unpaid reports expired', async () => {
    const owner = await signUp(t);
    await t.sql(
      sql`update subscriptions set valid_until = now() - interval '1 minute'
          where organization_id = ${owner.user.organizationId}`,
    );
    expect(await current(owner)).toMatchObject({ subscriptionStatus: 'expired' });
  });
});
