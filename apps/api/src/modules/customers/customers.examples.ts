/** How the SQL snapshot (apps/api/sql-snapshot) calls customers.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as customers from './customers.repository.js';

export const examples = sqlExamples<typeof customers>({
  insertCustomer: [[ORG, { name: 'n', email: null, phone: null }]],
  insertCustomerWithId: [[ORG, ID, { name: 'n', email: null, phone: null }]],
  updateCustomer: [[ORG, ID, { name: 'n', email: null, phone: null }]],
});
