import type { ZTaxClassesQuery } from '@pos/contracts/tax-classes';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

export const taxClassesApi = resourceApi('/tax-classes', 'tax-classes');

export type TaxClassesQuery = ListQuery<typeof ZTaxClassesQuery>;

/**
 * The register taxes each line by its class as the general settings answer them (`taxClasses`,
 * the default's taxes as `taxes`): a saved class reloads them, so a sale rung up next uses it.
 */
export function useRefreshGeneralSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.generalSettings });
}
