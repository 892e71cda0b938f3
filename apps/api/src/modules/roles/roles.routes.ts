import { ZIdParams } from '@pos/contracts/list';
import { type Access, SCREENS } from '@pos/contracts/permissions';
import { ZRoleBody, ZRoleRow, ZRolesQuery } from '@pos/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
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
  const tags = ['roles'];
  app.get(
    '/roles/:id',
    { config: { access: read, resource }, schema: { tags, params: ZIdParams } },
    async (req) => ({ data: await service.getRole(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/roles',
    { config: { access: write }, schema: { tags, body: ZRoleBody } },
    async (req, reply) =>
      reply.status(201).send(await service.createRole(deps, callerOf(req), req.body)),
  );
  app.put(
    '/roles/:id',
    { config: { access: write, resource }, schema: { tags, params: ZIdParams, body: ZRoleBody } },
    (req) => service.updateRole(deps, callerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/roles/:id',
    { config: { access: write, resource }, schema: { tags, params: ZIdParams } },
    (req) => service.deleteRole(deps, callerOf(req), req.params.id),
  );
};
