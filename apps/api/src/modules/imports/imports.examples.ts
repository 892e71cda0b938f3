/** How the SQL snapshot (apps/api/sql-snapshot) calls imports.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as importsRepo from './imports.repository.js';

const product = {
  id: ID,
  name: 'Oat Milk Latte',
  description: null,
  sku: 'LAT-1',
  price: '4.50',
  costPrice: '0.9500',
  unit: 'each' as const,
  configurableAttributes: [{ name: 'Size', values: ['Small'] }],
};
const variation = {
  id: OTHER,
  productId: ID,
  combination: ['Small'],
  price: '4.50',
  costPrice: null,
  sku: 'LAT-OAT-12',
  position: 0,
};
const customer = {
  id: ID,
  name: 'Aroha Ngata',
  email: 'a@example.nz',
  phone: null,
  creditLimit: '10.00',
};

export const examples = sqlExamples<typeof importsRepo>({
  insertImport: [
    [
      {
        organizationId: ORG,
        id: ID,
        requestedBy: OTHER,
        source: 'square',
        kind: 'products',
        layout: 'square-products',
        fileName: 'items.csv',
        dryRun: false,
        rowsTotal: 10,
      },
    ],
  ],
  getImport: [[ORG, ID]],
  unfinishedImport: [[ORG]],
  markRunning: [[ORG, ID]],
  markProgress: [[ORG, ID, { rowsDone: 5, created: 3, updated: 1 }]],
  markFinished: [
    [
      ORG,
      ID,
      {
        status: 'done',
        rowsDone: 10,
        created: 3,
        updated: 1,
        errors: [{ row: 4, message: 'The row has no product name.' }],
        errorCount: 1,
        error: null,
      },
    ],
  ],
  refsOf: [[ORG, 'square', 'product', ['ITEM-1', 'ITEM-2']]],
  upsertRefs: [
    [ORG, 'square', [{ kind: 'product', externalId: 'ITEM-1', entityId: ID, fingerprint: 'f' }]],
  ],
  skuHolders: [[ORG, ['LAT-1', 'LAT-OAT-12']]],
  insertProducts: [[ORG, [product]]],
  updateProducts: [[ORG, [product]]],
  insertVariations: [[ORG, [variation]]],
  updateVariations: [[ORG, [variation]]],
  storesOf: [[ORG]],
  levelsOf: [[ORG, [{ productId: ID, variationId: null, storeId: OTHER }]]],
  insertCustomers: [[ORG, [customer]]],
  updateCustomers: [[ORG, [customer]]],
  lockAccounts: [[ORG, [{ customerId: ID, kind: 'store_credit' }]]],
  writeLedger: [
    [
      ORG,
      [
        {
          id: OTHER,
          accountId: ID,
          kind: 'adjust',
          amount: '25.00',
          reason: 'import',
          transactionId: null,
          returnId: null,
          userId: ID,
        },
      ],
    ],
  ],
});
