import { OWNER_ROLE } from '@pos/contracts/permissions';
import type { TRoleRow, ZRolesQuery } from '@pos/contracts/roles';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ListSpec, likePattern } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { permissions } from '../permissions/permissions.tables.js';

export const rolesList: ListSpec<z.output<typeof ZRolesQuery>, TRoleRow> = {
  from: sql`roles r`,
  org: sql`r.organization_id`,
  id: sql`r.id`,
  // The Owner holds the whole catalogue, new permissions included: its links are not stored.
  select: sql`r.id, r.name, r.description, r.is_built_in, r.created_at, r.max_discount_percent,
    case when r.is_built_in and r.name = ${OWNER_ROLE}
      then array(select p.id::text from ${permissions} p
                 where p.organization_id = r.organization_id order by p.id)
      else array(select rp.permission_id::text from role_permissions rp
                 where rp.organization_id = r.organization_id and rp.role_id = r.id
                 order by rp.permission_id)
    end as permission_ids,
    (select count(*) from users u where u.organization_id = r.organization_id and u.role_id = r.id) as user_count`,
  search: [sql`r.name`, sql`r.description`],
  filters: (q) => [q.name ? sql`r.name ilike ${likePattern(q.name)}` : undefined],
  sorts: { name: sql`lower(r.name)`, createdAt: sql`r.created_at` },
  defaultSort: 'createdAt',
  map: (r) => {
    const permissions = (r.permission_ids as string[] | null) ?? [];
    return {
      _id: String(r.id),
      name: String(r.name),
      description: strOrNull(r.description),
      permissions,
      permissionCount: permissions.length,
      userCount: num(r.user_count),
      isBuiltIn: Boolean(r.is_built_in),
      isOwner: Boolean(r.is_built_in) && r.name === OWNER_ROLE,
      maxDiscountPercent: r.max_discount_percent === null ? null : num(r.max_discount_percent),
      createdAt: iso(r.created_at),
    };
  },
};
