import type { TProductOption, ZProductOptionsQuery } from '@pos/contracts/products';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { num, strOrNull } from '../../lib/sql-values.js';

type Variation = {
  _id: string;
  combination: string[];
  sku: string | null;
  price: string;
  isActive: boolean;
};

/** Products to pick from: name, SKU, price and variations only. */
export const productOptionsList: ListSpec<z.output<typeof ZProductOptionsQuery>, TProductOption> = {
  from: sql`products p`,
  org: sql`p.organization_id`,
  id: sql`p.id`,
  select: sql`p.id, p.name, p.sku, p.price::text as price,
    coalesce((select json_agg(json_build_object('_id', v.id, 'combination', v.attribute_combination,
        'sku', v.sku, 'price', v.price::text, 'isActive', v.is_active) order by v.position)
      from product_variations v where v.organization_id = p.organization_id and v.product_id = p.id), '[]') as variations`,
  // Name or SKU of the product, or a variation's SKU (a scanned variation finds its product):
  // three branches, each served by a trigram index, joined by UNION — an OR with a subquery
  // made the planner walk the whole name index and test every row (~160 ms at 100k products).
  // The variations' product ids are looked up one by one (an array): joined to products, a high
  // guess of their number ("hat 17", guessed at 10,000) made the planner read the whole table
  // (340 ms at a million products against 15 ms).
  searchBranches: (pattern, org) => [
    sql`p.name ilike ${pattern}`,
    sql`p.sku ilike ${pattern}`,
    sql`p.id = any(array(select product_id from product_variations
      where organization_id = ${org} and sku ilike ${pattern}))`,
  ],
  filters: () => [sql`p.archived_at is null`],
  countCap: 10_000,
  sorts: { name: sql`p.name`, createdAt: sql`p.created_at` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    sku: strOrNull(r.sku),
    price: num(r.price),
    variations: ((r.variations as Variation[]) ?? []).map((v) => ({
      _id: v._id,
      name: v.combination.join(' / '),
      sku: v.sku,
      price: Number(v.price),
      isActive: v.isActive,
    })),
  }),
};
