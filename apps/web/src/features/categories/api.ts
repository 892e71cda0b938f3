import type { ZCategoriesQuery } from '@pos/contracts/categories';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** Products show their category's name. */
export const categoriesApi = resourceApi('/categories', 'categories', ['products']);

export type CategoriesQuery = ListQuery<typeof ZCategoriesQuery>;
