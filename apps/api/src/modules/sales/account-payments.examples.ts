/** How the SQL snapshot (apps/api/sql-snapshot) calls account-payments.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as accountPayments from './account-payments.repository.js';

export const examples = sqlExamples<typeof accountPayments>({
  paymentContext: [
    [ORG, { userId: ID, storeId: null, idempotencyKey: null }],
    [ORG, { userId: ID, storeId: OTHER, idempotencyKey: 'pay-key-0001' }],
  ],
  insertAccountPayment: [
    [
      ORG,
      {
        id: ID,
        customerId: OTHER,
        method: 'Cash',
        tendered: '50.00',
        amount: '35.00',
        change: '15.00',
        storeId: OTHER,
        shiftId: null,
        userId: ID,
        allocations: [{ transactionId: ID, saleNumber: '000012', amount: 35 }],
        idempotencyKey: null,
        requestHash: null,
      },
    ],
  ],
  findAccountPayment: [[ORG, ID]],
});
