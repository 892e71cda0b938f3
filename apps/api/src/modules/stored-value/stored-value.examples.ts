/** How the SQL snapshot (apps/api/sql-snapshot) calls stored-value.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as storedValue from './stored-value.repository.js';

export const examples = sqlExamples<typeof storedValue>({
  lockCustomerAccount: [[ORG, ID, 'store_credit']],
  addEntry: [
    [
      ORG,
      {
        id: ID,
        accountId: OTHER,
        kind: 'adjust',
        amount: '-5.00',
        reason: 'Entered twice',
        transactionId: null,
        returnId: null,
        userId: ID,
      },
    ],
  ],
  customerAccounts: [[ORG, ID]],
  lockSaleEarning: [[ORG, ID]],
  salePointsPaid: [[ORG, ID]],
});
