import { ZApprovalHeader } from '@pos/contracts/approvals';
import { ZMessage } from '@pos/contracts/common';
import { ZIdParams } from '@pos/contracts/list';
import { ZLocale } from '@pos/contracts/money';
import { SCREENS } from '@pos/contracts/permissions';
import { ZTimeZone } from '@pos/contracts/reports';
import {
  ZSaleBody,
  ZSaleResponse,
  ZTransaction,
  ZTransactionRow,
  ZTransactionsQuery,
} from '@pos/contracts/sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCountRoute } from '../../lib/count-route.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps } from '../../plugins/types.js';
import * as checkout from './checkout.service.js';
import * as refund from './refund.service.js';
import { invoicePdf, receiptPdf } from './sale-documents.service.js';
import * as service from './sales.service.js';
import { transactions } from './sales.tables.js';

const access = SCREENS.transactions.access;
const resource = { table: transactions, name: 'Transaction' };
const tags = ['transactions'];

/** An Idempotency-Key: a client-made unique string (a UUID, typically). */
/** The viewer's time zone for the document's date. */
/** A document's viewer: dates in their time zone, amounts grouped as in their language. */
const ZDocumentQuery = z.strictObject({ tz: ZTimeZone, locale: ZLocale });

const ZSaleHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 200 characters.')
    .max(200, 'Idempotency-Key must be 8 to 200 characters.')
    .optional(),
  /** A manager's approval of the cashier's discounts (`POST /approvals`). */
  'x-approval': ZApprovalHeader.shape['x-approval'],
});

export const salesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCountRoute(app, 'transactions', (caller) => service.countTransactions(deps, caller));
  registerListRoutes(app, {
    path: '/transactions',
    access,
    query: ZTransactionsQuery,
    row: ZTransactionRow,
    list: (caller, q) => service.listTransactions(deps, caller, q),
    csv: {
      fileStem: 'transactions',
      export: (caller, q) => service.exportTransactions(deps, caller, q),
    },
  });
  app.post(
    '/transactions',
    {
      config: { access, keepsCallers: true },
      schema: {
        tags,
        operationId: 'createSale',
        summary: 'Make a sale (once per Idempotency-Key: a replay answers the same sale)',
        // No credits left; a customer, store or item that is gone; stock short; a reused key.
        errors: [402, 403, 404, 409, 422],
        body: ZSaleBody,
        headers: ZSaleHeaders,
        response: { 201: ZSaleResponse },
        answerHeaders: {
          'Idempotent-Replayed': {
            type: 'string',
            enum: ['true'],
            description:
              'Sent when this answer replays the one first given to this Idempotency-Key.',
          },
        },
      },
    },
    async (req, reply) => {
      const { replayed, ...answer } = await checkout.createSale(
        deps,
        callerOf(req),
        req.body,
        req.headers['idempotency-key'],
        req.headers['x-approval'],
      );
      // A replay answers what the first attempt answered.
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer);
    },
  );
  app.get(
    '/transactions/:id',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'getTransaction',
        summary: 'Read one sale with its lines',
        params: ZIdParams,
        response: { 200: z.object({ data: ZTransaction }) },
      },
    },
    async (req) => ({ data: await service.getTransaction(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/transactions/:id/refund',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'refundTransaction',
        summary: 'Refund a sale: its stock returns where it was sold',
        errors: [409],
        params: ZIdParams,
        response: { 200: ZSaleResponse },
      },
    },
    (req) => refund.refundSale(deps, callerOf(req), req.params.id),
  );
  app.delete(
    '/transactions/:id',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'deleteTransaction',
        summary: 'Delete a sale that moved no stock',
        errors: [409],
        params: ZIdParams,
        response: { 200: ZMessage },
      },
    },
    (req) => service.deleteTransaction(deps, callerOf(req), req.params.id),
  );

  const document = (path: string, name: 'invoice' | 'receipt', render: typeof invoicePdf) =>
    app.get(
      path,
      {
        config: { access, resource },
        schema: {
          tags,
          operationId: `get${name === 'invoice' ? 'Invoice' : 'Receipt'}Pdf`,
          summary: `The sale's ${name} as a PDF`,
          params: ZIdParams,
          querystring: ZDocumentQuery,
          response: { 200: fileResponse('application/pdf', `The ${name}`) },
        },
      },
      async (req, reply) => {
        const { tz, locale } = req.query;
        const pdf = await render(deps, callerOf(req), req.params.id, { timeZone: tz, locale });
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `inline; filename="${name}-${req.params.id.slice(0, 12)}.pdf"`,
          )
          .send(pdf);
      },
    );
  document('/invoice/:id/pdf', 'invoice', invoicePdf);
  document('/transactions/:id/receipt.pdf', 'receipt', receiptPdf);
};
