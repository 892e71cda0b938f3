/** How the SQL snapshot (apps/api/sql-snapshot) calls attributes.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as attributes from './attributes.repository.js';

export const examples = sqlExamples<typeof attributes>({
  insertEntry: [['attributes', ORG, 'n']],
  renameEntry: [['attributes', ORG, ID, 'n']],
  deleteEntry: [['attributes', ORG, ID]],
  findEntryIdByName: [['attributes', ORG, 'n']],
});
