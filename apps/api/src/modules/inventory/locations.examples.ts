/** How the SQL snapshot (apps/api/sql-snapshot) calls locations.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as locations from './locations.repository.js';

const store = {
  name: 'n',
  location: null,
  contactPerson: null,
  contactPhone: null,
  isActive: true,
};

export const examples = sqlExamples<typeof locations>({
  insertStore: [[ORG, { ...store, isDefault: false }]],
  updateStore: [[ORG, ID, store]],
  insertWarehouse: [[ORG, { name: 'n', location: null, isActive: true }]],
  updateWarehouse: [[ORG, ID, { name: 'n', location: null, isActive: true }]],
  stockAt: [
    { label: 'store', args: [ORG, 'store', ID] },
    { label: 'warehouse', args: [ORG, 'warehouse', ID] },
  ],
  deleteLocation: [
    { label: 'store', args: [ORG, 'store', ID] },
    { label: 'warehouse', args: [ORG, 'warehouse', ID] },
  ],
  findLocation: [
    { label: 'store', args: [ORG, 'store', ID] },
    { label: 'warehouse', args: [ORG, 'warehouse', ID] },
  ],
});
