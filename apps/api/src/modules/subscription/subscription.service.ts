import type { Executor } from '../../db/client.js';
import * as repo from './subscription.repository.js';

export const TRIAL_DAYS = 30;
/** Sales included in the trial period (DESIGN §8 credits). */
export const TRIAL_CREDITS = 500;

export async function startTrial(ex: Executor, organizationId: string, now = new Date()) {
  await repo.insertSubscription(ex, {
    organizationId,
    plan: 'trail',
    status: 'active',
    startDate: now,
    validUntil: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
    totalCredits: TRIAL_CREDITS,
    remainingCredits: TRIAL_CREDITS,
  });
}

/** What the profile carries: spec 1 §3 subscription {isTrial, trialEndsAt}. */
export async function subscriptionSummary(ex: Executor, organizationId: string, now = new Date()) {
  const sub = await repo.findSubscription(ex, organizationId);
  if (!sub) return null;
  const expired = sub.status === 'expired' || sub.validUntil.getTime() <= now.getTime();
  return {
    isTrial: sub.plan === 'trail',
    trialEndsAt: sub.plan === 'trail' ? sub.validUntil.toISOString() : null,
    plan: sub.plan,
    status: expired ? 'expired' : sub.status,
  };
}
