import { PURCHASE_ORDER_STATUSES } from '@pos/contracts/purchase-orders';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  at,
  itemColumns,
  locationColumns,
  oneLocation,
  quantity,
  tenantColumns,
  timestamps,
} from '../../db/columns.js';
import {
  belongsToOrganization,
  perOrganizationTable,
  tenantKey,
  tenantRef,
} from '../../db/tenant-keys.js';
import { suppliers } from '../catalog/attributes.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { warehouses } from '../inventory/stock.tables.js';
import { stores } from '../inventory/stores.tables.js';
import { users } from '../users/users.tables.js';

/** An order to a supplier, delivered to one store or one warehouse (docs/guide/purchasing.md). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...tenantColumns(),
    /** In order per organization (purchasing_counters): "PO-000012". */
    number: integer('number').notNull(),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('Draft'),
    supplierId: uuid('supplier_id').notNull(),
    ...locationColumns(),
    expectedDate: date('expected_date', { mode: 'string' }),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    orderedAt: at('ordered_at'),
    receivedAt: at('received_at'),
    cancelledAt: at('cancelled_at'),
    /** Closed short: what was still due was cancelled (the lines keep what was received). */
    closedAt: at('closed_at'),
    closeReason: text('close_reason'),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('purchase_orders_org_number_uq').on(t.organizationId, t.number),
    index('purchase_orders_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('purchase_orders_org_supplier_idx').on(t.organizationId, t.supplierId),
    oneLocation('purchase_orders_one_location', t),
    belongsToOrganization(t),
    // A supplier with orders is not deleted: the orders keep who they were with.
    tenantRef(t, t.supplierId, suppliers),
    tenantRef(t, t.storeId, stores),
    tenantRef(t, t.warehouseId, warehouses),
    tenantRef(t, t.createdBy, users),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...tenantColumns(),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    ...itemColumns(),
    quantity: quantity('quantity').notNull(),
    receivedQuantity: quantity('received_quantity').notNull().default(0),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    tenantKey(t),
    index('purchase_order_lines_order_idx').on(t.organizationId, t.purchaseOrderId, t.position),
    // Whether an item is on any order (a product on one is archived, not deleted).
    index('purchase_order_lines_product_idx').on(t.organizationId, t.productId),
    check('purchase_order_lines_quantity', sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0`),
    tenantRef(t, t.purchaseOrderId, purchaseOrders).onDelete('cascade'),
    tenantRef(t, t.productId, products),
    tenantRef(t, t.variationId, productVariations),
  ],
);

/** The last purchase order number per organization: gapless, taken with the order's insert. */
export const purchasingCounters = perOrganizationTable('purchasing_counters', {
  lastOrderNumber: integer('last_order_number').notNull(),
});
