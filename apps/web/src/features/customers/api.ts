import type { TCustomerRow, ZCustomersQuery } from '@pos/contracts/customers';
import { SCREENS } from '@pos/contracts/permissions';
import type {
  TStoreCreditAdjustBody,
  TStoredValueAccount,
  ZLedgerQuery,
  ZStoreCreditAdjustResponse,
} from '@pos/contracts/stored-value';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isRecordNotFound } from '../../api/api-error';
import { api } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';
import { queryKeys, resourceKeys } from '../../api/query-keys';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** Customers are made at the register, with a sale; the list is read only. */
export const customersApi = resourceApi('/customers', 'customers');

export type CustomersQuery = ListQuery<typeof ZCustomersQuery>;
export type LedgerQuery = ListQuery<typeof ZLedgerQuery>;

const path = (id: string) => `/customers/${encodeURIComponent(id)}`;

/** The customer's page in the app. */
export const customerPath = (id: string) => `${SCREENS.customers.path}/${encodeURIComponent(id)}`;

/** GET /customers/:id. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys('customers').detail(id),
    queryFn: ({ signal }) => api.get<{ data: TCustomerRow }>(path(id), undefined, { signal }),
    select: (r) => r.data,
    retry: (count, error) => !isRecordNotFound(error) && count < 2,
  });

/** GET /customers/:id/balances: the customer's stored-value accounts. */
export const customerBalancesQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.customerBalances(id),
    queryFn: ({ signal }) =>
      api.get<{ data: { customerId: string; accounts: TStoredValueAccount[] } }>(
        `${path(id)}/balances`,
        undefined,
        { signal },
      ),
    select: (r) => r.data.accounts,
  });

/** One account's ledger (a list of its own, with its CSV). */
export const ledgerApi = (accountId: string) =>
  resourceApi(`/stored-value/${encodeURIComponent(accountId)}/ledger`, 'stored-value-ledger');

/** POST /customers/:id/store-credit; the balances and the ledger reload. */
export function useAdjustStoreCredit(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStoreCreditAdjustBody) =>
      api.post<z.infer<typeof ZStoreCreditAdjustResponse>>(
        `${path(customerId)}/store-credit`,
        body,
      ),
    onSettled: () => invalidateRoots(queryClient, ['customers', 'stored-value-ledger']),
  });
}
