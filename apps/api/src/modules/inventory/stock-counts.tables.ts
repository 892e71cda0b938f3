import { STOCK_COUNT_STATUSES } from '@pos/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { products, productVariations } from '../catalog/products.tables.js';
import { users } from '../users/users.tables.js';
import { warehouses } from './stock.tables.js';
import { stores } from './stores.tables.js';

/** A stocktake of one store or warehouse (docs/guide/stock-and-reports.md). */
export const stockCounts = pgTable(
  'stock_counts',
  {
    ...tenantColumns(),
    /** In order per organization: "SC-000004". */
    number: integer('number').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: STOCK_COUNT_STATUSES }).notNull().default('Open'),
    ...locationColumns(),
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
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('stock_counts_org_number_uq').on(t.organizationId, t.number),
    index('stock_counts_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    oneLocation('stock_counts_one_location', t),
    belongsToOrganization(t),
    tenantRef(t, t.storeId, stores),
    tenantRef(t, t.warehouseId, warehouses),
    tenantRef(t, t.createdBy, users),
    tenantRef(t, t.postedBy, users),
  ],
);

/** One item of a count: what the ledger expected and what was counted. */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    ...tenantColumns(),
    stockCountId: uuid('stock_count_id').notNull(),
    ...itemColumns(),
    /** The level when the count started; from the item's last count on, the level then. */
    expected: quantity('expected').notNull(),
    counted: quantity('counted'),
    countedAt: at('counted_at'),
    /** Set when posted: what was booked (counted − expected). */
    difference: quantity('difference'),
    /** Set when posted: the item's cost price then. */
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('stock_count_lines_item_uq').on(
      t.organizationId,
      t.stockCountId,
      t.productId,
      sql`coalesce(${t.variationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    // Whether an item is on any count (a product on one is archived, not deleted).
    index('stock_count_lines_product_idx').on(t.organizationId, t.productId),
    check('stock_count_lines_counted', sql`${t.counted} is null or ${t.counted} >= 0`),
    tenantRef(t, t.stockCountId, stockCounts).onDelete('cascade'),
    tenantRef(t, t.productId, products),
    tenantRef(t, t.variationId, productVariations),
  ],
);

/** The last stock count number per organization, taken with the count's insert. */
export const stockCountCounters = perOrganizationTable('stock_count_counters', {
  lastNumber: integer('last_number').notNull(),
});
