import type { OptionsSource } from '../../components/resource-list/types';

/** Every category of the organization (dropdowns ask for 1000, spec 2 §9). */
export const CATEGORY_OPTIONS: OptionsSource = {
  endpoint: '/categories',
  queryKeyRoot: 'categories',
  query: { sort: 'name' },
};
