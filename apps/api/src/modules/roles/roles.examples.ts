/** How the SQL snapshot (apps/api/sql-snapshot) calls roles.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as roles from './roles.repository.js';

export const examples = sqlExamples<typeof roles>({
  insertRole: [[ORG, { name: 'n', description: null, isBuiltIn: false }]],
  updateRole: [[ORG, ID, { name: 'n', description: null }]],
  lockRole: [
    { label: 'update', args: [ORG, ID, 'update'] },
    { label: 'share', args: [ORG, ID, 'share'] },
  ],
});
