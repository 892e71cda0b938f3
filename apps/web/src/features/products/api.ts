import type { ProductInfoKind } from '@pos/contracts/product-info';
import type { ZProductsQuery } from '@pos/contracts/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import {
  type ListQuery,
  type OptionsSource,
  resourceApi,
} from '../../components/resource-list/types';

// A product's price, cost and stock show in the inventory valuation.
export const productsApi = resourceApi('/products', 'products', ['inventory-valuation']);

export type ProductsQuery = ListQuery<typeof ZProductsQuery>;

/** Manufacturers, suppliers and marketers: the three lists the form picks from and adds to. */
export const productInfoSource = (kind: ProductInfoKind): OptionsSource => ({
  endpoint: `/productAdditionalInfo/${kind}`,
  queryKeyRoot: `product-info-${kind}` as const,
  query: { sort: 'name' },
});

/** Adds a name to one of those lists; answers the new entry. */
export function useCreateProductInfo(kind: ProductInfoKind) {
  const queryClient = useQueryClient();
  const source = productInfoSource(kind);
  return useMutation({
    mutationFn: (name: string) =>
      api.post<{ data: { _id: string; name: string } }>(source.endpoint, { name }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: resourceKeys(source.queryKeyRoot).all }),
  });
}
