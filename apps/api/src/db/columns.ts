import { UNITS } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

/** Shared column builders so every tenant table has the same key and clock columns. */
export const idColumn = () =>
  uuid('id')
    .notNull()
    .$defaultFn(() => uuidv7());

export const orgColumn = () => uuid('organization_id').notNull();

/** A tenant row's key columns, (organization_id, id): see `tenantKey` in tenant-keys.ts. */
export const tenantColumns = () => ({ organizationId: orgColumn(), id: idColumn() });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);

/**
 * Set by the database's clock on every drizzle update (`now()`: the writing transaction's start,
 * as raw-SQL writers and triggers set it too), never by this process's clock: the register's
 * catalogue sync (modules/register) pages by `(updated_at, id)` and bounds a late commit by
 * the oldest running transaction's start, which only holds when every writer takes the same clock.
 */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`)
    .$onUpdateFn(() => sql`now()`);

/** A moment with its time zone, read as a Date (nullable; add `.notNull()` where it is required). */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The item a row is about: a product, or one of its variations. */
export const itemColumns = () => ({
  productId: uuid('product_id').notNull(),
  variationId: uuid('variation_id'),
});

/** Where stock is: a store or a warehouse, exactly one of them (`oneLocation`). */
export const locationColumns = () => ({
  storeId: uuid('store_id'),
  warehouseId: uuid('warehouse_id'),
});

export const oneLocation = (name: string, t: { storeId: AnyPgColumn; warehouseId: AnyPgColumn }) =>
  check(name, sql`(${t.storeId} is null) <> (${t.warehouseId} is null)`);

/**
 * A quantity of goods (docs/DESIGN.md, "Goods sold by weight"): numeric(14,3) — whole units
 * for items sold `each`, up to 3 decimals for a measure — read back as a JS number (every
 * quantity the database holds is exact in a double: 11 integer digits and 3 decimals).
 */
export const quantity = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'numeric(14, 3)',
  fromDriver: (value) => Number(value),
  toDriver: (value) => String(value),
});

/** What an item is sold by (contracts `UNITS`): `each` unless a product says otherwise. */
export const unitColumn = () => text('unit', { enum: UNITS }).notNull().default('each');

/** A unit column holds one of the contracts' `UNITS`. */
export const knownUnit = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in (${sql.raw(UNITS.map((u) => `'${u}'`).join(', '))})`);
