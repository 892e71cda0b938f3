import { MOVEMENT_TYPES } from '@pos/contracts/inventory';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
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
  orgColumn,
  quantity,
  tenantColumns,
  timestamps,
  updatedAt,
} from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { users } from '../users/users.tables.js';
import { stores } from './stores.tables.js';

export const warehouses = pgTable(
  'warehouses',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    location: text('location'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [tenantKey(t), belongsToOrganization(t)],
);

const NO_ID = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/** How many of a product (or one of its variations) one location holds (DESIGN §7). */
export const stockLevels = pgTable(
  'stock_levels',
  {
    ...tenantColumns(),
    ...itemColumns(),
    ...locationColumns(),
    quantity: quantity('quantity').notNull().default(0),
    /** Remarks of the last change made through the inventory screen. */
    remarks: text('remarks'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stock_levels_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    // A store's levels, in the order the register's catalogue sync pages them (modules/register);
    // its prefix serves every "levels of this store" query.
    index('stock_levels_org_store_updated_idx').on(t.organizationId, t.storeId, t.updatedAt, t.id),
    index('stock_levels_org_warehouse_idx').on(t.organizationId, t.warehouseId),
    // Levels at or below a quantity: the reorder list and the low-stock digest (modules/purchasing).
    index('stock_levels_org_quantity_idx').on(t.organizationId, t.quantity),
    tenantKey(t),
    // One row per item and location; the expressions let an upsert name this index.
    uniqueIndex('stock_levels_item_location_uq').on(
      t.organizationId,
      t.productId,
      sql`coalesce(${t.variationId}, ${NO_ID})`,
      sql`coalesce(${t.storeId}, ${NO_ID})`,
      sql`coalesce(${t.warehouseId}, ${NO_ID})`,
    ),
    oneLocation('stock_levels_one_location', t),
    tenantRef(t, t.productId, products),
    tenantRef(t, t.variationId, productVariations),
    tenantRef(t, t.storeId, stores),
    tenantRef(t, t.warehouseId, warehouses),
  ],
);

export { MOVEMENT_TYPES, type MovementType } from '@pos/contracts/inventory';

/** The ledger: one row per change of a stock level, written in the same transaction. */
export const inventoryLog = pgTable(
  'inventory_log',
  {
    organizationId: orgColumn(),
    // Made by the database when the row is written, after its level is locked (inventory.functions.sql):
    // a level's rows sort by id in the order they happened, which the ledger's chain relies on.
    id: uuid('id').notNull().default(sql`uuid_v7_micros()`),
    ...itemColumns(),
    ...locationColumns(),
    type: text('type', { enum: MOVEMENT_TYPES }).notNull(),
    quantityChanged: quantity('quantity_changed').notNull(),
    stockBefore: quantity('stock_before').notNull(),
    stockAfter: quantity('stock_after').notNull(),
    userId: uuid('user_id'),
    remarks: text('remarks'),
    /** What one unit cost, on a receipt at a cost; null elsewhere. */
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }),
    /** Ties the rows of one operation together (a transfer's two rows, a sale's lines). */
    reference: uuid('reference'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    tenantKey(t),
    check('inventory_log_adds_up', sql`${t.stockAfter} = ${t.stockBefore} + ${t.quantityChanged}`),
    index('inventory_log_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('inventory_log_product_idx').on(t.organizationId, t.productId, t.createdAt),
    index('inventory_log_type_idx').on(t.organizationId, t.type, t.createdAt),
    tenantRef(t, t.productId, products),
    tenantRef(t, t.variationId, productVariations),
    tenantRef(t, t.storeId, stores),
    tenantRef(t, t.warehouseId, warehouses),
    tenantRef(t, t.userId, users),
  ],
);
