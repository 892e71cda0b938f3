import { PURCHASE_ORDER_STATUSES } from '@pos/contracts/purchase-orders';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn, updatedAt } from '../../db/columns.js';
import { suppliers } from '../catalog/attributes.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { warehouses } from '../inventory/stock.tables.js';
import { stores } from '../inventory/stores.tables.js';
import { organizations } from '../organization/organization.tables.js';
import { users } from '../users/users.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An order to a supplier, delivered to one store or one warehouse (docs/guide/purchasing.md). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    /** In order per organization (purchasing_counters): "PO-000012". */
    number: integer('number').notNull(),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('Draft'),
    supplierId: uuid('supplier_id').notNull(),
    storeId: uuid('store_id'),
    warehouseId: uuid('warehouse_id'),
    expectedDate: date('expected_date', { mode: 'string' }),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    orderedAt: at('ordered_at'),
    receivedAt: at('received_at'),
    cancelledAt: at('cancelled_at'),
    /** Closed short: what was still due was cancelled (the lines keep what was received). */
    closedAt: at('closed_at'),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('purchase_orders_org_number_uq').on(t.organizationId, t.number),
    index('purchase_orders_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('purchase_orders_org_supplier_idx').on(t.organizationId, t.supplierId),
    check(
      'purchase_orders_one_location',
      sql`(${t.storeId} is null) <> (${t.warehouseId} is null)`,
    ),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
    // A supplier with orders is not deleted: the orders keep who they were with.
    foreignKey({
      columns: [t.organizationId, t.supplierId],
      foreignColumns: [suppliers.organizationId, suppliers.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.storeId],
      foreignColumns: [stores.organizationId, stores.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.warehouseId],
      foreignColumns: [warehouses.organizationId, warehouses.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.createdBy],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    productId: uuid('product_id').notNull(),
    variationId: uuid('variation_id'),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('purchase_order_lines_order_idx').on(t.organizationId, t.purchaseOrderId, t.position),
    // Whether an item is on any order (a product on one is archived, not deleted).
    index('purchase_order_lines_product_idx').on(t.organizationId, t.productId),
    check('purchase_order_lines_quantity', sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0`),
    foreignKey({
      columns: [t.organizationId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.organizationId, purchaseOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.productId],
      foreignColumns: [products.organizationId, products.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.variationId],
      foreignColumns: [productVariations.organizationId, productVariations.id],
    }),
  ],
);

/** The last purchase order number per organization: gapless, taken with the order's insert. */
export const purchasingCounters = pgTable(
  'purchasing_counters',
  {
    organizationId: uuid('organization_id').primaryKey(),
    lastOrderNumber: integer('last_order_number').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
