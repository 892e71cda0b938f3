import {
  SUBSCRIPTION_MESSAGES as M,
  type PlanId,
  type TSubscription,
  upgradeRefusal,
} from '@pos/contracts/subscription';
import type { Executor } from '../../db/client.js';
import { badRequest, conflict, notFound, validationError } from '../../lib/errors.js';
import { runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { monthAfter, PLAN_CURRENCY, planPrice, plansOf } from './plans.js';
import * as repo from './subscription.repository.js';
import type { TSubscriptionTransactionsQuery } from './subscription-transactions.list.js';
import { subscriptionTransactionsList } from './subscription-transactions.list.js';

export const TRIAL_DAYS = 30;
/** The trial's sales when no configuration is at hand (benchmarks); PLAN_CREDITS_TRAIL otherwise. */
const DEFAULT_TRIAL_CREDITS = 500;

export async function startTrial(
  ex: Executor,
  organizationId: string,
  trialCredits = DEFAULT_TRIAL_CREDITS,
  now = new Date(),
) {
  await repo.insertSubscription(ex, {
    organizationId,
    plan: 'trail',
    status: 'active',
    startDate: now,
    validUntil: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
    totalCredits: trialCredits,
    remainingCredits: trialCredits,
  });
}

/** A period that ended unpaid is expired, whatever the stored status says (DESIGN §8). */
export function effectiveStatus(sub: repo.SubscriptionRow, now = new Date()) {
  return sub.validUntil.getTime() <= now.getTime() ? 'expired' : sub.status;
}

/** What the profile carries: spec 1 §3 subscription {isTrial, trialEndsAt}. */
export async function subscriptionSummary(ex: Executor, organizationId: string, now = new Date()) {
  const sub = await repo.findSubscription(ex, organizationId);
  if (!sub) return null;
  return {
    isTrial: sub.plan === 'trail',
    trialEndsAt: sub.plan === 'trail' ? sub.validUntil.toISOString() : null,
    plan: sub.plan,
    status: effectiveStatus(sub, now),
  };
}

export function toSubscription(sub: repo.SubscriptionRow, now = new Date()): TSubscription {
  return {
    _id: sub.id,
    currentPlan: sub.plan,
    subscriptionStatus: effectiveStatus(sub, now),
    razorpaySubscriptionId: sub.gatewaySubscriptionId,
    startDate: sub.startDate.toISOString(),
    validUntil: sub.validUntil.toISOString(),
    renewOn: sub.renewOn?.toISOString() ?? null,
    nextBillingAmount: sub.nextBillingAmount,
    nextBillingCurrency: sub.nextBillingCurrency,
    nextBillingFrequency: sub.nextBillingFrequency,
    remainingCredits: sub.remainingCredits,
    totalCredits: sub.totalCredits,
    paymentMethod: sub.paymentMethod,
    upiDetails: sub.upiId ? { upiId: sub.upiId } : null,
    paymentMethodType: sub.cardType,
    paymentMethodLast4: sub.cardLast4,
    paymentMethodExpiry: sub.cardExpiry,
  };
}

async function subscriptionOf(ex: Executor, caller: Caller, forUpdate = false) {
  const sub = await repo.findSubscription(ex, caller.organizationId, forUpdate);
  if (!sub) throw notFound(M.noSubscription);
  return sub;
}

/** The id a client names must be the organization's own subscription (else 404). */
function checkSubscriptionId(sub: repo.SubscriptionRow, id: string | undefined) {
  if (id !== undefined && id !== sub.id) throw notFound(M.noSubscription);
}

export async function currentSubscription(deps: AppDeps, caller: Caller) {
  return toSubscription(await subscriptionOf(deps.db, caller));
}

export const listPlans = (deps: AppDeps) => plansOf(deps.config);

export const listSubscriptionTransactions = (
  deps: AppDeps,
  caller: Caller,
  q: TSubscriptionTransactionsQuery,
) => runList(deps.db, subscriptionTransactionsList, caller.organizationId, q);

/**
 * Starts an upgrade: a gateway order for the plan's price that the checkout pays. The plan
 * changes only when the payment is verified. A plan that costs nothing would change at once.
 */
export async function requestUpgrade(deps: AppDeps, caller: Caller, newPlan: PlanId) {
  const sub = await subscriptionOf(deps.db, caller);
  const refusal = upgradeRefusal(sub.plan, newPlan, effectiveStatus(sub));
  if (refusal) throw validationError(refusal, { newPlan: refusal });
  const amount = planPrice(newPlan);
  if (amount === null) throw validationError(M.enterprise, { newPlan: M.enterprise });
  if (amount === 0) {
    const updated = await deps.db.transaction((tx) =>
      startPaidPeriod(deps, tx, caller.organizationId, newPlan, null),
    );
    return { subscription: toSubscription(updated) };
  }
  const order = await deps.payments.createOrder({
    amount,
    currency: PLAN_CURRENCY,
    receipt: `${sub.id.slice(-12)}-${newPlan}`,
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

interface PaymentMethodOf {
  method: string | null;
  card: { type: string | null; last4: string; expiry: string | null } | null;
  upiId: string | null;
}

/** The plan bought: a month from now with the plan's credits, billed again at its price. */
export async function startPaidPeriod(
  deps: AppDeps,
  ex: Executor,
  organizationId: string,
  plan: PlanId,
  paidWith: PaymentMethodOf | null,
  now = new Date(),
) {
  const until = monthAfter(now);
  const credits = deps.config.planCredits[plan];
  return repo.updateSubscription(ex, organizationId, {
    plan,
    status: 'active',
    startDate: now,
    validUntil: until,
    renewOn: until,
    nextBillingAmount: planPrice(plan),
    nextBillingCurrency: PLAN_CURRENCY,
    nextBillingFrequency: 'monthly',
    totalCredits: credits,
    remainingCredits: credits,
    ...(paidWith ? paymentMethodColumns(paidWith) : {}),
  });
}

export function paymentMethodColumns(p: PaymentMethodOf) {
  const upi = p.method === 'upi';
  return {
    paymentMethod: upi ? ('upi' as const) : p.card ? ('card' as const) : null,
    upiId: upi ? p.upiId : null,
    cardType: upi ? null : (p.card?.type ?? null),
    cardLast4: upi ? null : (p.card?.last4 ?? null),
    cardExpiry: upi ? null : (p.card?.expiry ?? null),
  };
}

/** Cancels the subscription: it runs to the end of the paid period and is not renewed. */
export async function cancelSubscription(deps: AppDeps, caller: Caller, subscriptionId?: string) {
  return deps.db.transaction(async (tx) => {
    const sub = await subscriptionOf(tx, caller, true);
    checkSubscriptionId(sub, subscriptionId);
    if (sub.plan === 'trail') throw badRequest(M.trialNotCancellable);
    if (sub.status === 'cancelled')
      throw conflict(M.alreadyCancelled, undefined, 'ALREADY_CANCELLED');
    if (sub.gatewaySubscriptionId)
      await deps.payments.cancelSubscription(sub.gatewaySubscriptionId);
    const updated = await repo.updateSubscription(tx, caller.organizationId, {
      status: 'cancelled',
      renewOn: null,
      nextBillingAmount: null,
      nextBillingCurrency: null,
      nextBillingFrequency: null,
    });
    return toSubscription(updated);
  });
}

export async function cardUpdateUrl(deps: AppDeps, caller: Caller, subscriptionId?: string) {
  const sub = await subscriptionOf(deps.db, caller);
  checkSubscriptionId(sub, subscriptionId);
  if (sub.plan === 'trail') throw badRequest('The trial has no card to update.');
  const url = await deps.payments.cardUpdateUrl(sub.gatewaySubscriptionId);
  if (!url) throw conflict('This subscription has no recurring payment whose card can be updated.');
  return url;
}
