/** How the SQL snapshot (apps/api/sql-snapshot) calls platform.repository.ts's functions. */
import { sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as platform from './platform.repository.js';

export const examples = sqlExamples<typeof platform>({
  writePlatformSettings: [[{ defaultCurrency: 'INR' }]],
});
