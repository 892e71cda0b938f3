import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgColumn, tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { permissions } from '../permissions/permissions.tables.js';

export const roles = pgTable(
  'roles',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    /** Built-in roles are created at sign-up; the Owner role cannot be deleted or emptied. */
    isBuiltIn: boolean('is_built_in').notNull().default(false),
    /**
     * The largest discount, in percent of what it is taken off, its holders give without a
     * manager (docs/DESIGN.md, "Money"); null: no limit.
     */
    maxDiscountPercent: numeric('max_discount_percent', { precision: 5, scale: 2 }),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('roles_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    belongsToOrganization(t),
    check(
      'roles_max_discount_percent_ck',
      sql`${t.maxDiscountPercent} is null or ${t.maxDiscountPercent} between 0 and 100`,
    ),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    organizationId: orgColumn(),
    roleId: uuid('role_id').notNull(),
    permissionId: uuid('permission_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.roleId, t.permissionId] }),
    tenantRef(t, t.roleId, roles).onDelete('cascade'),
    tenantRef(t, t.permissionId, permissions).onDelete('cascade'),
  ],
);
