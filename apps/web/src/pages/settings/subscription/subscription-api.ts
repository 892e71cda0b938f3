import type {
  PlanId,
  TPlan,
  TSubscription,
  TUpgradeResponse,
  TVerifyPaymentBody,
} from '@pos/contracts/subscription';
import { api } from '../../../api/client';

type Data<T> = { data: T; message?: string };

export const fetchCurrentSubscription = (signal?: AbortSignal) =>
  api.get<Data<TSubscription>>('/subscription/current', undefined, { signal });

export const fetchPlans = (signal?: AbortSignal) =>
  api.get<Data<TPlan[]>>('/subscription/plans', undefined, { signal });

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
