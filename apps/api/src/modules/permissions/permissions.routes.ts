import { ZIdParams } from '@pos/contracts/list';
import {
  ZPermissionBody,
  ZPermissionRow,
  ZPermissionsQuery,
} from '@pos/contracts/permission-entity';
import type { Access } from '@pos/contracts/permissions';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
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
  const tags = ['permissions'];
  app.get(
    '/permissions/:id',
    { config: { access: read, resource }, schema: { tags, params: ZIdParams } },
    async (req) => ({ data: await service.getPermission(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/permissions',
    { config: { access: write }, schema: { tags, body: ZPermissionBody } },
    async (req, reply) =>
      reply.status(201).send(await service.createPermission(deps, callerOf(req), req.body)),
  );
  app.put(
    '/permissions/:id',
    {
      config: { access: write, resource },
      schema: { tags, params: ZIdParams, body: ZPermissionBody },
    },
    (req) => service.updatePermission(deps, callerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/permissions/:id',
    { config: { access: write, resource }, schema: { tags, params: ZIdParams } },
    (req) => service.deletePermission(deps, callerOf(req), req.params.id),
  );
};
