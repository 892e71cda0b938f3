/** How the SQL snapshot (apps/api/sql-snapshot) calls reports.repository.ts's functions. */
import { ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as reports from './reports.repository.js';

export const examples = sqlExamples<typeof reports>({
  netSalesPerDay: [[ORG, '2024-01-01', '2024-01-07', 'America/New_York']],
  topProducts: [[ORG, 1, 5]],
});
