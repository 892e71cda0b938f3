import { sql } from 'drizzle-orm';
import { boolean, foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn, updatedAt } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

export const stores = pgTable(
  'stores',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    location: text('location'),
    contactPerson: text('contact_person'),
    contactPhone: text('contact_phone'),
    isActive: boolean('is_active').notNull().default(true),
    /** The store that product stock and register sales use when none is named. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('stores_one_default_uq').on(t.organizationId).where(sql`${t.isDefault}`),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
