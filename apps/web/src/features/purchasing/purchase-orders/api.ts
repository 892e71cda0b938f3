import type {
  TPurchaseOrderRow,
  ZCloseShortBody,
  ZPurchaseOrderOrderBody,
  ZPurchaseOrdersQuery,
  ZReceiveBody,
} from '@pos/contracts/purchase-orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isRecordNotFound } from '../../../api/api-error';
import { api } from '../../../api/client';
import { invalidateRoots } from '../../../api/invalidate';

import { resourceKeys } from '../../../api/query-keys';
import {
  type ListQuery,
  type OptionsSource,
  resourceApi,
} from '../../../components/resource-list/types';

// An order's lines are "on order" once sent: the reorder list and the stock's on-order figures
// follow its changes.
export const purchaseOrdersApi = resourceApi('/purchase-orders', 'purchase-orders', [
  'products',
  'reorder',
  'inventory-items',
]);
export type PurchaseOrdersQuery = ListQuery<typeof ZPurchaseOrdersQuery>;

/** The order form's picker: products with their costs and supplier (purchasing only). */
export const PURCHASE_ITEMS: OptionsSource = {
  endpoint: '/purchase-orders/items',
  queryKeyRoot: 'purchase-items',
  query: { sort: 'name' },
};

const path = (id: string) => `/purchase-orders/${encodeURIComponent(id)}`;
/** The order as the supplier gets it: an A4 PDF. */
export const purchaseOrderPdfPath = (id: string) => `${path(id)}/pdf`;
type Answer = { data: TPurchaseOrderRow; message: string };

/** GET /purchase-orders/:id: the order with its lines and totals. */
export const purchaseOrderQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys('purchase-orders').detail(id),
    queryFn: ({ signal }) => api.get<{ data: TPurchaseOrderRow }>(path(id), undefined, { signal }),
    select: (r) => r.data,
    retry: (count, error) => !isRecordNotFound(error) && count < 2,
  });

/**
 * The order's actions (order, cancel, receive, close short): the answer is the order as it is
 * now; its lists, the products' stock, what is on order and the ledger reload.
 */
export function usePurchaseOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body,
    }: {
      id: string;
      action: 'order' | 'cancel' | 'receive' | 'close-short';
      /**
       * A receipt's lines; `{email: true}` to order and mail the PDF to the supplier; why an
       * order is closed short.
       */
      body?:
        | z.input<typeof ZReceiveBody>
        | z.input<typeof ZPurchaseOrderOrderBody>
        | z.input<typeof ZCloseShortBody>;
    }) => api.post<Answer>(`${path(id)}/${action}`, body),
    onSuccess: (answer) =>
      queryClient.setQueryData(resourceKeys('purchase-orders').detail(answer.data._id), {
        data: answer.data,
      }),
    onSettled: () =>
      invalidateRoots(queryClient, [
        'purchase-orders',
        'products',
        'inventory-items',
        'inventory-log',
        'inventory-valuation',
        'reorder',
      ]),
  });
}
