import type {
  TStockCountLine,
  TStockCountLineBody,
  TStockCountPostBody,
  TStockCountRow,
  TStockCountScanBody,
  ZStockCountLinesQuery,
  ZStockCountsQuery,
} from '@pos/contracts/stock-counts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isRecordNotFound } from '../../api/api-error';
import { api } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';
import { type ResourceRoot, resourceKeys } from '../../api/query-keys';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** A count posts ledger rows: stock lists and the ledger reload after it. */
const STOCK_ROOTS: ResourceRoot[] = ['inventory-items', 'inventory-log', 'products'];

export const stockCountsApi = resourceApi('/stock-counts', 'stock-counts');
export type StockCountsQuery = ListQuery<typeof ZStockCountsQuery>;
export type StockCountLinesQuery = ListQuery<typeof ZStockCountLinesQuery>;

const path = (id: string) => `/stock-counts/${encodeURIComponent(id)}`;

/** The lines of one count: the counting sheet and the variance report (a list of their own). */
export const stockCountLinesApi = (id: string) =>
  resourceApi(`${path(id)}/lines`, 'stock-count-lines');

/** GET /stock-counts/:id: the count with its totals. */
export const stockCountQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys('stock-counts').detail(id),
    queryFn: ({ signal }) => api.get<{ data: TStockCountRow }>(path(id), undefined, { signal }),
    select: (r) => r.data,
    retry: (count, error) => !isRecordNotFound(error) && count < 2,
  });

/**
 * Counting: a scan adds to an item's count, a typed count sets it. The answer is the line; the
 * count's totals and its lines reload.
 */
export function useCountLine(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'scan'; body: TStockCountScanBody }
        | { kind: 'set'; lineId: string; body: TStockCountLineBody },
    ) =>
      change.kind === 'scan'
        ? api.post<{ data: TStockCountLine; message: string }>(`${path(id)}/scan`, change.body)
        : api.put<{ data: TStockCountLine; message: string }>(
            `${path(id)}/lines/${encodeURIComponent(change.lineId)}`,
            change.body,
          ),
    onSettled: () => invalidateRoots(queryClient, ['stock-counts', 'stock-count-lines']),
  });
}

/** Posting or cancelling: the answer is the count as it is now. */
export function useStockCountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body,
    }: {
      id: string;
      action: 'post' | 'cancel';
      body?: TStockCountPostBody;
    }) => api.post<{ data: TStockCountRow; message: string }>(`${path(id)}/${action}`, body),
    onSuccess: (answer) =>
      queryClient.setQueryData(resourceKeys('stock-counts').detail(answer.data._id), {
        data: answer.data,
      }),
    onSettled: () =>
      invalidateRoots(queryClient, ['stock-counts', 'stock-count-lines', ...STOCK_ROOTS]),
  });
}
