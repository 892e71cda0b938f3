import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgColumn, tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { permissions } from '../permissions/permissions.tables.js';
import { roles } from '../roles/roles.tables.js';

export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    /** Optional (spec 1 §5): such a user signs in with the username. */
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    roleId: uuid('role_id'),
    phone: text('phone'),
    profilePic: text('profile_pic'),
    isActive: boolean('is_active').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** Bumped by a password reset or a disable: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The register PIN a manager approves a cashier's return or discount with (hashed). */
    registerPinHash: text('register_pin_hash'),
    /** Receives the daily low-stock digest (with manage_inventory); off: opted out in Account Settings. */
    lowStockDigest: boolean('low_stock_digest').notNull().default(true),
    /** The language picked in Account Settings; null: the organization's (docs/DESIGN.md, "Languages"). */
    language: text('language'),
    ...timestamps(),
  },
  (t) => [
    check('users_language_ck', sql`${t.language} in ('en', 'es', 'hi')`),
    tenantKey(t),
    // Sign-in does not name an organization, so both are unique platform-wide: kept in
    // global_keys (users.repository.ts, organization/global-keys.repository.ts); these find the user.
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_org_role_idx').on(t.organizationId, t.roleId),
    index('users_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    // One GIN index answers "this organization and ILIKE '%term%' on any of these".
    index('users_search_idx').using(
      'gin',
      t.organizationId,
      t.name.op('gin_trgm_ops'),
      t.username.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
    ),
    belongsToOrganization(t),
    tenantRef(t, t.roleId, roles),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    organizationId: orgColumn(),
    userId: uuid('user_id').notNull(),
    permissionId: uuid('permission_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.permissionId] }),
    tenantRef(t, t.userId, users).onDelete('cascade'),
    tenantRef(t, t.permissionId, permissions).onDelete('cascade'),
  ],
);
