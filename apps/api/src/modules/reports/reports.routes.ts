import { Readable } from 'node:stream';
import { ZDashboardTodayResponse } from '@pos/contracts/dashboard';
import { REPORTS_ACCESS } from '@pos/contracts/permissions';
import {
  ZSalesTrendPoint,
  ZSalesTrendQuery,
  ZTopProduct,
  ZTopProductsQuery,
} from '@pos/contracts/reports';
import {
  SALES_REPORT_LABELS,
  SALES_REPORT_QUERIES,
  SALES_REPORT_SCHEMAS,
  SALES_REPORTS,
  salesReportQueryOf,
} from '@pos/contracts/sales-reports';
import { ZLiabilitiesQuery, ZLiabilitiesResponse } from '@pos/contracts/stored-value-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pascalName } from '../../lib/operation-names.js';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps } from '../../plugins/types.js';
import { dashboardToday } from './dashboard.service.js';
import { salesTrend, topProducts } from './reports.service.js';
import { reportCsv } from './sales-reports.csv.js';
import { salesReport } from './sales-reports.service.js';
import { liabilities } from './stored-value-report.service.js';

export const reportsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const access = { kind: 'login' } as const;
  // The dashboard's figures, which every member sees: an API key may read them too.
  const apiKeys = 'allow';
  app.get(
    '/reports/sales-trend',
    {
      config: { access, apiKeys },
      schema: {
        tags: ['reports'],
        operationId: 'getSalesTrend',
        summary:
          'Net sales per day of a period (returns on their own day), as the sales reports give them',
        querystring: ZSalesTrendQuery,
        response: { 200: z.array(ZSalesTrendPoint) },
      },
    },
    (req) => salesTrend(deps, callerOf(req), req.query),
  );
  app.get(
    '/reports/top-products',
    {
      config: { access, apiKeys },
      schema: {
        tags: ['reports'],
        operationId: 'getTopProducts',
        summary: 'The best-selling products: units over all time, less returns',
        querystring: ZTopProductsQuery,
        response: { 200: z.array(ZTopProduct) },
      },
    },
    (req) => topProducts(deps, callerOf(req), req.query.limit),
  );

  app.get(
    '/dashboard/today',
    {
      // The shop's money: whoever reads the sales reports.
      config: { access: REPORTS_ACCESS },
      schema: {
        tags: ['reports'],
        operationId: 'getDashboardToday',
        summary:
          "Today's net sales, number of sales, average basket, open shifts and low-stock items, today in the organization's time zone",
        response: { 200: ZDashboardTodayResponse },
      },
    },
    async (req) => ({ data: await dashboardToday(deps, callerOf(req)) }),
  );

  app.get(
    '/reports/stored-value/liabilities',
    {
      config: { access: REPORTS_ACCESS },
      schema: {
        tags: ['reports'],
        operationId: 'getStoredValueLiabilities',
        summary:
          "What gift cards and store credit hold at the end of a day (the organization's), per kind: outstanding, accounts holding value, expired and unspent",
        querystring: ZLiabilitiesQuery,
        response: { 200: ZLiabilitiesResponse },
      },
    },
    (req) => liabilities(deps, callerOf(req), req.query),
  );

  // The sales reports (ARCHITECTURE, "Report rollups"): each as JSON and as CSV, with the same
  // query.
  for (const name of SALES_REPORTS) {
    const label = SALES_REPORT_LABELS[name];
    const config = { access: REPORTS_ACCESS };
    app.get(
      `/reports/${name}`,
      {
        config,
        schema: {
          tags: ['reports'],
          operationId: `get${pascalName(name)}Report`,
          summary: `The ${label.toLowerCase()} report`,
          querystring: SALES_REPORT_QUERIES[name],
          errors: [404],
          response: { 200: SALES_REPORT_SCHEMAS[name] },
        },
      },
      (req) => salesReport(deps, callerOf(req), name, salesReportQueryOf(req.query)),
    );
    app.get(
      `/reports/${name}/export.csv`,
      {
        config,
        schema: {
          tags: ['reports'],
          operationId: `export${pascalName(name)}ReportCsv`,
          summary: `Export the ${label.toLowerCase()} report as CSV (every row)`,
          querystring: SALES_REPORT_QUERIES[name],
          errors: [404],
          response: { 200: fileResponse('text/csv', `The ${label.toLowerCase()} report`) },
          answerHeaders: {
            'Content-Disposition': {
              type: 'string',
              description: `\`attachment; filename="${name}-<from>-<to>.csv"\``,
            },
          },
        },
      },
      async (req, reply) => {
        const q = salesReportQueryOf(req.query);
        const answer = await salesReport(deps, callerOf(req), name, q, true);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${name}-${answer.from}-${answer.to}.csv"`,
          )
          .header('access-control-expose-headers', 'content-disposition')
          .send(Readable.from(reportCsv(name, answer)));
      },
    );
  }
};
