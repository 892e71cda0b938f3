import type { Unit } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { products, productVariations } from '../catalog/products.tables.js';

/**
 * Live products and variations by SKU (case-insensitive), with the name and price to print and
 * the unit the item is sold by (a variation's is its product's): a weighed label needs a measure.
 */
export async function itemsBySku(ex: Executor, organizationId: string, skus: string[]) {
  const list = `{${skus.map((s) => `"${s.toLowerCase()}"`).join(',')}}`;
  return queryRows<{ sku: string; name: string; price: string; unit: Unit }>(
    ex,
    sql`select p.sku, p.name, p.price::text as price, p.unit from ${products} p
          where p.organization_id = ${organizationId} and p.archived_at is null
            and lower(p.sku) = any(${list}::text[])
        union all
        select v.sku, p.name || ' – ' || array_to_string(array(select jsonb_array_elements_text(v.attribute_combination)), ' / '),
               v.price::text, p.unit from ${productVariations} v
          join ${products} p on p.organization_id = v.organization_id and p.id = v.product_id
          where v.organization_id = ${organizationId} and p.archived_at is null
            and lower(v.sku) = any(${list}::text[])`,
  );
}
