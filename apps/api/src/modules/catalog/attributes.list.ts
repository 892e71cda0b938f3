import type { TListQueryBase } from '@pos/contracts/list';
import { getTableName, sql } from 'drizzle-orm';
import { type ListSpec, likePattern } from '../../lib/list-query.js';
import { iso } from '../../lib/sql-values.js';
import { attributes, manufacturers, marketers, suppliers } from './attributes.tables.js';

export interface NamedRow {
  _id: string;
  name: string;
  createdAt: string;
}
export type NamedQuery = TListQueryBase & { name?: string };

/** Attributes, manufacturers, suppliers and marketers: the same list over each table. */
function namedList(table: typeof attributes): ListSpec<NamedQuery, NamedRow> {
  const t = sql.identifier(getTableName(table));
  return {
    from: sql`${t} n`,
    org: sql`n.organization_id`,
    id: sql`n.id`,
    select: sql`n.id, n.name, n.created_at`,
    search: [sql`n.name`],
    filters: (q) => [q.name ? sql`n.name ilike ${likePattern(q.name)}` : undefined],
    sorts: { name: sql`lower(n.name)`, createdAt: sql`n.created_at` },
    defaultSort: 'name',
    map: (r) => ({ _id: String(r.id), name: String(r.name), createdAt: iso(r.created_at) }),
  };
}

export const attributesList = namedList(attributes);
export const manufacturersList = namedList(manufacturers);
export const suppliersList = namedList(suppliers);
export const marketersList = namedList(marketers);
