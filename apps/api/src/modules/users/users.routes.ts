import { ZProfilePatch, ZProfileResponse } from '@pos/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { countUsers, getProfile, updateProfile } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const login = { kind: 'login' } as const;
  app.get(
    '/profile',
    {
      config: { access: login },
      schema: { tags: ['profile'], response: { 200: ZProfileResponse } },
    },
    async (req) => {
      const caller = callerOf(req);
      return { user: await getProfile(deps.db, caller.organizationId, caller.userId) };
    },
  );
  app.patch(
    '/profile',
    {
      config: { access: login },
      schema: { tags: ['profile'], body: ZProfilePatch, response: { 200: ZProfileResponse } },
    },
    async (req) => ({ user: await updateProfile(deps, callerOf(req), req.body) }),
  );
  registerCountRoute(app, 'users', (caller) => countUsers(deps, caller));
};
