import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

/**
 * Named lists of one organization: configurable attributes and the product form's
 * manufacturers, suppliers and marketers. Same shape, one builder.
 */
const named = () => ({
  ...tenantColumns(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

const namedConstraints =
  (table: string) => (t: { organizationId: AnyPgColumn; id: AnyPgColumn; name: AnyPgColumn }) => [
    tenantKey(t),
    uniqueIndex(`${table}_org_name_uq`).on(t.organizationId, sql`lower(${t.name})`),
    belongsToOrganization(t),
  ];

const namedList = (table: string) => pgTable(table, named(), namedConstraints(table));

export const attributes = namedList('attributes');
export const manufacturers = namedList('manufacturers');
/** Suppliers are records of their own: a named list with contact details. */
export const suppliers = pgTable(
  'suppliers',
  {
    ...named(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    leadTimeDays: integer('lead_time_days'),
    notes: text('notes'),
    updatedAt: updatedAt(),
  },
  namedConstraints('suppliers'),
);
export const marketers = namedList('marketers');
