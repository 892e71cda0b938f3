import { STOCK_COUNT_STATUSES } from '@pos/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { products, productVariations } from '../catalog/products.tables.js';
import { organizations } from '../organization/organization.tables.js';
import { users } from '../users/users.tables.js';
import { warehouses } from './stock.tables.js';
import { stores } from './stores.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A stocktake of one store or warehouse (docs/guide/stock-and-reports.md). */
export const stockCounts = pgTable(
  'stock_counts',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    /** In order per organization: "SC-000004". */
    number: integer('number').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: STOCK_COUNT_STATUSES }).notNull().default('Open'),
    storeId: uuid('store_id'),
    warehouseId: uuid('warehouse_id'),
    /**
     * The category counted, as it was chosen; no foreign key: deleting a category later leaves
     * its counts as they were taken (the name then reads as none).
     */
    categoryId: uuid('category_id'),
    zeroUncounted: boolean('zero_uncounted').notNull().default(false),
    createdBy: uuid('created_by'),
    postedBy: uuid('posted_by'),
    postedAt: at('posted_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('stock_counts_org_number_uq').on(t.organizationId, t.number),
    index('stock_counts_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    check('stock_counts_one_location', sql`(${t.storeId} is null) <> (${t.warehouseId} is null)`),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
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
    foreignKey({
      columns: [t.organizationId, t.postedBy],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/** One item of a count: what the ledger expected and what was counted. */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    stockCountId: uuid('stock_count_id').notNull(),
    productId: uuid('product_id').notNull(),
    variationId: uuid('variation_id'),
    /** The level when the count started; from the item's last count on, the level then. */
    expected: integer('expected').notNull(),
    counted: integer('counted'),
    countedAt: at('counted_at'),
    /** Set when posted: what was booked (counted − expected). */
    difference: integer('difference'),
    /** Set when posted: the item's cost price then. */
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('stock_count_lines_item_uq').on(
      t.organizationId,
      t.stockCountId,
      t.productId,
      sql`coalesce(${t.variationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    // Whether an item is on any count (a product on one is archived, not deleted).
    index('stock_count_lines_product_idx').on(t.organizationId, t.productId),
    check('stock_count_lines_counted', sql`${t.counted} is null or ${t.counted} >= 0`),
    foreignKey({
      columns: [t.organizationId, t.stockCountId],
      foreignColumns: [stockCounts.organizationId, stockCounts.id],
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

/** The last stock count number per organization, taken with the count's insert. */
export const stockCountCounters = pgTable(
  'stock_count_counters',
  {
    organizationId: uuid('organization_id').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
