import { z } from 'zod';
import { requiredText } from './common.js';
import { requiredId, sortParam, ZBoolQuery, ZDateFilter, ZId, ZListQueryBase } from './list.js';
import { PRODUCT_MESSAGES, ZCostPrice } from './products.js';
import { quantityInput, UNITS } from './units.js';

/** Ledger row types (DESIGN §7). */
export const MOVEMENT_TYPES = [
  'SALE',
  'STOCK_IN',
  'MANUAL_ADJUSTMENT',
  'RETURN',
  'DAMAGE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  /** A stock count's correction: counted minus expected (DESIGN §13). */
  'STOCK_COUNT',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/**
 * What the screens call each ledger type (the stock history's badge and filter). The API and
 * the spec's CSV keep the codes (docs/guide/stock-and-reports.md, "Stock history").
 */
export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  SALE: 'Sale',
  STOCK_IN: 'Stock in',
  MANUAL_ADJUSTMENT: 'Manual adjustment',
  RETURN: 'Return',
  DAMAGE: 'Damage',
  TRANSFER_IN: 'Transfer in',
  TRANSFER_OUT: 'Transfer out',
  STOCK_COUNT: 'Stock count',
};

/** What a stock movement form sends, and the ledger type and direction each one books. */
export const MOVEMENT_INPUT_TYPES = {
  purchase: { type: 'STOCK_IN', sign: 1, label: 'Purchase (stock in)' },
  sale_return: { type: 'RETURN', sign: 1, label: 'Sale return' },
  adjustment_in: { type: 'MANUAL_ADJUSTMENT', sign: 1, label: 'Adjustment in' },
  adjustment_out: { type: 'MANUAL_ADJUSTMENT', sign: -1, label: 'Adjustment out' },
  damage: { type: 'DAMAGE', sign: -1, label: 'Damage' },
} as const satisfies Record<string, { type: MovementType; sign: 1 | -1; label: string }>;
export type MovementInputType = keyof typeof MOVEMENT_INPUT_TYPES;
const INPUT_TYPE_NAMES = Object.keys(MOVEMENT_INPUT_TYPES) as [
  MovementInputType,
  ...MovementInputType[],
];

export const INVENTORY_MESSAGES = {
  productRequired: 'Product is required.',
  quantityRequired: 'Quantity is required.',
  quantityNumber: 'Quantity must be a number.',
  quantityNotZero: 'Quantity cannot be zero.',
  quantityPositive: 'Quantity must be more than zero; the type says whether stock goes in or out.',
  quantityNegative: 'Quantity cannot be below zero: negative stock is not allowed.',
  barcodeRequired: 'Barcode is required.',
  unitCostPurchaseOnly: 'A unit cost is given with a purchase only.',
  typeRequired: 'Type is required.',
  /** The product lookup's answer (`GET /products/lookup`), which add-by-barcode goes through. */
  barcodeUnknown: PRODUCT_MESSAGES.barcodeUnknown,
  oneLocation: 'Choose either a store or a warehouse, not both.',
  sameLocation: 'Choose two different locations.',
  fromRequired: 'Choose the location to move stock from.',
  toRequired: 'Choose the location to move stock to.',
  itemCreated: 'Inventory item saved successfully!',
  itemUpdated: 'Inventory item updated successfully!',
  movementDone: 'Stock updated successfully!',
  transferDone: 'Stock transferred successfully!',
  insufficient: 'Insufficient stock',
  historyCsvEmpty: 'No stock history found for selected filters.',
  historyCsvFailed: 'Unable to export stock history CSV. Check console for details.',
  reportFailed: 'Failed to fetch inventory report.',
  reportEmpty: 'No inventory data found',
  loadFailed: 'Failed to load data (products/stores).',
  locationsFailed: 'Failed to load stores/warehouses.',
} as const;

const M = INVENTORY_MESSAGES;

const quantity = quantityInput(
  z
    .number({ error: (iss) => (iss.input == null ? M.quantityRequired : M.quantityNumber) })
    .min(-1_000_000_000, 'Quantity is too large.')
    .max(1_000_000_000, 'Quantity is too large.'),
);

const remarks = z
  .string()
  .trim()
  .max(500, 'Remarks must be at most 500 characters.')
  .nullable()
  .optional();
const optionalId = ZId.nullable().optional();

/** A location: a store or a warehouse (neither means the default store). */
const location = { storeId: optionalId, warehouseId: optionalId };
const oneLocation = (v: { storeId?: string | null; warehouseId?: string | null }) =>
  !(v.storeId && v.warehouseId);

/** Sets the quantity of a product (or variation) at one location; the difference goes to the ledger. */
export const ZInventoryItemBody = z
  .strictObject({
    productId: requiredId(M.productRequired),
    variationId: optionalId,
    quantity,
    remarks,
    ...location,
  })
  .refine(oneLocation, { message: M.oneLocation, path: ['warehouseId'] });
export type TInventoryItemBody = z.input<typeof ZInventoryItemBody>;

/** An inventory item is one stock level: a product or variation at one location. */
export const ZInventoryItemRow = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSku: z.string().nullable(),
  variationId: z.string().nullable(),
  /** The variation's attribute values joined with " / ". */
  variationName: z.string().nullable(),
  quantity: z.number(),
  /** What the item is sold by: `quantity` is in it ("10.125" kg). */
  unit: z.enum(UNITS),
  /**
   * Units still to come to this location on open purchase orders (ordered or partly received):
   * ordered − received.
   */
  onOrder: z.number(),
  reorderLevel: z.number(),
  remarks: z.string().nullable(),
  storeId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  locationName: z.string(),
  updatedAt: z.string(),
});
export type TInventoryItemRow = z.infer<typeof ZInventoryItemRow>;

export const ZInventoryItemsQuery = ZListQueryBase.extend({
  sort: sortParam(['updatedAt', 'quantity', 'productName']),
  productId: ZId.optional(),
  /** At or below the product's reorder level. */
  lowStock: ZBoolQuery.optional(),
  storeId: ZId.optional(),
  warehouseId: ZId.optional(),
}).strict();

export const ZAddByBarcodeBody = z
  .strictObject({
    barcode: requiredText(M.barcodeRequired, 64, 'Barcode must be at most 64 characters.'),
    quantity: quantity.refine((n) => n !== 0, M.quantityNotZero).gt(0, M.quantityPositive),
    type: z.enum(INPUT_TYPE_NAMES, {
      error: (iss) =>
        iss.input == null || iss.input === ''
          ? M.typeRequired
          : `Type must be one of ${INPUT_TYPE_NAMES.join(', ')}.`,
    }),
    /** A purchase's cost per unit: the ledger row keeps it, the item's cost moves. */
    unitCost: ZCostPrice.optional(),
    remarks,
    ...location,
  })
  .refine(oneLocation, { message: M.oneLocation, path: ['warehouseId'] })
  .refine((v) => v.unitCost === undefined || v.type === 'purchase', {
    message: M.unitCostPurchaseOnly,
    path: ['unitCost'],
  });
export type TAddByBarcodeBody = z.input<typeof ZAddByBarcodeBody>;

export const ZTransferBody = z
  .strictObject({
    productId: requiredId(M.productRequired),
    variationId: optionalId,
    quantity: quantity.gt(0, 'Quantity must be more than zero.'),
    fromStoreId: optionalId,
    fromWarehouseId: optionalId,
    toStoreId: optionalId,
    toWarehouseId: optionalId,
    remarks,
  })
  .superRefine((v, ctx) => {
    if (v.fromStoreId && v.fromWarehouseId)
      ctx.addIssue({ code: 'custom', message: M.oneLocation, path: ['fromWarehouseId'] });
    if (v.toStoreId && v.toWarehouseId)
      ctx.addIssue({ code: 'custom', message: M.oneLocation, path: ['toWarehouseId'] });
    if (!v.fromStoreId && !v.fromWarehouseId)
      ctx.addIssue({ code: 'custom', message: M.fromRequired, path: ['fromStoreId'] });
    if (!v.toStoreId && !v.toWarehouseId)
      ctx.addIssue({ code: 'custom', message: M.toRequired, path: ['toStoreId'] });
    const from = v.fromStoreId || v.fromWarehouseId;
    if (from && from === (v.toStoreId || v.toWarehouseId))
      ctx.addIssue({ code: 'custom', message: M.sameLocation, path: ['toStoreId'] });
  });
export type TTransferBody = z.input<typeof ZTransferBody>;

/** One ledger row (spec 2 "Stock history entry", plus names for display). */
export const ZStockHistoryRow = z.object({
  _id: z.string(),
  timestamp: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSku: z.string().nullable(),
  variationId: z.string().nullable(),
  variationName: z.string().nullable(),
  type: z.enum(MOVEMENT_TYPES),
  quantityChanged: z.number(),
  stockBeforeMovement: z.number(),
  stockAfterMovement: z.number(),
  userId: z.string().nullable(),
  /** Null for changes the system made (shown as "System"). */
  userName: z.string().nullable(),
  remarks: z.string().nullable(),
  storeId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  locationName: z.string(),
  /** Shared by the rows of one operation (a transfer's two rows, a sale's lines). */
  reference: z.string().nullable(),
  /** What one unit cost, on a receipt at a cost; else null. */
  unitCost: z.number().nullable(),
});
export type TStockHistoryRow = z.infer<typeof ZStockHistoryRow>;

export const ZStockHistoryQuery = ZListQueryBase.extend({
  sort: sortParam(['timestamp', 'type']),
  productId: ZId.optional(),
  type: z
    .enum(MOVEMENT_TYPES, { error: `type must be one of ${MOVEMENT_TYPES.join(', ')}.` })
    .optional(),
  startDate: ZDateFilter.optional(),
  endDate: ZDateFilter.optional(),
  storeId: ZId.optional(),
  warehouseId: ZId.optional(),
}).strict();

export const STOCK_HISTORY_CSV_COLUMNS = [
  'Date',
  'Product',
  'Change Type',
  'Qty Changed',
  'Stock Before',
  'Stock After',
  'User',
  'Notes',
  /** The receipt's unit cost (purchasing), after the spec's columns. */
  'Unit Cost',
] as const;

/** Answer of a movement or transfer: the ledger rows it wrote. */
export const ZMovementResponse = z.object({
  message: z.string(),
  data: z.array(ZStockHistoryRow),
});

export const ZStoreReportQuery = z.strictObject({
  storeId: ZId.optional(),
  /** Product name or SKU. */
  search: z.string().trim().max(200).optional(),
  /** Items per store (by product name); each group says how many it holds in all. */
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

export const ZStoreReportGroup = z.object({
  store: z.object({ _id: z.string(), name: z.string(), location: z.string().nullable() }),
  inventory: z.array(
    z.object({
      product: z.object({
        _id: z.string(),
        name: z.string(),
        sku: z.string().nullable(),
        price: z.number(),
        variationId: z.string().nullable(),
        variationName: z.string().nullable(),
      }),
      stock: z.number(),
    }),
  ),
  /** Items (products and variations) the store has a level for, matching the search. */
  totalCount: z.number().int(),
  /** Units held in all. */
  totalUnits: z.number(),
});
export type TStoreReportGroup = z.infer<typeof ZStoreReportGroup>;
export const ZStoreReportResponse = z.object({ data: z.array(ZStoreReportGroup) });

/** Products with their stock at each store (`GET products/store-wise-stock`). */
export const ZStoreWiseStockRow = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  /** Own stock and variations' stock together, per store; stores without stock are left out. */
  stores: z.array(z.object({ storeId: z.string(), storeName: z.string(), stock: z.number() })),
  warehouseStock: z.number(),
  totalStock: z.number(),
});
export type TStoreWiseStockRow = z.infer<typeof ZStoreWiseStockRow>;
