import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, type ResourceRoot, resourceKeys } from './query-keys';

/** Reloads every list of these resources, and the dashboard's totals, which count their rows. */
export async function invalidateRoots(queryClient: QueryClient, roots: readonly ResourceRoot[]) {
  await Promise.all([
    ...roots.map((root) => queryClient.invalidateQueries({ queryKey: resourceKeys(root).all })),
    queryClient.invalidateQueries({ queryKey: queryKeys.counts.all }),
  ]);
}

/**
 * The lists a sale or a refund changes: the sales, the customers' totals, the stock everywhere,
 * the shift's live figures.
 */
export const SALE_CHANGES: readonly ResourceRoot[] = [
  'transactions',
  'shifts',
  'customers',
  'products',
  'inventory-items',
  'inventory-log',
  'inventory-by-store',
  'inventory-valuation',
];

/** After a sale (the register) or a refund (its details): those lists, the dashboard's charts. */
export async function invalidateSaleChanges(queryClient: QueryClient) {
  await Promise.all([
    invalidateRoots(queryClient, SALE_CHANGES),
    queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  ]);
}
