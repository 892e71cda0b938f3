import type { CATEGORIES_SORT_KEYS, ZCategoriesQuery } from '@pos/contracts/categories';
import { type ListQuery, optionsOf, resourceApi } from '../../components/resource-list/types';

/** Products show their category's name. */
export const categoriesApi = resourceApi('/categories', 'categories', ['products']);

export type CategoriesQuery = ListQuery<typeof ZCategoriesQuery, typeof CATEGORIES_SORT_KEYS>;

/** Every category of the organization (dropdowns ask for 1000, spec 2 §9). */
export const CATEGORY_OPTIONS = optionsOf(categoriesApi, { sort: 'name' });
