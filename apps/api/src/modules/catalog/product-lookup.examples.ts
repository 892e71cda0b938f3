/** How the SQL snapshot (apps/api/sql-snapshot) calls product-lookup.repository.ts's functions. */
import { atStoreSql, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as productLookup from './product-lookup.repository.js';

export const examples = sqlExamples<typeof productLookup>({
  findByCode: [[ORG, 'x']],
  findByCodeAtStore: [
    { label: 'store named', args: [ORG, 'x', atStoreSql(ORG, OTHER)] },
    { label: 'default store', args: [ORG, 'x', atStoreSql(ORG, null)] },
  ],
});
