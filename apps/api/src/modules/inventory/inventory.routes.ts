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
import {
  ZInventoryValuationQuery,
  ZInventoryValuationRow,
  ZInventoryValuationTotals,
} from '@pos/contracts/inventory-valuation';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import { ZProductsQuery } from '@pos/contracts/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedRecord } from '../../lib/crud-routes.js';
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
    {
      config: { access: manage, resource },
      schema: {
        tags,
        operationId: 'getInventoryItem',
        summary: 'Read one inventory item (a stock level at a store or warehouse)',
        params: ZIdParams,
        response: { 200: z.object({ data: ZInventoryItemRow }) },
      },
    },
    async (req) => ({ data: await service.getInventoryItem(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/inventory-items',
    {
      config: { access: manage },
      schema: {
        tags,
        operationId: 'createInventoryItem',
        summary: "Set an item's stock at a location (a new level, or the existing one)",
        // A product, variation or location that is gone or inactive; stock below zero.
        errors: [404, 409],
        body: ZInventoryItemBody,
        response: { 201: savedRecord(ZInventoryItemRow) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.saveInventoryItem(deps, callerOf(req), req.body)),
  );
  app.put(
    '/inventory-items/:id',
    {
      config: { access: manage, resource },
      schema: {
        tags,
        operationId: 'updateInventoryItem',
        summary: "Change an inventory item's quantity or threshold",
        errors: [404, 409],
        params: ZIdParams,
        body: ZInventoryItemBody,
        response: { 200: savedRecord(ZInventoryItemRow) },
      },
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
  const movement = {
    tags: ['inventory-log'],
    // A code or location unknown or inactive; stock below zero.
    errors: [404, 409],
    response: { 201: ZMovementResponse },
  } as const;
  app.post(
    '/inventory-log/add-by-barcode',
    {
      config: { access: manage, keepsCallers: true },
      schema: {
        ...movement,
        operationId: 'addStockByBarcode',
        summary: 'Book a stock movement of the item with a scanned code',
        body: ZAddByBarcodeBody,
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.addByBarcode(deps, callerOf(req), req.body)),
  );
  app.post(
    '/inventory-log/transfer',
    {
      config: { access: manage },
      schema: {
        ...movement,
        operationId: 'transferStock',
        summary: 'Move stock between two locations',
        body: ZTransferBody,
      },
    },
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
        operationId: 'getStoreStockReport',
        summary: 'Stock per store, grouped by store',
        errors: [404],
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
    label: 'products with their stock per store',
    list: (caller, q) => reports.listStoreWiseStock(deps, caller, q),
    csv: {
      fileStem: 'store-wise-stock',
      export: (caller, q) => reports.exportStoreWiseStock(deps, caller, q),
    },
  });
  registerListRoutes(app, {
    path: '/reports/inventory-valuation',
    access: SCREENS.inventoryValuation.access,
    query: ZInventoryValuationQuery,
    row: ZInventoryValuationRow,
    totals: ZInventoryValuationTotals,
    label: 'stock on hand with its value at cost and at retail, per item and location',
    // A location or category that is not the organization's.
    errors: [404],
    list: (caller, q) => reports.listInventoryValuation(deps, caller, q),
    csv: {
      fileStem: 'inventory-valuation',
      export: (caller, q) => reports.exportInventoryValuation(deps, caller, q),
    },
  });
};
