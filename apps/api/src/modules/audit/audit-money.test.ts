import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app.js';

/** Refunds and subscription changes in the audit log (DESIGN §13): one event each. */
const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;
interface Event {
  action: string;
  entityId: string | null;
  userId: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}
const eventsOf = async (s: Session, query: string) =>
  ((await t.as(s).get(`audit-events?${query}`)).json() as { data: Event[] }).data;

async function ok(s: Session, path: string, body?: unknown) {
  const res = await t.as(s).post(path, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

describe('audited money', () => {
  it('a refund: one event on the sale with its status, return and amount', async () => {
    const owner = await signUp(t);
    const product = (
      await ok(owner, 'products', { name: 'Mug', price: 8, stock: 5, sku: `MUG-${Date.now()}` })
    ).data;
    const sale = (
      await ok(owner, 'transactions', {
        paymentMethod: 'Cash',
        items: [{ productId: product._id, quantity: 2 }],
      })
    ).data;
    await ok(owner, `transactions/${sale._id}/refund`);
    const events = await eventsOf(owner, `entityId=${sale._id}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'refund',
      userId: owner.user._id,
      changes: {
        status: { before: 'Completed', after: 'Refunded' },
        refundTotal: { before: null, after: 16 },
      },
    });
  });

  it('a discount given: one event on the sale; a sale without one writes none', async () => {
    const owner = await signUp(t);
    const product = (
      await ok(owner, 'products', { name: 'Jug', price: 10, stock: 5, sku: `JUG-${Date.now()}` })
    ).data;
    const sale = (
      await ok(owner, 'transactions', {
        paymentMethod: 'Cash',
        items: [{ productId: product._id, quantity: 2, discount: 3 }],
      })
    ).data;
    const plain = (
      await ok(owner, 'transactions', {
        paymentMethod: 'Cash',
        items: [{ productId: product._id, quantity: 1 }],
      })
    ).data;
    const events = await eventsOf(owner, 'entityType=Sale&action=discount');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      entityId: sale._id,
      changes: { discountTotal: { before: null, after: 3 } },
    });
    expect(await eventsOf(owner, `entityId=${plain._id}`)).toHaveLength(0);
  });

  it('a plan bought and cancelled: one change event each', async () => {
    const owner = await signUp(t);
    const order = (await ok(owner, 'subscription/upgrade', { newPlan: 'basic' })).data;
    const paid = await ok(owner, `payment/sandbox/orders/${order.order_id}/pay`, {
      outcome: 'success',
    });
    await ok(owner, 'payment/verify-upgrade-payment', { ...paid, newPlan: 'basic' });
    const sub = (await t.as(owner).get('subscription/current')).json().data;
    await ok(owner, 'payment/cancel-subscription', { subscriptionId: sub._id });
    const events = await eventsOf(owner, 'entityType=Subscription&sort=occurredAt');
    // The trial was active already: buying changes the plan (and the period), not the status.
    expect(events.map((e) => [e.changes.plan, e.changes.status])).toEqual([
      [{ before: 'trail', after: 'basic' }, undefined],
      [undefined, { before: 'active', after: 'cancelled' }],
    ]);
    expect(events.map((e) => e.userId)).toEqual([owner.user._id, owner.user._id]);
  });
});
