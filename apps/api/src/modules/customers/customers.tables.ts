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
    index('customers_org_created_idx').on(t.organizationId, t.createdAt),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
