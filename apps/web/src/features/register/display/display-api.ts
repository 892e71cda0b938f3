import type { TDisplay, TDisplayPairing, TDisplayState } from '@pos/contracts/customer-display';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * This register's displays in use; re-read every few seconds while one waits for its code to
 * be claimed (the register shows when it is paired), every minute otherwise.
 */
export const displaysQuery = (deviceId: string | null) =>
  queryOptions({
    queryKey: queryKeys.customerDisplays.of(deviceId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ data: TDisplay[] }>('/customer-displays', { deviceId: deviceId ?? '' }, { signal }),
    enabled: Boolean(deviceId),
    refetchInterval: (q) =>
      q.state.data?.data.some((d) => d.status === 'waiting') ? 3_000 : 60_000,
  });

/** POST /customer-displays: a pairing code (and its page's URL) for a new display. */
export function usePairDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      api.post<{ data: TDisplayPairing; message: string }>('/customer-displays', { deviceId }),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerDisplays.all }),
  });
}

/** DELETE /customer-displays/:id: the display shows nothing more. */
export function useRevokeDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`/customer-displays/${encodeURIComponent(id)}`),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerDisplays.all }),
  });
}

/** PUT /customer-displays/state: the cart for this register's displays; `shown`: one is in use. */
export const sendDisplayState = (deviceId: string, state: TDisplayState) =>
  api.put<{ data: { shown: boolean } }>('/customer-displays/state', { deviceId, state });
