import {
  ZAddByBarcodeBody,
  ZInventoryItemBody,
  ZInventoryItemRow,
  ZInventoryItemsQuery,
  ZMovementResponse,
  ZStockHistoryQuery,
  ZStockHistoryRow,
  ZStoreReportQuery,
  ZStoreReportResponse,
  ZStoreWiseStockRow,
  ZTransferBody,
} from '@pos/contracts/inventory';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import { ZProductsQuery } from '@pos/contracts/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './inventory.service.js';
import * as reports from './inventory-reports.service.js';
import { stockLevels } from './stock.tables.js';

const manage = SCREENS.inventory.access;

export const inventoryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/inventory-items',
    access: manage,
    query: ZInventoryItemsQuery,
    row: ZInventoryItemRow,
    list: (caller, q) => service.listInventoryItems(deps, caller, q),
  });
  const tags = ['inventory-items'];
  const resource = { table: stockLevels, name: 'Inventory item' };
  app.get(
    '/inventory-items/:id',
    { config: { access: manage, resource }, schema: { tags, params: ZIdParams } },
    async (req) => ({ data: await service.getInventoryItem(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/inventory-items',
    { config: { access: manage }, schema: { tags, body: ZInventoryItemBody } },
    async (req, reply) =>
      reply.status(201).send(await service.saveInventoryItem(deps, callerOf(req), req.body)),
  );
  app.put(
    '/inventory-items/:id',
    {
      config: { access: manage, resource },
      schema: { tags, params: ZIdParams, body: ZInventoryItemBody },
    },
    (req) => service.saveInventoryItem(deps, callerOf(req), req.body, req.params.id),
  );

  registerListRoutes(app, {
    path: '/inventory-log',
    access: SCREENS.stockHistory.access,
    query: ZStockHistoryQuery,
    row: ZStockHistoryRow,
    list: (caller, q) => service.listStockHistory(deps, caller, q),
    csv: {
      fileStem: 'stock-history',
      export: (caller, q) => service.exportStockHistory(deps, caller, q),
    },
  });
  const movement = { tags: ['inventory-log'], response: { 201: ZMovementResponse } };
  app.post(
    '/inventory-log/add-by-barcode',
    {
      config: { access: manage, keepsCallers: true },
      schema: { ...movement, body: ZAddByBarcodeBody },
    },
    async (req, reply) =>
      reply.status(201).send(await service.addByBarcode(deps, callerOf(req), req.body)),
  );
  app.post(
    '/inventory-log/transfer',
    { config: { access: manage }, schema: { ...movement, body: ZTransferBody } },
    async (req, reply) =>
      reply.status(201).send(await service.transferStock(deps, callerOf(req), req.body)),
  );

  const report = SCREENS.storeReport.access;
  app.get(
    '/inventory/by-store',
    {
      config: { access: report },
      schema: {
        tags: ['inventory'],
        querystring: ZStoreReportQuery,
        response: { 200: ZStoreReportResponse },
      },
    },
    async (req) => ({ data: await reports.storeReport(deps, callerOf(req), req.query) }),
  );
  registerListRoutes(app, {
    path: '/products/store-wise-stock',
    access: report,
    query: ZProductsQuery,
    row: ZStoreWiseStockRow,
    list: (caller, q) => reports.listStoreWiseStock(deps, caller, q),
    csv: {
      fileStem: 'store-wise-stock',
      export: (caller, q) => reports.exportStoreWiseStock(deps, caller, q),
    },
  });
};
