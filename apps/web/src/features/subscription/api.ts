import type {
  PlanId,
  TPlan,
  TSubscription,
  TUpgradeResponse,
  TVerifyPaymentBody,
  ZSubscriptionTransactionsQuery,
} from '@pos/contracts/subscription';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { queryKeys, resourceKeys } from '../../api/query-keys';
import { fetchProfile } from '../../api/session';
import { useSession } from '../../auth/session-context';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';
import type { PaymentSuccess } from './checkout-outcome';

type Data<T> = { data: T; message?: string };

/** GET /subscription/current: the organization's plan, period and card. */
export const currentSubscriptionQuery = () =>
  queryOptions({
    queryKey: queryKeys.subscription.current,
    queryFn: ({ signal }) =>
      api
        .get<Data<TSubscription>>('/subscription/current', undefined, { signal })
        .then((r) => r.data),
  });

/** GET /subscription/plans: prices and allowances change with a release, not while open. */
export const plansQuery = () =>
  queryOptions({
    queryKey: queryKeys.subscription.plans,
    queryFn: ({ signal }) =>
      api.get<Data<TPlan[]>>('/subscription/plans', undefined, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const useCurrentSubscription = () => useQuery(currentSubscriptionQuery());
export const usePlans = () => useQuery(plansQuery());

export const requestUpgrade = (newPlan: PlanId, currentRazorpaySubscriptionId: string | null) =>
  api.post<TUpgradeResponse>('/subscription/upgrade', {
    newPlan,
    currentRazorpaySubscriptionId,
  });

export const verifyUpgradePayment = (body: TVerifyPaymentBody) =>
  api.post<Data<TSubscription>>('/payment/verify-upgrade-payment', body);

export const cancelSubscription = (subscriptionId: string) =>
  api.post<Data<TSubscription>>('/payment/cancel-subscription', { subscriptionId });

export const requestCardUpdate = (subscriptionId: string) =>
  api.post<Data<{ redirectUrl: string }>>('/payment/update-card', { subscriptionId });

/** The sandbox gateway's checkout: pays (or fails) an order as Razorpay's overlay would. */
export const paySandboxOrder = (orderId: string, outcome: 'success' | 'failure') =>
  api.post<PaymentSuccess>(`/payment/sandbox/orders/${encodeURIComponent(orderId)}/pay`, {
    outcome,
  });

/**
 * The sandbox gateway's card page: the card the subscription is billed to from now on. The
 * Subscription tab shows it without a reload.
 */
export function useSaveSandboxCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { cardNumber: string; expiry: string }) =>
      api.post<Data<TSubscription>>('/payment/sandbox/card', body),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(queryKeys.subscription.current, data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all });
    },
  });
}

/**
 * After the plan changed: the tab, the payment list and the signed-in user, whose profile
 * carries the plan and status the trial and expiry banners read.
 */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useCallback(
    async (fresh?: TSubscription) => {
      if (fresh) queryClient.setQueryData(queryKeys.subscription.current, fresh);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys('subscription-transactions').all }),
        fetchProfile().then(
          ({ user }) => updateUser(user),
          // The change itself succeeded; the banners catch up at the next page load.
          () => undefined,
        ),
      ]);
    },
    [queryClient, updateUser],
  );
}

/** The organization's plan payments, read only (the payment verification writes them). */
export const subscriptionTransactionsApi = resourceApi(
  '/subscription-transactions',
  'subscription-transactions',
);

export type SubscriptionTransactionsQuery = ListQuery<typeof ZSubscriptionTransactionsQuery>;
