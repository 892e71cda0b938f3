import type {
  TReorderOrdersBody,
  TReorderOrdersResponse,
  TReorderQuery,
  TReorderResponse,
} from '@pos/contracts/reorder';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateRoots } from '../../../api/invalidate';
import { resourceKeys } from '../../../api/query-keys';

const keys = resourceKeys('reorder');

/** GET /reorder: the low items by supplier, narrowed to a location or a supplier. */
export const reorderQuery = (query: TReorderQuery) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api.get<TReorderResponse>('/reorder', query, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /reorder/purchase-orders: the drafts made; the purchase orders and this list reload. */
export function useCreateReorderOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReorderOrdersBody) =>
      api.post<TReorderOrdersResponse>('/reorder/purchase-orders', body),
    onSuccess: () => invalidateRoots(queryClient, ['reorder', 'purchase-orders']),
  });
}
