import type { Unit } from '@pos/contracts/units';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import {
  type ConfigurableAttributes,
  productImages,
  products,
  productVariations,
} from './products.tables.js';

export interface ProductValues {
  name: string;
  description: string | null;
  sku: string | null;
  price: string;
  categoryId: string | null;
  configurableAttributes: ConfigurableAttributes;
  manufacturerId: string | null;
  supplierId: string | null;
  marketerId: string | null;
  unit?: Unit;
  reorderLevel?: number;
  reorderQuantity?: number | null;
  costPrice?: string | null;
  taxClassId?: string | null;
}

export async function insertProduct(ex: Executor, organizationId: string, values: ProductValues) {
  const [row] = await ex
    .insert(products)
    .values({ organizationId, ...values })
    .returning({ id: products.id });
  if (!row) throw new Error('product insert returned nothing');
  return row.id;
}

export async function updateProduct(
  ex: Executor,
  organizationId: string,
  id: string,
  values: ProductValues,
) {
  await ex
    .update(products)
    .set(values)
    .where(and(eq(products.organizationId, organizationId), eq(products.id, id)));
}

export async function archiveProduct(ex: Executor, organizationId: string, id: string) {
  await ex
    .update(products)
    .set({ archivedAt: new Date() })
    .where(and(eq(products.organizationId, organizationId), eq(products.id, id)));
}

/** Deletes a product without stock history (its empty levels are gone first, `deps.stock`). */
export async function deleteProduct(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(products)
    .where(and(eq(products.organizationId, organizationId), eq(products.id, id)));
}

export async function isArchived(ex: Executor, organizationId: string, id: string) {
  const [row] = await ex
    .select({ archivedAt: products.archivedAt })
    .from(products)
    .where(and(eq(products.organizationId, organizationId), eq(products.id, id)));
  return row?.archivedAt != null;
}

export interface VariationValues {
  attributeCombination: string[];
  price: string;
  costPrice?: string | null;
  sku: string | null;
  isActive: boolean;
  position: number;
  taxClassId?: string | null;
}

export async function insertVariation(
  ex: Executor,
  organizationId: string,
  productId: string,
  values: VariationValues,
) {
  const [row] = await ex
    .insert(productVariations)
    .values({ organizationId, productId, ...values })
    .returning({ id: productVariations.id });
  if (!row) throw new Error('variation insert returned nothing');
  return row.id;
}

export async function updateVariation(
  ex: Executor,
  organizationId: string,
  id: string,
  values: VariationValues,
) {
  await ex
    .update(productVariations)
    .set(values)
    .where(and(eq(productVariations.organizationId, organizationId), eq(productVariations.id, id)));
}

/** Deletes a variation without stock history (its empty levels are gone first, `deps.stock`). */
export async function deleteVariation(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(productVariations)
    .where(and(eq(productVariations.organizationId, organizationId), eq(productVariations.id, id)));
}

export async function variationsOf(ex: Executor, organizationId: string, productId: string) {
  return ex
    .select({
      id: productVariations.id,
      attributeCombination: productVariations.attributeCombination,
    })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.organizationId, organizationId),
        eq(productVariations.productId, productId),
      ),
    );
}

/** Replaces the images of the product (variationId null) or of one variation. */
export async function replaceImages(
  ex: Executor,
  organizationId: string,
  productId: string,
  variationId: string | null,
  images: { url: string; name: string | null; isPrimary: boolean }[],
) {
  await ex
    .delete(productImages)
    .where(
      and(
        eq(productImages.organizationId, organizationId),
        eq(productImages.productId, productId),
        variationId === null
          ? isNull(productImages.variationId)
          : eq(productImages.variationId, variationId),
      ),
    );
  if (images.length === 0) return;
  await ex
    .insert(productImages)
    .values(
      images.map((img, position) => ({ organizationId, productId, variationId, ...img, position })),
    );
}

/**
 * SKUs among `skus` already used by another live product or by any variation (case-insensitive);
 * the product being edited and its own variations do not count. An archived product's SKU is
 * free again, its variations' are not: they keep their unique index
 * (`product_variations_org_sku_uq`), as a sold variation's history names them.
 */
export async function takenSkus(
  ex: Executor,
  organizationId: string,
  skus: string[],
  exceptProductId?: string,
) {
  if (skus.length === 0) return [];
  const lower = skus.map((s) => s.toLowerCase());
  const except = exceptProductId ?? '00000000-0000-0000-0000-000000000000';
  const rows = await queryRows<{ sku: string }>(
    ex,
    sql`select p.sku from products p
          where p.organization_id = ${organizationId} and p.archived_at is null and p.id <> ${except}
            and lower(p.sku) = any(${`{${lower.map((s) => `"${s}"`).join(',')}}`}::text[])
        union
        select v.sku from product_variations v
          where v.organization_id = ${organizationId} and v.product_id <> ${except}
            and lower(v.sku) = any(${`{${lower.map((s) => `"${s}"`).join(',')}}`}::text[])`,
  );
  return rows.map((r) => r.sku);
}

/**
 * The SKUs (lower-cased) of any product or variation of the organization, archived ones too,
 * that are one of these stems or a stem followed by "-…": what a generated SKU must avoid. The
 * variation each belongs to comes along, so a variation may keep its own.
 */
export async function skusFromStems(ex: Executor, organizationId: string, stems: string[]) {
  if (stems.length === 0) return [];
  // "_" is a SKU character and ILIKE's wildcard: escaped (a backslash, doubled in the array).
  // "%" and backslashes are no SKU characters.
  const patterns = stems.flatMap((s) => {
    const literal = s.replace(/_/g, '\\\\_');
    return [`"${literal}"`, `"${literal}-%"`];
  });
  const list = `{${patterns.join(',')}}`;
  return queryRows<{ sku: string; variation_id: string | null }>(
    ex,
    sql`select lower(p.sku) as sku, null::uuid as variation_id from products p
          where p.organization_id = ${organizationId} and p.sku ilike any(${list}::text[])
        union all
        select lower(v.sku), v.id from product_variations v
          where v.organization_id = ${organizationId} and v.sku ilike any(${list}::text[])`,
  );
}

/** One writer of SKUs at a time per organization, so the cross-table check cannot race. */
export async function lockSkus(ex: Executor, organizationId: string) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext('skus:' || ${organizationId}))`);
}

const lowerList = (skus: string[]) => `{${skus.map((s) => `"${s.toLowerCase()}"`).join(',')}}`;

/** Live products with any of these SKUs (case-insensitive; SKUs are pattern-checked first). */
export async function findBySkus(ex: Executor, organizationId: string, skus: string[]) {
  if (skus.length === 0) return [];
  return ex
    .select()
    .from(products)
    .where(
      and(
        eq(products.organizationId, organizationId),
        isNull(products.archivedAt),
        sql`lower(${products.sku}) = any(${lowerList(skus)}::text[])`,
      ),
    );
}

/** Which of these SKUs (lower-cased) belong to a live product's variation. */
export async function variationSkus(ex: Executor, organizationId: string, skus: string[]) {
  if (skus.length === 0) return new Set<string>();
  const rows = await queryRows<{ sku: string }>(
    ex,
    sql`select lower(v.sku) as sku from product_variations v join products p
          on p.organization_id = v.organization_id and p.id = v.product_id
        where v.organization_id = ${organizationId} and p.archived_at is null
          and lower(v.sku) = any(${lowerList(skus)}::text[])`,
  );
  return new Set(rows.map((r) => r.sku));
}

export async function insertProducts(
  ex: Executor,
  organizationId: string,
  values: ProductValues[],
) {
  if (values.length === 0) return [];
  return ex
    .insert(products)
    .values(values.map((v) => ({ organizationId, ...v })))
    .returning({ id: products.id, sku: products.sku });
}

/** Many products' fields in one statement (each row's cost and tax class as given: null clears it). */
export async function updateProducts(
  ex: Executor,
  organizationId: string,
  rows: ({ id: string } & ProductValues)[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.name}, ${r.description}::text, ${r.price}::numeric, ${r.costPrice ?? null}::numeric,
             ${r.categoryId}::uuid, ${r.manufacturerId}::uuid, ${r.supplierId}::uuid, ${r.marketerId}::uuid,
             ${r.taxClassId ?? null}::uuid, ${r.unit ?? 'each'})`,
    ),
    sql`, `,
  );
  await ex.execute(sql`
    update products p set name = v.name, description = v.description, price = v.price,
      cost_price = v.cost_price, category_id = v.category_id, manufacturer_id = v.manufacturer_id,
      supplier_id = v.supplier_id, marketer_id = v.marketer_id, tax_class_id = v.tax_class_id,
      unit = v.unit, updated_at = now()
    from (values ${values}) as v(id, name, description, price, cost_price, category_id, manufacturer_id,
      supplier_id, marketer_id, tax_class_id, unit)
    where p.organization_id = ${organizationId} and p.id = v.id`);
}

/** The unit each of the products is sold by (ids of other organizations or unknown: absent). */
export async function unitsOf(ex: Executor, organizationId: string, productIds: string[]) {
  const rows = await ex
    .select({ id: products.id, unit: products.unit })
    .from(products)
    .where(and(eq(products.organizationId, organizationId), inArray(products.id, productIds)));
  return new Map(rows.map((r) => [r.id, r.unit]));
}
