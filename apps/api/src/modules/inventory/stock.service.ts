import type { MovementType } from '@pos/contracts/inventory';
import type { Executor } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { generalSettingsOf } from '../settings/settings.service.js';
import * as repo from './stock.repository.js';
import type { StockItem } from './stock-move.fragment.js';

export interface Movement extends StockItem {
  delta: number;
  type: MovementType;
  userId: string | null;
  remarks?: string | null;
  reference?: string | null;
  /** What one unit cost, on a receipt at a cost (the ledger row keeps it). */
  unitCost?: string | null;
}

const INSUFFICIENT_STOCK = 'Insufficient stock';

/** A level a move would take below zero: the move's index in `moves`, what it holds, what was asked. */
export interface Shortfall {
  index: number;
  available: number;
  requested: number;
}

/** How a caller words a shortfall (an error to throw); the default names only the numbers. */
export type RefuseShortfall = (s: Shortfall) => AppError;

const refuseShortfall: RefuseShortfall = (s) =>
  new AppError(
    'INSUFFICIENT_STOCK',
    `${INSUFFICIENT_STOCK}: ${s.available} available, ${s.requested} requested.`,
    { available: s.available, requested: s.requested, index: s.index },
  );

interface MoveOptions {
  allowNegative?: boolean;
  /** The error for a level that would go below zero (409 `INSUFFICIENT_STOCK`). */
  refuse?: RefuseShortfall;
}

/**
 * One movement (DESIGN §7): the level moves by `delta` and one ledger row records before/after,
 * in the caller's transaction. Taking stock below zero is refused unless allowed; the refusal
 * rolls the whole transaction back. Null when `delta` is zero (nothing moves).
 */
export async function moveStock(ex: Executor, m: Movement, opts: MoveOptions = {}) {
  if (m.delta === 0) return null;
  const [moved] = await moveStockMany(ex, [m], opts);
  if (!moved?.logId) throw new Error('a non-zero movement wrote no ledger row');
  return { before: moved.before, after: moved.after, logId: moved.logId };
}

/** Creates the item's level at need and locks it; returns its quantity. */
export async function lockLevel(ex: Executor, item: StockItem) {
  const [level] = await moveStockMany(
    ex,
    [{ ...item, delta: 0, type: 'MANUAL_ADJUSTMENT', userId: null }],
    { allowNegative: true },
  );
  return level?.after ?? 0;
}

/** Whether the organization lets stock go below zero (general settings). */
export async function negativeStockAllowed(ex: Executor, organizationId: string) {
  return (await generalSettingsOf(ex, organizationId)).allowNegativeStock;
}

/** The store product and variation stock refers to when no location is named. */
export async function defaultStoreId(ex: Executor, organizationId: string) {
  const id = await repo.findDefaultStoreId(ex, organizationId);
  if (!id) throw conflict('The organization has no default store.', undefined, 'NO_DEFAULT_STORE');
  return id;
}

/**
 * Sets an item's total stock (all locations) to `target` by moving the difference at the
 * default store — what editing a product's stock means (DESIGN §7).
 */
export async function setTotalStock(
  ex: Executor,
  item: { organizationId: string; productId: string; variationId: string | null },
  target: number,
  by: { userId: string | null; type: MovementType; remarks: string },
) {
  const current = await repo.totalOf(ex, item.organizationId, item.productId, item.variationId);
  const storeId = await defaultStoreId(ex, item.organizationId);
  // Every item has a level at the default store, even at zero: out of stock shows there.
  await lockLevel(ex, { ...item, storeId, warehouseId: null });
  return moveStock(
    ex,
    {
      ...item,
      storeId,
      warehouseId: null,
      delta: target - current,
      type: by.type,
      userId: by.userId,
      remarks: by.remarks,
    },
    {
      // The total can only be lowered by what the default store holds; the rest is elsewhere.
      refuse: (s) =>
        new AppError(
          'INSUFFICIENT_STOCK',
          `${INSUFFICIENT_STOCK} at the default store: it holds ${s.available} and the rest is at other locations. Lower the stock there on the Inventory screen.`,
          { available: s.available, requested: s.requested, index: s.index },
        ),
    },
  );
}

/**
 * Sets many products' total stock at once (bulk upload): each difference is booked at the
 * default store with one ledger row, in a few statements. `lockTotalsAtDefault` first, so the
 * caller can refuse rows that would go below zero before writing anything.
 */
export async function lockTotalsAtDefault(
  ex: Executor,
  organizationId: string,
  productIds: string[],
) {
  const storeId = await defaultStoreId(ex, organizationId);
  return { storeId, totals: await repo.lockTotals(ex, organizationId, storeId, productIds) };
}

export async function bookDeltasAtStore(
  ex: Executor,
  organizationId: string,
  storeId: string,
  deltas: { productId: string; delta: number; type: MovementType }[],
  by: { userId: string | null; remarks: string },
) {
  // Zero deltas still create the level (a new product at zero shows as out of stock there).
  await moveStockMany(
    ex,
    deltas.map((d) => ({
      organizationId,
      productId: d.productId,
      variationId: null,
      storeId,
      warehouseId: null,
      delta: d.delta,
      type: d.type,
      userId: by.userId,
      remarks: by.remarks,
    })),
  );
}

/**
 * Movements ready to run as one statement: the same level's moves merged, levels in a fixed
 * order so concurrent callers never deadlock (a zero move only creates the level). Data, not
 * SQL: `moveStockMany` runs it alone, and a sale's or a return's repository splices its parts
 * (stock-move.fragment, `stockMoveParts`) into its own statement. `refusal` turns the check's
 * error into `opts.refuse`'s, which gets the move's index in `moves` so the caller can say which
 * item it was.
 */
export function planMoves(moves: Movement[], opts: MoveOptions = {}) {
  const merged = new Map<string, Movement & { index: number }>();
  moves.forEach((m, index) => {
    const key = repo.levelKey(m);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, delta: seen.delta + m.delta } : { ...m, index });
  });
  const ordered = [...merged.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, m]) => ({ ...m, remarks: m.remarks ?? null, reference: m.reference ?? null }));
  const first = ordered[0];
  if (!first) return null;
  return {
    organizationId: first.organizationId,
    ordered,
    allowNegative: opts.allowNegative ?? false,
    refusal(err: unknown): AppError | null {
      const s = repo.shortfallOf(err);
      const move = s && ordered[s.ord];
      if (!s || !move) return null;
      return (opts.refuse ?? refuseShortfall)({
        index: move.index,
        available: s.available,
        requested: s.requested,
      });
    },
  };
}

/**
 * Many movements in one statement (`planMoves`). Taking a level below zero is refused unless
 * allowed; the refusal aborts the statement. Returns each merged level's before, after and
 * ledger row.
 */
export async function moveStockMany(ex: Executor, moves: Movement[], opts: MoveOptions = {}) {
  return runMoves(ex, planMoves(moves, opts));
}

/** Runs planned movements as their own statement (`moveStockMany`); what it returns. */
export async function runMoves(ex: Executor, plan: ReturnType<typeof planMoves>) {
  if (!plan) return [];
  const levels = await repo.moveLevels(ex, plan).catch((err: unknown) => {
    throw plan.refusal(err) ?? err;
  });
  return plan.ordered.map((m, i) => {
    const after = levels[i]?.after ?? 0;
    return { index: m.index, before: after - m.delta, after, logId: levels[i]?.logId ?? null };
  });
}
