import { foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

export const permissions = pgTable(
  'permissions',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('permissions_org_name_uq').on(t.organizationId, t.name),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
