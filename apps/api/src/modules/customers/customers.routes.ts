import {
  ZCustomerBody,
  ZCustomerCreateHeaders,
  ZCustomerRow,
  ZCustomersQuery,
} from '@pos/contracts/customers';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './customers.service.js';

const access = SCREENS.customers.access;

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
  registerCrudRoutes(app, {
    path: '/customers',
    access,
    resource: service.CUSTOMER_RESOURCE,
    row: ZCustomerRow,
    errors: { create: [422], remove: [409] },
    body: ZCustomerBody,
    createHeaders: ZCustomerCreateHeaders,
    get: (caller, id) => service.getCustomer(deps, caller, id),
    create: (caller, body, headers) =>
      service.createCustomer(deps, caller, body, headers['idempotency-key']),
    update: (caller, id, body) => service.updateCustomer(deps, caller, id, body),
    remove: (caller, id) => service.deleteCustomer(deps, caller, id),
  });
};
