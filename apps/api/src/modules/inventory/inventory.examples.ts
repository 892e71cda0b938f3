/** How the SQL snapshot (apps/api/sql-snapshot) calls inventory.repository.ts's functions. */
import { item, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as inventory from './inventory.repository.js';

export const examples = sqlExamples<typeof inventory>({
  setLevelRemarks: [[item, 'r']],
});
