import type {
  TStoreReportGroup,
  TStoreWiseStockRow,
  ZStoreReportQuery,
} from '@pos/contracts/inventory';
import {
  INVENTORY_VALUATION_CSV_COLUMNS,
  INVENTORY_VALUATION_MESSAGES,
  type TInventoryValuationQuery,
  type TInventoryValuationRow,
} from '@pos/contracts/inventory-valuation';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { csvExport, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { getCategory } from '../catalog/categories.service.js';
import type { TProductsQuery } from '../catalog/products.list.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { inventoryValuationList, type TValuationListQuery } from './inventory.list.js';
import * as repo from './inventory-reports.repository.js';
import { storeWiseStockList } from './store-wise-stock.list.js';

/** `GET inventory/by-store`: each store (or the one asked for) with its stock, by product name. */
export async function storeReport(
  deps: AppDeps,
  caller: Caller,
  q: z.output<typeof ZStoreReportQuery>,
): Promise<TStoreReportGroup[]> {
  const org = caller.organizationId;
  const db = await deps.reads.current();
  const stores = await repo.storesForReport(db, org, q.storeId);
  const ids = stores.map((s) => String(s.id));
  const lines = await repo.reportLines(db, org, ids, q);
  const linesOf = (id: string) => lines.filter((l) => l.store_id === id);
  // A store with fewer lines than the limit is whole: its totals come from its lines. Only the
  // big ones are counted (a pass over their levels).
  const full = ids.filter((id) => linesOf(id).length >= q.limit);
  const counted = await repo.reportTotals(db, org, full, q);
  const totalsOf = (id: string) => {
    const found = counted.find((t) => t.store_id === id);
    if (found)
      return { totalCount: Number(found.total_count), totalUnits: Number(found.total_units) };
    const mine = linesOf(id);
    return {
      totalCount: mine.length,
      totalUnits: mine.reduce((sum, l) => sum + Number(l.quantity), 0),
    };
  };
  return stores.map((s) => {
    const mine = linesOf(String(s.id));
    return {
      store: { _id: String(s.id), name: s.name, location: s.location },
      inventory: mine.map((l) => ({
        product: {
          _id: String(l.product_id),
          name: l.name,
          sku: l.sku,
          price: Number(l.price),
          variationId: l.variation_id,
          variationName: l.attribute_combination?.join(' / ') ?? null,
        },
        stock: Number(l.quantity),
      })),
      ...totalsOf(String(s.id)),
    };
  });
}

export const listStoreWiseStock = async (deps: AppDeps, caller: Caller, q: TProductsQuery) =>
  runList(await deps.reads.current(), storeWiseStockList, caller.organizationId, q);

/** CSV: ID, Name, SKU, Price, one column per store, Warehouses, Total Stock. */
export async function exportStoreWiseStock(deps: AppDeps, caller: Caller, q: TProductsQuery) {
  const org = caller.organizationId;
  const db = await deps.reads.current();
  const stores = await repo.storesForReport(db, org);
  const header = [
    'ID',
    'Name',
    'SKU',
    'Price',
    ...stores.map((s) => s.name),
    'Warehouses',
    'Total Stock',
  ];
  const cells = (r: TStoreWiseStockRow) => {
    const at = new Map(r.stores.map((s) => [s.storeId, s.stock]));
    return [
      r._id,
      r.name,
      r.sku,
      r.price.toFixed(2),
      ...stores.map((s) => at.get(String(s.id)) ?? 0),
      r.warehouseStock,
      r.totalStock,
    ];
  };
  const timeZone = await timeZoneOf(deps, org);
  return csvExport(db, storeWiseStockList, org, q, header, cells, timeZone);
}

/**
 * The valuation's filters checked: another organization's (or an unknown) location or category
 * is a 404 (DESIGN §12); the location becomes the store or warehouse it is.
 */
async function valuationQuery(
  deps: AppDeps,
  caller: Caller,
  q: TInventoryValuationQuery,
): Promise<TValuationListQuery> {
  const org = caller.organizationId;
  if (q.categoryId) await getCategory(deps, caller, q.categoryId);
  if (!q.locationId) return q;
  const kind = await repo.locationKind(deps.db, org, q.locationId);
  if (!kind) throw notFound(INVENTORY_VALUATION_MESSAGES.locationNotFound);
  return { ...q, [kind === 'store' ? 'storeId' : 'warehouseId']: q.locationId };
}

/** `GET reports/inventory-valuation`: a page of items and locations, and the totals of all. */
export async function listInventoryValuation(
  deps: AppDeps,
  caller: Caller,
  q: TInventoryValuationQuery,
) {
  const query = await valuationQuery(deps, caller, q);
  return runList(await deps.reads.current(), inventoryValuationList, caller.organizationId, query);
}

const money = (n: number | null) => (n === null ? '' : n.toFixed(2));

/** The CSV: every matching row, columns as INVENTORY_VALUATION_CSV_COLUMNS. */
export async function exportInventoryValuation(
  deps: AppDeps,
  caller: Caller,
  q: TInventoryValuationQuery,
) {
  const org = caller.organizationId;
  const query = await valuationQuery(deps, caller, q);
  const db = await deps.reads.current();
  const cells = (r: TInventoryValuationRow) => [
    r.productName,
    r.variationName ?? '',
    r.sku ?? '',
    r.categoryName ?? '',
    r.locationName,
    r.quantity,
    r.costPrice === null ? '' : r.costPrice.toFixed(4),
    money(r.valueAtCost),
    money(r.retailPrice),
    money(r.valueAtRetail),
  ];
  const timeZone = await timeZoneOf(deps, org);
  return csvExport(
    db,
    inventoryValuationList,
    org,
    query,
    INVENTORY_VALUATION_CSV_COLUMNS,
    cells,
    timeZone,
  );
}
