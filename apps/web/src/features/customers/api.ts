import type {
  TAccountPaymentBody,
  TAgeingRow,
  TStatementEmailBody,
  TStatementQuery,
  ZAgeingQuery,
} from '@pos/contracts/customer-accounts';
import type { TCustomerBody, TCustomerRow, ZCustomersQuery } from '@pos/contracts/customers';
import { SCREENS } from '@pos/contracts/permissions';
import type {
  TStoreCreditAdjustBody,
  ZCustomerBalancesResponse,
  ZLedgerQuery,
  ZStoreCreditAdjustResponse,
} from '@pos/contracts/stored-value';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isRecordNotFound } from '../../api/api-error';
import { api, requestFile } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';
import { queryKeys, resourceKeys } from '../../api/query-keys';
import type { AccountPaymentAnswer } from '../../components/account-payment-form';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** Customers are made at the register, with a sale; the list is read only. */
export const customersApi = resourceApi('/customers', 'customers');

export type CustomersQuery = ListQuery<typeof ZCustomersQuery>;
export type AgeingQuery = ListQuery<typeof ZAgeingQuery>;

/** The account ageing report: one row per customer owing on account, keyed by the customer. */
export const ageingApi = {
  ...resourceApi('/reports/account-ageing', 'account-ageing'),
  rowId: (r: TAgeingRow) => r.customer._id,
};
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

/** GET /customers/:id/balances: the customer's stored-value accounts and credit limit. */
export const customerBalancesQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.customerBalances(id),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof ZCustomerBalancesResponse>>(`${path(id)}/balances`, undefined, {
        signal,
      }),
    select: (r) => r.data,
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

/** PUT /customers/:id: name and contact; the credit limit only from whoever may set it. */
export function useUpdateCustomer(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomerBody) =>
      api.put<{ data: TCustomerRow; message: string }>(path(customerId), body),
    onSettled: () => invalidateRoots(queryClient, ['customers']),
  });
}

/**
 * POST /customers/:id/account-payments under the attempt's Idempotency-Key (a retry answers the
 * payment it made); what the customer owes, the ledger and the shift's figures reload.
 */
export function useTakeAccountPayment(customerId: string) {
  const queryClient = useQueryClient();
  const take = useMutation({
    mutationFn: ({ body, key }: { body: TAccountPaymentBody; key: string }) =>
      api.post<AccountPaymentAnswer>(`${path(customerId)}/account-payments`, body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => invalidateRoots(queryClient, ['customers', 'stored-value-ledger', 'shifts']),
  });
  return (body: TAccountPaymentBody, key: string) => take.mutateAsync({ body, key });
}

/** GET /customers/:id/statement.pdf: the statement of a period (days of the shop's zone). */
export async function fetchStatementPdf(customerId: string, period: TStatementQuery) {
  const { blob } = await requestFile(`${path(customerId)}/statement.pdf`, period, {
    accept: 'application/pdf',
  });
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** POST /customers/:id/statement/email: the statement mailed as a PDF; answers its message. */
export function useEmailStatement(customerId: string) {
  return useMutation({
    mutationFn: (body: TStatementEmailBody) =>
      api.post<{ message: string }>(`${path(customerId)}/statement/email`, body),
  });
}
