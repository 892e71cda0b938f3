import { OWNER_ROLE } from '@pos/contracts/permissions';
import type { OptionsSource } from '../../components/resource-list/types';
import { humanizeName } from '../../lib/format';

/** The roles of the organization, for the Role filter and the form's Role select. */
export const ROLE_OPTIONS: OptionsSource = {
  endpoint: '/roles',
  queryKeyRoot: 'roles',
  query: { sort: 'name' },
  label: (o) => (o.name === OWNER_ROLE ? o.name : humanizeName(o.name)),
};

/** Every permission, for the checklist of individually assigned ones. */
export const PERMISSION_OPTIONS: OptionsSource = {
  endpoint: '/permissions',
  queryKeyRoot: 'permissions',
  query: { sort: 'name' },
};
