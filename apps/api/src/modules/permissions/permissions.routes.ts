import type { FastifyPluginAsync } from 'fastify';
import { registerCountRoute } from '../../lib/count-route.js';
import type { AppDeps } from '../../plugins/types.js';
import { countPermissions } from './permissions.service.js';

export const permissionsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCountRoute(app, 'permissions', (caller) => countPermissions(deps, caller));
};
