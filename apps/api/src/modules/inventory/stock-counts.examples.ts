/** How the SQL snapshot (apps/api/sql-snapshot) calls stock-counts.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as stockCounts from './stock-counts.repository.js';

const AT_STORE = { storeId: ID, warehouseId: null };
const AT_WAREHOUSE = { storeId: null, warehouseId: ID };

export const examples = sqlExamples<typeof stockCounts>({
  insertCount: [[ORG, ID, { storeId: ID, warehouseId: null, name: 'Year end', categoryId: null }]],
  snapshotLines: [
    { label: 'every item of a store', args: [ORG, ID, AT_STORE, null] },
    { label: "a category's items of a warehouse", args: [ORG, ID, AT_WAREHOUSE, OTHER] },
  ],
  lockCount: [
    { label: 'to post or cancel', args: [ORG, ID, 'update'] },
    { label: 'to count', args: [ORG, ID, 'share'] },
  ],
  productInCategory: [[ORG, ID, OTHER]],
  addToCount: [[ORG, ID, AT_STORE, { productId: ID, variationId: null }, 1]],
  setCounted: [
    { label: 'typed', args: [ORG, ID, AT_STORE, OTHER, 5] },
    { label: 'cleared', args: [ORG, ID, AT_STORE, OTHER, null] },
  ],
  countedDifferences: [[ORG, ID]],
  uncountedWithLevel: [[ORG, ID, AT_STORE]],
  countAsZero: [[ORG, [{ id: ID, expected: 3 }]]],
  recordPosted: [[ORG, ID]],
  setStatus: [
    {
      label: 'posted',
      args: [ORG, ID, { status: 'Posted', postedBy: OTHER, zeroUncounted: true }],
    },
    { label: 'cancelled', args: [ORG, ID, { status: 'Cancelled' }] },
  ],
});
