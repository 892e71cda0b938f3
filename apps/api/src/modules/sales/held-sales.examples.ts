/** How the SQL snapshot (apps/api/sql-snapshot) calls held-sales.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as heldSales from './held-sales.repository.js';

export const examples = sqlExamples<typeof heldSales>({
  parkContext: [
    { label: 'walk-in', args: [ORG, { storeId: ID, customerId: null, productIds: [ID] }] },
    { label: 'a customer', args: [ORG, { storeId: ID, customerId: ID, productIds: [ID] }] },
  ],
  insertHeldSale: [
    [
      ORG,
      { id: ID, storeId: ID, userId: ID, customerId: null, note: null, cart: { items: [] } },
      100,
    ],
  ],
});
