import { SCREENS } from '@pos/contracts/permissions';
import {
  ZWebhook,
  ZWebhookBody,
  ZWebhookCreated,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryParams,
  ZWebhooksQuery,
  ZWebhookUpdateBody,
} from '@pos/contracts/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './webhooks.service.js';
import { webhookEndpoints } from './webhooks.tables.js';

/** Webhooks (docs/guide/api-keys-and-webhooks.md, "Webhooks"): manage_settings. */
const access = SCREENS.webhooks.access;
const resource = { table: webhookEndpoints, name: 'Webhook endpoint' };

export const webhooksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/webhooks',
    access,
    query: ZWebhooksQuery,
    row: ZWebhook,
    label: 'webhook endpoints',
    list: (caller, q) => service.listWebhooks(deps, caller, q),
    csv: { fileStem: 'webhooks', export: (caller, q) => service.exportWebhooks(deps, caller, q) },
  });
  registerCrudRoutes(app, {
    path: '/webhooks',
    access,
    resource,
    row: ZWebhook,
    createdRow: ZWebhookCreated,
    body: ZWebhookBody,
    updateBody: ZWebhookUpdateBody,
    get: (caller, id) => service.getWebhook(deps, caller, id),
    create: (caller, body) => service.createWebhook(deps, caller, body),
    update: (caller, id, body) => service.updateWebhook(deps, caller, id, body),
    remove: (caller, id) => service.deleteWebhook(deps, caller, id),
  });
  registerListRoutes(app, {
    path: '/webhooks/:id/deliveries',
    access,
    resource,
    query: ZWebhookDeliveriesQuery,
    row: ZWebhookDelivery,
    label: "an endpoint's deliveries",
    list: (caller, q, { id }) => service.listDeliveries(deps, caller, id, q),
  });
  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { access, resource },
      schema: {
        tags: ['webhooks'],
        operationId: 'redeliverWebhook',
        summary: "Send a delivery's event to its endpoint again (a new delivery, due now)",
        params: ZWebhookDeliveryParams,
        response: { 201: z.object({ data: ZWebhookDelivery, message: z.string() }) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return service.redeliver(deps, callerOf(req), req.params.id, req.params.deliveryId);
    },
  );
};
