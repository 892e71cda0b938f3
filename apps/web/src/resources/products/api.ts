import type { ProductInfoKind } from '@pos/contracts/product-info';
import type { PRODUCTS_SORT_KEYS, ZProductsQuery } from '@pos/contracts/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { isId } from '../../components/resource-list/columns';
import {
  type FilterDef,
  type ListQuery,
  type OptionsSource,
  resourceApi,
} from '../../components/resource-list/types';

export const productsApi = resourceApi('/products', 'products');

export type ProductsQuery = ListQuery<typeof ZProductsQuery, typeof PRODUCTS_SORT_KEYS>;

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

/**
 * Every product to pick from (name, SKU, price, variations), by name — for screens that pick
 * products without managing them: inventory forms and filters, the stock history filter.
 */
export const PRODUCT_PICKER: OptionsSource = {
  endpoint: '/products/options',
  queryKeyRoot: 'products',
  query: { sort: 'name' },
  label: (option) => {
    const sku = (option as { sku?: string | null }).sku;
    return sku ? `${option.name} (${sku})` : option.name;
  },
};

/** The Product filter of the lists that show stock (inventory, stock history). */
export const PRODUCT_FILTER: FilterDef<'productId'> = {
  kind: 'select',
  param: 'productId',
  label: 'Product',
  placeholder: 'All products',
  options: PRODUCT_PICKER,
  isValid: isId,
};
