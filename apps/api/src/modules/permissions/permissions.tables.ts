import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

export const permissions = pgTable(
  'permissions',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('permissions_org_name_uq').on(t.organizationId, t.name),
    belongsToOrganization(t),
  ],
);
