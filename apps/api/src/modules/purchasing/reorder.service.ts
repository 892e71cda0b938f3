import {
  REORDER_MESSAGES as M,
  REORDER_LIST_LIMIT,
  suggestedQuantity,
  type TReorderGroup,
  type TReorderLine,
  type TReorderQuery,
  type ZReorderOrdersBody,
} from '@pos/contracts/reorder';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { num } from '../../lib/sql-values.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { loadSupplier } from '../catalog/suppliers.service.js';
import { resolveLocation } from '../inventory/inventory.service.js';
import { getStore, getWarehouse } from '../inventory/locations.service.js';
import type { LineValues } from './purchase-orders.repository.js';
import { insertDraft } from './purchase-orders.service.js';
import * as repo from './reorder.repository.js';

type OrdersBody = z.output<typeof ZReorderOrdersBody>;

const cost = (v: string | null) => (v === null ? null : Number(v));

export const toReorderLine = (r: repo.LowLevelRow): TReorderLine => {
  const quantity = num(r.quantity);
  const onOrder = num(r.on_order);
  const inDrafts = num(r.in_drafts);
  const reorderLevel = num(r.reorder_level);
  const reorderQuantity = r.reorder_quantity === null ? null : num(r.reorder_quantity);
  return {
    _id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    variationId: r.variation_id,
    variationName: r.attribute_combination ? r.attribute_combination.join(' / ') : null,
    sku: r.sku,
    storeId: r.store_id,
    warehouseId: r.warehouse_id,
    locationName: r.location_name ?? '',
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    quantity,
    onOrder,
    inDrafts,
    reorderLevel,
    reorderQuantity,
    suggestedQuantity: suggestedQuantity(
      quantity + onOrder + inDrafts,
      reorderLevel,
      reorderQuantity,
    ),
    unitCost: cost(r.cost),
  };
};

/** Consecutive lines of one supplier as one group (the query sorts them by supplier). */
function bySupplier(lines: TReorderLine[]): TReorderGroup[] {
  const groups: TReorderGroup[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.supplierId === line.supplierId) last.lines.push(line);
    else
      groups.push({ supplierId: line.supplierId, supplierName: line.supplierName, lines: [line] });
  }
  return groups;
}

/**
 * `GET /reorder`: every item at or below its reorder level, per location, with what to order,
 * grouped by supplier.
 */
export async function listReorder(deps: AppDeps, caller: Caller, q: TReorderQuery) {
  // Filters name the organization's own records: another's id is a 404 (DESIGN §12).
  if (q.storeId) await getStore(deps, caller, q.storeId);
  if (q.warehouseId) await getWarehouse(deps, caller, q.warehouseId);
  if (q.supplierId) await loadSupplier(deps.db, caller.organizationId, q.supplierId);
  const org = caller.organizationId;
  const highest = await repo.highestReorderLevel(deps.db, org);
  if (highest === null) return { data: [], total: 0, truncated: false };
  const rows = await repo.lowLevels(deps.db, org, highest, q, REORDER_LIST_LIMIT);
  const total = rows.length ? num(rows[0]?.total) : 0;
  return {
    data: bySupplier(rows.map(toReorderLine)),
    total,
    truncated: total > rows.length,
  };
}

const itemKey = (productId: string, variationId: string | null | undefined) =>
  `${productId}|${variationId ?? ''}`;

/** The lines' items, each the organization's (404) and with a supplier (409), by item key. */
async function itemsOf(tx: Executor, org: string, lines: OrdersBody['lines']) {
  const productIds = lines.filter((l) => !l.variationId).map((l) => l.productId);
  const variationIds = lines.flatMap((l) => (l.variationId ? [l.variationId] : []));
  const found = await repo.orderableItems(tx, org, productIds, variationIds);
  const items = new Map(found.map((i) => [itemKey(i.product_id, i.variation_id), i]));
  const noSupplier = new Set<string>();
  for (const l of lines) {
    const item = items.get(itemKey(l.productId, l.variationId));
    if (!item) throw notFound(l.variationId ? 'Variation not found' : 'Product not found');
    if (!item.supplier_id) noSupplier.add(l.productId);
  }
  if (noSupplier.size) {
    throw conflict(M.noSupplier, { productIds: [...noSupplier] }, 'REORDER_NO_SUPPLIER');
  }
  return items;
}

/**
 * `POST /reorder/purchase-orders`: one Draft purchase order per supplier and location (an order
 * delivers to one location), its lines at each item's cost (0 when unknown), in one transaction.
 */
export async function createReorderOrders(deps: AppDeps, caller: Caller, body: OrdersBody) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const items = await itemsOf(tx, org, body.lines);
    const locations = new Map<string, Awaited<ReturnType<typeof resolveLocation>>>();
    const orders = new Map<string, { supplierId: string; location: string; lines: LineValues[] }>();
    for (const l of body.lines) {
      const item = items.get(itemKey(l.productId, l.variationId));
      if (!item?.supplier_id) continue;
      const location = `${l.storeId ?? ''}|${l.warehouseId ?? ''}`;
      if (!locations.has(location))
        locations.set(location, await resolveLocation(tx, org, l, false));
      const key = `${item.supplier_id}|${location}`;
      const order = orders.get(key) ?? { supplierId: item.supplier_id, location, lines: [] };
      order.lines.push({
        productId: l.productId,
        variationId: l.variationId ?? null,
        quantity: l.quantity,
        unitCost: Number(item.cost ?? 0).toFixed(4),
      });
      orders.set(key, order);
    }
    const made = [];
    for (const o of orders.values()) {
      const at = locations.get(o.location);
      if (!at) throw new Error('location resolved above');
      const order = {
        supplierId: o.supplierId,
        storeId: at.storeId,
        warehouseId: at.warehouseId,
        expectedDate: null,
        notes: null,
      };
      made.push(await insertDraft(tx, caller, order, o.lines));
    }
    return made;
  });
  return { data, message: M.created };
}
