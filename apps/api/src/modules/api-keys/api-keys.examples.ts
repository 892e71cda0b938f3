/** How the SQL snapshot (apps/api/sql-snapshot) calls api-keys.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as keys from './api-keys.repository.js';

export const examples = sqlExamples<typeof keys>({
  insertApiKey: [
    [
      {
        organizationId: ORG,
        id: ID,
        name: 'Accounting sync',
        prefix: 'pos_live_Ab12Cd',
        secretHash: 'hash',
        permissions: ['manage_transactions'],
        createdBy: ID,
      },
    ],
  ],
  useApiKey: [['hash']],
  revokeApiKey: [[ORG, ID]],
});
