import type { TCategoryRow, ZCategoriesQuery } from '@pos/contracts/categories';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ListSpec, likePattern } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';

export type TCategoriesQuery = z.output<typeof ZCategoriesQuery>;

export const categoriesList: ListSpec<TCategoriesQuery, TCategoryRow> = {
  from: sql`categories c left join categories p on p.organization_id = c.organization_id and p.id = c.parent_id`,
  org: sql`c.organization_id`,
  id: sql`c.id`,
  select: sql`c.id, c.name, c.description, c.parent_id, p.name as parent_name, c.created_at,
    (select count(*) from categories k where k.organization_id = c.organization_id and k.parent_id = c.id) as child_count`,
  search: [sql`c.name`, sql`c.description`],
  filters: (q) => [
    q.name ? sql`c.name ilike ${likePattern(q.name)}` : undefined,
    q.parentCategoryId === 'none'
      ? sql`c.parent_id is null`
      : q.parentCategoryId
        ? sql`c.parent_id = ${q.parentCategoryId}`
        : undefined,
  ],
  sorts: { name: sql`lower(c.name)`, createdAt: sql`c.created_at` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    description: strOrNull(r.description),
    parentCategoryId: strOrNull(r.parent_id),
    parentCategoryName: strOrNull(r.parent_name),
    childCount: num(r.child_count),
    createdAt: iso(r.created_at),
  }),
};
