import type { MovementType } from '@pos/contracts/inventory';
import type { Executor } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { findGeneralSettings } from '../settings/settings.repository.js';
import * as repo from './stock.repository.js';

export interface Movement extends repo.StockItem {
  delta: number;
  type: MovementType;
  userId: string | null;
  remarks?: string | null;
  reference?: string | null;
}

export const INSUFFICIENT_STOCK = 'Insufficient stock';

/**
 * The one way stock changes (DESIGN §7): the level moves by `delta` and one ledger row records
 * before/after, in the caller's transaction. Below zero is refused unless allowed; the refusal
 * rolls the whole transaction back.
 */
export async function moveStock(ex: Executor, m: Movement, opts: { allowNegative?: boolean } = {}) {
  if (m.delta === 0) return null;
  const item = {
    organizationId: m.organizationId,
    productId: m.productId,
    variationId: m.variationId,
    storeId: m.storeId,
    warehouseId: m.warehouseId,
  };
  const after = await repo.addToLevel(ex, item, m.delta);
  const before = after - m.delta;
  if (after < 0 && !opts.allowNegative) {
    throw conflict(`${INSUFFICIENT_STOCK}: ${before} available, ${-m.delta} requested.`, {
      available: before,
      requested: -m.delta,
    });
  }
  const logId = await repo.insertLogRow(ex, item, {
    type: m.type,
    quantityChanged: m.delta,
    stockBefore: before,
    stockAfter: after,
    userId: m.userId,
    remarks: m.remarks ?? null,
    reference: m.reference ?? null,
  });
  return { before, after, logId };
}

/** Whether the organization lets stock go below zero (general settings). */
export async function negativeStockAllowed(ex: Executor, organizationId: string) {
  const settings = await findGeneralSettings(ex, organizationId);
  return settings?.allowNegativeStock ?? false;
}

/** The store product and variation stock refers to when no location is named. */
export async function defaultStoreId(ex: Executor, organizationId: string) {
  const id = await repo.findDefaultStoreId(ex, organizationId);
  if (!id) throw conflict('The organization has no default store.');
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
  await repo.addToLevel(ex, { ...item, storeId, warehouseId: null }, 0);
  try {
    return await moveStock(ex, {
      ...item,
      storeId,
      warehouseId: null,
      delta: target - current,
      type: by.type,
      userId: by.userId,
      remarks: by.remarks,
    });
  } catch (err) {
    // The total can only be lowered by what the default store holds; the rest is elsewhere.
    if (err instanceof AppError && err.statusCode === 409 && err.details?.available !== undefined) {
      throw conflict(
        `${INSUFFICIENT_STOCK} at the default store: it holds ${err.details.available} and the rest is at other locations. Lower the stock there on the Inventory screen.`,
        err.details,
      );
    }
    throw err;
  }
}

export const hasStockHistory = repo.hasHistory;

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
  const after = await repo.addToLevels(ex, organizationId, storeId, deltas);
  const moving = deltas.filter((d) => d.delta !== 0);
  await repo.insertLogRows(
    ex,
    moving.map((d) => {
      const stockAfter = after.get(d.productId) ?? d.delta;
      return {
        organizationId,
        productId: d.productId,
        variationId: null,
        storeId,
        warehouseId: null,
        type: d.type,
        quantityChanged: d.delta,
        stockBefore: stockAfter - d.delta,
        stockAfter,
        userId: by.userId,
        remarks: by.remarks,
      };
    }),
  );
}

/**
 * Many movements in one transaction with two statements: every level changed at once (same
 * level merged; levels in a fixed order so concurrent callers never deadlock), then every ledger
 * row. A level that would go below zero is refused as `moveStock` refuses it, naming its index
 * in `moves` (`details.index`) so the caller can say which item it was.
 */
export async function moveStockMany(
  ex: Executor,
  moves: Movement[],
  opts: { allowNegative?: boolean } = {},
) {
  const merged = new Map<string, Movement & { index: number }>();
  moves.forEach((m, index) => {
    if (m.delta === 0) return;
    const key = repo.levelKey(m);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, delta: seen.delta + m.delta } : { ...m, index });
  });
  const ordered = [...merged.entries()].sort(([a], [b]) => a.localeCompare(b));
  if (ordered.length === 0) return;
  const organizationId = ordered[0]?.[1].organizationId ?? '';
  const after = await repo.addToManyLevels(
    ex,
    organizationId,
    ordered.map(([, m]) => ({ item: m, delta: m.delta })),
  );
  const rows = ordered.map(([key, m]) => {
    const stockAfter = after.get(key) ?? m.delta;
    const stockBefore = stockAfter - m.delta;
    if (stockAfter < 0 && !opts.allowNegative) {
      throw conflict(`${INSUFFICIENT_STOCK}: ${stockBefore} available, ${-m.delta} requested.`, {
        available: stockBefore,
        requested: -m.delta,
        index: m.index,
      });
    }
    return {
      organizationId,
      productId: m.productId,
      variationId: m.variationId,
      storeId: m.storeId,
      warehouseId: m.warehouseId,
      type: m.type,
      quantityChanged: m.delta,
      stockBefore,
      stockAfter,
      userId: m.userId,
      remarks: m.remarks ?? null,
      reference: m.reference ?? null,
    };
  });
  await repo.insertLogRows(ex, rows);
}
