import { ZProfilePatch, ZProfileResponse } from '@pos/contracts/auth';
import { SCREENS } from '@pos/contracts/permissions';
import { ZUserCreateBody, ZUserRow, ZUsersQuery, ZUserUpdateBody } from '@pos/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as manage from './user-management.service.js';
import { countUsers, getProfile, updateProfile } from './users.service.js';
import { users } from './users.tables.js';

const access = SCREENS.users.access;
const resource = { table: users, name: 'User' };

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const login = { kind: 'login' } as const;
  app.get(
    '/profile',
    {
      config: { access: login },
      schema: {
        tags: ['profile'],
        operationId: 'getProfile',
        summary: "The signed-in user's profile, permissions and subscription",
        response: { 200: ZProfileResponse },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return { user: await getProfile(deps.db, caller.organizationId, caller.userId) };
    },
  );
  app.patch(
    '/profile',
    {
      // A 5 MB photo arrives as ~6.7 MB of base64 inside the JSON.
      bodyLimit: 7 * 1024 * 1024,
      config: { access: login, whenExpired: 'allow' },
      schema: {
        tags: ['profile'],
        operationId: 'updateProfile',
        summary:
          "Change the signed-in user's name, username, phone, photo, register PIN or low-stock digest",
        errors: [409],
        body: ZProfilePatch,
        response: { 200: ZProfileResponse },
      },
    },
    async (req) => ({ user: await updateProfile(deps, callerOf(req), req.body) }),
  );

  registerCountRoute(app, 'users', (caller) => countUsers(deps, caller));
  registerListRoutes(app, {
    path: '/users',
    access,
    query: ZUsersQuery,
    row: ZUserRow,
    list: (caller, q) => manage.listUsers(deps, caller, q),
  });
  registerCrudRoutes(app, {
    path: '/users',
    access,
    resource,
    row: ZUserRow,
    // A role that is gone; a username or e-mail taken; the last Owner; a user with sales.
    errors: { create: [404, 409], update: [404, 409], remove: [409] },
    body: ZUserCreateBody,
    updateBody: ZUserUpdateBody,
    get: (caller, id) => manage.getUser(deps, caller, id),
    create: (caller, body) => manage.createUser(deps, caller, body),
    update: (caller, id, body) => manage.updateUser(deps, caller, id, body),
    remove: (caller, id) => manage.deleteUser(deps, caller, id),
  });
};
