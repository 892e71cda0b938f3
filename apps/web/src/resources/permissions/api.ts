import type { PERMISSIONS_SORT_KEYS, ZPermissionsQuery } from '@pos/contracts/permission-entity';
import { type ListQuery, optionsOf, resourceApi } from '../../components/resource-list/types';

/** Roles count their permissions; the users and roles forms list them. */
export const permissionsApi = resourceApi('/permissions', 'permissions', ['roles', 'users']);

export type PermissionsQuery = ListQuery<typeof ZPermissionsQuery, typeof PERMISSIONS_SORT_KEYS>;

/** Every permission, for the checklists of the role and user forms. */
export const PERMISSION_OPTIONS = optionsOf(permissionsApi, { sort: 'name' });
