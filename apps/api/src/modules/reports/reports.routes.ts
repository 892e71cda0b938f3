import {
  ZSalesTrendPoint,
  ZSalesTrendQuery,
  ZTopProduct,
  ZTopProductsQuery,
} from '@pos/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { salesTrend, topProducts } from './reports.service.js';

export const reportsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const access = { kind: 'login' } as const;
  app.get(
    '/reports/sales-trend',
    {
      config: { access },
      schema: {
        tags: ['reports'],
        operationId: 'getSalesTrend',
        summary: 'Sales per day, week or month over a period',
        querystring: ZSalesTrendQuery,
        response: { 200: z.array(ZSalesTrendPoint) },
      },
    },
    (req) => salesTrend(deps, callerOf(req), req.query),
  );
  app.get(
    '/reports/top-products',
    {
      config: { access },
      schema: {
        tags: ['reports'],
        operationId: 'getTopProducts',
        summary: 'The best-selling products',
        querystring: ZTopProductsQuery,
        response: { 200: z.array(ZTopProduct) },
      },
    },
    (req) => topProducts(deps, callerOf(req), req.query.limit),
  );
};
