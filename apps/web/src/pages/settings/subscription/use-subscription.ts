import type { TSubscription } from '@pos/contracts/subscription';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchProfile } from '../../../api/auth-api';
import { queryKeys, resourceKeys } from '../../../api/query-keys';
import { useSession } from '../../../auth/session-context';
import { fetchCurrentSubscription, fetchPlans } from './subscription-api';

/** The list screen's query-key root (resources/subscription-transactions). */
const TRANSACTIONS_ROOT = 'subscription-transactions';

export function useCurrentSubscription() {
  return useQuery({
    queryKey: queryKeys.subscription.current,
    queryFn: ({ signal }) => fetchCurrentSubscription(signal).then((r) => r.data),
  });
}

export function usePlans() {
  return useQuery({
    queryKey: queryKeys.subscription.plans,
    queryFn: ({ signal }) => fetchPlans(signal).then((r) => r.data),
    // Prices and allowances change with a release, not while the page is open.
    staleTime: 5 * 60_000,
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
        queryClient.invalidateQueries({ queryKey: resourceKeys(TRANSACTIONS_ROOT).all }),
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
