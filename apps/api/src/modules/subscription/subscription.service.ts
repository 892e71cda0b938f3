import {
  SUBSCRIPTION_MESSAGES as M,
  type PlanId,
  type TSubscription,
  upgradeRefusal,
} from '@pos/contracts/subscription';
import type { Executor } from '../../db/client.js';
import { badRequest, conflict, notFound, validationError } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { type AuditActor, diffOf, recordAudit } from '../audit/audit.service.js';
import { getPlatformSettings } from '../platform/platform-settings.service.js';
import { isSubscriptionExpired } from './expiry.js';
import { monthAfter, planPrice, plansOf } from './plans.js';
import * as repo from './subscription.repository.js';

const TRIAL_DAYS = 30;
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

/** The status clients see: the stored one, or `expired` once the period has ended (DESIGN §8). */
function effectiveStatus(sub: repo.SubscriptionRow, now = new Date()) {
  return isSubscriptionExpired(sub, now) ? 'expired' : sub.status;
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

/** The plans at the prices the platform settings give them now. */
export const listPlans = async (deps: AppDeps) =>
  plansOf(deps.config, await getPlatformSettings(deps.db));

/**
 * Whether the organization may buy `newPlan` now (DESIGN §8: only a strictly higher plan while a
 * period runs; enterprise is sold by contact): the subscription the upgrade starts from and the
 * plan's price in the platform currency as the settings say now, else 400. The checkout itself
 * is the payments module's; the order keeps this price, whatever the settings say later.
 */
export async function checkUpgrade(deps: AppDeps, caller: Caller, newPlan: PlanId) {
  const sub = await subscriptionOf(deps.db, caller);
  const refusal = upgradeRefusal(sub.plan, newPlan, effectiveStatus(sub));
  if (refusal) throw validationError(refusal, { newPlan: refusal });
  const pricing = await getPlatformSettings(deps.db);
  const amount = planPrice(pricing, newPlan);
  if (amount === null) throw validationError(M.enterprise, { newPlan: M.enterprise });
  return { subscriptionId: sub.id, amount, currency: pricing.defaultCurrency };
}

/**
 * Paid subscriptions of every organization that will be billed again: a paid plan whose period
 * runs and that is not cancelled. While there are any, the platform currency stays.
 */
export const renewingPaidSubscriptions = (ex: Executor) => repo.countRenewingPaid(ex);

/** The organization's subscription row, locked for the rest of the transaction; null if none. */
export const lockSubscription = (ex: Executor, organizationId: string) =>
  repo.findSubscription(ex, organizationId, true);

interface PaymentMethodOf {
  method: string | null;
  card: { type: string | null; last4: string; expiry: string | null } | null;
  upiId: string | null;
}

type SubscriptionRow = Awaited<ReturnType<typeof repo.updateSubscription>>;
const AUDITED = ['plan', 'status', 'validUntil', 'nextBillingAmount'] as const;
const audited = (r: SubscriptionRow | null) =>
  r && {
    plan: r.plan,
    status: r.status,
    validUntil: r.validUntil.toISOString(),
    nextBillingAmount: r.nextBillingAmount,
  };

/**
 * A subscription change in the audit log (DESIGN §13), in the transaction that made it: by
 * the caller, or by nobody for the payment gateway's (a payment verified, a renewal).
 */
async function auditChange(
  ex: Executor,
  actor: AuditActor,
  before: SubscriptionRow | null,
  after: SubscriptionRow,
) {
  await recordAudit(ex, actor, {
    entityType: 'Subscription',
    entityId: after.id,
    action: 'change',
    changes: diffOf(audited(before), audited(after), AUDITED),
  });
}

/**
 * The plan bought: a month from now with the plan's credits, billed again at the price it was
 * bought for (`price`: the order's amount and currency, minor units).
 */
export async function startPaidPeriod(
  deps: AppDeps,
  ex: Executor,
  /** Who bought it (for the audit log): the caller, or the organization alone for a webhook. */
  by: AuditActor,
  plan: PlanId,
  price: { amount: number; currency: string },
  paidWith: PaymentMethodOf | null,
  now = new Date(),
) {
  const until = monthAfter(now);
  const credits = deps.config.planCredits[plan];
  const { organizationId } = by;
  const before = await repo.findSubscription(ex, organizationId);
  const after = await repo.updateSubscription(ex, organizationId, {
    plan,
    status: 'active',
    startDate: now,
    validUntil: until,
    renewOn: until,
    nextBillingAmount: price.amount,
    nextBillingCurrency: price.currency,
    nextBillingFrequency: 'monthly',
    totalCredits: credits,
    remainingCredits: credits,
    ...(paidWith ? paymentMethodColumns(paidWith) : {}),
  });
  await auditChange(ex, by, before, after);
  return after;
}

/**
 * A recurring charge of the gateway's subscription: the next period runs a month from the end of
 * the current one (from now once it has ended), with the plan's credits again. Null when no
 * subscription runs on that gateway id.
 */
export async function renewPaidPeriod(
  deps: AppDeps,
  ex: Executor,
  gatewaySubscriptionId: string,
  paidWith: PaymentMethodOf,
  now = new Date(),
) {
  const sub = await repo.findByGatewaySubscription(ex, gatewaySubscriptionId);
  if (!sub) return null;
  const from = sub.validUntil.getTime() > now.getTime() ? sub.validUntil : now;
  const until = monthAfter(from);
  const credits = deps.config.planCredits[sub.plan];
  const after = await repo.updateSubscription(ex, sub.organizationId, {
    status: 'active',
    validUntil: until,
    renewOn: until,
    totalCredits: credits,
    remainingCredits: credits,
    ...paymentMethodColumns(paidWith),
  });
  await auditChange(ex, { organizationId: sub.organizationId, userId: null }, sub, after);
  return after;
}

/** The card or UPI account the subscription is billed to from now on (404 without one). */
export async function savePaymentMethod(
  ex: Executor,
  organizationId: string,
  paidWith: PaymentMethodOf,
) {
  const sub = await repo.findSubscription(ex, organizationId, true);
  if (!sub) throw notFound(M.noSubscription);
  return repo.updateSubscription(ex, organizationId, paymentMethodColumns(paidWith));
}

function paymentMethodColumns(p: PaymentMethodOf) {
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
    await auditChange(tx, caller, sub, updated);
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
