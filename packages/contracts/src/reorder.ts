import { z } from 'zod';
import { ZId } from './list.js';
import { ZPurchaseOrderRow } from './purchase-orders.js';
import { checkOneLocation, stockLevelItem } from './stock-items.js';
import { roundQuantity } from './units.js';

/**
 * Replenishment (docs/guide/purchasing.md): every item at or below its reorder level at a
 * location, with what to order, and the draft purchase orders made from the lines picked.
 */
export const REORDER_MESSAGES = {
  created: 'Purchase orders created.',
  noSupplier: 'These items have no supplier: set one on the product before ordering them.',
  oneLocation: 'Choose either a store or a warehouse, not both.',
  locationRequired: 'Choose the store or warehouse to deliver to.',
  linesRequired: 'Choose at least one line.',
  lineTwice: 'The same item and location is on two lines.',
  digestSubject: 'Low stock',
} as const;
const M = REORDER_MESSAGES;

/** The most lines one answer holds; filters narrow a longer list. */
export const REORDER_LIST_LIMIT = 500;

/**
 * What to order of an item at `quantity` with this level: its reorder quantity, or what brings
 * it to twice its reorder level (at least 1). `quantity` counts what is already coming (on open
 * orders and in drafts), so an item is never ordered twice.
 */
export const suggestedQuantity = (
  quantity: number,
  reorderLevel: number,
  reorderQuantity: number | null,
) => reorderQuantity ?? roundQuantity(Math.max(1, 2 * reorderLevel - quantity));

export const ZReorderQuery = z
  .strictObject({
    storeId: ZId.optional(),
    warehouseId: ZId.optional(),
    supplierId: ZId.optional(),
  })
  .refine((q) => !(q.storeId && q.warehouseId), { message: M.oneLocation, path: ['warehouseId'] });
export type TReorderQuery = z.infer<typeof ZReorderQuery>;

/** One item (a product or a variation) at one location, at or below its reorder level. */
export const ZReorderLine = z.object({
  ...stockLevelItem,
  storeId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  locationName: z.string(),
  /** Null: the product names no supplier (it cannot be ordered until it does). */
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  quantity: z.number(),
  /**
   * Units still to come on open purchase orders (ordered or partly received) of this item to
   * this location: ordered − received.
   */
  onOrder: z.number(),
  /** Units on draft purchase orders of this item to this location (made, not sent yet). */
  inDrafts: z.number(),
  reorderLevel: z.number(),
  reorderQuantity: z.number().nullable(),
  /** Net of `onOrder` and `inDrafts`: a line they lift above its level is not listed. */
  suggestedQuantity: z.number(),
  /** What one unit costs (a variation without a cost of its own: its product's); null: unknown. */
  unitCost: z.number().nullable(),
});
export type TReorderLine = z.infer<typeof ZReorderLine>;

export const ZReorderGroup = z.object({
  supplierId: z.string().nullable(),
  /** Null: "No supplier". */
  supplierName: z.string().nullable(),
  lines: z.array(ZReorderLine),
});
export type TReorderGroup = z.infer<typeof ZReorderGroup>;

/**
 * `GET /reorder`: the lines grouped by supplier (by name, "No supplier" last), each group's
 * lines by product and location. At most `REORDER_LIST_LIMIT` lines; `total` counts them all.
 */
export const ZReorderResponse = z.object({
  data: z.array(ZReorderGroup),
  total: z.number().int(),
  truncated: z.boolean(),
});
export type TReorderResponse = z.infer<typeof ZReorderResponse>;

const quantity = z
  .number({ error: 'Quantity is required.' })
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(1_000_000, 'Quantity is too large.');

export const ZReorderOrderLine = z
  .strictObject({
    productId: ZId,
    variationId: ZId.nullable().optional(),
    storeId: ZId.nullable().optional(),
    warehouseId: ZId.nullable().optional(),
    quantity,
  })
  .superRefine((l, ctx) => checkOneLocation(l, ctx, M));

/**
 * `POST /reorder/purchase-orders`: one draft per supplier and location (a purchase order goes to
 * one location), at each item's cost.
 */
export const ZReorderOrdersBody = z
  .strictObject({
    lines: z
      .array(ZReorderOrderLine, { error: M.linesRequired })
      .min(1, M.linesRequired)
      .max(1000, 'At most 1,000 lines at once.'),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.lines.forEach((l, i) => {
      const key = [l.productId, l.variationId, l.storeId, l.warehouseId].join('|');
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: M.lineTwice, path: ['lines', i, 'productId'] });
      seen.add(key);
    });
  });
export type TReorderOrdersBody = z.input<typeof ZReorderOrdersBody>;

export const ZReorderOrdersResponse = z.object({
  data: z.array(ZPurchaseOrderRow),
  message: z.string(),
});
export type TReorderOrdersResponse = z.infer<typeof ZReorderOrdersResponse>;
