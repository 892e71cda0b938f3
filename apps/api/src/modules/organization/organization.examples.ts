/** How the SQL snapshot (apps/api/sql-snapshot) calls organization.repository.ts's functions. */
import { ID, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as organization from './organization.repository.js';

export const examples = sqlExamples<typeof organization>({
  insertOrganization: [[{ name: 'n', code: 'c', kind: 'tenant', email: null }]],
  updateOrganization: [[ID, { name: 'n', address: null, email: null, phone: null }]],
  setOrganizationStatus: [[ID, { isActive: false, disabledReason: 'r', disabledAt: new Date(0) }]],
});
