import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZListQueryBase } from './list.js';

export const ATTRIBUTE_MESSAGES = {
  created: 'Attribute created successfully!',
  updated: 'Attribute updated successfully!',
  nameRequired: 'Attribute name is required.',
  nameTaken: 'An attribute with this name already exists.',
} as const;

/** A configurable attribute products draw their variations from (Size, Colour…). */
export const ZAttributeRow = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type TAttributeRow = z.infer<typeof ZAttributeRow>;

export const ZAttributesQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'createdAt']),
  name: z.string().trim().max(100).optional(),
}).strict();

export const ZAttributeBody = z.strictObject({
  name: requiredText(
    ATTRIBUTE_MESSAGES.nameRequired,
    60,
    'Attribute name must be at most 60 characters.',
  ),
});
export type TAttributeBody = z.input<typeof ZAttributeBody>;
