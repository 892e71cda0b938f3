import { ZMessage } from '@pos/contracts/common';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import { RECEIPT_EMAILS_PER_SALE, ZEmailReceiptBody } from '@pos/contracts/receipt-mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { emailReceipt } from './receipt-mail.service.js';
import { transactions } from './sales.tables.js';

export const receiptMailRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/transactions/:id/email-receipt',
    {
      config: {
        access: SCREENS.transactions.access,
        resource: { table: transactions, name: 'Transaction' },
      },
      schema: {
        tags: ['transactions'],
        operationId: 'emailReceipt',
        summary: `E-mail the sale's receipt PDF (at most ${RECEIPT_EMAILS_PER_SALE} times a sale)`,
        // The sale's receipt was mailed as often as allowed.
        errors: [409],
        params: ZIdParams,
        body: ZEmailReceiptBody,
        response: { 200: ZMessage },
      },
    },
    (req) => emailReceipt(deps, callerOf(req), req.params.id, req.body),
  );
};
