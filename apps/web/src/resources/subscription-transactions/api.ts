import type { ZSubscriptionTransactionsQuery } from '@pos/contracts/subscription';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** The organization's plan payments, read only (the payment verification writes them). */
export const subscriptionTransactionsApi = resourceApi(
  '/subscription-transactions',
  'subscription-transactions',
);

export type SubscriptionTransactionsQuery = ListQuery<typeof ZSubscriptionTransactionsQuery>;
