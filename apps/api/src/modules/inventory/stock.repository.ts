import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';
import { raisedByFunction } from '../../lib/db-errors.js';
import { sqlErrorDetail } from '../../lib/errors.js';
import { stockLevels } from './stock.tables.js';
import {
  NO_ID,
  type StockItem,
  type StockMovePlan,
  stockMoveParts,
} from './stock-move.fragment.js';
import { stores } from './stores.tables.js';

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
            and coalesce(l.warehouse_id, ${NO_ID}) = ${NO_ID}), 0)::float8`,
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
    sql`select coalesce(sum(quantity), 0)::float8 as total from stock_levels
        where organization_id = ${organizationId} and product_id = ${productId}
          and ${variationId === null ? sql`variation_id is null` : sql`variation_id = ${variationId}`}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * Whether any stock level of a product (or its variations) holds a fraction of a unit: it
 * cannot become a product sold in whole units then.
 */
export async function holdsFractions(ex: Executor, organizationId: string, productId: string) {
  const [row] = await queryRows<{ found: boolean }>(
    ex,
    sql`select exists(select 1 from stock_levels where organization_id = ${organizationId}
          and product_id = ${productId} and quantity <> trunc(quantity)) as found`,
  );
  return Boolean(row?.found);
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
    sql`select product_id, coalesce(sum(quantity), 0)::float8 as total,
          coalesce(sum(quantity) filter (where store_id = ${storeId}), 0)::float8 as at_store
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

/** The move (its position in the statement) and figures of a `stock_shortfall` error, else null. */
export function shortfallOf(err: unknown) {
  if (raisedByFunction(err) !== 'INSUFFICIENT_STOCK') return null;
  const d = JSON.parse(sqlErrorDetail(err) ?? '{}') as Record<string, unknown>;
  return { ord: Number(d.ord), available: Number(d.available), requested: Number(d.requested) };
}

/**
 * A stock move alone, as one statement of its parts (stock-move.fragment). Returns
 * each move's new quantity and ledger row id, in input order.
 */
export async function moveLevels(ex: Executor, plan: StockMovePlan) {
  const move = stockMoveParts(plan);
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
  if (rows.length !== plan.ordered.length) {
    throw new Error('stock move returned a row per move only partly');
  }
  const logIds = new Map(
    (rows[0]?.logged ?? []).map(([id, productId, variationId, storeId, warehouseId]) => [
      levelKey({ productId, variationId, storeId, warehouseId }),
      id,
    ]),
  );
  return rows.map((r, i) => {
    const m = plan.ordered[i];
    return { after: Number(r.quantity), logId: (m && logIds.get(levelKey(m))) ?? null };
  });
}

export const levelKey = (i: Omit<StockItem, 'organizationId'>) =>
  `${i.productId}|${i.variationId ?? ''}|${i.storeId ?? ''}|${i.warehouseId ?? ''}`;
