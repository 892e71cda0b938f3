import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZListQueryBase } from './list.js';

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
  permissionName: requiredText(
    PERMISSION_MESSAGES.nameRequired,
    60,
    'Permission name must be at most 60 characters.',
  ).regex(
    /^[a-z][a-z0-9_]*$/,
    'Use lowercase letters, digits and underscores, starting with a letter (e.g. view_reports).',
  ),
  description: z.string().trim().max(500).nullable().optional(),
});
export type TPermissionBody = z.input<typeof ZPermissionBody>;
