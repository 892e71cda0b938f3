/** How the SQL snapshot (apps/api/sql-snapshot) calls gift-cards.repository.ts's functions. */
import { AT, ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as giftCards from './gift-cards.repository.js';

export const examples = sqlExamples<typeof giftCards>({
  insertGiftCards: [
    [
      ORG,
      [
        {
          id: ID,
          codeHash: 'c0ffee',
          last4: 'PQRS',
          customerId: OTHER,
          expiresAt: AT,
          issuedBy: ID,
        },
      ],
    ],
  ],
  findGiftCard: [
    { label: 'by id, locked', args: [ORG, { id: ID }, true] },
    { label: 'by code', args: [ORG, { codeHash: 'c0ffee' }] },
  ],
});
