/** How the SQL snapshot (apps/api/sql-snapshot) calls audit.repository.ts's functions. */
import { AT, ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as audit from './audit.repository.js';

export const examples = sqlExamples<typeof audit>({
  insertEvent: [
    [
      ORG,
      {
        userId: ID,
        apiKeyId: null,
        ip: '127.0.0.1',
        entityType: 'Product',
        entityId: OTHER,
        action: 'update',
        changes: { price: { before: 1, after: 2 } },
        approvedBy: null,
      },
    ],
  ],
  insertEvents: [
    [
      ORG,
      [
        {
          userId: ID,
          apiKeyId: null,
          ip: null,
          entityType: 'Product',
          entityId: OTHER,
          action: 'create',
          changes: {},
          approvedBy: null,
        },
      ],
    ],
  ],
  deleteExpiredEvents: [[AT]],
});
