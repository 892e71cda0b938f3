import { ZIdParams } from '@pos/contracts/list';
import { STOCK_COUNT_ACCESS } from '@pos/contracts/permissions';
import {
  ZStockCountBody,
  ZStockCountLine,
  ZStockCountLineBody,
  ZStockCountLineParams,
  ZStockCountLinesQuery,
  ZStockCountPostBody,
  ZStockCountRow,
  ZStockCountScanBody,
  ZStockCountsQuery,
} from '@pos/contracts/stock-counts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { registerCrudRoutes, savedRecord } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './stock-counts.service.js';
import { stockCounts } from './stock-counts.tables.js';

const access = STOCK_COUNT_ACCESS;
const resource = { table: stockCounts, name: 'Stock count' };
const tags = ['stock-counts'];
const ZSavedCount = savedRecord(ZStockCountRow);
const ZSavedLine = savedRecord(ZStockCountLine);

/**
 * Stock counts (docs/guide/stock-and-reports.md, "Counting stock"): list and CSV, start, read,
 * count by scan or by typing, the lines (the counting sheet and the variance report, CSV too),
 * post, cancel.
 */
export const stockCountsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  registerListRoutes(app, {
    path: '/stock-counts',
    access,
    query: ZStockCountsQuery,
    row: ZStockCountRow,
    list: (caller, q) => service.listStockCounts(deps, caller, q),
    csv: {
      fileStem: 'stock-counts',
      export: (caller, q) => service.exportStockCounts(deps, caller, q),
    },
  });
  registerCrudRoutes(app, {
    path: '/stock-counts',
    access,
    resource,
    row: ZStockCountRow,
    // 404: a location or category not the organization's; 409: an inactive location.
    errors: { create: [404, 409] },
    body: ZStockCountBody,
    get: (caller, id) => service.getStockCount(deps, caller, id),
    create: (caller, body) => service.createStockCount(deps, caller, body),
  });
  registerListRoutes(app, {
    path: '/stock-counts/:id/lines',
    access,
    resource,
    label: 'the lines of a stock count',
    query: ZStockCountLinesQuery,
    row: ZStockCountLine,
    list: (caller, q, { id }) => service.listStockCountLines(deps, caller, id, q),
    csv: {
      fileStem: 'stock-count-variance',
      export: (caller, q, { id }) => service.exportStockCountLines(deps, caller, id, q),
    },
  });

  app.post(
    '/stock-counts/:id/scan',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'scanIntoStockCount',
        summary: 'Add a scanned item to the count (quantity, default 1; negative takes back)',
        errors: [404, 409],
        params: ZIdParams,
        body: ZStockCountScanBody,
        response: { 200: ZSavedLine },
      },
    },
    (req) => service.scanIntoCount(deps, callerOf(req), req.params.id, req.body),
  );
  app.put(
    '/stock-counts/:id/lines/:lineId',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'setStockCountLine',
        summary: "Type a line's count (null: not counted)",
        errors: [404, 409],
        params: ZStockCountLineParams,
        body: ZStockCountLineBody,
        response: { 200: ZSavedLine },
      },
    },
    (req) => service.setLineCount(deps, callerOf(req), req.params.id, req.params.lineId, req.body),
  );
  app.post(
    '/stock-counts/:id/post',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'postStockCount',
        summary:
          'Post the count: a STOCK_COUNT ledger row per counted item that differs; with zeroUncounted, uncounted items go to zero',
        errors: [409],
        params: ZIdParams,
        // No body posts without touching uncounted items.
        body: ZStockCountPostBody.nullish(),
        response: { 200: ZSavedCount },
      },
    },
    (req) =>
      service.postStockCount(
        deps,
        callerOf(req),
        req.params.id,
        req.body as z.output<typeof ZStockCountPostBody> | null | undefined,
      ),
  );
  app.post(
    '/stock-counts/:id/cancel',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'cancelStockCount',
        summary: 'Cancel an open count (stock stays as it is)',
        errors: [409],
        params: ZIdParams,
        response: { 200: ZSavedCount },
      },
    },
    (req) => service.cancelStockCount(deps, callerOf(req), req.params.id),
  );
};
