import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZListQueryBase } from './list.js';

/** The three lists the product form picks from and adds to inline (spec 2 §7). */
export const PRODUCT_INFO_KINDS = {
  manufactures: {
    singular: 'manufacturer',
    createFailed: 'Failed to create manufacturer.',
  },
  suppliers: { singular: 'supplier', createFailed: 'Failed to create supplier.' },
  'marketed-bys': { singular: 'marketer', createFailed: 'Failed to create marketer.' },
} as const;
export type ProductInfoKind = keyof typeof PRODUCT_INFO_KINDS;

export const ZProductInfoRow = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type TProductInfoRow = z.infer<typeof ZProductInfoRow>;

export const ZProductInfoQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'createdAt']),
  name: z.string().trim().max(100).optional(),
}).strict();

export const ZProductInfoBody = z.strictObject({
  name: requiredText('Name is required.', 120, 'Name must be at most 120 characters.'),
});
