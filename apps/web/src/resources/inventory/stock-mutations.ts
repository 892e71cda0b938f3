import type { TStockHistoryRow } from '@pos/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { invalidateResource } from '../../components/resource-list/resource-queries';
import { INVENTORY_API } from './inventory-sources';

/** The answer of a movement or a transfer: the ledger rows it wrote. */
export interface MovementAnswer {
  message: string;
  data: TStockHistoryRow[];
}

/** A stock movement call (`add-by-barcode`, `transfer`); the inventory lists reload after it. */
export function useStockMutation<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<MovementAnswer>(path, body),
    onSuccess: () => invalidateResource(queryClient, INVENTORY_API),
  });
}
