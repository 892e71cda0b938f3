import {
  type AnyPgColumn,
  foreignKey,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../modules/organization/organization.tables.js';

/**
 * The keys every tenant table has: the row is its organization's, goes with it, and names only
 * its own organization's rows — a foreign key is (organization_id, column), never a bare id.
 * Drizzle names a key by its columns, so these name them as the written-out keys did.
 */
type TenantColumns = { organizationId: AnyPgColumn };
type TenantRow = TenantColumns & { id: AnyPgColumn };

/** The primary key (organization_id, id). */
export const tenantKey = (t: TenantRow) => primaryKey({ columns: [t.organizationId, t.id] });

/** organization_id → organizations: deleting the organization deletes the row. */
export const belongsToOrganization = (t: TenantColumns) =>
  foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
    'cascade',
  );

/** (organization_id, column) → the target's (organization_id, id). */
export const tenantRef = (t: TenantColumns, column: AnyPgColumn, target: TenantRow) =>
  foreignKey({
    columns: [t.organizationId, column],
    foreignColumns: [target.organizationId, target.id],
  });

/**
 * A table of one row per organization (a counter, the last digest): its key is the organization,
 * and it goes with it.
 */
export const perOrganizationTable = <
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
) =>
  pgTable(name, { organizationId: uuid('organization_id').primaryKey(), ...columns }, (t) => [
    belongsToOrganization(t),
  ]);
