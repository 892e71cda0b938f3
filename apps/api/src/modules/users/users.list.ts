import type { TUserRow, TUsersQuery } from '@pos/contracts/users';
import { sql } from 'drizzle-orm';
import { dateRange, type InTimeZone, type ListSpec } from '../../lib/list-query.js';
import { iso, strOrNull } from '../../lib/sql-values.js';
import { roles } from '../roles/roles.tables.js';

/** The users list: search name/username/e-mail, filter by role and "active since". */
export const usersList: ListSpec<InTimeZone<TUsersQuery>, TUserRow> = {
  from: sql`users u left join ${roles} r on r.organization_id = u.organization_id and r.id = u.role_id`,
  org: sql`u.organization_id`,
  id: sql`u.id`,
  select: sql`u.id, u.name, u.username, u.email, u.phone, u.is_active, u.created_at, u.role_id,
    r.name as role_name,
    array(select up.permission_id::text from user_permissions up
          where up.organization_id = u.organization_id and up.user_id = u.id
          order by up.permission_id) as permission_ids`,
  search: [sql`u.name`, sql`u.username`, sql`u.email`],
  filters: (q) => [
    q.role ? sql`u.role_id = ${q.role}` : undefined,
    dateRange(sql`u.created_at`, q.activeSince, undefined, q.timeZone)[0],
  ],
  sorts: {
    name: sql`u.name`,
    username: sql`u.username`,
    email: sql`u.email`,
    createdAt: sql`u.created_at`,
  },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    username: String(r.username),
    email: strOrNull(r.email),
    phone: strOrNull(r.phone),
    role: strOrNull(r.role_name),
    userRole: strOrNull(r.role_id),
    permissions: (r.permission_ids as string[] | null) ?? [],
    isActive: Boolean(r.is_active),
    createdAt: iso(r.created_at),
  }),
};
