/** How the SQL snapshot (apps/api/sql-snapshot) calls reorder.repository.ts's functions. */
import { ID, type NotRendered, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as reorder from './reorder.repository.js';

export const notRendered: NotRendered<typeof reorder> = {
  lowLevelsSql:
    'part of a statement; rendered within lowLevels and low-stock-digest takeCrossedLevels',
};

export const examples = sqlExamples<typeof reorder>({
  lowLevels: [
    { label: 'every location and supplier', args: [ORG, 20, {}, 500] },
    { label: 'a store and a supplier', args: [ORG, 20, { storeId: ID, supplierId: OTHER }, 500] },
    { label: 'a warehouse', args: [ORG, 20, { warehouseId: ID }, 500] },
  ],
});
