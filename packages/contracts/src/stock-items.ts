import { z } from 'zod';

/**
 * What the stock screens' lines and rows share: the item (a product, or one of its variations —
 * its name is the attribute values joined with " / ") and the location, a store or a warehouse.
 */

/** A line of a purchase order or a stock count: its id, then the item as it is now. */
export const documentLineItem = {
  _id: z.string(),
  productId: z.string(),
  variationId: z.string().nullable(),
  productName: z.string(),
  variationName: z.string().nullable(),
  sku: z.string().nullable(),
};

/** A row of one stock level (inventory valuation, reorder list): the level's id, then the item. */
export const stockLevelItem = {
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  variationId: z.string().nullable(),
  variationName: z.string().nullable(),
  sku: z.string().nullable(),
};

/**
 * A body that sends stock somewhere names a store or a warehouse, exactly one: `oneLocation` on
 * `warehouseId` when it names both, `locationRequired` on `storeId` when neither.
 */
export function checkOneLocation(
  v: { storeId?: string | null; warehouseId?: string | null },
  ctx: z.RefinementCtx,
  messages: { oneLocation: string; locationRequired: string },
) {
  if (v.storeId && v.warehouseId)
    ctx.addIssue({ code: 'custom', message: messages.oneLocation, path: ['warehouseId'] });
  if (!v.storeId && !v.warehouseId)
    ctx.addIssue({ code: 'custom', message: messages.locationRequired, path: ['storeId'] });
}
