import type { StockCountStatus } from '@pos/contracts/stock-counts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { categories } from '../catalog/categories.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';

const NO_ID = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

export interface CountLocation {
  storeId: string | null;
  warehouseId: string | null;
}

export interface LockedCount extends CountLocation {
  status: StockCountStatus;
  number: number;
  name: string;
  categoryId: string | null;
}

/** Stock level `s` is at the count's location (equalities the level index serves). */
const atLocation = (at: CountLocation) =>
  sql`coalesce(s.store_id, ${NO_ID}) = coalesce(${at.storeId}::uuid, ${NO_ID})
    and coalesce(s.warehouse_id, ${NO_ID}) = coalesce(${at.warehouseId}::uuid, ${NO_ID})`;

/** Stock level `s` is of the item of row `l` (a line), at the count's location. */
const levelOf = (at: CountLocation, l: SQL) =>
  sql`s.organization_id = ${l}.organization_id and s.product_id = ${l}.product_id
    and coalesce(s.variation_id, ${NO_ID}) = coalesce(${l}.variation_id, ${NO_ID})
    and ${atLocation(at)}`;

/** The level of the item of row `l` (a line) at the location (0 when it has none). */
const levelAt = (at: CountLocation, l: SQL) =>
  sql`coalesce((select s.quantity from stock_levels s where ${levelOf(at, l)}), 0)`;

/** The category and every category under it. */
const categoryTree = (organizationId: string, categoryId: string) =>
  sql`with recursive tree as (
        select id from ${categories} where organization_id = ${organizationId} and id = ${categoryId}
        union all
        select c.id from ${categories} c join tree on c.parent_id = tree.id
        where c.organization_id = ${organizationId})
      select id from tree`;

/** A new open count with the organization's next number. */
export async function insertCount(
  ex: Executor,
  organizationId: string,
  createdBy: string | null,
  values: CountLocation & { name: string; categoryId: string | null },
) {
  const [row] = await queryRows<{ id: string }>(
    ex,
    sql`with number as (
          insert into stock_count_counters as c (organization_id, last_number)
          values (${organizationId}, 1)
          on conflict (organization_id) do update set last_number = c.last_number + 1
          returning last_number)
        insert into stock_counts (organization_id, id, number, name, store_id, warehouse_id,
          category_id, created_by)
        select ${organizationId}, uuid_v7_micros(), number.last_number, ${values.name},
          ${values.storeId}::uuid, ${values.warehouseId}::uuid, ${values.categoryId}::uuid,
          ${createdBy}::uuid
        from number
        returning id`,
  );
  if (!row) throw new Error('stock count insert returned nothing');
  return row.id;
}

/**
 * The count's lines, one per item, with what the location holds now: every live product (its
 * own stock: a product with variations holds some too) and every active variation — of the
 * category and its subcategories, when given — and whatever else the location holds stock of.
 */
export async function snapshotLines(
  ex: Executor,
  organizationId: string,
  stockCountId: string,
  at: CountLocation,
  categoryId: string | null,
) {
  const inCategory: SQL = categoryId
    ? sql`and p.category_id in (${categoryTree(organizationId, categoryId)})`
    : sql``;
  const live = sql`p.organization_id = ${organizationId} and p.archived_at is null ${inCategory}`;
  await ex.execute(sql`
    insert into stock_count_lines (organization_id, id, stock_count_id, product_id, variation_id, expected)
    select ${organizationId}, uuid_v7_micros(), ${stockCountId}, i.product_id, i.variation_id,
      coalesce(s.quantity, 0)
    from (
      select p.id as product_id, null::uuid as variation_id from ${products} p where ${live}
      union
      select p.id, v.id from ${products} p
      join ${productVariations} v on v.organization_id = p.organization_id and v.product_id = p.id
      where ${live} and v.is_active
      union
      select s.product_id, s.variation_id
      from stock_levels s join ${products} p on p.organization_id = s.organization_id and p.id = s.product_id
      where ${live} and s.organization_id = ${organizationId} and ${atLocation(at)} and s.quantity <> 0
    ) i
    left join stock_levels s on s.organization_id = ${organizationId} and s.product_id = i.product_id
      and coalesce(s.variation_id, ${NO_ID}) = coalesce(i.variation_id, ${NO_ID}) and ${atLocation(at)}
    order by i.product_id, i.variation_id`);
}

/**
 * Locks the count: `update` for what changes its status, `share` for counting (many counters
 * at once; a posting waits for them, and they for it). Null when it is not the organization's.
 */
export async function lockCount(
  ex: Executor,
  organizationId: string,
  id: string,
  mode: 'update' | 'share',
) {
  const [row] = await queryRows<{
    status: StockCountStatus;
    number: number;
    name: string;
    store_id: string | null;
    warehouse_id: string | null;
    category_id: string | null;
  }>(
    ex,
    sql`select status, number, name, store_id, warehouse_id, category_id from stock_counts
        where organization_id = ${organizationId} and id = ${id}
        for ${mode === 'update' ? sql`update` : sql`share`}`,
  );
  if (!row) return null;
  return {
    status: row.status,
    number: Number(row.number),
    name: row.name,
    storeId: row.store_id,
    warehouseId: row.warehouse_id,
    categoryId: row.category_id,
  } satisfies LockedCount;
}

/** Whether the product is in the category or one under it. */
export async function productInCategory(
  ex: Executor,
  organizationId: string,
  productId: string,
  categoryId: string,
) {
  const [row] = await queryRows<{ found: boolean }>(
    ex,
    sql`select exists(select 1 from ${products} where organization_id = ${organizationId}
          and id = ${productId} and category_id in (${categoryTree(organizationId, categoryId)})) as found`,
  );
  return Boolean(row?.found);
}

/**
 * Adds `quantity` to the item's count (its line made at need, for an item the snapshot did not
 * have) and takes what the location holds now as what was expected: the count is compared with
 * the ledger as it stood when the item was last counted. Answers the line's id and new count,
 * or null when that count would be below zero (nothing is written then).
 */
export async function addToCount(
  ex: Executor,
  organizationId: string,
  stockCountId: string,
  at: CountLocation,
  item: { productId: string; variationId: string | null },
  quantity: number,
) {
  const sameItem = sql`l.organization_id = ${organizationId} and l.stock_count_id = ${stockCountId}
    and l.product_id = ${item.productId}
    and coalesce(l.variation_id, ${NO_ID}) = coalesce(${item.variationId}::uuid, ${NO_ID})`;
  const [updated] = await queryRows<{ id: string; counted: number }>(
    ex,
    sql`update stock_count_lines l set counted = coalesce(l.counted, 0) + ${quantity}::numeric,
          counted_at = now(), expected = ${levelAt(at, sql`l`)}
        where ${sameItem} and coalesce(l.counted, 0) + ${quantity}::numeric >= 0
        returning l.id, l.counted`,
  );
  if (updated) return { id: updated.id, counted: Number(updated.counted) };
  if (quantity < 0) return null;
  // A new line; a scan of the same item at the same moment adds to it instead.
  const [row] = await queryRows<{ id: string; counted: number }>(
    ex,
    sql`insert into stock_count_lines as l (organization_id, id, stock_count_id, product_id,
          variation_id, expected, counted, counted_at)
        select ${organizationId}, uuid_v7_micros(), ${stockCountId}, i.product_id, i.variation_id,
          ${levelAt(at, sql`i`)}, ${quantity}::numeric, now()
        from (select ${organizationId}::uuid as organization_id, ${item.productId}::uuid as product_id,
          ${item.variationId}::uuid as variation_id) i
        on conflict (organization_id, stock_count_id, product_id, coalesce(variation_id, ${NO_ID}))
        do update set counted = coalesce(l.counted, 0) + excluded.counted, counted_at = excluded.counted_at,
          expected = excluded.expected
        returning id, counted`,
  );
  if (!row) throw new Error('stock count line upsert returned nothing');
  return { id: row.id, counted: Number(row.counted) };
}

/** Sets a line's count as typed (null: not counted); false when the line is not the count's. */
export async function setCounted(
  ex: Executor,
  organizationId: string,
  stockCountId: string,
  at: CountLocation,
  lineId: string,
  counted: number | null,
) {
  const rows = await queryRows<{ id: string }>(
    ex,
    // A count cleared keeps its expected quantity; one typed takes the level's now. Chosen here,
    // not by a CASE in SQL: Citus refuses now() in an UPDATE's CASE.
    sql`update stock_count_lines l set counted = ${counted}::numeric,
          ${
            counted === null
              ? sql`counted_at = null`
              : sql`counted_at = now(), expected = ${levelAt(at, sql`l`)}`
          }
        where l.organization_id = ${organizationId} and l.stock_count_id = ${stockCountId}
          and l.id = ${lineId}
        returning l.id`,
  );
  return rows.length > 0;
}

export interface LineItem {
  id: string;
  productId: string;
  variationId: string | null;
  /** counted − expected, for a counted line. */
  difference: number;
}

/** Counted lines whose count is not what was expected. */
export async function countedDifferences(
  ex: Executor,
  organizationId: string,
  stockCountId: string,
) {
  const rows = await queryRows<{
    id: string;
    product_id: string;
    variation_id: string | null;
    difference: number;
  }>(
    ex,
    sql`select id, product_id, variation_id, counted - expected as difference from stock_count_lines
        where organization_id = ${organizationId} and stock_count_id = ${stockCountId}
          and counted is not null and counted <> expected`,
  );
  return rows.map(
    (r): LineItem => ({
      id: r.id,
      productId: r.product_id,
      variationId: r.variation_id,
      difference: Number(r.difference),
    }),
  );
}

/** Uncounted lines whose item has a level at the location (the only ones zeroing can change). */
export async function uncountedWithLevel(
  ex: Executor,
  organizationId: string,
  stockCountId: string,
  at: CountLocation,
) {
  const rows = await queryRows<{ id: string; product_id: string; variation_id: string | null }>(
    ex,
    sql`select l.id, l.product_id, l.variation_id from stock_count_lines l
        where l.organization_id = ${organizationId} and l.stock_count_id = ${stockCountId}
          and l.counted is null
          and exists (select 1 from stock_levels s where ${levelOf(at, sql`l`)})`,
  );
  return rows.map((r) => ({ id: r.id, productId: r.product_id, variationId: r.variation_id }));
}

/** Uncounted lines counted as zero at posting, against what their levels held (locked). */
export async function countAsZero(
  ex: Executor,
  organizationId: string,
  lines: { id: string; expected: number }[],
) {
  if (lines.length === 0) return;
  await ex.execute(sql`
    update stock_count_lines l set counted = 0, counted_at = now(), expected = z.expected
    from json_to_recordset(${JSON.stringify(lines)}::json) as z(id uuid, expected numeric)
    where l.organization_id = ${organizationId} and l.id = z.id`);
}

/** Posting: each counted line keeps what was booked and its item's cost price now. */
export async function recordPosted(ex: Executor, organizationId: string, stockCountId: string) {
  await ex.execute(sql`
    update stock_count_lines l set difference = l.counted - l.expected,
      unit_cost = coalesce(
        (select v.cost_price from ${productVariations} v
          where v.organization_id = l.organization_id and v.id = l.variation_id),
        (select p.cost_price from ${products} p
          where p.organization_id = l.organization_id and p.id = l.product_id))
    where l.organization_id = ${organizationId} and l.stock_count_id = ${stockCountId}
      and l.counted is not null`);
}

export async function setStatus(
  ex: Executor,
  organizationId: string,
  id: string,
  change:
    | { status: 'Posted'; postedBy: string | null; zeroUncounted: boolean }
    | { status: 'Cancelled' },
) {
  const set =
    change.status === 'Posted'
      ? sql`status = 'Posted', posted_at = now(), posted_by = ${change.postedBy}::uuid,
          zero_uncounted = ${change.zeroUncounted}`
      : sql`status = 'Cancelled', cancelled_at = now()`;
  await ex.execute(sql`update stock_counts set ${set}, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}
