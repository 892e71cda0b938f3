/** How the SQL snapshot (apps/api/sql-snapshot) calls categories.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as categories from './categories.repository.js';

export const examples = sqlExamples<typeof categories>({
  insertCategory: [[ORG, { name: 'n', description: null, parentId: null }]],
  updateCategory: [[ORG, ID, { name: 'n', description: null, parentId: null }]],
});
