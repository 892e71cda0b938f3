import { z } from 'zod';
import { ZIsoDate } from './common.js';
import { requiredId, sortParam, ZDateFilter, ZId, ZListQueryBase } from './list.js';
import { word } from './message-catalog.js';
import { ZCostPrice } from './products.js';
import { checkOneLocation, documentLineItem } from './stock-items.js';
import { quantityInput } from './units.js';

/**
 * Purchase orders (docs/guide/purchasing.md): what the shop orders from a supplier, to a store
 * or a warehouse, and receives — in one go or in parts — at a cost.
 * Draft → Ordered → Partially Received → Received; Cancelled from Draft or Ordered; Closed from
 * Partially Received (closed short: what was still due will not come).
 */
export const PURCHASE_ORDER_STATUSES = [
  // Each marked a word: the PDF prints an order's status in its reader's language.
  word('Draft'),
  word('Ordered'),
  word('Partially Received'),
  word('Received'),
  word('Cancelled'),
  word('Closed'),
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * The orders whose outstanding units are "on order": sent to the supplier and not finished. A
 * draft is not sent yet; a received, cancelled or closed order brings nothing more.
 */
export const OPEN_PURCHASE_ORDER_STATUSES = [
  'Ordered',
  'Partially Received',
] as const satisfies readonly PurchaseOrderStatus[];

export const PURCHASE_ORDER_MESSAGES = {
  created: 'Purchase order created successfully!',
  updated: 'Purchase order updated successfully!',
  ordered: 'Purchase order marked as ordered.',
  orderedAndMailed: 'Purchase order marked as ordered and e-mailed to the supplier.',
  supplierNoEmail: 'The supplier has no e-mail address.',
  cancelled: 'Purchase order cancelled.',
  received: 'Stock received successfully!',
  supplierRequired: 'Supplier is required.',
  locationRequired: 'Choose the store or warehouse to deliver to.',
  oneLocation: 'Choose either a store or a warehouse, not both.',
  linesRequired: 'Add at least one line.',
  itemRequired: 'Choose an item.',
  lineTwice: 'The same item is on two lines: change the quantity of one.',
  draftOnly: 'Only a draft can be changed.',
  notOrderable: 'Only a draft can be marked as ordered.',
  notCancellable: 'Only a draft or an ordered purchase order can be cancelled.',
  notReceivable: 'Only an ordered or partly received purchase order can be received.',
  notClosable:
    'Only a partly received purchase order can be closed short (cancel an order that has received nothing).',
  overReceipt: 'More than ordered would be received.',
  overReceiptNeedsPermission: 'Receiving more than ordered needs the manage_purchasing permission.',
  lineUnknown: 'This line is not on the purchase order.',
  csvEmpty: 'No purchase orders found for the selected filters.',
  csvFailed: 'Unable to export purchase orders CSV. Check console for details.',
} as const;
const M = PURCHASE_ORDER_MESSAGES;

const quantity = quantityInput(
  z
    .number({ error: 'Quantity is required.' })
    .positive('Quantity must be above 0.')
    .max(1_000_000, 'Quantity is too large.'),
);

export const ZPurchaseOrderLineInput = z.strictObject({
  productId: requiredId(M.itemRequired),
  variationId: ZId.nullable().optional(),
  quantity,
  unitCost: ZCostPrice,
});

export const ZPurchaseOrderBody = z
  .strictObject({
    supplierId: requiredId(M.supplierRequired),
    storeId: ZId.nullable().optional(),
    warehouseId: ZId.nullable().optional(),
    expectedDate: ZIsoDate.nullable().optional(),
    notes: z
      .string()
      .trim()
      .max(2000, 'Notes must be at most 2000 characters.')
      .nullable()
      .optional(),
    lines: z
      .array(ZPurchaseOrderLineInput, { error: M.linesRequired })
      .min(1, M.linesRequired)
      .max(1000, 'A purchase order has at most 1,000 lines.'),
  })
  .superRefine((v, ctx) => {
    checkOneLocation(v, ctx, M);
    const seen = new Set<string>();
    v.lines.forEach((l, i) => {
      const key = `${l.productId}|${l.variationId ?? ''}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: M.lineTwice, path: ['lines', i, 'productId'] });
      seen.add(key);
    });
  });
export type TPurchaseOrderBody = z.input<typeof ZPurchaseOrderBody>;

export const ZPurchaseOrderLine = z.object({
  ...documentLineItem,
  quantity: z.number(),
  receivedQuantity: z.number(),
  /**
   * Units that will not come: what was still due when the order was cancelled or closed short
   * (0 on an order still open, or received in full).
   */
  cancelledQuantity: z.number(),
  unitCost: z.number(),
  /** quantity × unit cost, 2 decimals. */
  lineTotal: z.number(),
});
export type TPurchaseOrderLine = z.infer<typeof ZPurchaseOrderLine>;

export const ZPurchaseOrderRow = z.object({
  _id: z.string(),
  /** "PO-000012": in order per organization. */
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplierId: z.string(),
  supplierName: z.string(),
  storeId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  locationName: z.string(),
  /** Where the goods go: the store's or warehouse's address (its `location`), if it has one. */
  locationAddress: z.string().nullable(),
  /** Who takes the delivery there, and their phone (a store's contact; warehouses have none). */
  locationContactPerson: z.string().nullable(),
  locationContactPhone: z.string().nullable(),
  expectedDate: z.string().nullable(),
  notes: z.string().nullable(),
  orderedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** When the order was closed short, and why (the reason given, if any). */
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(ZPurchaseOrderLine),
  totals: z.object({
    lines: z.number().int(),
    quantity: z.number(),
    receivedQuantity: z.number(),
    cancelledQuantity: z.number(),
    /** Σ line totals. */
    total: z.number(),
  }),
});
export type TPurchaseOrderRow = z.infer<typeof ZPurchaseOrderRow>;

export const ZPurchaseOrdersQuery = ZListQueryBase.extend({
  sort: sortParam(['createdAt', 'expectedDate', 'number']),
  status: z
    .enum(PURCHASE_ORDER_STATUSES, {
      error: `status must be one of ${PURCHASE_ORDER_STATUSES.join(', ')}.`,
    })
    .optional(),
  supplierId: ZId.optional(),
  storeId: ZId.optional(),
  warehouseId: ZId.optional(),
  createdFrom: ZDateFilter.optional(),
  createdTo: ZDateFilter.optional(),
}).strict();

export const ZReceiveBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        lineId: ZId,
        quantity,
        /** What one unit cost this time; the line's cost if omitted. */
        unitCost: ZCostPrice.optional(),
      }),
      { error: M.linesRequired },
    )
    .min(1, M.linesRequired)
    .max(1000),
  /** Receive more than ordered (only with manage_purchasing). */
  allowOverReceipt: z.boolean().optional(),
});
export type TReceiveBody = z.input<typeof ZReceiveBody>;

/**
 * `GET /purchase-orders/items`: products to order, as the purchase order form picks them — with
 * what each product and variation costs (a variation without a cost of its own: its product's)
 * and the product's supplier, which only purchasing sees.
 */
export const ZPurchaseItem = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  costPrice: z.number().nullable(),
  supplierId: z.string().nullable(),
  variations: z.array(
    z.object({
      _id: z.string(),
      /** The attribute values joined with " / ". */
      name: z.string(),
      sku: z.string().nullable(),
      costPrice: z.number().nullable(),
    }),
  ),
});
export type TPurchaseItem = z.infer<typeof ZPurchaseItem>;

export const ZPurchaseItemsQuery = ZListQueryBase.extend({
  sort: sortParam(['name']),
}).strict();

/**
 * `POST /purchase-orders/:id/order`, whose body is optional (no body orders without mailing):
 * `email: true` also mails the order's PDF to the supplier's e-mail address.
 */
export const ZPurchaseOrderOrderBody = z.strictObject({
  email: z.boolean({ error: 'email must be true or false.' }).optional(),
});
export type TPurchaseOrderOrderBody = z.input<typeof ZPurchaseOrderOrderBody>;

/**
 * `POST /purchase-orders/:id/close-short`, whose body is optional: why the rest will not come
 * (kept on the order and in its audit event).
 */
export const ZCloseShortBody = z.strictObject({
  reason: z
    .string({ error: 'The reason must be text.' })
    .trim()
    .max(500, 'The reason must be at most 500 characters.')
    .nullable()
    .optional(),
});
export type TCloseShortBody = z.input<typeof ZCloseShortBody>;

export const PURCHASE_ORDERS_CSV_COLUMNS = [
  'Number',
  'Status',
  'Supplier',
  'Deliver To',
  'Expected',
  'Lines',
  'Quantity',
  'Received',
  'Total',
  'Ordered At',
  'Created At',
] as const;
