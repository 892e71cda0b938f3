import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';

export const categories = pgTable(
  'categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    parentId: uuid('parent_id'),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    // Names are unique among siblings (top level counts as one parent).
    uniqueIndex('categories_sibling_name_uq').on(
      t.organizationId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index('categories_org_parent_idx').on(t.organizationId, t.parentId),
    belongsToOrganization(t),
    tenantRef(t, t.parentId, t),
  ],
);
