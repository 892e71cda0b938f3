import type { TBusinessAnalytics } from '@pos/contracts/business-admin';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/client';

/** Under the business-admin root, apart from every tenant key (an operator has no tenant data). */
const ANALYTICS_KEY = ['business-admin', 'analytics'] as const;

/**
 * GET business-admin/analytics. Spec 2 §7: a failure is not shown as an error; the page shows
 * zeros. It still goes to the console, so an operator's support request has something to read.
 */
export function useBusinessAnalytics() {
  const query = useQuery({
    queryKey: ANALYTICS_KEY,
    queryFn: ({ signal }) =>
      api.get<{ data: TBusinessAnalytics }>('/business-admin/analytics', undefined, { signal }),
    select: (answer) => answer.data,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load business analytics:', error);
  }, [error]);
  return query;
}
