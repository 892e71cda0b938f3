import { type Access, SCREENS } from '@pos/contracts/permissions';
import { ZRoleBody, ZRoleRow, ZRolesQuery } from '@pos/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './roles.service.js';
import { roles } from './roles.tables.js';

/** The user form picks a role, so user managers may read the roles too. */
const read: Access = { kind: 'permission', anyOf: ['manage_roles', 'manage_users'] };
const write = SCREENS.roles.access;
const resource = { table: roles, name: 'Role' };

export const rolesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCountRoute(app, 'roles', (caller) => service.countRoles(deps, caller));
  registerListRoutes(app, {
    path: '/roles',
    access: read,
    query: ZRolesQuery,
    row: ZRoleRow,
    list: (caller, q) => service.listRoles(deps, caller, q),
  });
  registerCrudRoutes(app, {
    path: '/roles',
    access: write,
    readAccess: read,
    resource,
    row: ZRoleRow,
    // A permission that is not in the catalogue; a name taken or reserved; a built-in role.
    errors: { create: [404, 409], update: [404, 409], remove: [409] },
    body: ZRoleBody,
    get: (caller, id) => service.getRole(deps, caller, id),
    create: (caller, body) => service.createRole(deps, caller, body),
    update: (caller, id, body) => service.updateRole(deps, caller, id, body),
    remove: (caller, id) => service.deleteRole(deps, caller, id),
  });
};
