/** How the SQL snapshot (apps/api/sql-snapshot) calls users.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as users from './users.repository.js';

export const examples = sqlExamples<typeof users>({
  insertUser: [[ORG, { name: 'n', username: 'u', email: null, passwordHash: 'h', roleId: ID }]],
  updateUser: [[ORG, ID, { name: 'n', email: null, phone: null, roleId: ID, isActive: true }]],
  digestRecipients: [[ORG, 'manage_inventory']],
});
