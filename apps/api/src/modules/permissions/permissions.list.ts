import type { TPermissionRow, ZPermissionsQuery } from '@pos/contracts/permission-entity';
import { PERMISSION_NAMES } from '@pos/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ListSpec, likePattern } from '../../lib/list-query.js';
import { iso, strOrNull } from '../../lib/sql-values.js';

export const isBuiltInPermission = (name: string) =>
  (PERMISSION_NAMES as readonly string[]).includes(name);

export const permissionsList: ListSpec<z.output<typeof ZPermissionsQuery>, TPermissionRow> = {
  from: sql`permissions p`,
  org: sql`p.organization_id`,
  id: sql`p.id`,
  select: sql`p.id, p.name, p.description, p.created_at`,
  search: [sql`p.name`, sql`p.description`],
  filters: (q) => [q.name ? sql`p.name ilike ${likePattern(q.name)}` : undefined],
  sorts: { name: sql`p.name`, createdAt: sql`p.created_at` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    description: strOrNull(r.description),
    isBuiltIn: isBuiltInPermission(String(r.name)),
    createdAt: iso(r.created_at),
  }),
};
