/** How the SQL snapshot (apps/api/sql-snapshot) calls totals.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as totals from './totals.repository.js';
import { TOTALS } from './totals-layout.js';

const SEAL = { org: ORG, generation: 1, storeKey: ID };

export const examples = sqlExamples<typeof totals>({
  sealBounds: [[TOTALS.rollup_products, SEAL, 'Asia/Kolkata']],
  assignKeys: [
    { label: 'products', args: [TOTALS.rollup_products, SEAL, '2024-01-03', '2024-01-10'] },
    { label: 'customers', args: [TOTALS.rollup_customers, SEAL, '2024-01-03', '2024-01-10'] },
  ],
  sealEmpty: [[TOTALS.rollup_products, SEAL, '2024-01-03']],
  sealDay: [
    { label: 'products', args: [TOTALS.rollup_products, SEAL, '2024-01-03'] },
    { label: 'customers', args: [TOTALS.rollup_customers, SEAL, '2024-01-03'] },
  ],
});
