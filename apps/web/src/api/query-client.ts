import { QueryClient } from '@tanstack/react-query';
import { isOnline, subscribe } from '../lib/connectivity';
import { isRefusal, isUnanswered } from './api-error';

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network blip or 5xx might — but not while
        // the device says it has no network at all.
        retry: (failureCount, error) =>
          !isRefusal(error) && failureCount < 2 && !(isUnanswered(error) && !navigator.onLine),
        // Offline, a call is made and fails at once, and the screen says the device is offline
        // (TanStack's default would hold it paused: a skeleton that never ends). The app knows
        // when the network is back (lib/connectivity) and loads again itself, below.
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
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
