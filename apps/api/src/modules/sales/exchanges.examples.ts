/** How the SQL snapshot (apps/api/sql-snapshot) calls exchanges.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as exchanges from './exchanges.repository.js';

export const examples = sqlExamples<typeof exchanges>({
  recordExchange: [
    [
      ORG,
      {
        id: ID,
        transactionId: OTHER,
        returnId: OTHER,
        saleId: ID,
        net: '-5.00',
        refundMethod: 'Cash',
        storeId: OTHER,
        userId: ID,
        idempotencyKey: null,
        requestHash: null,
        createdAt: null,
      },
    ],
  ],
  findExchange: [
    { label: 'by id', args: [ORG, { id: ID }] },
    { label: 'by its key', args: [ORG, { idempotencyKey: 'key-1' }] },
  ],
});
