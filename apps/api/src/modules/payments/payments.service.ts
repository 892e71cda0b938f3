import {
  SUBSCRIPTION_MESSAGES as M,
  type PlanId,
  type TVerifyPaymentBody,
} from '@pos/contracts/subscription';
import type { Executor } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { inOrganizationTimeZone } from '../settings/settings.service.js';
import {
  checkUpgrade,
  savePaymentMethod,
  startPaidPeriod,
  toSubscription,
} from '../subscription/subscription.service.js';
import { sandboxOf } from './create-gateway.js';
import type { GatewayPayment } from './gateway.js';
import * as repo from './payments.repository.js';
import {
  subscriptionTransactionsList,
  type TSubscriptionTransactionsQuery,
} from './subscription-transactions.list.js';

/** The organization's payments (spec 2 "Subscription transaction"). */
export const listSubscriptionTransactions = async (
  deps: AppDeps,
  caller: Caller,
  q: TSubscriptionTransactionsQuery,
) =>
  runList(
    deps.db,
    subscriptionTransactionsList,
    caller.organizationId,
    await inOrganizationTimeZone(deps, caller.organizationId, q),
  );

/**
 * Starts an upgrade: a gateway order for the plan's price that the checkout pays. The plan
 * changes only when the payment is verified. A plan that costs nothing would change at once.
 */
export async function requestUpgrade(deps: AppDeps, caller: Caller, newPlan: PlanId) {
  const { subscriptionId, amount, currency } = await checkUpgrade(deps, caller, newPlan);
  if (amount === 0) {
    const updated = await deps.db.transaction((tx) =>
      startPaidPeriod(deps, tx, caller, newPlan, { amount, currency }, null),
    );
    return { subscription: toSubscription(updated) };
  }
  const order = await deps.payments.createOrder({
    amount,
    currency,
    receipt: `${subscriptionId.slice(-12)}-${newPlan}`,
    notes: { organizationId: caller.organizationId, plan: newPlan },
  });
  await repo.insertOrder(deps.db, {
    organizationId: caller.organizationId,
    orderId: order.id,
    plan: newPlan,
    amount: order.amount,
    currency: order.currency,
    status: 'created',
    createdBy: caller.userId,
  });
  return {
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    razorpay_key_id: deps.payments.keyId,
  };
}

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
    const locked = await repo.lockOrder(tx, order.organizationId, orderId);
    if (locked?.status !== 'created') throw verificationFailed();
    if (await repo.paymentRecorded(tx, paymentId)) throw verificationFailed();
    await repo.markOrder(tx, locked.organizationId, orderId, 'paid', paymentId);
    // The order is the caller's organization's (checked above): the caller bought the plan.
    const updated = await startPaidPeriod(deps, tx, caller, locked.plan, locked, payment);
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

/** Records a payment of the subscription once (a replayed payment id changes nothing). */
export function recordPayment(
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
  const updated = await deps.db.transaction((tx) =>
    savePaymentMethod(tx, caller.organizationId, {
      method: 'card',
      card: {
        type: digits.startsWith('4') ? 'Visa' : 'Card',
        last4: digits.slice(-4),
        expiry: card.expiry,
      },
      upiId: null,
    }),
  );
  return toSubscription(updated);
}
