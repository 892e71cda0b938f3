import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { stockLevels } from './stock.tables.js';
import type { StockItem } from './stock-move.fragment.js';

/** Whether the product (not archived) exists, and the variation belongs to it. */
export async function itemExists(
  ex: Executor,
  organizationId: string,
  productId: string,
  variationId: string | null,
) {
  const [product] = await ex
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.organizationId, organizationId),
        eq(products.id, productId),
        isNull(products.archivedAt),
      ),
    );
  if (!product) return { product: false, variation: false };
  if (!variationId) return { product: true, variation: true };
  const [variation] = await ex
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.organizationId, organizationId),
        eq(productVariations.productId, productId),
        eq(productVariations.id, variationId),
      ),
    );
  return { product: true, variation: Boolean(variation) };
}

/** A stock level's item and location, by id. */
export async function findLevel(ex: Executor, organizationId: string, id: string) {
  const [row] = await ex
    .select({
      organizationId: stockLevels.organizationId,
      productId: stockLevels.productId,
      variationId: stockLevels.variationId,
      storeId: stockLevels.storeId,
      warehouseId: stockLevels.warehouseId,
    })
    .from(stockLevels)
    .where(and(eq(stockLevels.organizationId, organizationId), eq(stockLevels.id, id)));
  return row ?? null;
}

const sameLevel = (item: StockItem) =>
  sql`organization_id = ${item.organizationId} and product_id = ${item.productId}
    and variation_id is not distinct from ${item.variationId}::uuid
    and store_id is not distinct from ${item.storeId}::uuid
    and warehouse_id is not distinct from ${item.warehouseId}::uuid`;

/** Records the remarks of the last change made on the inventory screen, and returns the level's id. */
export async function setLevelRemarks(ex: Executor, item: StockItem, remarks: string | null) {
  const [row] = await queryRows<{ id: string }>(
    ex,
    sql`update stock_levels set remarks = ${remarks}, updated_at = now() where ${sameLevel(item)} returning id`,
  );
  if (!row) throw new Error('stock level to annotate not found');
  return String(row.id);
}
