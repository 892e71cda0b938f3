import { REGISTER_TOMBSTONE_DAYS } from '@pos/contracts/register-catalog';
import type { Unit } from '@pos/contracts/units';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';
import { categories } from '../catalog/categories.tables.js';
import {
  productImages,
  products,
  productTombstones,
  productVariations,
} from '../catalog/products.tables.js';
import { customers, customerTombstones } from '../customers/customers.tables.js';
import { stockLevels } from '../inventory/stock.tables.js';
import { stores } from '../inventory/stores.tables.js';
import type { Position } from './register-cursor.js';

/**
 * The register's catalogue sync reads other modules' tables, read-only, named through their
 * owners (docs/ARCHITECTURE.md, "Module map"): catalog's products, variations, images,
 * tombstones and categories, inventory's stock levels and stores, customers' customers and
 * tombstones. Each
 * stream is one statement walking its index in `(time, id)` order from a position (keyset
 * paging): products_org_updated_idx, stock_levels_org_store_updated_idx,
 * customers_org_updated_idx and the tombstones' primary keys.
 */

const NIL = '00000000-0000-0000-0000-000000000000';
/** A literal, as in product_images_one_primary_uq's expression (a parameter would not match it). */
const NIL_UUID = sql.raw(`'${NIL}'::uuid`);

/** A timestamptz as the cursor holds it: UTC, to the microsecond. */
const text = (col: SQL) =>
  sql`to_char((${col}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(time, id)` after the position: the index's order; null reads from the start. */
const after = (time: SQL, id: SQL, from: Position) =>
  sql`(${time}, ${id}) > (${from?.[0] ?? '-infinity'}::timestamptz, ${from?.[1] ?? NIL}::uuid)`;

/**
 * The store (null: none of this organization) and the sync's clock: `now`, the `horizon` (no
 * transaction that has not committed yet can write a row older than it: the oldest start of a
 * transaction running now in this database, and at most `now` − `windowSeconds`, for sessions
 * this role cannot see), and the oldest time a cursor may hold (removals are kept
 * REGISTER_TOMBSTONE_DAYS). Read in a statement of its own before the streams, so that a
 * transaction the streams do not see was either running here or started after it.
 */
export async function storeClock(
  ex: Executor,
  organizationId: string,
  storeId: string,
  windowSeconds: number,
) {
  const [row] = await queryRows<{
    name: string;
    is_active: boolean;
    now: string;
    horizon: string;
    retained_since: string;
  }>(
    ex,
    sql`select s.name, s.is_active, ${text(sql`now()`)} as now,
          ${text(sql`least(now() - make_interval(secs => ${windowSeconds}),
            (select min(a.xact_start) from pg_stat_activity a
              where a.datname = current_database() and a.pid <> pg_backend_pid()
                and a.backend_type = 'client backend'))`)} as horizon,
          ${text(sql`now() - make_interval(days => ${REGISTER_TOMBSTONE_DAYS})`)} as retained_since
        from ${stores} s where s.organization_id = ${organizationId} and s.id = ${storeId}`,
  );
  return row
    ? {
        name: row.name,
        isActive: row.is_active,
        now: row.now,
        horizon: row.horizon,
        retainedSince: row.retained_since,
      }
    : null;
}

export interface ProductRow {
  id: string;
  at: string;
  archived: boolean;
  name: string;
  sku: string | null;
  price: string;
  category_id: string | null;
  tax_class_id: string | null;
  unit: Unit;
  image_url: string | null;
  /** `[id, attribute values, sku, price, is active, tax class]` in the product's order. */
  variations: [string, string[], string | null, number, boolean, string | null][] | null;
}

/**
 * Products changed after `from`, in `(updated_at, id)` order, each with all its variations and
 * its primary image (archived ones: the id only, to remove). `skipArchivedBefore`: a full load
 * leaves out products archived before its floor (the register never had them); null keeps all.
 */
export function productsAfter(
  ex: Executor,
  organizationId: string,
  from: Position,
  skipArchivedBefore: string | null,
  limit: number,
) {
  return queryRowsPrepared<ProductRow>(
    ex,
    sql`select p.id, ${text(sql`p.updated_at`)} as at, p.archived_at is not null as archived,
          p.name, p.sku, p.price::text as price, p.category_id, p.tax_class_id, p.unit,
          case when p.archived_at is null then
            (select i.url from ${productImages} i
              where i.organization_id = p.organization_id and i.product_id = p.id
                and coalesce(i.variation_id, ${NIL_UUID}) = ${NIL_UUID} and i.is_primary) end as image_url,
          case when p.archived_at is null then
            (select json_agg(json_build_array(v.id, v.attribute_combination, v.sku, v.price, v.is_active,
                v.tax_class_id)
                order by v.position, v.id)
              from ${productVariations} v
              where v.organization_id = p.organization_id and v.product_id = p.id) end as variations
        from ${products} p
        where p.organization_id = ${organizationId} and ${after(sql`p.updated_at`, sql`p.id`, from)}
          and (p.archived_at is null or p.updated_at >= ${skipArchivedBefore ?? '-infinity'}::timestamptz)
        order by p.updated_at, p.id
        limit ${limit}`,
  );
}

/**
 * What a tombstone table says was deleted after `from`, in `(removed_at, <id>)` order: the
 * products (`removedProductsAfter`) or the customers (`removedCustomersAfter`).
 */
const removedAfter =
  (tombstones: typeof productTombstones | typeof customerTombstones, idColumn: string) =>
  (ex: Executor, organizationId: string, from: Position, limit: number) =>
    queryRowsPrepared<{ id: string; at: string }>(
      ex,
      sql`select t.${sql.raw(idColumn)} as id, ${text(sql`t.removed_at`)} as at from ${tombstones} t
        where t.organization_id = ${organizationId} and ${after(sql`t.removed_at`, sql.raw(`t.${idColumn}`), from)}
        order by t.removed_at, t.${sql.raw(idColumn)}
        limit ${limit}`,
    );

/** Products deleted after `from`. */
export const removedProductsAfter = removedAfter(productTombstones, 'product_id');

/** The store's stock levels changed after `from` (its own stock of a product, or a variation's). */
export function stockAfter(
  ex: Executor,
  organizationId: string,
  storeId: string,
  from: Position,
  limit: number,
) {
  return queryRowsPrepared<{
    id: string;
    at: string;
    product_id: string;
    variation_id: string | null;
    quantity: number;
  }>(
    ex,
    sql`select l.id, ${text(sql`l.updated_at`)} as at, l.product_id, l.variation_id, l.quantity
        from ${stockLevels} l
        where l.organization_id = ${organizationId} and l.store_id = ${storeId}
          and ${after(sql`l.updated_at`, sql`l.id`, from)}
        order by l.updated_at, l.id
        limit ${limit}`,
  );
}

/** Customers created or changed after `from`. */
export function customersAfter(
  ex: Executor,
  organizationId: string,
  from: Position,
  limit: number,
) {
  return queryRowsPrepared<{
    id: string;
    at: string;
    name: string;
    email: string | null;
    phone: string | null;
  }>(
    ex,
    sql`select c.id, ${text(sql`c.updated_at`)} as at, c.name, c.email, c.phone
        from ${customers} c
        where c.organization_id = ${organizationId} and ${after(sql`c.updated_at`, sql`c.id`, from)}
        order by c.updated_at, c.id
        limit ${limit}`,
  );
}

/** Customers deleted after `from`. */
export const removedCustomersAfter = removedAfter(customerTombstones, 'customer_id');

/**
 * Where a full load starts the customers so that it sends the `keep` most recently changed:
 * the position of the one just before them (walking customers_org_updated_idx backwards), or
 * null when the organization has no more than `keep`.
 */
export async function customersStart(ex: Executor, organizationId: string, keep: number) {
  const [row] = await queryRows<{ id: string; at: string }>(
    ex,
    sql`select c.id, ${text(sql`c.updated_at`)} as at from ${customers} c
        where c.organization_id = ${organizationId}
        order by c.updated_at desc, c.id desc
        offset ${keep} limit 1`,
  );
  return row ? ([row.at, row.id] as [string, string]) : null;
}

/** Every category's name (the last page of a sync). */
export function categoryNames(ex: Executor, organizationId: string) {
  return queryRows<{ id: string; name: string }>(
    ex,
    sql`select c.id, c.name from ${categories} c where c.organization_id = ${organizationId}
        order by lower(c.name), c.id`,
  );
}
