import { notifications } from '@mantine/notifications';
import type { ZTransactionsQuery } from '@pos/contracts/sales';
import { SALE_MESSAGES, type TTransaction } from '@pos/contracts/sales';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, isRecordNotFound } from '../../api/api-error';
import { api } from '../../api/client';
import { invalidateRoots, invalidateSaleChanges } from '../../api/invalidate';
import { resourceKeys } from '../../api/query-keys';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';
import { serverText } from '../../lib/i18n';

type DetailAnswer = { data: TTransaction };
/** What a refund or a review answers: the sale as it is now. */
type RefundAnswer = { data: TTransaction; message?: string };

const detailKey = (id: string) => resourceKeys('transactions').detail(id);
const salePath = (id: string) => `/transactions/${encodeURIComponent(id)}`;

/** GET /transactions/:id: the sale with its items, taxes, store, cashier and customer. */
export const transactionDetailQuery = (id: string) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api.get<DetailAnswer>(salePath(id), undefined, { signal }),
    select: (r) => r.data,
    retry: (count, error) => !isRecordNotFound(error) && count < 2,
  });

/**
 * POST /transactions/:id/refund: the page shows the refunded sale at once; whatever the outcome,
 * the lists a refund changes (the sale, its customer's totals, the stock) reload.
 */
export function useRefund(id: string) {
  const { t } = useTranslation('transactions');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RefundAnswer>(`${salePath(id)}/refund`),
    onSuccess: (answer) => {
      queryClient.setQueryData(detailKey(id), { data: answer.data });
      notifications.show({
        color: 'green',
        message: answer.message || serverText(SALE_MESSAGES.refunded),
      });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        message: errorMessage(error, t('Failed to refund the sale.')),
      });
    },
    onSettled: () => invalidateSaleChanges(queryClient),
  });
}

/**
 * POST /transactions/:id/review ("Mark reviewed", DESIGN §13): the page shows who reviewed it at
 * once; the transactions lists reload (the row loses its badge, the filter its row).
 */
export function useMarkReviewed(id: string) {
  const { t } = useTranslation('transactions');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RefundAnswer>(`${salePath(id)}/review`),
    onSuccess: (answer) => {
      queryClient.setQueryData(detailKey(id), { data: answer.data });
      notifications.show({
        color: 'green',
        message: answer.message || serverText(SALE_MESSAGES.reviewed),
      });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        message: errorMessage(error, t('Failed to mark the sale reviewed.')),
      });
    },
    onSettled: () => invalidateRoots(queryClient, ['transactions']),
  });
}

/** GET /transactions and DELETE /transactions/:id (sales are made at the register). */
export const transactionsApi = resourceApi('/transactions', 'transactions');

export type TransactionsQuery = ListQuery<typeof ZTransactionsQuery>;
