import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgColumn, quantity } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

/*
 * The reports' daily rollups (docs/ARCHITECTURE.md, "Report rollups"): what
 * each sale and each return adds to its day in the organization's time zone, written by the
 * same transaction (rollups.repository, `applyRollups`). Money is in cents and costs in
 * ten-thousandths (bigint: sums stay exact and aggregate fast). Every row belongs to a
 * generation: a change of time zone builds the next one in the background while sales write
 * both, then switches to it.
 */

const orgKey = (organizationId: AnyPgColumn) =>
  foreignKey({ columns: [organizationId], foreignColumns: [organizations.id] }).onDelete('cascade');

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The generation the reports read, its zone, and the one being built (if any). */
export const reportRollupStates = pgTable(
  'report_rollup_states',
  {
    organizationId: uuid('organization_id').primaryKey(),
    generation: smallint('generation').notNull().default(1),
    timeZone: text('time_zone').notNull(),
    buildingGeneration: smallint('building_generation'),
    buildingZone: text('building_zone'),
    /**
     * How far (sales' and returns' times) the rebuild has come; null: not started; infinity:
     * every window added, its running totals being sealed.
     */
    buildingCursor: timestamp('building_cursor', { withTimezone: true, mode: 'date' }),
    buildingSince: timestamp('building_since', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    orgKey(t.organizationId),
    check(
      'report_rollup_states_building_whole',
      sql`(${t.buildingGeneration} is null) = (${t.buildingZone} is null)`,
    ),
  ],
);

/**
 * Sales and returns per day, hour, store and cashier: the summary, sales over time, the hour
 * heatmap, by store and by cashier. A return counts on its own day, by who took it back.
 */
export const rollupSales = pgTable(
  'rollup_sales',
  {
    organizationId: orgColumn(),
    generation: smallint('generation').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    storeId: uuid('store_id'),
    userId: uuid('user_id'),
    sales: integer('sales').notNull().default(0),
    /** Units sold less units returned. */
    units: quantity('units').notNull().default(0),
    gross: cents('gross'),
    discounts: cents('discounts'),
    returns: cents('returns'),
    /** gross − discounts − returns: without tax, where prices include it too. */
    net: cents('net'),
    taxes: cents('taxes'),
    /** What cash rounding added to the sales, less its share given back by returns. */
    rounding: cents('rounding'),
  },
  (t) => [
    unique('rollup_sales_key')
      .on(t.organizationId, t.generation, t.day, t.hour, t.storeId, t.userId)
      .nullsNotDistinct(),
    orgKey(t.organizationId),
  ],
);

/** What each payment method took in (cash less change) less what it refunded, per day. */
export const rollupPayments = pgTable(
  'rollup_payments',
  {
    organizationId: orgColumn(),
    generation: smallint('generation').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    storeId: uuid('store_id'),
    method: text('method').notNull(),
    amount: cents('amount'),
  },
  (t) => [
    unique('rollup_payments_key')
      .on(t.organizationId, t.generation, t.day, t.storeId, t.method)
      .nullsNotDistinct(),
    orgKey(t.organizationId),
  ],
);

/** Each tax collected by sales and given back by returns, per day. */
export const rollupTaxes = pgTable(
  'rollup_taxes',
  {
    organizationId: orgColumn(),
    generation: smallint('generation').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    storeId: uuid('store_id'),
    name: text('name').notNull(),
    rate: numeric('rate', { precision: 7, scale: 3 }).notNull(),
    collected: cents('collected'),
    returned: cents('returned'),
    /**
     * The taxable sales: the net (without tax) of the lines that carry the tax, less what
     * returns gave back of it (docs/DESIGN.md, "Money").
     */
    base: cents('base'),
  },
  (t) => [
    unique('rollup_taxes_key')
      .on(t.organizationId, t.generation, t.day, t.storeId, t.name, t.rate)
      .nullsNotDistinct(),
    orgKey(t.organizationId),
  ],
);

/** The store of the rows that add up every store (no store has this id). */
export const ALL_STORES = '00000000-0000-0000-0000-000000000000';

/**
 * Units, net sales and cost per product (and variation), local day and store — each store's
 * rows, and again all stores' together (`ALL_STORES` as the store). What the running totals are
 * sealed from, day by day, and what a report adds after the last sealed day (today's, as a
 * rule): a report never sums more than those few days of them (ARCHITECTURE, "Report rollups").
 * The key leads with the store and the day: a day of one store key is one index range.
 */
export const rollupProducts = pgTable(
  'rollup_products',
  {
    organizationId: orgColumn(),
    generation: smallint('generation').notNull(),
    storeId: uuid('store_id'),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null: a product deleted since (its lines lost their product). */
    productId: uuid('product_id'),
    variationId: uuid('variation_id'),
    units: quantity('units').notNull().default(0),
    net: cents('net'),
    /** Net sales of the units whose cost was known, and what they cost (ten-thousandths). */
    costedNet: cents('costed_net'),
    cost: cents('cost'),
  },
  (t) => [
    unique('rollup_products_key')
      .on(t.organizationId, t.generation, t.storeId, t.day, t.productId, t.variationId)
      .nullsNotDistinct(),
    orgKey(t.organizationId),
  ],
);

/**
 * Units of each product over all time (every store, net of returns): the dashboard's best
 * sellers, ranked off the end of `rollup_product_units_top_idx` instead of summing a million
 * products' rows (ARCHITECTURE, "Report rollups"). Kept by the same fold as the rows above.
 */
export const rollupProductUnits = pgTable(
  'rollup_product_units',
  {
    organizationId: orgColumn(),
    generation: smallint('generation').notNull(),
    productId: uuid('product_id').notNull(),
    units: quantity('units').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.generation, t.productId] }),
    // Walked backwards: the top N without sorting every product sold; equal sellers newest first.
    index('rollup_product_units_top_idx').on(t.organizationId, t.generation, t.units, t.productId),
    orgKey(t.organizationId),
  ],
);

/**
 * Visits and spend per customer, local day and store (and all stores'), as `rollup_products`
 * (walk-in sales have no row).
 */
export const rollupCustomers = pgTable(
  'rollup_customers',
  {
    organizationId: orgColumn(),
    generation: smallint('generation').notNull(),
    storeId: uuid('store_id'),
    day: date('day', { mode: 'string' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    visits: integer('visits').notNull().default(0),
    units: quantity('units').notNull().default(0),
    net: cents('net'),
    /** Taxes in, refunds out. */
    spend: cents('spend'),
  },
  (t) => [
    unique('rollup_customers_key')
      .on(t.organizationId, t.generation, t.storeId, t.day, t.customerId)
      .nullsNotDistinct(),
    orgKey(t.organizationId),
  ],
);

/**
 * The sales and returns committed and not yet added to the rollups: a sale's commit only puts
 * its id here (one small insert, no row shared with other sales), and `rollup_apply` adds what
 * is queued in one set-based statement — every couple of seconds (the `rollup-fold` job) and
 * before a report reads (so a report is never behind).
 */
export const rollupQueue = pgTable(
  'rollup_queue',
  {
    organizationId: orgColumn(),
    sourceId: uuid('source_id').notNull(),
    kind: text('kind', { enum: ['sale', 'return'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.sourceId] }),
    check('rollup_queue_kind', sql`${t.kind} in ('sale', 'return')`),
    orgKey(t.organizationId),
  ],
);

/**
 * The sales and returns that added themselves to the generation being built while it was
 * built: the rebuild leaves them out, so nothing counts twice. Emptied when it switches.
 */
export const rollupRebuildSeen = pgTable(
  'rollup_rebuild_seen',
  {
    organizationId: orgColumn(),
    sourceId: uuid('source_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.sourceId] }), orgKey(t.organizationId)],
);

/*
 * Running totals (docs/ARCHITECTURE.md, "Report rollups"): for each day, store key and
 * generation, what every product (customer) added up to on all days before it, one array per
 * figure indexed by the product's (customer's) ordinal. A range is then two rows — the totals
 * before its end less the totals before its start — whatever days it starts and ends on. Sealed
 * from the day rows by the `rollup-seal` job up to today (rollups.service, `sealTotals`); a fold
 * of a sale or return dated before a sealed day removes the totals after it, to be sealed again.
 */

/**
 * Each product (and variation) and each customer's place in the totals' arrays: one row per
 * organization, the keys in the order they first sold (a new one is appended), so that a read
 * unnests keys and totals side by side without a join.
 */
export const rollupProductKeys = pgTable(
  'rollup_product_keys',
  {
    organizationId: uuid('organization_id').primaryKey(),
    productId: uuid('product_id').array().notNull(),
    variationId: uuid('variation_id').array().notNull(),
  },
  (t) => [orgKey(t.organizationId)],
);

export const rollupCustomerKeys = pgTable(
  'rollup_customer_keys',
  {
    organizationId: uuid('organization_id').primaryKey(),
    customerId: uuid('customer_id').array().notNull(),
  },
  (t) => [orgKey(t.organizationId)],
);

const totals = (name: string) => bigint(name, { mode: 'number' }).array().notNull();
/** Units sealed as totals: quantities of weighed goods have 3 decimals (DESIGN, "Goods sold by weight"). */
const unitTotals = (name: string) => numeric(name).array().notNull();

const totalsKey = (t: {
  organizationId: AnyPgColumn;
  generation: AnyPgColumn;
  storeId: AnyPgColumn;
  day: AnyPgColumn;
}) => primaryKey({ columns: [t.organizationId, t.generation, t.storeId, t.day] });

/** Units, net sales, costed net sales and cost of every product before `day`. */
export const rollupProductTotals = pgTable(
  'rollup_product_totals',
  {
    organizationId: orgColumn(),
    generation: smallint('generation').notNull(),
    storeId: uuid('store_id').notNull(),
    /** The totals are of the days before this one. */
    day: date('day', { mode: 'string' }).notNull(),
    units: unitTotals('units'),
    net: totals('net'),
    costedNet: totals('costed_net'),
    cost: totals('cost'),
  },
  (t) => [totalsKey(t), orgKey(t.organizationId)],
);

/** Visits, units, net sales and spend of every customer before `day`. */
export const rollupCustomerTotals = pgTable(
  'rollup_customer_totals',
  {
    organizationId: orgColumn(),
    generation: smallint('generation').notNull(),
    storeId: uuid('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: totals('visits'),
    units: unitTotals('units'),
    net: totals('net'),
    spend: totals('spend'),
  },
  (t) => [totalsKey(t), orgKey(t.organizationId)],
);
