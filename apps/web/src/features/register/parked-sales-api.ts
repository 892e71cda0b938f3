import type { THeldSale, THeldSaleBody } from '@pos/contracts/held-sales';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

type HeldSaleAnswer = { data: THeldSale; message: string };

/** A store's parked carts, newest first; re-read every half minute (other registers park too). */
export const parkedSalesQuery = (storeId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.heldSales.at(storeId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ data: THeldSale[] }>('/held-sales', { storeId: storeId ?? '' }, { signal }),
    enabled: Boolean(storeId),
    refetchInterval: 30_000,
  });

/** POST /held-sales: the cart set aside at the store. */
export function useParkSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: THeldSaleBody) => api.post<HeldSaleAnswer>('/held-sales', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.heldSales.all }),
  });
}

/**
 * DELETE /held-sales/:id, answering the cart: resuming is this call, so of two registers only
 * one gets a cart (the other a NOT_FOUND).
 */
export function useRemoveParkedSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<HeldSaleAnswer>(`/held-sales/${encodeURIComponent(id)}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.heldSales.all }),
  });
}
