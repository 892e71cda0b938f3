import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-error';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network blip or 5xx might.
        retry: (failureCount, error) => !isRefusal(error) && failureCount < 2,
      },
    },
  });
}
