/** How the SQL snapshot (apps/api/sql-snapshot) calls suppliers.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as suppliers from './suppliers.repository.js';

const SUPPLIER = {
  name: 'n',
  contactName: null,
  email: null,
  phone: null,
  address: null,
  leadTimeDays: null,
  notes: null,
};

export const examples = sqlExamples<typeof suppliers>({
  insertSupplier: [[ORG, SUPPLIER]],
  updateSupplier: [[ORG, ID, SUPPLIER]],
});
