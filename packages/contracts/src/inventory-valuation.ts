import { z } from 'zod';
import { sortParam, ZId, ZListQueryBase } from './list.js';
import { stockLevelItem } from './stock-items.js';

/**
 * The inventory valuation: what the stock on hand is worth, per item and
 * location, at cost and at retail, with totals over every matching row.
 * docs/guide/suppliers-and-purchase-orders.md, "Inventory valuation", says which rows count and how
 * the figures round.
 */
export const ZInventoryValuationQuery = ZListQueryBase.extend({
  sort: sortParam(['productName', 'quantity', 'valueAtCost', 'valueAtRetail']),
  /** A store's or a warehouse's id. */
  locationId: ZId.optional(),
  categoryId: ZId.optional(),
}).strict();
export type TInventoryValuationQuery = z.infer<typeof ZInventoryValuationQuery>;

/** One item (a product, or one of its variations) at one location. */
export const ZInventoryValuationRow = z.object({
  ...stockLevelItem,
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  storeId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  locationName: z.string(),
  quantity: z.number(),
  /** The variation's cost, else its product's; null when neither has one (4 decimals). */
  costPrice: z.number().nullable(),
  /** On hand × cost, to the cent; null without a cost. */
  valueAtCost: z.number().nullable(),
  retailPrice: z.number(),
  valueAtRetail: z.number(),
});
export type TInventoryValuationRow = z.infer<typeof ZInventoryValuationRow>;

/** Over every row the query matches, not the page: the sums of the rows' figures. */
export const ZInventoryValuationTotals = z.object({
  units: z.number(),
  valueAtCost: z.number(),
  valueAtRetail: z.number(),
  /** Rows without a cost: their value at cost counts as nothing in `valueAtCost`. */
  itemsWithoutCost: z.number().int(),
});
export type TInventoryValuationTotals = z.infer<typeof ZInventoryValuationTotals>;

export const INVENTORY_VALUATION_CSV_COLUMNS = [
  'Product',
  'Variation',
  'SKU',
  'Category',
  'Location',
  'On Hand',
  'Cost Price',
  'Value at Cost',
  'Retail Price',
  'Value at Retail',
] as const;

export const INVENTORY_VALUATION_MESSAGES = {
  locationNotFound: 'Location not found',
  csvEmpty: 'No stock found for the selected filters.',
  csvFailed: 'Unable to export the inventory valuation CSV. Check console for details.',
} as const;
