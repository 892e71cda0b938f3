/** How the SQL snapshot (apps/api/sql-snapshot) calls inventory-reports.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as inventoryReports from './inventory-reports.repository.js';

export const examples = sqlExamples<typeof inventoryReports>({
  storesForReport: [
    { label: 'every store', args: [ORG] },
    { label: 'one store', args: [ORG, ID] },
  ],
  reportLines: [
    { label: 'all', args: [ORG, [ID, OTHER], { limit: 10 }] },
    { label: 'search', args: [ORG, [ID, OTHER], { limit: 10, search: 'x' }] },
  ],
  reportTotals: [
    { label: 'all', args: [ORG, [ID, OTHER], { limit: 10 }] },
    { label: 'search', args: [ORG, [ID, OTHER], { limit: 10, search: 'x' }] },
  ],
});
