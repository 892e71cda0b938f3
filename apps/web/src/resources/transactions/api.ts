import type { TRANSACTIONS_SORT_KEYS, ZTransactionsQuery } from '@pos/contracts/sales';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, type ResourceRoot } from '../../api/query-keys';
import { invalidateRoots } from '../../components/resource-list/resource-queries';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** GET /transactions and DELETE /transactions/:id (sales are made at the register). */
export const transactionsApi = resourceApi('/transactions', 'transactions');

export type TransactionsQuery = ListQuery<typeof ZTransactionsQuery, typeof TRANSACTIONS_SORT_KEYS>;

/** The lists a sale or a refund changes: the sales, the customers' totals, the stock everywhere. */
export const SALE_CHANGES: readonly ResourceRoot[] = [
  'transactions',
  'customers',
  'products',
  'inventory-items',
  'inventory-log',
  'inventory-by-store',
];

/** After a sale or a refund: those lists, and the dashboard's counts and charts. */
export async function invalidateSaleChanges(queryClient: QueryClient) {
  await Promise.all([
    invalidateRoots(queryClient, SALE_CHANGES),
    queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  ]);
}
