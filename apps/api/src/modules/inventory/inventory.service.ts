import {
  INVENTORY_MESSAGES as M,
  MOVEMENT_INPUT_TYPES,
  type MovementType,
  STOCK_HISTORY_CSV_COLUMNS,
  type TStockHistoryRow,
  type ZAddByBarcodeBody,
  type ZInventoryItemBody,
  type ZTransferBody,
} from '@pos/contracts/inventory';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { badRequest, conflict, notFound, validationError } from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { receiveAtCost } from '../catalog/product-costs.service.js';
import { findItemByCode } from '../catalog/product-lookup.service.js';
import { checkUnits } from '../catalog/products.service.js';
import { inOrganizationTimeZone, timeZoneOf } from '../settings/settings.service.js';
import {
  inventoryItemsList,
  stockHistoryList,
  type TInventoryItemsQuery,
  type TStockHistoryQuery,
} from './inventory.list.js';
import * as repo from './inventory.repository.js';
import { findLocation } from './locations.repository.js';
import { defaultStoreId, lockLevel, moveStock, negativeStockAllowed } from './stock.service.js';
import type { StockItem } from './stock-move.fragment.js';

type ItemBody = z.output<typeof ZInventoryItemBody>;
type BarcodeBody = z.output<typeof ZAddByBarcodeBody>;
type TransferBody = z.output<typeof ZTransferBody>;

interface Location {
  storeId: string | null;
  warehouseId: string | null;
  name: string;
}

/**
 * The location a request names — a store or a warehouse of the caller's organization, active —
 * or, when it names none and `fallback` allows, the default store.
 */
export async function resolveLocation(
  ex: Executor,
  organizationId: string,
  ids: { storeId?: string | null; warehouseId?: string | null },
  fallback = true,
): Promise<Location> {
  const kind = ids.storeId ? 'store' : ids.warehouseId ? 'warehouse' : null;
  const id =
    ids.storeId || ids.warehouseId || (fallback ? await defaultStoreId(ex, organizationId) : null);
  if (!id) throw badRequest(M.fromRequired);
  const found = await findLocation(ex, organizationId, kind ?? 'store', id);
  const label = kind === 'warehouse' ? 'Warehouse' : 'Store';
  if (!found) throw notFound(`${label} not found`);
  if (!found.isActive) {
    throw conflict(`${label} "${found.name}" is inactive.`, undefined, 'LOCATION_INACTIVE');
  }
  return kind === 'warehouse'
    ? { storeId: null, warehouseId: id, name: found.name }
    : { storeId: id, warehouseId: null, name: found.name };
}

export async function checkItem(
  ex: Executor,
  organizationId: string,
  productId: string,
  variationId: string | null,
) {
  const found = await repo.itemExists(ex, organizationId, productId, variationId);
  if (!found.product) throw notFound('Product not found');
  if (!found.variation) throw notFound('Variation not found');
}

async function historyRow(ex: Executor, organizationId: string, logId: string) {
  const row = await findListRow(ex, stockHistoryList, organizationId, logId);
  if (!row) throw new Error('ledger row just written is missing');
  return row;
}

export const listInventoryItems = (deps: AppDeps, caller: Caller, q: TInventoryItemsQuery) =>
  runList(deps.db, inventoryItemsList, caller.organizationId, q);

async function loadItem(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, inventoryItemsList, organizationId, id);
  if (!row) throw notFound('Inventory item not found');
  return row;
}

export const getInventoryItem = (deps: AppDeps, caller: Caller, id: string) =>
  loadItem(deps.db, caller.organizationId, id);

/** The item and location an inventory item form means: a new one, or the level being edited. */
async function itemOf(ex: Executor, organizationId: string, body: ItemBody, levelId?: string) {
  const variationId = body.variationId ?? null;
  if (!levelId) {
    await checkItem(ex, organizationId, body.productId, variationId);
    const at = await resolveLocation(ex, organizationId, body);
    return {
      organizationId,
      productId: body.productId,
      variationId,
      storeId: at.storeId,
      warehouseId: at.warehouseId,
    };
  }
  const level = await repo.findLevel(ex, organizationId, levelId);
  if (!level) throw notFound('Inventory item not found');
  if (level.productId !== body.productId || level.variationId !== variationId) {
    throw validationError('The product of an inventory item cannot be changed.', {
      productId: 'The product of an inventory item cannot be changed.',
    });
  }
  const movedTo =
    (body.storeId && body.storeId !== level.storeId) ||
    (body.warehouseId && body.warehouseId !== level.warehouseId);
  if (movedTo) {
    throw validationError('Use a transfer to move stock to another location.', {
      storeId: 'Use a transfer to move stock to another location.',
    });
  }
  return level;
}

/**
 * Sets the quantity of a product at a location (DESIGN §7: the difference goes to the ledger as
 * a manual adjustment). Saving a new item for a level that exists updates that level.
 */
export async function saveInventoryItem(
  deps: AppDeps,
  caller: Caller,
  body: ItemBody,
  levelId?: string,
) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const item: StockItem = await itemOf(tx, org, body, levelId);
    await checkUnits(tx, org, [{ ...item, quantity: body.quantity, field: 'quantity' }]);
    const allowNegative = await negativeStockAllowed(tx, org);
    if (body.quantity < 0 && !allowNegative) {
      throw validationError(M.quantityNegative, { quantity: M.quantityNegative });
    }
    // Adding zero creates the level if need be and locks it: the difference below is exact.
    const current = await lockLevel(tx, item);
    const remarks = body.remarks || null;
    await moveStock(
      tx,
      {
        ...item,
        delta: body.quantity - current,
        type: 'MANUAL_ADJUSTMENT',
        userId: caller.userId,
        remarks: remarks ?? 'Quantity set on the inventory screen',
      },
      { allowNegative },
    );
    const id = await repo.setLevelRemarks(tx, item, remarks);
    return loadItem(tx, org, id);
  });
  return { data, message: levelId ? M.itemUpdated : M.itemCreated };
}

/** `POST inventory-log/add-by-barcode`: one movement of the scanned product at one location. */
export async function addByBarcode(deps: AppDeps, caller: Caller, body: BarcodeBody) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    // 404 BARCODE_UNKNOWN when no live product or variation has this SKU.
    const found = await findItemByCode(tx, org, body.barcode);
    await checkUnits(tx, org, [{ ...found, quantity: body.quantity, field: 'quantity' }]);
    const at = await resolveLocation(tx, org, body);
    const kind = MOVEMENT_INPUT_TYPES[body.type];
    const item = {
      organizationId: org,
      productId: found.productId,
      variationId: found.variationId,
      storeId: at.storeId,
      warehouseId: at.warehouseId,
    };
    // A purchase at a cost moves the item's cost first (on hand before the receipt).
    const unitCost = body.unitCost;
    if (unitCost !== undefined) {
      await receiveAtCost(tx, caller, [{ ...item, quantity: body.quantity, unitCost }]);
    }
    const moved = await moveStock(
      tx,
      {
        ...item,
        delta: kind.sign * body.quantity,
        type: kind.type,
        userId: caller.userId,
        remarks: body.remarks || null,
        unitCost: unitCost === undefined ? null : unitCost.toFixed(4),
      },
      { allowNegative: await negativeStockAllowed(tx, org) },
    );
    if (body.remarks) await repo.setLevelRemarks(tx, item, body.remarks);
    if (!moved) throw new Error('a non-zero movement wrote nothing');
    return [await historyRow(tx, org, moved.logId)];
  });
  return { data, message: M.movementDone };
}

const locationKey = (l: Location) => `${l.storeId ?? ''}|${l.warehouseId ?? ''}`;

/**
 * Moves stock between two locations in one transaction: a TRANSFER_OUT and a TRANSFER_IN row with
 * the same reference. The two levels are changed in a fixed order (by location id), so opposite
 * transfers running at once wait for each other instead of deadlocking.
 */
export async function transferStock(deps: AppDeps, caller: Caller, body: TransferBody) {
  const org = caller.organizationId;
  const variationId = body.variationId ?? null;
  const data = await deps.db.transaction(async (tx) => {
    await checkItem(tx, org, body.productId, variationId);
    await checkUnits(tx, org, [{ ...body, field: 'quantity' }]);
    const from = await resolveLocation(
      tx,
      org,
      { storeId: body.fromStoreId, warehouseId: body.fromWarehouseId },
      false,
    );
    const to = await resolveLocation(
      tx,
      org,
      { storeId: body.toStoreId, warehouseId: body.toWarehouseId },
      false,
    );
    const reference = uuidv7();
    const remarks = body.remarks || `Transfer from ${from.name} to ${to.name}`;
    const allowNegative = await negativeStockAllowed(tx, org);
    const legs: { at: Location; delta: number; type: MovementType }[] = [
      { at: from, delta: -body.quantity, type: 'TRANSFER_OUT' },
      { at: to, delta: body.quantity, type: 'TRANSFER_IN' },
    ];
    legs.sort((a, b) => locationKey(a.at).localeCompare(locationKey(b.at)));
    const rows: TStockHistoryRow[] = [];
    for (const leg of legs) {
      const moved = await moveStock(
        tx,
        {
          organizationId: org,
          productId: body.productId,
          variationId,
          storeId: leg.at.storeId,
          warehouseId: leg.at.warehouseId,
          delta: leg.delta,
          type: leg.type,
          userId: caller.userId,
          remarks,
          reference,
        },
        { allowNegative },
      );
      if (!moved) throw new Error('a non-zero transfer leg wrote nothing');
      rows.push(await historyRow(tx, org, moved.logId));
    }
    // The answer lists the outgoing row first, whatever order the levels were locked in.
    return rows.sort((a, b) => a.quantityChanged - b.quantityChanged);
  });
  return { data, message: M.transferDone };
}

export const listStockHistory = async (deps: AppDeps, caller: Caller, q: TStockHistoryQuery) =>
  runList(
    deps.db,
    stockHistoryList,
    caller.organizationId,
    await inOrganizationTimeZone(deps, caller.organizationId, q),
  );

const productLabel = (r: TStockHistoryRow) =>
  [r.productName, r.variationName].filter(Boolean).join(' / ') +
  (r.productSku ? ` (${r.productSku})` : '');

/** The spec's stock history CSV, streamed: Date, Product, Change Type, Qty Changed, … Notes. */
export async function exportStockHistory(deps: AppDeps, caller: Caller, q: TStockHistoryQuery) {
  const org = caller.organizationId;
  const timeZone = await timeZoneOf(deps, org);
  const query = { ...q, timeZone };
  const cells = (r: TStockHistoryRow) => [
    new Date(r.timestamp),
    productLabel(r),
    r.type,
    r.quantityChanged,
    r.stockBeforeMovement,
    r.stockAfterMovement,
    r.userName ?? 'System',
    r.remarks,
    r.unitCost === null ? null : r.unitCost.toFixed(4),
  ];
  return csvExport(
    await deps.reads.current(),
    stockHistoryList,
    org,
    query,
    STOCK_HISTORY_CSV_COLUMNS,
    cells,
    timeZone,
  );
}
