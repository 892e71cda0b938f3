/** How the SQL snapshot (apps/api/sql-snapshot) calls shifts.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as shifts from './shifts.repository.js';

export const examples = sqlExamples<typeof shifts>({
  findStore: [
    { label: 'named store', args: [ORG, ID] },
    { label: 'default store', args: [ORG, null] },
  ],
  insertShift: [[ORG, { storeId: ID, userId: ID, openingFloat: '100.00' }]],
  findShift: [
    { label: 'anyone (manage_shifts)', args: [ORG, ID, null] },
    { label: 'own, locked', args: [ORG, ID, OTHER, true] },
  ],
  findOpenShiftId: [
    { label: 'named store', args: [ORG, ID, OTHER] },
    { label: 'default store', args: [ORG, ID, null] },
  ],
  insertMovement: [
    [ORG, { shiftId: ID, type: 'pay_out', amount: '5.00', reason: 'r', userId: ID }],
  ],
  closeShift: [
    {
      label: 'anyone (manage_shifts)',
      args: [ORG, ID, { viewerId: null, closedBy: ID, countedCash: '1.00', note: null }],
    },
    {
      label: 'own',
      args: [ORG, ID, { viewerId: ID, closedBy: ID, countedCash: '1.00', note: 'n' }],
    },
  ],
  saveCloseFigures: [
    [
      ORG,
      ID,
      {
        expectedCash: '1.00',
        difference: '0.00',
        summary: {
          salesCount: 0,
          salesAmount: 0,
          giftCardsSold: 0,
          discounts: 0,
          taxes: [],
          taxTotal: 0,
          returnsCount: 0,
          returnsAmount: 0,
          byMethod: [],
          cashTaken: 0,
          changeGiven: 0,
          payIns: 0,
          payOuts: 0,
          cashRefunds: 0,
          noSales: 0,
          accountPayments: [],
          rounding: 0,
        },
      },
    ],
  ],
});
