import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  SUBSCRIPTION_MESSAGES as M,
  type TPlan,
  type TSubscription,
  upgradeRefusal,
} from '@pos/contracts/subscription';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { useCurrentUser } from '../../auth/session-context';
import { notifySuccess } from '../../lib/notify-success';
import { useSiteName } from '../../platform/site-name';
import {
  cancelSubscription,
  requestCardUpdate,
  requestUpgrade,
  useRefreshSubscription,
  verifyUpgradePayment,
} from './api';
import { openCheckout } from './checkout';
import { formatDay, planLabel } from './subscription-data';
import { outcomeMessage, requestFailureMessage, verifyFailureMessage } from './upgrade-errors';

/** A message the tab keeps on screen until the next action (failures must not fade away). */
export interface Notice {
  color: 'red' | 'blue';
  text: string;
}

/** Only http(s) pages: the redirect comes from the API, but a browser must never run a URL. */
const isWebUrl = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
};

/** Upgrade, cancel and card update of the current subscription, with their messages. */
export function useSubscriptionActions(sub: TSubscription | undefined) {
  const { t } = useTranslation('subscription');
  const user = useCurrentUser();
  const siteName = useSiteName();
  const refresh = useRefreshSubscription();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [upgrading, setUpgrading] = useState<TPlan['id'] | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [updatingCard, setUpdatingCard] = useState(false);
  const fail = (text: string) => setNotice({ color: 'red', text });

  /** Spec 2 §4: ask for an order, pay it at the gateway, verify, refresh. */
  const upgrade = async (plan: TPlan) => {
    if (!sub) return fail(M.noSubscription);
    const refusal = upgradeRefusal(sub.currentPlan, plan.id, sub.subscriptionStatus);
    if (refusal) {
      // Enterprise is not refused, it is sold by people: an answer, not an error.
      setNotice({ color: plan.id === 'enterprise' ? 'blue' : 'red', text: refusal });
      return;
    }
    setNotice(null);
    setUpgrading(plan.id);
    try {
      let answer: Awaited<ReturnType<typeof requestUpgrade>>;
      try {
        answer = await requestUpgrade(plan.id, sub.razorpaySubscriptionId);
      } catch (error) {
        return fail(requestFailureMessage(error));
      }
      if ('subscription' in answer.data) {
        // Nothing to pay: the plan changed at once.
        notifySuccess(answer.message ?? M.upgraded);
        await refresh(answer.data.subscription);
        return;
      }
      const outcome = await openCheckout(answer.data, {
        planLabel: planLabel(plan.id),
        merchant: siteName,
        customer: { name: user.name, email: user.email },
      });
      if (outcome.status !== 'paid') {
        const message = outcomeMessage(outcome);
        if (message) fail(message);
        return;
      }
      try {
        const verified = await verifyUpgradePayment({ ...outcome.payment, newPlan: plan.id });
        notifySuccess(verified.message ?? M.upgraded);
        await refresh(verified.data);
      } catch (error) {
        fail(verifyFailureMessage(error));
      }
    } finally {
      setUpgrading(null);
    }
  };

  const cancel = () => {
    if (!sub) return;
    const until = formatDay(sub.validUntil);
    modals.openConfirmModal({
      title: t('Cancel subscription'),
      centered: true,
      children: (
        <Text size="sm">
          {until
            ? t(
                'Are you sure you want to cancel your {{plan}} subscription? It stays active until {{until}} and will not renew.',
                { plan: planLabel(sub.currentPlan), until },
              )
            : t(
                'Are you sure you want to cancel your {{plan}} subscription? It will not renew at the end of the period.',
                { plan: planLabel(sub.currentPlan) },
              )}
        </Text>
      ),
      labels: { confirm: t('Cancel Subscription'), cancel: t('Keep Subscription') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        setNotice(null);
        setCancelling(true);
        try {
          const answer = await cancelSubscription(sub._id);
          notifySuccess(answer.message ?? M.cancelled);
          await refresh(answer.data);
        } catch (error) {
          fail(errorMessage(error, M.cancelFailed));
        } finally {
          setCancelling(false);
        }
      },
    });
  };

  /** The gateway's own card page (the sandbox's is ours); the browser leaves the app for it. */
  const updateCard = async () => {
    if (!sub) return;
    setNotice(null);
    setUpdatingCard(true);
    try {
      const { data } = await requestCardUpdate(sub._id);
      if (!isWebUrl(data.redirectUrl)) throw new Error(M.cardFailed);
      window.location.assign(data.redirectUrl);
      // The button stays busy until the browser has left.
    } catch (error) {
      fail(errorMessage(error, M.cardFailed));
      setUpdatingCard(false);
    }
  };

  return {
    notice,
    dismissNotice: () => setNotice(null),
    upgrade,
    upgrading,
    cancel,
    cancelling,
    updateCard,
    updatingCard,
  };
}
