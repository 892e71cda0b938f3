import { and, eq, isNull, sql } from 'drizzle-orm';
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
  reorderLevel?: number;
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
  sku: string | null;
  isActive: boolean;
  position: number;
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
 * SKUs among `skus` already used by another live product or one of its variations
 * (case-insensitive); the product being edited and its own variations do not count.
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
          join products p on p.organization_id = v.organization_id and p.id = v.product_id
          where v.organization_id = ${organizationId} and p.archived_at is null and v.product_id <> ${except}
            and lower(v.sku) = any(${`{${lower.map((s) => `"${s}"`).join(',')}}`}::text[])`,
  );
  return rows.map((r) => r.sku);
}

/** One writer of SKUs at a time per organization, so the cross-table check cannot race. */
export async function lockSkus(ex: Executor, organizationId: string) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext('skus:' || ${organizationId}))`);
}

/** The live product with this SKU (case-insensitive), or null. */
export async function findBySku(ex: Executor, organizationId: string, sku: string) {
  const [row] = await ex
    .select()
    .from(products)
    .where(
      and(
        eq(products.organizationId, organizationId),
        eq(sql`lower(${products.sku})`, sku.toLowerCase()),
        isNull(products.archivedAt),
      ),
    );
  return row ?? null;
}

export async function variationSkuExists(ex: Executor, organizationId: string, sku: string) {
  const [row] = await queryRows<{ found: boolean }>(
    ex,
    sql`select exists(select 1 from product_variations v join products p
          on p.organization_id = v.organization_id and p.id = v.product_id
        where v.organization_id = ${organizationId} and lower(v.sku) = ${sku.toLowerCase()}
          and p.archived_at is null) as found`,
  );
  return Boolean(row?.found);
}
