import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn, updatedAt } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

/**
 * Named lists of one organization: configurable attributes and the product form's
 * manufacturers, suppliers and marketers. Same shape, one builder.
 */
const named = () => ({
  organizationId: orgColumn(),
  id: idColumn(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

const namedConstraints =
  (table: string) => (t: { organizationId: AnyPgColumn; id: AnyPgColumn; name: AnyPgColumn }) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex(`${table}_org_name_uq`).on(t.organizationId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
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
