import {
  SUBSCRIPTION_MESSAGES as M,
  type PlanId,
  type TVerifyPaymentBody,
} from '@pos/contracts/subscription';
import type { Executor } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { monthAfter } from '../subscription/plans.js';
import * as repo from '../subscription/subscription.repository.js';
import {
  paymentMethodColumns,
  startPaidPeriod,
  toSubscription,
} from '../subscription/subscription.service.js';
import { sandboxOf } from './create-gateway.js';
import type { GatewayPayment } from './gateway.js';

const verificationFailed = () =>
  badRequest(M.verificationFailed, undefined, 'PAYMENT_VERIFICATION_FAILED');

/**
 * Completes an upgrade (DESIGN §8, §12): the order must be ours, this organization's, unpaid
 * and for the plan asked; the signature must be the gateway's; the gateway must know the payment
 * and it must pay this order the amount and currency WE stored. Only then, in one transaction,
 * the order is paid, the plan changes and the payment is recorded. A forged, unknown or replayed
 * payment changes nothing.
 *
 * The gateway is asked OUTSIDE the transaction: no HTTP call runs under a row lock, and the
 * sandbox reads its books on `deps.db`, which on the embedded database (one connection) would
 * wait forever for the open transaction. The transaction then locks the order and checks again
 * that it is still unpaid, as a concurrent verification or the webhook may have completed it.
 */
export async function verifyUpgradePayment(
  deps: AppDeps,
  caller: Caller,
  body: TVerifyPaymentBody,
) {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = body;
  if (!deps.payments.paymentSignatureValid(orderId, paymentId, body.razorpay_signature)) {
    throw verificationFailed();
  }
  const order = await repo.findOrder(deps.db, orderId);
  if (!order || order.organizationId !== caller.organizationId) throw verificationFailed();
  if (order.status !== 'created' || order.plan !== body.newPlan) throw verificationFailed();
  if (await repo.paymentRecorded(deps.db, paymentId)) throw verificationFailed();
  const payment = await deps.payments.fetchPayment(paymentId, order);
  if (
    !payment ||
    payment.id !== paymentId ||
    payment.orderId !== order.orderId ||
    payment.amount !== order.amount ||
    payment.currency !== order.currency
  ) {
    throw verificationFailed();
  }
  return deps.db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, orderId, true);
    if (locked?.status !== 'created') throw verificationFailed();
    if (await repo.paymentRecorded(tx, paymentId)) throw verificationFailed();
    await repo.markOrder(tx, locked.organizationId, orderId, 'paid', paymentId);
    const updated = await startPaidPeriod(deps, tx, locked.organizationId, locked.plan, payment);
    await recordPayment(
      tx,
      locked.organizationId,
      updated.id,
      caller.userId,
      locked.plan,
      payment,
      'success',
      orderId,
    );
    return toSubscription(updated);
  });
}

function recordPayment(
  ex: Executor,
  organizationId: string,
  subscriptionId: string,
  customerId: string,
  plan: PlanId,
  payment: GatewayPayment,
  status: 'success' | 'failed',
  orderId: string | null,
) {
  return repo.insertTransaction(ex, {
    organizationId,
    subscriptionId,
    paymentId: payment.id,
    orderId,
    customerId,
    plan,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    status,
  });
}

/** The sandbox checkout's Pay / Fail buttons: what Razorpay's checkout would hand back. */
export async function sandboxPay(
  deps: AppDeps,
  caller: Caller,
  orderId: string,
  outcome: 'success' | 'failure',
) {
  const sandbox = sandboxOf(deps.payments);
  if (!sandbox) throw notFound();
  const order = await repo.findOrder(deps.db, orderId);
  if (!order || order.organizationId !== caller.organizationId) throw notFound('Order not found.');
  if (order.status !== 'created') throw badRequest('This order is already settled.');
  if (outcome === 'failure') {
    throw new AppError('PAYMENT_FAILED', 'Your card was declined by the bank (sandbox).', {
      reason: 'card_declined',
    });
  }
  // An order the sandbox never created (made while another gateway was configured) cannot be
  // paid here.
  const signed = await sandbox.signPayment(order.orderId);
  if (!signed) throw notFound('Order not found.');
  const { paymentId, signature } = signed;
  return {
    razorpay_order_id: order.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  };
}

/** The sandbox's card page: the card the subscription is billed to from now on. */
export async function sandboxSaveCard(
  deps: AppDeps,
  caller: Caller,
  card: { cardNumber: string; expiry: string },
) {
  if (!sandboxOf(deps.payments)) throw notFound();
  const digits = card.cardNumber.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19)
    throw badRequest('Enter a card number of 12 to 19 digits.');
  const updated = await deps.db.transaction(async (tx) => {
    const sub = await repo.findSubscription(tx, caller.organizationId, true);
    if (!sub) throw notFound(M.noSubscription);
    return repo.updateSubscription(
      tx,
      caller.organizationId,
      paymentMethodColumns({
        method: 'card',
        card: {
          type: digits.startsWith('4') ? 'Visa' : 'Card',
          last4: digits.slice(-4),
          expiry: card.expiry,
        },
        upiId: null,
      }),
    );
  });
  return toSubscription(updated);
}

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
      const gatewaySub = event.payload?.subscription?.entity?.id;
      const sub = gatewaySub ? await repo.findByGatewaySubscription(tx, gatewaySub) : null;
      if (!sub) return { handled: true };
      const from = sub.validUntil.getTime() > Date.now() ? sub.validUntil : new Date();
      const until = monthAfter(from);
      const credits = deps.config.planCredits[sub.plan];
      await repo.updateSubscription(tx, sub.organizationId, {
        status: 'active',
        validUntil: until,
        renewOn: until,
        totalCredits: credits,
        remainingCredits: credits,
        ...paymentMethodColumns(asGatewayPayment(payment)),
      });
      await recordPayment(
        tx,
        sub.organizationId,
        sub.id,
        'razorpay',
        sub.plan,
        asGatewayPayment(payment),
        'success',
        payment.order_id ?? null,
      );
      return { handled: true };
    }
    const order = payment.order_id ? await repo.findOrder(tx, payment.order_id, true) : null;
    if (!order) return { handled: true };
    const sub = await repo.findSubscription(tx, order.organizationId, true);
    if (!sub) return { handled: true };
    const p = asGatewayPayment(payment);
    if (event.event === 'payment.failed') {
      if (order.status === 'created')
        await repo.markOrder(tx, order.organizationId, order.orderId, 'failed', p.id);
      await recordPayment(
        tx,
        order.organizationId,
        sub.id,
        order.createdBy ?? 'razorpay',
        order.plan,
        p,
        'failed',
        order.orderId,
      );
    } else if (event.event === 'payment.captured' && order.status === 'created') {
      if (p.amount !== order.amount || p.currency !== order.currency) return { handled: true };
      await repo.markOrder(tx, order.organizationId, order.orderId, 'paid', p.id);
      const updated = await startPaidPeriod(deps, tx, order.organizationId, order.plan, p);
      await recordPayment(
        tx,
        order.organizationId,
        updated.id,
        order.createdBy ?? 'razorpay',
        order.plan,
        p,
        'success',
        order.orderId,
      );
    }
    return { handled: true };
  });
}
