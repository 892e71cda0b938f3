import type { ZPermissionsQuery } from '@pos/contracts/permission-entity';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** Roles count their permissions; the users and roles forms list them. */
export const permissionsApi = resourceApi('/permissions', 'permissions', ['roles', 'users']);

export type PermissionsQuery = ListQuery<typeof ZPermissionsQuery>;
