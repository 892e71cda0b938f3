import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { toLabelItems } from './label-data';

/** Every product, unpaged, as the labels screen lists them. */
export const labelProductsQuery = () =>
  queryOptions({
    queryKey: queryKeys.labelProducts,
    queryFn: ({ signal }) => api.get<unknown>('/products', { noPagination: true }, { signal }),
    select: toLabelItems,
  });
