import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, orgColumn, tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /**
     * What the customer may owe on its charge account (docs/DESIGN.md, "Stored value"); null: no
     * account (no new charges). The ledger's insert trigger holds a charge to it.
     */
    creditLimit: numeric('credit_limit', { precision: 12, scale: 2 }),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    check('customers_credit_limit_not_negative', sql`${t.creditLimit} >= 0`),
    // (org, sort column, id) serves a sorted page in either direction, ties broken by id.
    index('customers_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    // The register's catalogue sync pages by (updated_at, id): modules/register.
    index('customers_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('customers_org_name_idx').on(t.organizationId, t.name, t.id),
    // One GIN index answers "this organization and ILIKE '%term%' on name, e-mail or phone".
    index('customers_search_idx').using(
      'gin',
      t.organizationId,
      t.name.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
      t.phone.op('gin_trgm_ops'),
    ),
    belongsToOrganization(t),
  ],
);

/**
 * Customers deleted, so that a register's copy drops them (modules/register). Written by the
 * trigger on customers' deletes (customers.functions.sql), which also drops the organization's
 * tombstones older than `REGISTER_TOMBSTONE_DAYS` days.
 */
export const customerTombstones = pgTable(
  'customer_tombstones',
  {
    organizationId: orgColumn(),
    customerId: uuid('customer_id').notNull(),
    removedAt: at('removed_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.removedAt, t.customerId] }),
    belongsToOrganization(t),
  ],
);
