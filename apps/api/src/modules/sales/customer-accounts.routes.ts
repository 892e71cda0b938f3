import {
  STATEMENT_EMAILS_PER_DAY,
  ZAccountPaymentBody,
  ZAccountPaymentResponse,
  ZStatementEmailBody,
  ZStatementQuery,
} from '@pos/contracts/customer-accounts';
import { ZIdParams } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps } from '../../plugins/types.js';
import { CUSTOMER_RESOURCE } from '../customers/customers.service.js';
import { takeAccountPayment } from './account-payments.service.js';
import { emailStatement, statementPdf } from './account-statement.service.js';
import { replayedHeader, ZIdempotencyHeaders } from './sales.routes.js';

/** Who takes money at the register. */
const TAKE: Access = { kind: 'permission', anyOf: ['manage_transactions'] };
/** Who reads a customer's statement: whoever looks after customers or their accounts. */
const READ: Access = {
  kind: 'permission',
  anyOf: ['manage_customers', 'manage_customer_accounts'],
};
/** Who sends statements out. */
const SEND: Access = { kind: 'permission', anyOf: ['manage_customer_accounts'] };
const tags = ['customers'];
const config = (access: Access) => ({ access, resource: CUSTOMER_RESOURCE });

/**
 * Customers' charge accounts at the register and on paper (docs/guide/stored-value.md, "Charge
 * accounts"): a payment on account, the statement as a PDF and by e-mail.
 */
export const customerAccountsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/customers/:id/account-payments',
    {
      config: config(TAKE),
      schema: {
        tags,
        operationId: 'takeAccountPayment',
        summary:
          "Take a payment on the customer's charge account: the oldest charges first, change for cash (once per Idempotency-Key)",
        errors: [404, 409, 422],
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZAccountPaymentBody,
        response: { 201: ZAccountPaymentResponse },
        answerHeaders: replayedHeader,
      },
    },
    async (req, reply) => {
      const { replayed, ...answer } = await takeAccountPayment(
        deps,
        callerOf(req),
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer);
    },
  );
  app.get(
    '/customers/:id/statement.pdf',
    {
      config: config(READ),
      schema: {
        tags,
        operationId: 'getAccountStatementPdf',
        summary:
          "The customer's account statement of a period as a PDF (days of the organization's time zone; by default this month)",
        params: ZIdParams,
        querystring: ZStatementQuery,
        response: { 200: fileResponse('application/pdf', 'The statement') },
      },
    },
    async (req, reply) => {
      const { pdf, file } = await statementPdf(deps, callerOf(req), req.params.id, req.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .send(pdf);
    },
  );
  app.post(
    '/customers/:id/statement/email',
    {
      config: config(SEND),
      schema: {
        tags,
        operationId: 'emailAccountStatement',
        summary: `Mail the customer's account statement of a period as a PDF (at most ${STATEMENT_EMAILS_PER_DAY} a customer a day)`,
        // The customer's statement was mailed as often today as allowed.
        errors: [409],
        params: ZIdParams,
        body: ZStatementEmailBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (req) => emailStatement(deps, callerOf(req), req.params.id, req.body),
  );
};
