import type { Executor } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { AppDeps } from '../../plugins/types.js';
import {
  lockSubscription,
  renewPaidPeriod,
  startPaidPeriod,
} from '../subscription/subscription.service.js';
import type { GatewayPayment } from './gateway.js';
import * as repo from './payments.repository.js';
import { recordPayment } from './payments.service.js';

interface WebhookPayment {
  id: string;
  order_id?: string | null;
  amount: number;
  currency: string;
  method?: string | null;
  vpa?: string | null;
  card?: { network?: string; last4: string } | null;
}
interface WebhookEvent {
  event: string;
  payload?: {
    payment?: { entity?: WebhookPayment };
    subscription?: { entity?: { id: string } };
  };
}

const asGatewayPayment = (p: WebhookPayment): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id ?? '',
  amount: p.amount,
  currency: p.currency,
  method: p.method ?? null,
  card: p.card ? { type: p.card.network ?? null, last4: p.card.last4, expiry: null } : null,
  upiId: p.vpa ?? null,
});

/** `subscription.charged`: the gateway's recurring subscription paid the next period. */
async function subscriptionCharged(
  deps: AppDeps,
  tx: Executor,
  event: WebhookEvent,
  payment: WebhookPayment,
) {
  const gatewaySub = event.payload?.subscription?.entity?.id;
  if (!gatewaySub) return;
  const paid = asGatewayPayment(payment);
  const sub = await renewPaidPeriod(deps, tx, gatewaySub, paid);
  if (!sub) return;
  await recordPayment(
    tx,
    sub.organizationId,
    sub.id,
    'razorpay',
    sub.plan,
    paid,
    'success',
    payment.order_id ?? null,
  );
}

/**
 * `payment.failed` / `payment.captured` of one of our upgrade orders: a failure is recorded; a
 * capture the checkout never verified (the browser closed after paying) completes the upgrade.
 */
async function orderPayment(
  deps: AppDeps,
  tx: Executor,
  event: WebhookEvent,
  payment: WebhookPayment,
) {
  const found = payment.order_id ? await repo.findOrder(tx, payment.order_id) : null;
  const order = found ? await repo.lockOrder(tx, found.organizationId, found.orderId) : null;
  if (!order) return;
  const sub = await lockSubscription(tx, order.organizationId);
  if (!sub) return;
  const p = asGatewayPayment(payment);
  const by = order.createdBy ?? 'razorpay';
  if (event.event === 'payment.failed') {
    if (order.status === 'created')
      await repo.markOrder(tx, order.organizationId, order.orderId, 'failed', p.id);
    await recordPayment(
      tx,
      order.organizationId,
      sub.id,
      by,
      order.plan,
      p,
      'failed',
      order.orderId,
    );
  } else if (event.event === 'payment.captured' && order.status === 'created') {
    if (p.amount !== order.amount || p.currency !== order.currency) return;
    await repo.markOrder(tx, order.organizationId, order.orderId, 'paid', p.id);
    const updated = await startPaidPeriod(
      deps,
      tx,
      { organizationId: order.organizationId, userId: null },
      order.plan,
      order,
      p,
    );
    await recordPayment(
      tx,
      order.organizationId,
      updated.id,
      by,
      order.plan,
      p,
      'success',
      order.orderId,
    );
  }
}

/**
 * Razorpay's webhook: verified over the raw body, handled once per event id. A charged
 * subscription starts the next period; a failed payment is recorded as failed. Payments of our
 * own upgrade orders are completed by the checkout's verification, so they are only recorded
 * here when that never happened (the browser closed after paying).
 */
export async function handleWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
) {
  if (!signature || !deps.payments.webhookSignatureValid(rawBody, signature)) {
    throw badRequest('Invalid webhook signature.');
  }
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  const payment = event.payload?.payment?.entity;
  const id = eventId ?? `${event.event}:${payment?.id ?? ''}`;
  return deps.db.transaction(async (tx) => {
    if (!(await repo.recordWebhookEvent(tx, id, event.event, event))) return { handled: false };
    if (!payment) return { handled: true };
    if (event.event === 'subscription.charged') {
      await subscriptionCharged(deps, tx, event, payment);
    } else {
      await orderPayment(deps, tx, event, payment);
    }
    return { handled: true };
  });
}
