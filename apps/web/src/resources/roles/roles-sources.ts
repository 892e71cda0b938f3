import type { OptionsSource } from '../../components/resource-list/types';

/** Every permission, for the role's checklist. */
export const PERMISSION_OPTIONS: OptionsSource = {
  endpoint: '/permissions',
  queryKeyRoot: 'permissions',
  query: { sort: 'name' },
};
