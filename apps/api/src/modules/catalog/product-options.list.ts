import type { TProductOption, ZProductOptionsQuery } from '@pos/contracts/products';
import type { Unit } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { productSearchBranches } from '../../lib/product-search.js';
import { num, strOrNull } from '../../lib/sql-values.js';

type Variation = {
  _id: string;
  combination: string[];
  sku: string | null;
  price: string;
  isActive: boolean;
  taxClassId: string | null;
};

/** Products to pick from: name, SKU, price and variations only. */
export const productOptionsList: ListSpec<z.output<typeof ZProductOptionsQuery>, TProductOption> = {
  from: sql`products p`,
  org: sql`p.organization_id`,
  id: sql`p.id`,
  select: sql`p.id, p.name, p.sku, p.price::text as price, p.tax_class_id, p.category_id, p.unit,
    coalesce((select json_agg(json_build_object('_id', v.id, 'combination', v.attribute_combination,
        'sku', v.sku, 'price', v.price::text, 'isActive', v.is_active, 'taxClassId', v.tax_class_id)
        order by v.position)
      from product_variations v where v.organization_id = p.organization_id and v.product_id = p.id), '[]') as variations`,
  searchBranches: productSearchBranches,
  filters: () => [sql`p.archived_at is null`],
  countCap: 10_000,
  sorts: { name: sql`p.name`, createdAt: sql`p.created_at` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    sku: strOrNull(r.sku),
    price: num(r.price),
    taxClassId: strOrNull(r.tax_class_id),
    categoryId: strOrNull(r.category_id),
    unit: r.unit as Unit,
    variations: ((r.variations as Variation[]) ?? []).map((v) => ({
      _id: v._id,
      name: v.combination.join(' / '),
      sku: v.sku,
      price: Number(v.price),
      isActive: v.isActive,
      taxClassId: v.taxClassId,
    })),
  }),
};
