import type { ZRolesQuery } from '@pos/contracts/roles';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** Users show their role's name. */
export const rolesApi = resourceApi('/roles', 'roles', ['users']);

export type RolesQuery = ListQuery<typeof ZRolesQuery>;
