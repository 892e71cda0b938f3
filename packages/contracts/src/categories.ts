import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZId, ZListQueryBase } from './list.js';

export const CATEGORY_MESSAGES = {
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  nameRequired: 'Category Name is required.',
  ownParent: 'A category cannot be its own parent category.',
  descendantParent: 'A category cannot be placed under one of its own subcategories.',
  nameTaken: 'A category with this name already exists at this level.',
} as const;

export const ZCategoryRow = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  parentCategoryId: z.string().nullable(),
  parentCategoryName: z.string().nullable(),
  childCount: z.number().int(),
  createdAt: z.string(),
});
export type TCategoryRow = z.infer<typeof ZCategoryRow>;

export const ZCategoriesQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'createdAt']),
  name: z.string().trim().max(100).optional(),
  /** A parent's id, or `none` for top-level categories. */
  parentCategoryId: ZId.or(z.literal('none')).optional(),
}).strict();

export const ZCategoryBody = z.strictObject({
  name: requiredText(
    CATEGORY_MESSAGES.nameRequired,
    100,
    'Category Name must be at most 100 characters.',
  ),
  description: z.string().trim().max(1000).nullable().optional(),
  parentCategoryId: ZId.nullable().optional(),
});
export type TCategoryBody = z.input<typeof ZCategoryBody>;
