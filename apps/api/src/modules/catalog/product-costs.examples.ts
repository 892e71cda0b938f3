/** How the SQL snapshot (apps/api/sql-snapshot) calls product-costs.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as productCosts from './product-costs.repository.js';

export const examples = sqlExamples<typeof productCosts>({
  applyReceiptCosts: [
    [
      ORG,
      [
        { productId: ID, variationId: null, quantity: 2, unitCost: '1.0000' },
        { productId: ID, variationId: OTHER, quantity: 2, unitCost: '1.0000' },
      ],
    ],
  ],
});
