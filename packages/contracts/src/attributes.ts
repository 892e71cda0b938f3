import { z } from 'zod';
import { sortParam, ZListQueryBase } from './list.js';
import { NOT_BLANK } from './text.js';

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
  name: z
    .string({ error: ATTRIBUTE_MESSAGES.nameRequired })
    .trim()
    .min(1, ATTRIBUTE_MESSAGES.nameRequired)
    .regex(NOT_BLANK, ATTRIBUTE_MESSAGES.nameRequired)
    .max(60, 'Attribute name must be at most 60 characters.'),
});
export type TAttributeBody = z.input<typeof ZAttributeBody>;
