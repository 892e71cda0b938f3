import { ZCustomerBody, ZCustomerRow, ZCustomersQuery } from '@pos/contracts/customers';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './customers.service.js';
import { customers } from './customers.tables.js';

const access = SCREENS.customers.access;
const resource = { table: customers, name: 'Customer' };

export const customersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCountRoute(app, 'customers', (caller) => service.countCustomers(deps, caller));
  registerListRoutes(app, {
    path: '/customers',
    access,
    query: ZCustomersQuery,
    row: ZCustomerRow,
    list: (caller, q) => service.listCustomers(deps, caller, q),
    csv: { fileStem: 'customers', export: (caller, q) => service.exportCustomers(deps, caller, q) },
  });
  const tags = ['customers'];
  app.get(
    '/customers/:id',
    { config: { access, resource }, schema: { tags, params: ZIdParams } },
    async (req) => ({ data: await service.getCustomer(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/customers',
    { config: { access }, schema: { tags, body: ZCustomerBody } },
    async (req, reply) =>
      reply.status(201).send(await service.createCustomer(deps, callerOf(req), req.body)),
  );
  app.put(
    '/customers/:id',
    { config: { access, resource }, schema: { tags, params: ZIdParams, body: ZCustomerBody } },
    (req) => service.updateCustomer(deps, callerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/customers/:id',
    { config: { access, resource }, schema: { tags, params: ZIdParams } },
    (req) => service.deleteCustomer(deps, callerOf(req), req.params.id),
  );
};
