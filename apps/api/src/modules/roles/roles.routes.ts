import type { FastifyPluginAsync } from 'fastify';
import { registerCountRoute } from '../../lib/count-route.js';
import type { AppDeps } from '../../plugins/types.js';
import { countRoles } from './roles.service.js';

export const rolesRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCountRoute(app, 'roles', (caller) => countRoles(deps, caller));
};
