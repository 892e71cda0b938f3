/** How the SQL snapshot (apps/api/sql-snapshot) calls tax-classes.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as taxClasses from './tax-classes.repository.js';

const taxes = [{ id: 'gst', name: 'GST', rate: 18 }];

export const examples = sqlExamples<typeof taxClasses>({
  insertTaxClass: [[ORG, { name: 'Reduced', taxes, isDefault: false }]],
  updateTaxClass: [
    { label: 'name and taxes', args: [ORG, ID, { name: 'Reduced', taxes }] },
    { label: "the default class's taxes", args: [ORG, ID, { taxes }] },
  ],
});
