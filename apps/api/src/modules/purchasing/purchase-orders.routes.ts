import { ZIdParams } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import { PURCHASE_RECEIVE_ACCESS, PURCHASING_ACCESS } from '@pos/contracts/permissions';
import {
  ZCloseShortBody,
  ZPurchaseItem,
  ZPurchaseItemsQuery,
  ZPurchaseOrderBody,
  ZPurchaseOrderOrderBody,
  ZPurchaseOrderRow,
  ZPurchaseOrdersQuery,
  ZReceiveBody,
} from '@pos/contracts/purchase-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { registerCrudRoutes, savedRecord } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import * as service from './purchase-orders.service.js';
import { purchaseOrders } from './purchase-orders.tables.js';

const resource = { table: purchaseOrders, name: 'Purchase order' };
const tags = ['purchase-orders'];
const ZSaved = savedRecord(ZPurchaseOrderRow);

/**
 * Purchase orders (docs/guide/purchasing.md): list and CSV, read, create and edit a draft,
 * order, cancel, receive, close short. Reading and receiving are open to whoever moves stock
 * too (a clerk receiving a delivery); the rest is manage_purchasing.
 */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  registerListRoutes(app, {
    path: '/purchase-orders/items',
    access: PURCHASING_ACCESS,
    query: ZPurchaseItemsQuery,
    row: ZPurchaseItem,
    list: (caller, q) => service.listPurchaseItems(deps, caller, q),
  });
  registerListRoutes(app, {
    path: '/purchase-orders',
    access: PURCHASE_RECEIVE_ACCESS,
    query: ZPurchaseOrdersQuery,
    row: ZPurchaseOrderRow,
    list: (caller, q) => service.listPurchaseOrders(deps, caller, q),
    csv: {
      fileStem: 'purchase-orders',
      export: (caller, q) => service.exportPurchaseOrders(deps, caller, q),
    },
  });
  registerCrudRoutes(app, {
    path: '/purchase-orders',
    access: PURCHASING_ACCESS,
    readAccess: PURCHASE_RECEIVE_ACCESS,
    resource,
    row: ZPurchaseOrderRow,
    // 404: a supplier, location or item not the organization's; 409: an inactive location, a status.
    errors: { create: [404, 409], update: [409] },
    body: ZPurchaseOrderBody,
    get: (caller, id) => service.getPurchaseOrder(deps, caller, id),
    create: (caller, body) => service.createPurchaseOrder(deps, caller, body),
    update: (caller, id, body) => service.updatePurchaseOrder(deps, caller, id, body),
  });

  app.get(
    '/purchase-orders/:id/pdf',
    {
      config: { access: PURCHASE_RECEIVE_ACCESS, resource },
      schema: {
        tags,
        operationId: 'getPurchaseOrderPdf',
        summary: 'The purchase order as an A4 PDF, as the supplier gets it by mail',
        params: ZIdParams,
        response: { 200: fileResponse('application/pdf', 'The purchase order') },
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await service.purchaseOrderPdf(deps, callerOf(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );

  const action = (
    path: string,
    access: Access,
    operationId: string,
    summary: string,
    run: (caller: Caller, id: string, body: unknown) => Promise<z.output<typeof ZSaved>>,
    body?: z.ZodType,
  ) =>
    app.post(
      `/purchase-orders/:id/${path}`,
      {
        config: { access, resource },
        schema: {
          tags,
          operationId,
          summary,
          errors: [409],
          params: ZIdParams,
          ...(body ? { body } : {}),
          response: { 200: ZSaved },
        },
      },
      (req) => run(callerOf(req), req.params.id, req.body),
    );

  action(
    'order',
    PURCHASING_ACCESS,
    'orderPurchaseOrder',
    'Mark a draft purchase order as ordered; with email: true, also mail its PDF to the supplier',
    (caller, id, body) =>
      service.orderPurchaseOrder(
        deps,
        caller,
        id,
        body as z.output<typeof ZPurchaseOrderOrderBody> | null | undefined,
      ),
    // `POST …/order` with no body (Fastify gives it as null) orders without mailing, as before.
    ZPurchaseOrderOrderBody.nullish(),
  );
  action(
    'cancel',
    PURCHASING_ACCESS,
    'cancelPurchaseOrder',
    'Cancel a draft or ordered purchase order',
    (caller, id) => service.cancelPurchaseOrder(deps, caller, id),
  );
  action(
    'close-short',
    PURCHASING_ACCESS,
    'closePurchaseOrderShort',
    'Close a partly received purchase order short: what is still due is cancelled',
    (caller, id, body) =>
      service.closeShortPurchaseOrder(
        deps,
        caller,
        id,
        body as z.output<typeof ZCloseShortBody> | null | undefined,
      ),
    // No body closes without a reason.
    ZCloseShortBody.nullish(),
  );
  action(
    'receive',
    PURCHASE_RECEIVE_ACCESS,
    'receivePurchaseOrder',
    'Receive part or all of an ordered purchase order: stock in at its location, costs averaged',
    (caller, id, body) =>
      service.receivePurchaseOrder(deps, caller, id, body as z.output<typeof ZReceiveBody>),
    ZReceiveBody,
  );
};
