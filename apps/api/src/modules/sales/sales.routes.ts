import { ZApprovalHeader } from '@pos/contracts/approvals';
import { ZMessage } from '@pos/contracts/common';
import { ZExchangeBody, ZExchangeGetResponse, ZExchangeResponse } from '@pos/contracts/exchanges';
import { ZIdParams } from '@pos/contracts/list';
import { type Access, SCREENS } from '@pos/contracts/permissions';
import { ZReceiptShop } from '@pos/contracts/receipt-model';
import { ZReturnBody, ZReturnResponse } from '@pos/contracts/returns';
import {
  REVIEW_PERMISSION,
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
import { registerReceiptModelRoute, ZDocumentQuery } from '../../lib/receipt-model-route.js';
import { callerOf } from '../../plugins/auth.js';
import { type AnswerHeader, fileResponse } from '../../plugins/openapi.js';
import type { AppDeps, ResourceRef } from '../../plugins/types.js';
import * as checkout from './checkout.service.js';
import * as exchanges from './exchanges.service.js';
import * as returns from './returns.service.js';
import {
  exchangeReceiptModel,
  exchangeReceiptPdf,
  invoicePdf,
  receiptModel,
  receiptPdf,
  receiptShop,
  returnReceiptModel,
  returnReceiptPdf,
} from './sale-documents.service.js';
import * as service from './sales.service.js';
import { exchanges as exchangesTable, saleReturns, transactions } from './sales.tables.js';

const access = SCREENS.transactions.access;
/** Who may mark a flagged sale reviewed (the web shows the button by the same rule). */
const reviewAccess: Access = { kind: 'permission', anyOf: [REVIEW_PERMISSION] };
const resource = { table: transactions, name: 'Transaction' };
const returnResource = { table: saleReturns, name: 'Return' };
const exchangeResource = { table: exchangesTable, name: 'Exchange' };
const tags = ['transactions'];

/**
 * A document's viewer: dates in their time zone (absent: the organization's), amounts grouped as
 * in their language.
 */

/** An Idempotency-Key: a client-made unique string (a UUID, typically). */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 200 characters.')
    .max(200, 'Idempotency-Key must be 8 to 200 characters.')
    .optional(),
});

const ZSaleHeaders = ZIdempotencyHeaders.extend({
  /** A manager's approval of the cashier's discounts (`POST /approvals`). */
  'x-approval': ZApprovalHeader.shape['x-approval'],
});

/** A receipt's number as printed (zeros or not); anything else is simply not found. */
/** An answer that replays the first given to an Idempotency-Key says so. */
export const replayedHeader: Record<string, AnswerHeader> = {
  'Idempotent-Replayed': {
    type: 'string',
    enum: ['true'],
    description: 'Sent when this answer replays the one first given to this Idempotency-Key.',
  },
};

const ZNumberParams = z.strictObject({ number: z.string().max(40, 'Not a receipt number.') });

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
        // An offline sale: its time out of range (400), its local number taken (409).
        errors: [400, 402, 403, 404, 409, 422, 429],
        body: ZSaleBody,
        headers: ZSaleHeaders,
        response: { 201: ZSaleResponse },
        answerHeaders: replayedHeader,
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
  app.get(
    '/transactions/by-number/:number',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'getTransactionByNumber',
        summary:
          'Find a sale by the number its receipt prints (with or without leading zeros), or by the local number an offline register printed (AB12-42)',
        errors: [404],
        params: ZNumberParams,
        response: { 200: z.object({ data: ZTransaction }) },
      },
    },
    async (req) => ({
      data: await returns.getByNumber(deps, callerOf(req), req.params.number),
    }),
  );
  app.post(
    '/transactions/:id/review',
    {
      // A manager's: process_returns is what a manager has and a cashier has not for a sale
      // already made (a flagged sale's remedy is often a return); DESIGN §13.
      config: { access: reviewAccess, resource },
      schema: {
        tags,
        operationId: 'markTransactionReviewed',
        summary:
          'Mark an offline sale flagged for review as reviewed (process_returns): it leaves the needsReview list, its reasons stay',
        // Not flagged (never, or reviewed already).
        errors: [409],
        params: ZIdParams,
        response: { 200: ZSaleResponse },
      },
    },
    (req) => service.markReviewed(deps, callerOf(req), req.params.id),
  );
  app.post(
    '/transactions/:id/returns',
    {
      config: { access, resource, keepsCallers: true },
      schema: {
        tags,
        operationId: 'createReturn',
        summary:
          'Return some units of some lines: the money back in proportion, the stock back where it was sold (process_returns or X-Approval)',
        // No process_returns and no valid approval; a line not of the sale; more than is left,
        // a sale not completed or already refunded.
        errors: [403, 404, 409],
        params: ZIdParams,
        // A manager's approval of a cashier's return (`POST /approvals`).
        headers: ZApprovalHeader,
        body: ZReturnBody,
        response: { 201: ZReturnResponse },
      },
    },
    async (req, reply) => {
      const answer = await returns.createReturn(
        deps,
        callerOf(req),
        req.params.id,
        req.body,
        req.headers['x-approval'],
      );
      return reply.status(201).send(answer);
    },
  );
  app.post(
    '/transactions/:id/exchanges',
    {
      config: { access, resource, keepsCallers: true },
      schema: {
        tags,
        operationId: 'createExchange',
        summary:
          "Exchange: some units of a sale come back and new items go out in one transaction — what comes back pays the new items, the difference is paid or refunded (the return's and the sale's rules; once per Idempotency-Key)",
        // The payments of the difference; a return or discount not allowed; a line or item not
        // found; more than is left, stock short; a reused key.
        errors: [400, 402, 403, 404, 409, 422, 429],
        params: ZIdParams,
        headers: ZSaleHeaders,
        body: ZExchangeBody,
        response: { 201: ZExchangeResponse },
        answerHeaders: replayedHeader,
      },
    },
    async (req, reply) => {
      const { replayed, ...answer } = await exchanges.createExchange(
        deps,
        callerOf(req),
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
        req.headers['x-approval'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer);
    },
  );
  app.get(
    '/exchanges/:id',
    {
      config: { access, resource: exchangeResource },
      schema: {
        tags,
        operationId: 'getExchange',
        summary: 'Read one exchange with its return and its new sale',
        params: ZIdParams,
        response: { 200: ZExchangeGetResponse },
      },
    },
    async (req) => ({
      data: await exchanges.loadExchange(deps.db, callerOf(req).organizationId, req.params.id),
    }),
  );
  app.post(
    '/transactions/:id/refund',
    {
      config: { access, resource, keepsCallers: true },
      schema: {
        tags,
        operationId: 'refundTransaction',
        summary:
          'Refund a sale, or what its returns left of it: its stock returns where it was sold (process_returns or X-Approval)',
        errors: [403, 409],
        params: ZIdParams,
        // A manager's approval of a cashier's return (`POST /approvals`).
        headers: ZApprovalHeader,
        response: { 200: ZSaleResponse },
      },
    },
    (req) => returns.refundSale(deps, callerOf(req), req.params.id, req.headers['x-approval']),
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
  registerReceiptModelRoute(app, {
    path: '/transactions/:id/receipt',
    access,
    resource,
    tags,
    operationId: 'getReceiptModel',
    summary:
      "The sale's receipt as its blocks of text, for the register's thermal printer (the PDF's very lines)",
    load: (caller, id, viewer) => receiptModel(deps, caller, id, viewer),
  });
  app.get(
    '/register/receipt-shop',
    {
      config: { access: SCREENS.register.access },
      schema: {
        tags,
        operationId: 'getReceiptShop',
        summary:
          "Who the receipts are from (name, address and phone, logo as a data URL) as the receipt settings print them: the register's offline receipts",
        response: { 200: z.object({ data: ZReceiptShop }) },
      },
    },
    async (req) => ({ data: await receiptShop(deps, callerOf(req)) }),
  );
  document('/invoice/:id/pdf', 'invoice', invoicePdf);
  document('/transactions/:id/receipt.pdf', 'receipt', receiptPdf);
  /** A return's or an exchange's receipt (80 mm, like the sale's), its file named by its number. */
  const numberedReceipt = (
    path: string,
    what: { resource: ResourceRef; file: 'return' | 'exchange'; summary: string },
    render: typeof returnReceiptPdf,
  ) =>
    app.get(
      path,
      {
        config: { access, resource: what.resource },
        schema: {
          tags,
          operationId: `get${what.file === 'return' ? 'Return' : 'Exchange'}ReceiptPdf`,
          summary: what.summary,
          params: ZIdParams,
          querystring: ZDocumentQuery,
          response: { 200: fileResponse('application/pdf', `The ${what.file} receipt`) },
        },
      },
      async (req, reply) => {
        const { tz, locale } = req.query;
        const { pdf, number } = await render(deps, callerOf(req), req.params.id, {
          timeZone: tz,
          locale,
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${what.file}-${number}.pdf"`)
          .send(pdf);
      },
    );
  registerReceiptModelRoute(app, {
    path: '/returns/:id/receipt',
    access,
    resource: returnResource,
    tags,
    operationId: 'getReturnReceiptModel',
    summary: "A return's receipt as its lines, for the register's thermal printer",
    load: (caller, id, viewer) => returnReceiptModel(deps, caller, id, viewer),
  });
  numberedReceipt(
    '/returns/:id/receipt.pdf',
    {
      resource: returnResource,
      file: 'return',
      summary: "A return's receipt as a PDF (80 mm, like the sale's)",
    },
    returnReceiptPdf,
  );
  registerReceiptModelRoute(app, {
    path: '/exchanges/:id/receipt',
    access,
    resource: exchangeResource,
    tags,
    operationId: 'getExchangeReceiptModel',
    summary: "An exchange's receipt as its lines, for the register's thermal printer",
    load: (caller, id, viewer) => exchangeReceiptModel(deps, caller, id, viewer),
  });
  numberedReceipt(
    '/exchanges/:id/receipt.pdf',
    {
      resource: exchangeResource,
      file: 'exchange',
      summary:
        "An exchange's one receipt as a PDF (80 mm): what came back, what went out, the difference",
    },
    exchangeReceiptPdf,
  );
};
