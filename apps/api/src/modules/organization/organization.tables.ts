import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { at, timestamps } from '../../db/columns.js';

/** kind 'platform' is the one organization of platform operators; it is never a customer. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    kind: text('kind', { enum: ['tenant', 'platform'] })
      .notNull()
      .default('tenant'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address'),
    email: text('email'),
    phone: text('phone'),
    logo: text('logo'),
    isActive: boolean('is_active').notNull().default(true),
    /** Why and when an operator disabled it (the audit log has every change); null while active. */
    disabledReason: text('disabled_reason'),
    disabledAt: at('disabled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('organizations_code_uq').on(sql`lower(${t.code})`),
    uniqueIndex('organizations_one_platform_uq').on(t.kind).where(sql`${t.kind} = 'platform'`),
  ],
);

/**
 * The platform-wide names of organizations' rows (docs/DESIGN.md, "Operations", Citus): what
 * arrives without an organization and must not meet another's — a sign-in e-mail or username, a
 * customer display's pairing code. One row per name, written by the owning table's repository in
 * the same transaction (global-keys.repository.ts): its key is the
 * uniqueness the owning tables' own indexes cannot hold once they are distributed by
 * organization. A platform table (a reference table on Citus), though it names the organization.
 */
export const globalKeys = pgTable(
  'global_keys',
  {
    /** 'email', 'username' (lower-cased), 'display_code', 'api_key' (their secrets' hashes). */
    kind: text('kind', { enum: ['email', 'username', 'display_code', 'api_key'] }).notNull(),
    key: text('key').notNull(),
    organizationId: uuid('organization_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check(
      'global_keys_kind_ck',
      sql`${t.kind} in ('email', 'username', 'display_code', 'api_key')`,
    ),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
