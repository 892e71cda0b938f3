import type { TBusinessAnalytics } from '@pos/contracts/business-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET business-admin/analytics: the platform's totals and charts. */
export const businessAnalyticsQuery = () =>
  queryOptions({
    queryKey: queryKeys.businessAdmin.analytics,
    queryFn: ({ signal }) =>
      api.get<{ data: TBusinessAnalytics }>('/business-admin/analytics', undefined, { signal }),
    select: (answer) => answer.data,
  });

/**
 * Spec 2 §7: a failure is not shown as an error; the page shows zeros. It still goes to the
 * console, so an operator's support request has something to read.
 */
export function useBusinessAnalytics() {
  const query = useQuery(businessAnalyticsQuery());
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load business analytics:', error);
  }, [error]);
  return query;
}
