/** How the SQL snapshot (apps/api/sql-snapshot) calls products.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as products from './products.repository.js';

const product = {
  name: 'n',
  description: null,
  sku: 's',
  price: '1.00',
  categoryId: null,
  configurableAttributes: [],
  manufacturerId: null,
  supplierId: null,
  marketerId: null,
};
const variation = {
  attributeCombination: ['a'],
  price: '1.00',
  sku: 's',
  isActive: true,
  position: 0,
};

export const examples = sqlExamples<typeof products>({
  insertProduct: [[ORG, product]],
  updateProduct: [[ORG, ID, product]],
  insertVariation: [[ORG, ID, variation]],
  updateVariation: [[ORG, ID, variation]],
  replaceImages: [
    { label: 'product', args: [ORG, ID, null, [{ url: 'u', name: null, isPrimary: true }]] },
    { label: 'variation', args: [ORG, ID, OTHER, [{ url: 'u', name: null, isPrimary: true }]] },
  ],
  insertProducts: [[ORG, [product, product]]],
  updateProducts: [[ORG, [{ id: ID, ...product }]]],
  skusFromStems: [[ORG, ['TEE-RED-M', 'TEE_2-L']]],
});
