import { OWNER_ROLE } from '@pos/contracts/permissions';
import type { ROLES_SORT_KEYS, ZRolesQuery } from '@pos/contracts/roles';
import { type ListQuery, optionsOf, resourceApi } from '../../components/resource-list/types';
import { humanizeName } from '../../lib/format';

/** Users show their role's name. */
export const rolesApi = resourceApi('/roles', 'roles', ['users']);

export type RolesQuery = ListQuery<typeof ZRolesQuery, typeof ROLES_SORT_KEYS>;

/** The roles of the organization, for the users' Role filter and the user form's Role select. */
export const ROLE_OPTIONS = optionsOf(rolesApi, { sort: 'name' }, (o) =>
  o.name === OWNER_ROLE ? o.name : humanizeName(o.name),
);
