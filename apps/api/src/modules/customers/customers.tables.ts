import { foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn, updatedAt } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

export const customers = pgTable(
  'customers',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    // (org, sort column, id) serves a sorted page in either direction, ties broken by id.
    index('customers_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('customers_org_name_idx').on(t.organizationId, t.name, t.id),
    // One GIN index answers "this organization and ILIKE '%term%' on name, e-mail or phone".
    index('customers_search_idx').using(
      'gin',
      t.organizationId,
      t.name.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
      t.phone.op('gin_trgm_ops'),
    ),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
