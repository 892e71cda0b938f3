import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';
import { raisedByFunction } from '../../lib/db-errors.js';
import { sqlErrorDetail } from '../../lib/errors.js';
import { type MovementType, stockLevels } from './stock.tables.js';
import { stores } from './stores.tables.js';

const NO_ID = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

export interface StockItem {
  organizationId: string;
  productId: string;
  variationId: string | null;
  storeId: string | null;
  warehouseId: string | null;
}

export async function findDefaultStoreId(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.organizationId, organizationId), eq(stores.isDefault, true)));
  return row?.id ?? null;
}

/**
 * The parts of a statement that reads what a store holds (the catalogue's register lookup,
 * through the `ProductStock` port, answers the scanned item and its stock in one statement):
 * `store` selects the store — `storeId`, else the default store — as column `id` (no row when
 * there is no such store); `quantity` is what that store holds of a product's own stock
 * (`variationId` null) or of a variation, 0 without a level — one probe of
 * stock_levels_item_location_uq.
 */
export const atStoreSql = (organizationId: string, storeId: string | null) => ({
  store: sql`select st.id from stores st where st.organization_id = ${organizationId}
          and ${storeId ? sql`st.id = ${storeId}` : sql`st.is_default`}`,
  quantity: (item: { productId: SQL; variationId: SQL; storeId: SQL }) =>
    sql`coalesce((select l.quantity from stock_levels l
          where l.organization_id = ${organizationId} and l.product_id = ${item.productId}
            and coalesce(l.variation_id, ${NO_ID}) = coalesce(${item.variationId}, ${NO_ID})
            and coalesce(l.store_id, ${NO_ID}) = ${item.storeId}
            and coalesce(l.warehouse_id, ${NO_ID}) = ${NO_ID}), 0)::int`,
});

/** Current total (all locations) of a product's own stock or of one variation. */
export async function totalOf(
  ex: Executor,
  organizationId: string,
  productId: string,
  variationId: string | null,
) {
  const [row] = await queryRows<{ total: number }>(
    ex,
    sql`select coalesce(sum(quantity), 0)::int as total from stock_levels
        where organization_id = ${organizationId} and product_id = ${productId}
          and ${variationId === null ? sql`variation_id is null` : sql`variation_id = ${variationId}`}`,
  );
  return Number(row?.total ?? 0);
}

export async function hasHistory(
  ex: Executor,
  organizationId: string,
  productId: string,
  variationId?: string,
) {
  const variation = variationId ? sql`and variation_id = ${variationId}` : sql``;
  const [row] = await queryRows<{ found: boolean }>(
    ex,
    // Stock counts' and purchase orders' lines name the item too: they keep it (archived) as
    // ledger rows do — deleting it would break them.
    sql`select exists(select 1 from inventory_log where organization_id = ${organizationId}
          and product_id = ${productId} ${variation})
        or exists(select 1 from stock_count_lines where organization_id = ${organizationId}
          and product_id = ${productId} ${variation})
        or exists(select 1 from purchase_order_lines where organization_id = ${organizationId}
          and product_id = ${productId} ${variation}) as found`,
  );
  return Boolean(row?.found);
}

/** Deletes the (empty) levels of a product without history, before the product goes. */
export async function deleteProductLevels(ex: Executor, organizationId: string, productId: string) {
  await ex
    .delete(stockLevels)
    .where(
      and(eq(stockLevels.organizationId, organizationId), eq(stockLevels.productId, productId)),
    );
}

/** Deletes the (empty) levels of a variation without history, before the variation goes. */
export async function deleteVariationLevels(
  ex: Executor,
  organizationId: string,
  variationId: string,
) {
  await ex
    .delete(stockLevels)
    .where(
      and(eq(stockLevels.organizationId, organizationId), eq(stockLevels.variationId, variationId)),
    );
}

const uuidList = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * Totals (all locations) and the default store's level of many products' own stock, locking
 * those default-store rows for the rest of the transaction.
 */
export async function lockTotals(
  ex: Executor,
  organizationId: string,
  storeId: string,
  productIds: string[],
) {
  if (productIds.length === 0) return new Map<string, { total: number; atStore: number }>();
  await ex.execute(
    sql`select id from stock_levels where organization_id = ${organizationId} and store_id = ${storeId}
        and variation_id is null and product_id = any(${uuidList(productIds)}::uuid[]) for update`,
  );
  const rows = await queryRows<{ product_id: string; total: number; at_store: number }>(
    ex,
    sql`select product_id, coalesce(sum(quantity), 0)::int as total,
          coalesce(sum(quantity) filter (where store_id = ${storeId}), 0)::int as at_store
        from stock_levels where organization_id = ${organizationId} and variation_id is null
          and product_id = any(${uuidList(productIds)}::uuid[])
        group by product_id`,
  );
  return new Map(
    rows.map((r) => [
      String(r.product_id),
      { total: Number(r.total), atStore: Number(r.at_store) },
    ]),
  );
}

export interface LevelMove extends StockItem {
  delta: number;
  type: MovementType;
  userId: string | null;
  remarks: string | null;
  reference: string | null;
  unitCost?: string | null;
}

/**
 * Rows `a` and `b` name the same stock level. Equalities only (empty ids as NO_ID), so that the
 * planner can hash the whole key (IS NOT DISTINCT FROM left it only the product id to hash).
 */
const sameLevel = (a: SQL, b: SQL) =>
  sql`${a}.product_id = ${b}.product_id
    and coalesce(${a}.variation_id, ${NO_ID}) = coalesce(${b}.variation_id, ${NO_ID})
    and coalesce(${a}.store_id, ${NO_ID}) = coalesce(${b}.store_id, ${NO_ID})
    and coalesce(${a}.warehouse_id, ${NO_ID}) = coalesce(${b}.warehouse_id, ${NO_ID})`;

/**
 * The parts of the one statement that changes stock (DESIGN §7), as common table expressions:
 * `moves` (the input), `levels` (adds each move's delta to its level, creating it at need;
 * adding zero creates or locks a level), `moved` (each move with its level's new quantity) and
 * `logged` (one ledger row per non-zero move with its before and after). Levels are changed in
 * the order given — callers sort them, so concurrent writers lock in the same order and wait
 * instead of deadlocking — and the ledger ids come from the database clock after each level is
 * locked, so a level's rows sort by id in the order they happened. A statement that writes with
 * a stock move (a sale) is built on these and reads `logged` first in its select list, so the
 * levels are locked and the ledger written before its other writes (`shortfallCheck` alone
 * reads no move when negative stock is allowed; parts the select list does not read run after
 * it).
 */
export function moveLevelsCtes(organizationId: string, moves: LevelMove[]) {
  const input = moves.map((m, ord) => ({
    ord,
    product_id: m.productId,
    variation_id: m.variationId,
    store_id: m.storeId,
    warehouse_id: m.warehouseId,
    delta: m.delta,
    type: m.type,
    user_id: m.userId,
    remarks: m.remarks,
    reference: m.reference,
    unit_cost: m.unitCost ?? null,
  }));
  return sql`moves as (
          select * from json_to_recordset(${JSON.stringify(input)}::json) as m(ord int, product_id uuid,
            variation_id uuid, store_id uuid, warehouse_id uuid, delta int, type text, user_id uuid,
            remarks text, reference uuid, unit_cost numeric)),
        levels as (
          insert into stock_levels (organization_id, id, product_id, variation_id, store_id, warehouse_id, quantity)
          select ${organizationId}::uuid, gen_random_uuid(), product_id, variation_id, store_id, warehouse_id, delta
          from moves order by ord
          on conflict (organization_id, product_id, coalesce(variation_id, ${NO_ID}),
                       coalesce(store_id, ${NO_ID}), coalesce(warehouse_id, ${NO_ID}))
          do update set quantity = stock_levels.quantity + excluded.quantity,
            -- Adding zero (to create or lock a level) is not a change.
            updated_at = case when excluded.quantity <> 0 then now() else stock_levels.updated_at end
          returning product_id, variation_id, store_id, warehouse_id, quantity),
        moved as (
          select m.*, l.quantity from moves m join levels l on ${sameLevel(sql`l`, sql`m`)}),
        logged as (
          insert into inventory_log (organization_id, product_id, variation_id, store_id, warehouse_id,
            type, quantity_changed, stock_before, stock_after, user_id, remarks, reference, unit_cost)
          select ${organizationId}::uuid, product_id, variation_id, store_id, warehouse_id, type, delta,
            quantity - delta, quantity, user_id, remarks, reference, unit_cost
          from moved where delta <> 0 order by ord
          returning id, product_id, variation_id, store_id, warehouse_id)`;
}

/**
 * A select-list expression for a statement built on `moveLevelsCtes`: unless `allowNegative`,
 * the first move (in order) that takes its level below zero raises SQLSTATE PX409
 * (function `stock_shortfall`, inventory.functions.sql), which aborts the whole statement —
 * nothing it wrote stays. `shortfallOf` reads the error back.
 */
export const shortfallCheck = (allowNegative: boolean) =>
  sql`(select stock_shortfall(ord, quantity - delta, -delta) from moved
        where not ${allowNegative}::boolean and delta < 0 and quantity < 0 order by ord limit 1)`;

/**
 * A select-list expression for a statement built on `moveLevelsCtes`: whether a move took its
 * level below zero (an offline sale, which is recorded anyway and flagged for review).
 */
export const wentBelowZero = sql`(select coalesce(bool_or(delta < 0 and quantity < 0), false) from moved)`;

/** The move (its position in the statement) and figures of a `stock_shortfall` error, else null. */
export function shortfallOf(err: unknown) {
  if (raisedByFunction(err) !== 'INSUFFICIENT_STOCK') return null;
  const d = JSON.parse(sqlErrorDetail(err) ?? '{}') as Record<string, unknown>;
  return { ord: Number(d.ord), available: Number(d.available), requested: Number(d.requested) };
}

/**
 * A stock move alone, as one statement built on `moveLevelsCtes` and `shortfallCheck`. Returns
 * each move's new quantity and ledger row id, in input order.
 */
export async function moveLevels(
  ex: Executor,
  move: { ctes: SQL; check: SQL; ordered: LevelMove[] },
) {
  // The ledger rows come back as one list on the first row (ord 0: ords are the moves'
  // positions) and are matched to their moves here: joined in SQL, the planner (guessing one
  // row on each side) compared every move with every ledger row — 280 of the 320 ms the 1,000
  // moves of a bulk upload's chunk took.
  const rows = await queryRowsPrepared<{
    ord: number;
    quantity: number;
    logged: [string, string, string | null, string | null, string | null][] | null;
  }>(
    ex,
    sql`with ${move.ctes}
        select m.ord, m.quantity, ${move.check} as refused,
          case when m.ord = 0 then (select json_agg(json_build_array(g.id, g.product_id,
            g.variation_id, g.store_id, g.warehouse_id)) from logged g) end as logged
        from moved m
        order by m.ord`,
  );
  if (rows.length !== move.ordered.length) {
    throw new Error('stock move returned a row per move only partly');
  }
  const logIds = new Map(
    (rows[0]?.logged ?? []).map(([id, productId, variationId, storeId, warehouseId]) => [
      levelKey({ productId, variationId, storeId, warehouseId }),
      id,
    ]),
  );
  return rows.map((r, i) => {
    const m = move.ordered[i];
    return { after: Number(r.quantity), logId: (m && logIds.get(levelKey(m))) ?? null };
  });
}

export const levelKey = (i: Omit<StockItem, 'organizationId'>) =>
  `${i.productId}|${i.variationId ?? ''}|${i.storeId ?? ''}|${i.warehouseId ?? ''}`;
