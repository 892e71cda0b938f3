import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn, updatedAt } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';
import { permissions } from '../permissions/permissions.tables.js';

export const roles = pgTable(
  'roles',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    /** Built-in roles are created at sign-up; the Owner role cannot be deleted or emptied. */
    isBuiltIn: boolean('is_built_in').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('roles_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
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
    foreignKey({
      columns: [t.organizationId, t.roleId],
      foreignColumns: [roles.organizationId, roles.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.permissionId],
      foreignColumns: [permissions.organizationId, permissions.id],
    }).onDelete('cascade'),
  ],
);
