import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app.js';

const SECRET = 'sandbox-secret-for-webhook-tests';
const t = useTestApp({ env: { SANDBOX_PAYMENT_SECRET: SECRET } });

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');
const hook = (body: string, headers: Record<string, string>) =>
  t
    .as(null)
    .post('payment/webhook', body, { headers: { 'content-type': 'application/json', ...headers } });

async function upgradeOrder() {
  const owner = await signUp(t);
  const res = await t.as(owner).post('subscription/upgrade', { newPlan: 'basic' });
  return { owner, orderId: res.json().data.order_id as string };
}
const current = async (token: string) =>
  (await t.as({ token }).get('subscription/current')).json().data;
const payments = async (token: string) =>
  (await t.as({ token }).get('subscription-transactions')).json();

const event = (name: string, orderId: string, paymentId: string, amount = 1900) =>
  JSON.stringify({
    event: name,
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          amount,
          currency: 'USD',
          method: 'upi',
          vpa: 'shop@upi',
        },
      },
    },
  });

describe('payment webhook', () => {
  it('refuses a body whose signature does not match the exact bytes (400), and writes nothing', async () => {
    const { owner, orderId } = await upgradeOrder();
    const body = event('payment.captured', orderId, 'pay_hook_1');
    const res = await hook(` ${body}`, {
      'x-razorpay-signature': sign(body),
      'x-razorpay-event-id': 'evt_1',
    });
    expect(res.statusCode).toBe(400);
    expect((await hook(body, { 'x-razorpay-event-id': 'evt_1' })).statusCode).toBe(400);
    expect(await current(owner.token)).toMatchObject({ currentPlan: 'trail' });
  });

  it('a captured payment of an unverified order completes the upgrade once, however often delivered', async () => {
    const { owner, orderId } = await upgradeOrder();
    const body = event('payment.captured', orderId, 'pay_hook_2');
    const headers = { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'evt_2' };
    expect((await hook(body, headers)).json()).toMatchObject({ handled: true });
    expect((await hook(body, headers)).json()).toMatchObject({ handled: false });
    expect(await current(owner.token)).toMatchObject({
      currentPlan: 'basic',
      paymentMethod: 'upi',
      upiDetails: { upiId: 'shop@upi' },
    });
    expect((await payments(owner.token)).totalCount).toBe(1);
  });

  it('a captured payment of the wrong amount changes nothing; a failed one is recorded as failed', async () => {
    const { owner, orderId } = await upgradeOrder();
    const short = event('payment.captured', orderId, 'pay_hook_3', 100);
    await hook(short, { 'x-razorpay-signature': sign(short), 'x-razorpay-event-id': 'evt_3' });
    expect(await current(owner.token)).toMatchObject({ currentPlan: 'trail' });
    const failed = event('payment.failed', orderId, 'pay_hook_4');
    await hook(failed, { 'x-razorpay-signature': sign(failed), 'x-razorpay-event-id': 'evt_4' });
    const list = await payments(owner.token);
    expect(list.data).toMatchObject([{ paymentId: 'pay_hook_4', status: 'failed', plan: 'basic' }]);
    expect(await current(owner.token)).toMatchObject({ currentPlan: 'trail' });
  });
});
