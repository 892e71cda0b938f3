import type { TTax } from '@pos/contracts/settings';
import type { TTaxClassRow, ZTaxClassesQuery } from '@pos/contracts/tax-classes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ListSpec, likePattern } from '../../lib/list-query.js';
import { iso, num } from '../../lib/sql-values.js';

export type TTaxClassesQuery = z.output<typeof ZTaxClassesQuery>;

/** The sum of a class's rates, in percent, as SQL (the list sorts by it). */
const totalRate = sql`(select coalesce(sum((e->>'rate')::numeric), 0) from jsonb_array_elements(c.taxes) e)`;

/**
 * The tax classes screen: a class with its taxes, its whole rate and how many products and
 * variations name it (read-only counts of the catalogue's rows: ARCHITECTURE, module map).
 */
export const taxClassesList: ListSpec<TTaxClassesQuery, TTaxClassRow> = {
  from: sql`tax_classes c`,
  org: sql`c.organization_id`,
  id: sql`c.id`,
  select: sql`c.id, c.name, c.taxes, c.is_default, c.created_at, ${totalRate} as total_rate,
    (select count(*) from products p
      where p.organization_id = c.organization_id and p.tax_class_id = c.id and p.archived_at is null)
    + (select count(*) from product_variations v
      where v.organization_id = c.organization_id and v.tax_class_id = c.id) as product_count`,
  search: [sql`c.name`],
  filters: (q) => [
    q.name ? sql`c.name ilike ${likePattern(q.name)}` : undefined,
    q.isDefault !== undefined ? sql`c.is_default = ${q.isDefault}` : undefined,
  ],
  sorts: { name: sql`lower(c.name)`, totalRate, createdAt: sql`c.created_at` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    taxes: r.taxes as TTax[],
    isDefault: Boolean(r.is_default),
    totalRate: num(r.total_rate),
    productCount: num(r.product_count),
    createdAt: iso(r.created_at),
  }),
};
