import { z } from 'zod';
import { sortParam, ZListQueryBase } from './list.js';
import { NOT_BLANK } from './text.js';

export const PERMISSION_MESSAGES = {
  created: 'Permission created successfully!',
  updated: 'Permission updated successfully!',
  nameRequired: 'Permission name is required.',
} as const;

/** A permission of the organization's catalogue; built-in ones gate the app's screens. */
export const ZPermissionRow = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isBuiltIn: z.boolean(),
  createdAt: z.string(),
});
export type TPermissionRow = z.infer<typeof ZPermissionRow>;

export const ZPermissionsQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'createdAt']),
  name: z.string().trim().max(100).optional(),
}).strict();

/** The form sends the name as `permissionName` (spec 2 §3). */
export const ZPermissionBody = z.strictObject({
  permissionName: z
    .string({ error: PERMISSION_MESSAGES.nameRequired })
    .trim()
    .min(1, PERMISSION_MESSAGES.nameRequired)
    .regex(NOT_BLANK, PERMISSION_MESSAGES.nameRequired)
    .max(60, 'Permission name must be at most 60 characters.')
    .regex(
      /^[a-z][a-z0-9_]*$/,
      'Use lowercase letters, digits and underscores, starting with a letter (e.g. view_reports).',
    ),
  description: z.string().trim().max(500).nullable().optional(),
});
export type TPermissionBody = z.input<typeof ZPermissionBody>;
