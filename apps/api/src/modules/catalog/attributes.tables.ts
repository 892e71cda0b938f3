import { sql } from 'drizzle-orm';
import { foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

/**
 * Named lists of one organization: configurable attributes and the product form's
 * manufacturers, suppliers and marketers. Same shape, one builder.
 */
const namedList = (table: string) =>
  pgTable(
    table,
    {
      organizationId: orgColumn(),
      id: idColumn(),
      name: text('name').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.organizationId, t.id] }),
      uniqueIndex(`${table}_org_name_uq`).on(t.organizationId, sql`lower(${t.name})`),
      foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
        'cascade',
      ),
    ],
  );

export const attributes = namedList('attributes');
export const manufacturers = namedList('manufacturers');
export const suppliers = namedList('suppliers');
export const marketers = namedList('marketers');
