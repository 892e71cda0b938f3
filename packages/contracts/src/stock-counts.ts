import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZDateFilter, ZId, ZListQueryBase } from './list.js';
import { word } from './message-catalog.js';
import { checkOneLocation, documentLineItem } from './stock-items.js';
import { quantityInput } from './units.js';

/**
 * Stock counts (docs/guide/stock-and-reports.md): a stocktake of one store or warehouse — every
 * item, or one category's — counted by scanning or typing while the shop goes on selling, then
 * posted as STOCK_COUNT ledger rows. Open → Posted (read-only from then on), or Cancelled.
 */
/** Each marked a word: the audit log shows a count's status in its reader's language. */
export const STOCK_COUNT_STATUSES = [word('Open'), word('Posted'), word('Cancelled')] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

export const STOCK_COUNT_MESSAGES = {
  created: 'Stock count started.',
  counted: 'Count saved.',
  posted: 'Stock count posted.',
  cancelled: 'Stock count cancelled.',
  nameRequired: 'Name is required.',
  locationRequired: 'Choose the store or warehouse to count.',
  oneLocation: 'Choose either a store or a warehouse, not both.',
  notOpen: 'This stock count is no longer open: a posted or cancelled count cannot change.',
  notInCategory: 'This item is not in the category being counted.',
  lineUnknown: 'This line is not on the stock count.',
  belowZero: 'A count cannot go below zero.',
  quantityZero: 'Quantity must not be zero.',
  csvEmpty: 'No stock counts found for the selected filters.',
  csvFailed: 'Unable to export stock counts CSV. Check console for details.',
  linesCsvEmpty: 'No lines found for the selected filters.',
  linesCsvFailed: 'Unable to export the variance report. Check console for details.',
} as const;
const M = STOCK_COUNT_MESSAGES;

export const ZStockCountBody = z
  .strictObject({
    name: requiredText(M.nameRequired, 120, 'Name must be at most 120 characters.'),
    storeId: ZId.nullable().optional(),
    warehouseId: ZId.nullable().optional(),
    /** Count only this category's products (its subcategories included). */
    categoryId: ZId.nullable().optional(),
  })
  .superRefine((v, ctx) => checkOneLocation(v, ctx, M));
export type TStockCountBody = z.input<typeof ZStockCountBody>;

const countedQuantity = quantityInput(
  z
    .number({ error: 'Counted must be a number.' })
    .min(0, M.belowZero)
    .max(10_000_000, 'Counted is too large.'),
);

/** `POST /stock-counts/:id/scan`: one scan adds `quantity` (default 1; negative takes back). */
export const ZStockCountScanBody = z.strictObject({
  barcode: requiredText('Barcode is required.', 100),
  quantity: quantityInput(
    z.number({ error: 'Quantity must be a number.' }).min(-10_000_000).max(10_000_000),
  )
    .refine((n) => n !== 0, M.quantityZero)
    .meta({ not: { enum: [0] } })
    .default(1),
});
export type TStockCountScanBody = z.input<typeof ZStockCountScanBody>;

/** `PUT /stock-counts/:id/lines/:lineId`: what was counted, typed; null: not counted. */
export const ZStockCountLineBody = z.strictObject({ counted: countedQuantity.nullable() });
export type TStockCountLineBody = z.input<typeof ZStockCountLineBody>;

export const ZStockCountLineParams = z.strictObject({ id: ZId, lineId: ZId });

/** `POST /stock-counts/:id/post`; no body posts without touching uncounted items. */
export const ZStockCountPostBody = z.strictObject({
  /** Items nobody counted are set to zero (else they stay as they are). */
  zeroUncounted: z.boolean({ error: 'zeroUncounted must be true or false.' }).optional(),
});
export type TStockCountPostBody = z.input<typeof ZStockCountPostBody>;

export const ZStockCountTotals = z.object({
  lines: z.number().int(),
  counted: z.number().int(),
  /** Counted lines whose count differs from what was expected. */
  withDifference: z.number().int(),
  /** Σ differences (units): negative is shrinkage. */
  difference: z.number(),
  /** Σ difference × unit cost, 2 decimals (lines without a cost count as 0). */
  differenceValue: z.number(),
});

export const ZStockCountRow = z.object({
  _id: z.string(),
  /** "SC-000004": in order per organization. */
  number: z.string(),
  name: z.string(),
  status: z.enum(STOCK_COUNT_STATUSES),
  storeId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  locationName: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  zeroUncounted: z.boolean(),
  createdByName: z.string().nullable(),
  postedByName: z.string().nullable(),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  totals: ZStockCountTotals,
});
export type TStockCountRow = z.infer<typeof ZStockCountRow>;

export const ZStockCountsQuery = ZListQueryBase.extend({
  sort: sortParam(['createdAt', 'name', 'number']),
  status: z
    .enum(STOCK_COUNT_STATUSES, {
      error: `status must be one of ${STOCK_COUNT_STATUSES.join(', ')}.`,
    })
    .optional(),
  storeId: ZId.optional(),
  warehouseId: ZId.optional(),
  createdFrom: ZDateFilter.optional(),
  createdTo: ZDateFilter.optional(),
}).strict();

/**
 * One item of a count. `expected` is what the ledger held for it at the location when the count
 * started, and from its last count on, what it held at that moment — the figure the count is
 * compared with. `difference` is counted − expected; once posted, what was booked.
 */
export const ZStockCountLine = z.object({
  ...documentLineItem,
  expected: z.number(),
  counted: z.number().nullable(),
  countedAt: z.string().nullable(),
  difference: z.number().nullable(),
  /** The item's cost price (when posted: at posting). */
  unitCost: z.number().nullable(),
  /** difference × unit cost, 2 decimals. */
  differenceValue: z.number().nullable(),
});
export type TStockCountLine = z.infer<typeof ZStockCountLine>;

export const STOCK_COUNT_LINE_STATES = ['counted', 'uncounted', 'difference'] as const;

export const ZStockCountLinesQuery = ZListQueryBase.extend({
  sort: sortParam(['productName', 'difference', 'countedAt']),
  /** counted, uncounted, or difference (counted and not what was expected). */
  state: z
    .enum(STOCK_COUNT_LINE_STATES, {
      error: `state must be one of ${STOCK_COUNT_LINE_STATES.join(', ')}.`,
    })
    .optional(),
}).strict();

export const STOCK_COUNTS_CSV_COLUMNS = [
  'Number',
  'Name',
  'Status',
  'Location',
  'Category',
  'Lines',
  'Counted',
  'With Difference',
  'Difference',
  'Difference Value',
  'Created At',
  'Posted At',
] as const;

/** The variance report. */
export const STOCK_COUNT_LINES_CSV_COLUMNS = [
  'Product',
  'Variation',
  'SKU',
  'Expected',
  'Counted',
  'Difference',
  'Unit Cost',
  'Difference Value',
  'Counted At',
] as const;
