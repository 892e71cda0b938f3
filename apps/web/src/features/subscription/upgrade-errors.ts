import { SUBSCRIPTION_MESSAGES as M } from '@pos/contracts/subscription';
import { isUnanswered } from '../../api/api-error';
import { i18n } from '../../lib/i18n';
import type { CheckoutOutcome } from './checkout-outcome';

/** The request never got an answer. */
const isNetworkFailure = isUnanswered;

const reasonOf = (error: unknown, fallback = i18n.t('Payment failed.', { ns: 'subscription' })) =>
  error instanceof Error && error.message.trim() ? error.message : fallback;

/** A checkout's payment call that failed: the bank's refusal (402) carries its reason. */
export function payFailure(error: unknown): CheckoutOutcome {
  if (isNetworkFailure(error)) return { status: 'unavailable', message: M.networkError };
  return { status: 'failed', reason: reasonOf(error) };
}

/** Spec 2 §8: "Upgrade payment failed: <reason>", "Network error during upgrade payment...". */
export function verifyFailureMessage(error: unknown): string {
  if (isNetworkFailure(error)) return M.networkError;
  return M.upgradeFailed + reasonOf(error);
}

/** The text a finished checkout leaves on the page; null when there is nothing to say. */
export function outcomeMessage(outcome: CheckoutOutcome): string | null {
  switch (outcome.status) {
    case 'failed':
      return M.upgradeFailed + outcome.reason;
    case 'unavailable':
      return outcome.message;
    default:
      return null;
  }
}

/** The upgrade request itself failed: the API's refusal as it is, or the network's. */
export function requestFailureMessage(error: unknown): string {
  if (isNetworkFailure(error)) return M.networkError;
  return reasonOf(error, i18n.t('Failed to start the upgrade.', { ns: 'subscription' }));
}
