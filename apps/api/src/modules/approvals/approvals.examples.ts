/** How the SQL snapshot (apps/api/sql-snapshot) calls approvals.repository.ts's functions. */
import { AT, ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as approvals from './approvals.repository.js';

export const examples = sqlExamples<typeof approvals>({
  insertApproval: [
    [
      ORG,
      {
        tokenHash: 'h',
        approverId: ID,
        requestedBy: ID,
        action: 'return',
        transactionId: ID,
        expiresAt: AT,
      },
    ],
  ],
  useApproval: [
    {
      label: 'for a sale',
      args: [ORG, { tokenHashes: ['h'], requestedBy: ID, action: 'return', transactionId: ID }],
    },
    {
      label: 'for no sale',
      args: [
        ORG,
        {
          tokenHashes: ['h', 'i'],
          requestedBy: ID,
          action: 'sell_without_stock',
          transactionId: null,
        },
      ],
    },
  ],
  deleteStaleApprovals: [[AT]],
  isSaleOf: [[ORG, ID]],
});
