import {
  STOCK_COUNT_MESSAGES as M,
  STOCK_COUNT_LINES_CSV_COLUMNS,
  STOCK_COUNTS_CSV_COLUMNS,
  type TStockCountLine,
  type TStockCountRow,
  type ZStockCountBody,
  type ZStockCountLineBody,
  type ZStockCountPostBody,
  type ZStockCountScanBody,
} from '@pos/contracts/stock-counts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadCategory } from '../catalog/categories.service.js';
import { findItemByCode } from '../catalog/product-lookup.service.js';
import { checkUnits } from '../catalog/products.service.js';
import { inOrganizationTimeZone, timeZoneOf } from '../settings/settings.service.js';
import { resolveLocation } from './inventory.service.js';
import { moveStockMany } from './stock.service.js';
import {
  stockCountLinesList,
  stockCountsList,
  type TStockCountLinesQuery,
  type TStockCountsQuery,
} from './stock-counts.list.js';
import * as repo from './stock-counts.repository.js';

type Body = z.output<typeof ZStockCountBody>;
type ScanBody = z.output<typeof ZStockCountScanBody>;
type LineBody = z.output<typeof ZStockCountLineBody>;
type PostBody = z.output<typeof ZStockCountPostBody>;
type LinesQuery = Omit<TStockCountLinesQuery, 'stockCountId'>;

export const listStockCounts = async (deps: AppDeps, caller: Caller, q: TStockCountsQuery) =>
  runList(
    deps.db,
    stockCountsList,
    caller.organizationId,
    await inOrganizationTimeZone(deps, caller.organizationId, q),
  );

const countCells = (c: TStockCountRow) => [
  c.number,
  c.name,
  c.status,
  c.locationName,
  c.categoryName,
  c.totals.lines,
  c.totals.counted,
  c.totals.withDifference,
  c.totals.difference,
  c.totals.differenceValue.toFixed(2),
  new Date(c.createdAt),
  c.postedAt ? new Date(c.postedAt) : null,
];

export async function exportStockCounts(deps: AppDeps, caller: Caller, q: TStockCountsQuery) {
  const org = caller.organizationId;
  const timeZone = await timeZoneOf(deps, org);
  const query = { ...q, timeZone };
  return csvExport(
    await deps.reads.current(),
    stockCountsList,
    org,
    query,
    STOCK_COUNTS_CSV_COLUMNS,
    countCells,
    timeZone,
  );
}

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, stockCountsList, organizationId, id);
  if (!row) throw notFound('Stock count not found');
  return row;
}

export const getStockCount = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

export const listStockCountLines = (deps: AppDeps, caller: Caller, id: string, q: LinesQuery) =>
  runList(deps.db, stockCountLinesList, caller.organizationId, { ...q, stockCountId: id });

const lineCells = (l: TStockCountLine) => [
  l.productName,
  l.variationName,
  l.sku,
  l.expected,
  l.counted,
  l.difference,
  l.unitCost === null ? null : l.unitCost.toFixed(2),
  l.differenceValue === null ? null : l.differenceValue.toFixed(2),
  l.countedAt ? new Date(l.countedAt) : null,
];

/** The variance report as CSV: the lines of the same query. */
export async function exportStockCountLines(
  deps: AppDeps,
  caller: Caller,
  id: string,
  q: LinesQuery,
) {
  const org = caller.organizationId;
  const query = { ...q, stockCountId: id };
  return csvExport(
    await deps.reads.current(),
    stockCountLinesList,
    org,
    query,
    STOCK_COUNT_LINES_CSV_COLUMNS,
    lineCells,
    await timeZoneOf(deps, org),
  );
}

async function loadLine(ex: Executor, organizationId: string, lineId: string) {
  const row = await findListRow(ex, stockCountLinesList, organizationId, lineId);
  if (!row) throw notFound(M.lineUnknown);
  return row;
}

/** The count, locked; 404 when not the organization's, 409 when it is no longer open. */
async function openCount(
  ex: Executor,
  organizationId: string,
  id: string,
  mode: 'update' | 'share',
) {
  const count = await repo.lockCount(ex, organizationId, id, mode);
  if (!count) throw notFound('Stock count not found');
  if (count.status !== 'Open') {
    throw new AppError('STOCK_COUNT_CLOSED', M.notOpen, { status: count.status });
  }
  return count;
}

/**
 * `POST /stock-counts`: an open count of one location — every item, or one category's
 * (subcategories included) — with what the ledger holds of each there now.
 */
export async function createStockCount(deps: AppDeps, caller: Caller, body: Body) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const at = await resolveLocation(tx, org, body, false);
    const categoryId = body.categoryId ?? null;
    if (categoryId) await loadCategory(tx, org, categoryId);
    const location = { storeId: at.storeId, warehouseId: at.warehouseId };
    const id = await repo.insertCount(tx, org, caller.userId, {
      ...location,
      name: body.name,
      categoryId,
    });
    await repo.snapshotLines(tx, org, id, location, categoryId);
    return load(tx, org, id);
  });
  return { data, message: M.created };
}

/**
 * `POST /stock-counts/:id/scan`: the scanned item's count goes up by `quantity` (down when
 * negative, never below zero). An item the count did not list gets a line, unless the count is
 * of a category the item is not in (409 NOT_IN_COUNT).
 */
export async function scanIntoCount(deps: AppDeps, caller: Caller, id: string, body: ScanBody) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const count = await openCount(tx, org, id, 'share');
    const item = await findItemByCode(tx, org, body.barcode);
    await checkUnits(tx, org, [{ ...item, quantity: body.quantity, field: 'quantity' }]);
    if (
      count.categoryId &&
      !(await repo.productInCategory(tx, org, item.productId, count.categoryId))
    ) {
      throw conflict(M.notInCategory, { productId: item.productId }, 'NOT_IN_COUNT');
    }
    const line = await repo.addToCount(tx, org, id, count, item, body.quantity);
    if (!line) throw validationError(M.belowZero, { quantity: M.belowZero });
    return loadLine(tx, org, line.id);
  });
  return { data, message: M.counted };
}

/** `PUT /stock-counts/:id/lines/:lineId`: a count typed in (null: not counted after all). */
export async function setLineCount(
  deps: AppDeps,
  caller: Caller,
  id: string,
  lineId: string,
  body: LineBody,
) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const count = await openCount(tx, org, id, 'share');
    if (body.counted !== null && !Number.isInteger(body.counted)) {
      const line = await loadLine(tx, org, lineId);
      await checkUnits(tx, org, [{ ...line, quantity: body.counted, field: 'counted' }]);
    }
    if (!(await repo.setCounted(tx, org, id, count, lineId, body.counted))) {
      throw notFound(M.lineUnknown);
    }
    return loadLine(tx, org, lineId);
  });
  return { data, message: M.counted };
}

/**
 * `POST /stock-counts/:id/post` (docs/guide/suppliers-and-purchase-orders.md, "Stock counts"):
 * in one transaction, each counted item whose count differs from what was expected gets one
 * STOCK_COUNT ledger row of counted − expected, where expected is what the ledger held when the
 * item was last counted — the ledger now minus the movements since — so sales and deliveries during
 * the count stay booked. With `zeroUncounted`, items nobody counted are set to zero (their levels
 * locked first); otherwise they stay as they are. Stock may go below zero: a count is a fact, not a
 * request.
 */
export async function postStockCount(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: PostBody | null | undefined,
) {
  const org = caller.organizationId;
  const zeroUncounted = body?.zeroUncounted ?? false;
  const data = await deps.db.transaction(async (tx) => {
    const count = await openCount(tx, org, id, 'update');
    const move = (item: { productId: string; variationId: string | null }, delta: number) => ({
      organizationId: org,
      productId: item.productId,
      variationId: item.variationId,
      storeId: count.storeId,
      warehouseId: count.warehouseId,
      delta,
      type: 'STOCK_COUNT' as const,
      userId: caller.userId,
      remarks: `Stock count SC-${String(count.number).padStart(6, '0')}: ${count.name}`,
      reference: id,
    });
    const differences = await repo.countedDifferences(tx, org, id);
    const uncounted = zeroUncounted ? await repo.uncountedWithLevel(tx, org, id, count) : [];
    // One statement books the differences and locks the uncounted items' levels (a zero move).
    const moved = await moveStockMany(
      tx,
      [...differences.map((l) => move(l, l.difference)), ...uncounted.map((l) => move(l, 0))],
      { allowNegative: true },
    );
    if (uncounted.length > 0) {
      const held = new Map(moved.map((m) => [m.index, m.after]));
      const zeroed = uncounted.map((l, i) => ({
        ...l,
        expected: held.get(differences.length + i) ?? 0,
      }));
      await moveStockMany(
        tx,
        zeroed.filter((l) => l.expected !== 0).map((l) => move(l, -l.expected)),
        { allowNegative: true },
      );
      await repo.countAsZero(
        tx,
        org,
        zeroed.map((l) => ({ id: l.id, expected: l.expected })),
      );
    }
    await repo.recordPosted(tx, org, id);
    await repo.setStatus(tx, org, id, { status: 'Posted', postedBy: caller.userId, zeroUncounted });
    const posted = await load(tx, org, id);
    await recordAudit(tx, caller, {
      entityType: 'StockCount',
      entityId: id,
      action: 'post',
      changes: {
        status: { before: 'Open', after: 'Posted' },
        difference: { before: null, after: posted.totals.difference },
        differenceValue: { before: null, after: posted.totals.differenceValue },
      },
    });
    return posted;
  });
  return { data, message: M.posted };
}

/** `POST /stock-counts/:id/cancel`: an open count is dropped; stock stays as it is. */
export async function cancelStockCount(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    await openCount(tx, org, id, 'update');
    await repo.setStatus(tx, org, id, { status: 'Cancelled' });
    return load(tx, org, id);
  });
  return { data, message: M.cancelled };
}
