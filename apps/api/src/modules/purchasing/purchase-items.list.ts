import type { TPurchaseItem, ZPurchaseItemsQuery } from '@pos/contracts/purchase-orders';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { productSearchBranches } from '../../lib/product-search.js';
import { strOrNull } from '../../lib/sql-values.js';
import { productVariations } from '../catalog/products.tables.js';

type Variation = { _id: string; combination: string[]; sku: string | null; cost: string | null };

const cost = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Products to put on a purchase order, found as the product pickers find them (name, SKU, a
 * variation's SKU), with their costs and supplier. Active variations only: an inactive one is
 * not ordered.
 */
export const purchaseItemsList: ListSpec<z.output<typeof ZPurchaseItemsQuery>, TPurchaseItem> = {
  from: sql`products p`,
  org: sql`p.organization_id`,
  id: sql`p.id`,
  select: sql`p.id, p.name, p.sku, p.cost_price::text as cost, p.supplier_id,
    coalesce((select json_agg(json_build_object('_id', v.id, 'combination', v.attribute_combination,
        'sku', v.sku, 'cost', coalesce(v.cost_price, p.cost_price)::text) order by v.position)
      from ${productVariations} v where v.organization_id = p.organization_id and v.product_id = p.id
        and v.is_active), '[]') as variations`,
  searchBranches: productSearchBranches,
  filters: () => [sql`p.archived_at is null`],
  countCap: 10_000,
  sorts: { name: sql`p.name` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    sku: strOrNull(r.sku),
    costPrice: cost(r.cost),
    supplierId: strOrNull(r.supplier_id),
    variations: ((r.variations as Variation[]) ?? []).map((v) => ({
      _id: v._id,
      name: v.combination.join(' / '),
      sku: v.sku,
      costPrice: cost(v.cost),
    })),
  }),
};
