import type { FastifyPluginAsync } from 'fastify';
import { registerCountRoute } from '../../lib/count-route.js';
import type { AppDeps } from '../../plugins/types.js';
import { countTransactions } from './sales.service.js';

export const salesRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCountRoute(app, 'transactions', (caller) => countTransactions(deps, caller));
};
