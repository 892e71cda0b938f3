import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

export const stores = pgTable(
  'stores',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    location: text('location'),
    contactPerson: text('contact_person'),
    contactPhone: text('contact_phone'),
    isActive: boolean('is_active').notNull().default(true),
    /** The store that product stock and register sales use when none is named. */
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('stores_one_default_uq').on(t.organizationId).where(sql`${t.isDefault}`),
    belongsToOrganization(t),
  ],
);
