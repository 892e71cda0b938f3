import {
  ZPermissionBody,
  ZPermissionRow,
  ZPermissionsQuery,
} from '@pos/contracts/permission-entity';
import type { Access } from '@pos/contracts/permissions';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './permissions.service.js';
import { permissions } from './permissions.tables.js';

/** The user and role forms list every permission, so their managers may read the catalogue. */
const read: Access = {
  kind: 'permission',
  anyOf: ['manage_permissions', 'manage_roles', 'manage_users'],
};
const write = SCREENS.permissions.access;
const resource = { table: permissions, name: 'Permission' };

export const permissionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  registerCountRoute(app, 'permissions', (caller) => service.countPermissions(deps, caller));
  registerListRoutes(app, {
    path: '/permissions',
    access: read,
    query: ZPermissionsQuery,
    row: ZPermissionRow,
    list: (caller, q) => service.listPermissions(deps, caller, q),
  });
  registerCrudRoutes(app, {
    path: '/permissions',
    access: write,
    readAccess: read,
    resource,
    row: ZPermissionRow,
    errors: { create: [409], update: [409], remove: [409] },
    body: ZPermissionBody,
    get: (caller, id) => service.getPermission(deps, caller, id),
    create: (caller, body) => service.createPermission(deps, caller, body),
    update: (caller, id, body) => service.updatePermission(deps, caller, id, body),
    remove: (caller, id) => service.deletePermission(deps, caller, id),
  });
};
