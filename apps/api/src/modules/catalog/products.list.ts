import type { TProductRow, ZProductsQuery } from '@pos/contracts/products';
import type { Unit } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { taxClasses } from '../settings/settings.tables.js';
import type { ConfigurableAttributes } from './products.tables.js';

export type TProductsQuery = z.output<typeof ZProductsQuery>;

type ImageJson = { _id: string; url: string; name: string | null; isPrimary: boolean };
type VariationJson = {
  _id: string;
  attributeCombination: string[];
  price: number | string;
  costPrice: number | string | null;
  stock: number;
  sku: string | null;
  isActive: boolean;
  taxClassId: string | null;
  images: ImageJson[];
};

const images = (variation: ReturnType<typeof sql>) => sql`coalesce((
  select json_agg(json_build_object('_id', i.id, 'url', i.url, 'name', i.name, 'isPrimary', i.is_primary)
                  order by i.position)
  from product_images i where i.organization_id = p.organization_id and i.product_id = p.id and ${variation}), '[]')`;

/** All stock of a product (its own and its variations'), all locations. */
const totalStock = sql`(select coalesce(sum(s.quantity), 0) from stock_levels s
  where s.organization_id = p.organization_id and s.product_id = p.id)`;

const primaryOf = (list: ImageJson[]) => list.find((i) => i.isPrimary)?._id ?? null;

export const productsList: ListSpec<TProductsQuery, TProductRow> = {
  from: sql`products p left join categories c on c.organization_id = p.organization_id and c.id = p.category_id
    left join ${taxClasses} tc on tc.organization_id = p.organization_id and tc.id = p.tax_class_id`,
  org: sql`p.organization_id`,
  id: sql`p.id`,
  select: sql`p.id, p.name, p.description, p.sku, p.price::text as price, p.cost_price::text as cost_price, p.category_id, c.name as category_name,
    p.configurable_attributes, p.manufacturer_id, p.supplier_id, p.marketer_id, p.unit, p.reorder_level, p.reorder_quantity, p.created_at,
    p.tax_class_id, tc.name as tax_class_name,
    (select coalesce(sum(s.quantity), 0) from stock_levels s where s.organization_id = p.organization_id
       and s.product_id = p.id and s.variation_id is null) as own_stock,
    ${totalStock} as total_stock,
    (select coalesce(round(sum(s.quantity * coalesce(v.price, p.price)), 2), 0)::text from stock_levels s
       left join product_variations v on v.organization_id = s.organization_id and v.id = s.variation_id
       where s.organization_id = p.organization_id and s.product_id = p.id) as total_value,
    ${images(sql`i.variation_id is null`)} as images,
    coalesce((select json_agg(json_build_object(
        '_id', v.id, 'attributeCombination', v.attribute_combination, 'price', v.price,
        'costPrice', v.cost_price, 'sku', v.sku,
        'isActive', v.is_active, 'taxClassId', v.tax_class_id,
        'stock', (select coalesce(sum(s.quantity), 0) from stock_levels s where s.organization_id = v.organization_id
                    and s.product_id = v.product_id and s.variation_id = v.id),
        'images', ${images(sql`i.variation_id = v.id`)}) order by v.position)
      from product_variations v where v.organization_id = p.organization_id and v.product_id = p.id), '[]') as variations`,
  search: [sql`p.name`, sql`p.sku`],
  where: sql`p.archived_at is null`,
  filters: (q) => [
    q.categoryId ? sql`p.category_id = ${q.categoryId}` : undefined,
    q.minPrice !== undefined ? sql`p.price >= ${q.minPrice}` : undefined,
    q.maxPrice !== undefined ? sql`p.price <= ${q.maxPrice}` : undefined,
    q.minStock !== undefined ? sql`${totalStock} >= ${q.minStock}` : undefined,
  ],
  sorts: { name: sql`p.name`, price: sql`p.price`, createdAt: sql`p.created_at` },
  defaultSort: '-createdAt',
  // A catalogue of a million products: an exact count would cost more than the page. Without
  // a search or filter the total is the catalogue's counter, exact.
  countCap: 10_000,
  total: (organizationId) =>
    sql`select coalesce((select active_products from catalog_counters where organization_id = ${organizationId}), 0) as n`,
  map: (r) => {
    const own = (r.images as ImageJson[]) ?? [];
    const variations = ((r.variations as VariationJson[]) ?? []).map((v) => ({
      _id: v._id,
      attributeCombination: v.attributeCombination,
      price: Number(v.price),
      costPrice: v.costPrice === null ? null : Number(v.costPrice),
      stock: Number(v.stock),
      sku: v.sku,
      isActive: v.isActive,
      taxClassId: v.taxClassId,
      images: v.images ?? [],
      primaryImageId: primaryOf(v.images ?? []),
    }));
    return {
      _id: String(r.id),
      name: String(r.name),
      description: strOrNull(r.description),
      price: num(r.price),
      costPrice: r.cost_price === null ? null : num(r.cost_price),
      stock: num(r.own_stock),
      totalStock: num(r.total_stock),
      totalValue: num(r.total_value),
      sku: strOrNull(r.sku),
      categoryId: strOrNull(r.category_id),
      categoryName: strOrNull(r.category_name),
      configurableAttributes: (r.configurable_attributes as ConfigurableAttributes) ?? [],
      variations,
      images: own,
      primaryImageId: primaryOf(own),
      manufacturedBy: strOrNull(r.manufacturer_id),
      supplier: strOrNull(r.supplier_id),
      marketedBy: strOrNull(r.marketer_id),
      unit: r.unit as Unit,
      reorderLevel: num(r.reorder_level),
      reorderQuantity: r.reorder_quantity === null ? null : num(r.reorder_quantity),
      taxClassId: strOrNull(r.tax_class_id),
      taxClassName: strOrNull(r.tax_class_name),
      createdAt: iso(r.created_at),
    };
  },
};
