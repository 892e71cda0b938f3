import type { FastifyPluginAsync } from 'fastify';
import { registerCountRoute } from '../../lib/count-route.js';
import type { AppDeps } from '../../plugins/types.js';
import { countCustomers } from './customers.service.js';

export const customersRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCountRoute(app, 'customers', (caller) => countCustomers(deps, caller));
};
