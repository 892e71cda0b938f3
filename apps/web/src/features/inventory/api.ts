import type {
  TAddByBarcodeBody,
  TInventoryItemRow,
  TStockHistoryRow,
  TTransferBody,
  ZInventoryItemsQuery,
} from '@pos/contracts/inventory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { fetchList, invalidateResource } from '../../components/resource-list/resource-queries';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';
import { locationIds } from '../../lib/locations';

/**
 * GET/POST/PUT /inventory-items. A stock change shows in the products' stock and in the ledger
 * too, so those lists reload after one.
 */
export const inventoryApi = resourceApi('/inventory-items', 'inventory-items', [
  'products',
  'inventory-log',
  'inventory-valuation',
]);

export type InventoryItemsQuery = ListQuery<typeof ZInventoryItemsQuery>;

/** The answer of a movement or a transfer: the ledger rows it wrote. */
export interface MovementAnswer {
  message: string;
  data: TStockHistoryRow[];
}

/** A stock movement call; the inventory lists reload after it. */
function useStockMutation<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<MovementAnswer>(path, body),
    onSuccess: () => invalidateResource(queryClient, inventoryApi),
  });
}

/** POST /inventory-log/add-by-barcode: stock in or out of one scanned item. */
export const useMoveByBarcode = () =>
  useStockMutation<TAddByBarcodeBody>('/inventory-log/add-by-barcode');

/** POST /inventory-log/transfer: stock from one location to another. */
export const useTransfer = () => useStockMutation<TTransferBody>('/inventory-log/transfer');

/** Units of the item held at a location now (0 when it has none there); null while unknown. */
export function useAvailable(
  productId: string | null,
  variationId: string | null,
  location: string | null,
) {
  const { storeId, warehouseId } = locationIds(location);
  const query = { productId, storeId, warehouseId, limit: 1000 };
  const enabled = Boolean(productId && (storeId || warehouseId));
  const levels = useQuery({
    queryKey: resourceKeys(inventoryApi.queryKeyRoot).list(query),
    queryFn: ({ signal }) => fetchList<TInventoryItemRow>(inventoryApi.endpoint, query, signal),
    enabled,
  });
  if (!enabled || !levels.data) return null;
  const level = levels.data.data.find((r) => r.variationId === variationId);
  return level?.quantity ?? 0;
}
