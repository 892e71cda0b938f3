/** How the SQL snapshot (apps/api/sql-snapshot) calls returns.repository.ts's functions. */
import { ID, movePlan, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as returns from './returns.repository.js';

export const examples = sqlExamples<typeof returns>({
  openReturn: [
    {
      label: "in the returner's open shift",
      args: [ORG, { transactionId: ID, storeId: OTHER, userId: ID }],
    },
    {
      label: "in an offline register's shift",
      args: [ORG, { transactionId: ID, storeId: OTHER, userId: ID, offlineShiftId: OTHER }],
    },
  ],
  recordReturn: [
    ...(['Partially Refunded', 'Refunded'] as const).map((status) => ({
      label:
        status === 'Refunded' ? 'the last units, without stock to move' : 'with its stock move',
      args: [
        ORG,
        {
          id: ID,
          documentNumber: 7,
          transactionId: OTHER,
          storeId: OTHER,
          userId: ID,
          approvedBy: null,
          shiftId: null,
          reason: null,
          refundMethod: 'Cash',
          subtotal: '10.00',
          taxes: [],
          taxTotal: '0.00',
          rounding: '0.00',
          total: '10.00',
          exchangeCredit: '0.00',
          pointsBack: 0,
          pointsBackAmount: '0.00',
          createdAt: null,
          items: [{ id: ID, item_id: OTHER, quantity: 1, amount: '10.00' }],
          status,
        },
        status === 'Refunded' ? null : movePlan(true),
      ] as [string, returns.ReturnRecord, ReturnType<typeof movePlan> | null],
    })),
  ],
  findByDocumentNumber: [[ORG, 42]],
});
