import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  at,
  createdAt,
  knownUnit,
  orgColumn,
  quantity,
  tenantColumns,
  timestamps,
  unitColumn,
} from '../../db/columns.js';
import {
  belongsToOrganization,
  perOrganizationTable,
  tenantKey,
  tenantRef,
} from '../../db/tenant-keys.js';
import { taxClasses } from '../settings/settings.tables.js';
import { manufacturers, marketers, suppliers } from './attributes.tables.js';
import { categories } from './categories.tables.js';

export type ConfigurableAttributes = { name: string; values: string[] }[];

export const products = pgTable(
  'products',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    sku: text('sku'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** What one unit costs the shop: a moving average of receipts at a cost. */
    costPrice: numeric('cost_price', { precision: 14, scale: 4 }),
    categoryId: uuid('category_id'),
    configurableAttributes: jsonb('configurable_attributes')
      .$type<ConfigurableAttributes>()
      .notNull()
      .default([]),
    manufacturerId: uuid('manufacturer_id'),
    supplierId: uuid('supplier_id'),
    marketerId: uuid('marketer_id'),
    /** "Low stock" at or below this (inventory screen). */
    /**
     * What it is sold by: `each` (whole units) or a measure, in quantities of up to 3 decimals
     * (docs/DESIGN.md, "Goods sold by weight"). Its variations share it.
     */
    unit: unitColumn(),
    reorderLevel: quantity('reorder_level').notNull().default(20),
    /** What to order when it is low; null: what brings it to twice the level. */
    reorderQuantity: quantity('reorder_quantity'),
    /** What the product is taxed by; null: the organization's default class. */
    taxClassId: uuid('tax_class_id'),
    /** Set when a product with stock history is deleted: its ledger rows keep pointing at it. */
    archivedAt: at('archived_at'),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('products_org_sku_uq')
      .on(t.organizationId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null and ${t.archivedAt} is null`),
    index('products_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    // The register's catalogue sync pages by (updated_at, id): modules/register.
    index('products_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('products_org_name_idx').on(t.organizationId, t.name, t.id),
    index('products_org_price_idx').on(t.organizationId, t.price, t.id),
    index('products_org_category_idx').on(t.organizationId, t.categoryId),
    // A supplier's products: counted on its row, and reorder lists by supplier.
    index('products_org_supplier_idx').on(t.organizationId, t.supplierId),
    // The highest reorder level bounds the reorder list's scan of stock levels (modules/purchasing).
    index('products_org_reorder_level_idx').on(t.organizationId, t.reorderLevel),
    // Archived products are few: stock lists leave them out by this small index.
    index('products_archived_idx')
      .on(t.organizationId, t.id)
      .where(sql`${t.archivedAt} is not null`),
    index('products_search_idx').using(
      'gin',
      t.organizationId,
      t.name.op('gin_trgm_ops'),
      t.sku.op('gin_trgm_ops'),
    ),
    knownUnit('products_unit', t.unit),
    belongsToOrganization(t),
    tenantRef(t, t.categoryId, categories),
    tenantRef(t, t.manufacturerId, manufacturers),
    tenantRef(t, t.supplierId, suppliers),
    tenantRef(t, t.marketerId, marketers),
    tenantRef(t, t.taxClassId, taxClasses),
  ],
);

/**
 * How many products of each organization are not archived: the product list's total without
 * counting a million rows. Kept by triggers on products (catalog.functions.sql), in the writing
 * statement's transaction, so it always equals the count.
 */
export const catalogCounters = perOrganizationTable('catalog_counters', {
  activeProducts: integer('active_products').notNull().default(0),
});

export const productVariations = pgTable(
  'product_variations',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    attributeCombination: jsonb('attribute_combination').$type<string[]>().notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    costPrice: numeric('cost_price', { precision: 14, scale: 4 }),
    sku: text('sku'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** What the variation is taxed by; null: its product's class. */
    taxClassId: uuid('tax_class_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('product_variations_org_sku_uq')
      .on(t.organizationId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    index('product_variations_product_idx').on(t.organizationId, t.productId),
    index('product_variations_search_idx').using('gin', t.organizationId, t.sku.op('gin_trgm_ops')),
    tenantRef(t, t.productId, products).onDelete('cascade'),
    tenantRef(t, t.taxClassId, taxClasses),
  ],
);

/** Image files live in the FileStore; rows keep their URLs only. */
export const productImages = pgTable(
  'product_images',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    /** Null for the product's own images. */
    variationId: uuid('variation_id'),
    url: text('url').notNull(),
    name: text('name'),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    index('product_images_product_idx').on(t.organizationId, t.productId),
    uniqueIndex('product_images_one_primary_uq')
      .on(
        t.organizationId,
        t.productId,
        sql`coalesce(${t.variationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.isPrimary}`),
    tenantRef(t, t.productId, products).onDelete('cascade'),
    tenantRef(t, t.variationId, productVariations).onDelete('cascade'),
  ],
);

/**
 * Products deleted (not archived: an archived product is a row with `archived_at`), so that a
 * register's copy of the catalogue drops them (modules/register pages these by
 * `(removed_at, product_id)`). Written by the trigger on products' deletes (catalog.functions.sql),
 * which also drops the organization's tombstones older than `REGISTER_TOMBSTONE_DAYS` (contracts' register-catalog); a
 * register whose last sync is older than that reloads everything.
 */
export const productTombstones = pgTable(
  'product_tombstones',
  {
    organizationId: orgColumn(),
    productId: uuid('product_id').notNull(),
    removedAt: at('removed_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.removedAt, t.productId] }),
    belongsToOrganization(t),
  ],
);
