/** How the SQL snapshot (apps/api/sql-snapshot) calls operations.repository.ts's functions. */
import { sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as operations from './operations.repository.js';

export const examples = sqlExamples<typeof operations>({
  databaseState: [[]],
  queueDepths: [
    { label: 'on PostgreSQL with pg-boss', args: [true] },
    { label: 'without pg-boss', args: [false] },
  ],
});
