/** How the SQL snapshot (apps/api/sql-snapshot) calls low-stock-digest.repository.ts's functions. */
import { ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as lowStockDigest from './low-stock-digest.repository.js';

export const examples = sqlExamples<typeof lowStockDigest>({
  claimDigestDay: [[ORG, '2024-01-01']],
  takeCrossedLevels: [[ORG, 20]],
});
