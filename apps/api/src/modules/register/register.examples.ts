/** How the SQL snapshot (apps/api/sql-snapshot) calls register.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as register from './register.repository.js';

export const examples = sqlExamples<typeof register>({
  storeClock: [[ORG, ID, 30]],
  productsAfter: [
    { label: 'a full load', args: [ORG, null, '2024-01-01T00:00:00.000000Z', 5000] },
    { label: 'after a cursor', args: [ORG, ['2024-01-01T00:00:00.000000Z', ID], null, 5000] },
  ],
  removedProductsAfter: [[ORG, ['2024-01-01T00:00:00.000000Z', ID], 10000]],
  stockAfter: [[ORG, ID, ['2024-01-01T00:00:00.000000Z', ID], 10000]],
  customersAfter: [[ORG, ['2024-01-01T00:00:00.000000Z', ID], 10000]],
  removedCustomersAfter: [[ORG, ['2024-01-01T00:00:00.000000Z', ID], 10000]],
  customersStart: [[ORG, 50000]],
});
