/** How the SQL snapshot (apps/api/sql-snapshot) calls permissions.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as permissions from './permissions.repository.js';

export const examples = sqlExamples<typeof permissions>({
  insertPermission: [[ORG, { name: 'n', description: null }]],
  updatePermission: [[ORG, ID, { name: 'n', description: null }]],
});
