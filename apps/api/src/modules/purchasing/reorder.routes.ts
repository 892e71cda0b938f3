import { PURCHASING_ACCESS } from '@pos/contracts/permissions';
import {
  ZReorderOrdersBody,
  ZReorderOrdersResponse,
  ZReorderQuery,
  ZReorderResponse,
} from '@pos/contracts/reorder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './reorder.service.js';

const tags = ['reorder'];

/** Replenishment (docs/guide/purchasing.md): what is low, and draft purchase orders for it. */
export const reorderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/reorder',
    {
      config: { access: PURCHASING_ACCESS },
      schema: {
        tags,
        operationId: 'listReorder',
        summary:
          'Items at or below their reorder level per location, with the quantity to order, by supplier',
        // A store, warehouse or supplier filter that is not the organization's.
        errors: [404],
        querystring: ZReorderQuery,
        response: { 200: ZReorderResponse },
      },
    },
    (req) => service.listReorder(deps, callerOf(req), req.query),
  );
  app.post(
    '/reorder/purchase-orders',
    {
      config: { access: PURCHASING_ACCESS },
      schema: {
        tags,
        operationId: 'createReorderPurchaseOrders',
        summary: 'Draft purchase orders for reorder lines: one per supplier and location',
        // 404: an item or location not the organization's; 409: no supplier, an inactive location.
        errors: [404, 409],
        body: ZReorderOrdersBody,
        response: { 201: ZReorderOrdersResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createReorderOrders(deps, callerOf(req), req.body)),
  );
};
