import { QueryClient } from '@tanstack/react-query';
import { isOnline, subscribe } from '../lib/connectivity';
import { isRefusal } from './api-error';

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network blip or 5xx might.
        retry: (failureCount, error) => !isRefusal(error) && failureCount < 2,
      },
    },
  });
  // Back online (the browser's signal, or the server answering again): every screen that failed
  // for want of an answer loads again by itself, without a click on Retry.
  subscribe(() => {
    if (!isOnline()) return;
    void client.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
  });
  return client;
}
