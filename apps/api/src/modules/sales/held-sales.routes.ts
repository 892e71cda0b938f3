import {
  ZHeldSaleBody,
  ZHeldSaleResponse,
  ZHeldSalesQuery,
  ZHeldSalesResponse,
} from '@pos/contracts/held-sales';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './held-sales.service.js';
import { heldSales } from './sales.tables.js';

/** Whoever sells at the register parks and resumes carts. */
const access = SCREENS.register.access;
const resource = { table: heldSales, name: 'Parked sale' };
const tags = ['held-sales'];

export const heldSalesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/held-sales',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'parkSale',
        summary: 'Park a cart at a store (it reserves no stock; prices are read when it is sold)',
        // A store, customer or item that is not the organization's; an inactive store, or a
        // store with as many parked carts as allowed.
        errors: [404, 409],
        body: ZHeldSaleBody,
        response: { 201: ZHeldSaleResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.parkSale(deps, callerOf(req), req.body)),
  );
  app.get(
    '/held-sales',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'listHeldSales',
        summary: "A store's parked carts, newest first, with each item as the catalogue has it now",
        // A store that is not the organization's.
        errors: [404],
        querystring: ZHeldSalesQuery,
        response: { 200: ZHeldSalesResponse },
      },
    },
    (req) => service.listHeldSales(deps, callerOf(req), req.query.storeId),
  );
  app.delete(
    '/held-sales/:id',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'deleteHeldSale',
        summary:
          'Remove a parked cart, answering it (resuming: of two registers, only one gets it)',
        params: ZIdParams,
        response: { 200: ZHeldSaleResponse },
      },
    },
    (req) => service.removeHeldSale(deps, callerOf(req), req.params.id),
  );
};
