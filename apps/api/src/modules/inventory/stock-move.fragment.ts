import { roundQuantity } from '@pos/contracts/units';
import { type SQL, sql } from 'drizzle-orm';
import type { MovementType } from './stock.tables.js';

/*
 * The stock move as parts of a statement (docs/ARCHITECTURE.md, "The boundary rule": a
 * module's public SQL fragment). Inventory runs them alone (stock.repository, `moveLevels`);
 * a sale and a return splice them into their own one statement (sales and returns
 * repositories), so the levels, the ledger and the sale's rows are written together.
 */

/** The id that stands for "none" in a level's key (coalesce: equalities the planner hashes). */
export const NO_ID = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

export interface StockItem {
  organizationId: string;
  productId: string;
  variationId: string | null;
  storeId: string | null;
  warehouseId: string | null;
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
    // Differences of doubles carry noise (1.2 − 0.1): a move is in thousandths.
    delta: roundQuantity(m.delta),
    type: m.type,
    user_id: m.userId,
    remarks: m.remarks,
    reference: m.reference,
    unit_cost: m.unitCost ?? null,
  }));
  return sql`moves as (
          select * from json_to_recordset(${JSON.stringify(input)}::json) as m(ord int, product_id uuid,
            variation_id uuid, store_id uuid, warehouse_id uuid, delta numeric, type text, user_id uuid,
            remarks text, reference uuid, unit_cost numeric)),
        levels as (
          insert into stock_levels (organization_id, id, product_id, variation_id, store_id, warehouse_id, quantity)
          select ${organizationId}::uuid, gen_random_uuid(), product_id, variation_id, store_id, warehouse_id, delta
          from moves order by ord
          on conflict (organization_id, product_id, coalesce(variation_id, ${NO_ID}),
                       coalesce(store_id, ${NO_ID}), coalesce(warehouse_id, ${NO_ID}))
          do update set quantity = stock_levels.quantity + excluded.quantity,
            -- Adding zero (to create or lock a level) is not a change. (The new row's time, now():
            -- Citus refuses a function in DO UPDATE SET; docs/guide/running.md, "Citus".)
            updated_at = case when excluded.quantity <> 0 then excluded.updated_at else stock_levels.updated_at end
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

/**
 * What a statement with a stock move is given (inventory's `planMoves`): the organization, the
 * moves in lock order, and whether a level may go below zero.
 */
export interface StockMovePlan {
  organizationId: string;
  ordered: LevelMove[];
  allowNegative: boolean;
}

/** The parts a statement with a stock move splices in: its CTEs, its check, its below-zero flag. */
export const stockMoveParts = (plan: StockMovePlan) => ({
  ctes: moveLevelsCtes(plan.organizationId, plan.ordered),
  check: shortfallCheck(plan.allowNegative),
  wentBelowZero,
});
