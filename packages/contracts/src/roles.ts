import { z } from 'zod';
import { requiredText } from './common.js';
import { ZDiscountPercent } from './discounts.js';
import { sortParam, ZId, ZListQueryBase } from './list.js';

export const ROLE_MESSAGES = {
  created: 'Role created successfully!',
  updated: 'Role updated successfully!',
  nameRequired: 'Role name is required.',
} as const;

export const ZRoleRow = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  permissionCount: z.number().int(),
  userCount: z.number().int(),
  isBuiltIn: z.boolean(),
  isOwner: z.boolean(),
  /** The largest discount (percent) its holders give without a manager; null: no limit. */
  maxDiscountPercent: z.number().nullable(),
  createdAt: z.string(),
});
export type TRoleRow = z.infer<typeof ZRoleRow>;

export const ZRolesQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'createdAt']),
  name: z.string().trim().max(100).optional(),
}).strict();

export const ZRoleBody = z.strictObject({
  name: requiredText(ROLE_MESSAGES.nameRequired, 60, 'Role name must be at most 60 characters.'),
  description: z.string().trim().max(500).nullable().optional(),
  permissions: z.array(ZId).max(200).default([]),
  /**
   * The largest line or whole-sale discount, in percent, its holders give without a manager's
   * approval (0–100, 2 decimals); null: no limit. Left out on an edit: the stored one stays.
   */
  maxDiscountPercent: ZDiscountPercent.nullable().optional(),
});
export type TRoleBody = z.input<typeof ZRoleBody>;
