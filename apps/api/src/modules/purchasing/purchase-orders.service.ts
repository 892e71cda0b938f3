import { canAccess, PURCHASING_ACCESS } from '@pos/contracts/permissions';
import {
  PURCHASE_ORDER_MESSAGES as M,
  PURCHASE_ORDERS_CSV_COLUMNS,
  type PurchaseOrderStatus,
  type TPurchaseOrderRow,
  type ZCloseShortBody,
  type ZPurchaseItemsQuery,
  type ZPurchaseOrderBody,
  type ZPurchaseOrderOrderBody,
  type ZReceiveBody,
} from '@pos/contracts/purchase-orders';
import { roundQuantity } from '@pos/contracts/units';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { receiveAtCost } from '../catalog/product-costs.service.js';
import { checkUnits } from '../catalog/products.service.js';
import { loadSupplier } from '../catalog/suppliers.service.js';
import { checkItem, resolveLocation } from '../inventory/inventory.service.js';
import { moveStockMany } from '../inventory/stock.service.js';
import { inOrganizationTimeZone, timeZoneOf } from '../settings/settings.service.js';
import { purchaseItemsList } from './purchase-items.list.js';
import {
  purchaseOrderFileName,
  purchaseOrderLetterhead,
  purchaseOrderMail,
  renderPurchaseOrder,
} from './purchase-order-documents.service.js';
import { purchaseOrdersList, type TPurchaseOrdersQuery } from './purchase-orders.list.js';
import * as repo from './purchase-orders.repository.js';

type Body = z.output<typeof ZPurchaseOrderBody>;
type TPurchaseItemsQuery = z.output<typeof ZPurchaseItemsQuery>;
type ReceiveBody = z.output<typeof ZReceiveBody>;
type OrderBody = z.output<typeof ZPurchaseOrderOrderBody>;
type CloseShortBody = z.output<typeof ZCloseShortBody>;

/** Products to order, with their costs and supplier (the order form's picker). */
export const listPurchaseItems = (deps: AppDeps, caller: Caller, q: TPurchaseItemsQuery) =>
  runList(deps.db, purchaseItemsList, caller.organizationId, q);

export const listPurchaseOrders = async (deps: AppDeps, caller: Caller, q: TPurchaseOrdersQuery) =>
  runList(
    deps.db,
    purchaseOrdersList,
    caller.organizationId,
    await inOrganizationTimeZone(deps, caller.organizationId, q),
  );

const csvCells = (o: TPurchaseOrderRow) => [
  o.number,
  o.status,
  o.supplierName,
  o.locationName,
  o.expectedDate,
  o.totals.lines,
  o.totals.quantity,
  o.totals.receivedQuantity,
  o.totals.total.toFixed(2),
  o.orderedAt ? new Date(o.orderedAt) : null,
  new Date(o.createdAt),
];

export async function exportPurchaseOrders(deps: AppDeps, caller: Caller, q: TPurchaseOrdersQuery) {
  const org = caller.organizationId;
  const timeZone = await timeZoneOf(deps, org);
  const query = { ...q, timeZone };
  return csvExport(
    await deps.reads.current(),
    purchaseOrdersList,
    org,
    query,
    PURCHASE_ORDERS_CSV_COLUMNS,
    csvCells,
    timeZone,
  );
}

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, purchaseOrdersList, organizationId, id);
  if (!row) throw notFound('Purchase order not found');
  return row;
}

export const getPurchaseOrder = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

const wrongStatus = (message: string, status: PurchaseOrderStatus) =>
  new AppError('PURCHASE_ORDER_STATUS', message, { status });

/** The supplier, the location and every item named must be the organization's (404s). */
async function checkedValues(ex: Executor, caller: Caller, body: Body) {
  const org = caller.organizationId;
  await loadSupplier(ex, org, body.supplierId);
  const at = await resolveLocation(ex, org, body, false);
  for (const l of body.lines) await checkItem(ex, org, l.productId, l.variationId ?? null);
  await checkUnits(
    ex,
    org,
    body.lines.map((l, i) => ({ ...l, field: `lines.${i}.quantity` })),
  );
  const order: repo.OrderValues = {
    supplierId: body.supplierId,
    storeId: at.storeId,
    warehouseId: at.warehouseId,
    expectedDate: body.expectedDate ?? null,
    notes: body.notes || null,
  };
  const lines: repo.LineValues[] = body.lines.map((l) => ({
    productId: l.productId,
    variationId: l.variationId ?? null,
    quantity: l.quantity,
    unitCost: l.unitCost.toFixed(4),
  }));
  return { order, lines };
}

/** A new draft of checked values, in the caller's transaction: the order as the API shows it. */
export async function insertDraft(
  tx: Executor,
  caller: Caller,
  order: repo.OrderValues,
  lines: repo.LineValues[],
) {
  const org = caller.organizationId;
  const id = await repo.insertOrder(tx, org, caller.userId, order);
  await repo.replaceLines(tx, org, id, lines);
  return load(tx, org, id);
}

/** `POST /purchase-orders`: a draft. */
export async function createPurchaseOrder(deps: AppDeps, caller: Caller, body: Body) {
  const data = await deps.db.transaction(async (tx) => {
    const { order, lines } = await checkedValues(tx, caller, body);
    return insertDraft(tx, caller, order, lines);
  });
  return { data, message: M.created };
}

/** `PUT /purchase-orders/:id`: a draft's fields and lines, replaced. */
export async function updatePurchaseOrder(deps: AppDeps, caller: Caller, id: string, body: Body) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const status = await repo.lockOrder(tx, org, id);
    if (!status) throw notFound('Purchase order not found');
    if (status !== 'Draft') throw wrongStatus(M.draftOnly, status);
    const { order, lines } = await checkedValues(tx, caller, body);
    await repo.updateOrder(tx, org, id, order);
    await repo.replaceLines(tx, org, id, lines);
    return load(tx, org, id);
  });
  return { data, message: M.updated };
}

async function moveTo(
  deps: AppDeps,
  caller: Caller,
  id: string,
  next: PurchaseOrderStatus,
  from: readonly PurchaseOrderStatus[],
  refused: string,
) {
  const org = caller.organizationId;
  return deps.db.transaction(async (tx) => {
    const status = await repo.lockOrder(tx, org, id);
    if (!status) throw notFound('Purchase order not found');
    if (!from.includes(status)) throw wrongStatus(refused, status);
    await repo.setStatus(tx, org, id, next);
    return load(tx, org, id);
  });
}

/**
 * `POST /purchase-orders/:id/order`: a draft is sent to the supplier (Ordered). With
 * `email: true` its PDF is also mailed to the supplier's address; a supplier without one is
 * refused (409 SUPPLIER_NO_EMAIL) in the transaction, before anything is written.
 *
 * The mail leaves after the commit (a transaction is never held open for SMTP). If it fails,
 * the order goes back to Draft and the error is answered — as an e-mailed receipt gives its
 * count back: what the user sees (a draft) says the supplier was not told, and ordering again
 * retries. An order cancelled or received in that moment stays as it is then.
 */
export async function orderPurchaseOrder(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: OrderBody | null | undefined,
) {
  if (!body?.email) {
    const data = await moveTo(deps, caller, id, 'Ordered', ['Draft'], M.notOrderable);
    return { data, message: M.ordered };
  }
  const org = caller.organizationId;
  const letterhead = await purchaseOrderLetterhead(deps, org);
  const { data, supplier, email } = await deps.db.transaction(async (tx) => {
    const status = await repo.lockOrder(tx, org, id);
    if (!status) throw notFound('Purchase order not found');
    if (status !== 'Draft') throw wrongStatus(M.notOrderable, status);
    const draft = await load(tx, org, id);
    const supplier = await loadSupplier(tx, org, draft.supplierId);
    if (!supplier.email) {
      throw conflict(M.supplierNoEmail, { supplierId: supplier._id }, 'SUPPLIER_NO_EMAIL');
    }
    await repo.setStatus(tx, org, id, 'Ordered');
    return { data: await load(tx, org, id), supplier, email: supplier.email };
  });
  try {
    const pdf = await renderPurchaseOrder(letterhead, data, supplier);
    await deps.mailer.send({
      ...purchaseOrderMail(letterhead, data, { ...supplier, email }, pdf),
      language: letterhead.language,
    });
  } catch (error) {
    await repo.unorder(deps.db, org, id);
    throw error;
  }
  return { data, message: M.orderedAndMailed };
}

/** `GET /purchase-orders/:id/pdf`: the order as the supplier gets it by mail. */
export async function purchaseOrderPdf(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  const order = await load(deps.db, org, id);
  const [letterhead, supplier] = await Promise.all([
    purchaseOrderLetterhead(deps, org),
    loadSupplier(deps.db, org, order.supplierId),
  ]);
  return {
    pdf: await renderPurchaseOrder(letterhead, order, supplier),
    fileName: purchaseOrderFileName(order),
  };
}

/** `POST /purchase-orders/:id/cancel`: from Draft or Ordered (nothing received yet). */
export async function cancelPurchaseOrder(deps: AppDeps, caller: Caller, id: string) {
  const data = await moveTo(deps, caller, id, 'Cancelled', ['Draft', 'Ordered'], M.notCancellable);
  return { data, message: M.cancelled };
}

/**
 * `POST /purchase-orders/:id/close-short`: a partly received order will get no more — the
 * supplier cannot deliver the rest. What was still due is cancelled (each line keeps what it
 * received; `cancelledQuantity` shows the rest), the order ends Closed and its units leave "on
 * order"; one audit event in the same transaction. An order that received nothing is cancelled
 * instead; any other status is refused (409 PURCHASE_ORDER_STATUS).
 */
export async function closeShortPurchaseOrder(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: CloseShortBody | null | undefined,
) {
  const org = caller.organizationId;
  const reason = body?.reason || null;
  const data = await deps.db.transaction(async (tx) => {
    const status = await repo.lockOrder(tx, org, id);
    if (!status) throw notFound('Purchase order not found');
    if (status !== 'Partially Received') throw wrongStatus(M.notClosable, status);
    await repo.closeOrder(tx, org, id, reason);
    const after = await load(tx, org, id);
    await recordAudit(tx, caller, {
      entityType: 'PurchaseOrder',
      entityId: id,
      action: 'close',
      changes: {
        status: { before: status, after: after.status },
        cancelledQuantity: { before: 0, after: after.totals.cancelledQuantity },
        ...(reason ? { closeReason: { before: null, after: reason } } : {}),
      },
    });
    return after;
  });
  const units = data.totals.cancelledQuantity;
  return {
    data,
    message:
      units === 1
        ? 'Purchase order closed short. 1 unit cancelled.'
        : `Purchase order closed short. ${units} units cancelled.`,
  };
}

/**
 * `POST /purchase-orders/:id/receive`: part or all of what was ordered arrives, in one
 * transaction — the order is locked first (two receipts at once are taken one after the other,
 * so together they never receive more than ordered), the items' costs move by the moving
 * average (docs/guide/suppliers-and-purchase-orders.md, "Cost price"), one STOCK_IN ledger row
 * per line at the order's location carries the unit cost and the order as its reference, and the
 * lines and the status are updated. More than a line ordered is refused (409 OVER_RECEIPT) unless
 * `allowOverReceipt` comes from a user with manage_purchasing.
 */
export async function receivePurchaseOrder(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: ReceiveBody,
) {
  const org = caller.organizationId;
  if (body.allowOverReceipt && !canAccess(caller, PURCHASING_ACCESS)) {
    throw forbidden(M.overReceiptNeedsPermission, { permission: 'manage_purchasing' });
  }
  const data = await deps.db.transaction(async (tx) => {
    const status = await repo.lockOrder(tx, org, id);
    if (!status) throw notFound('Purchase order not found');
    if (status !== 'Ordered' && status !== 'Partially Received') {
      throw wrongStatus(M.notReceivable, status);
    }
    const order = await load(tx, org, id);
    const lines = new Map((await repo.linesOf(tx, org, id)).map((l) => [l.id, l]));
    const taking = new Map<string, number>();
    const received = body.lines.map((r) => {
      const line = lines.get(r.lineId);
      if (!line) throw notFound(M.lineUnknown);
      const total = roundQuantity((taking.get(r.lineId) ?? line.receivedQuantity) + r.quantity);
      if (total > line.quantity && !body.allowOverReceipt) {
        throw conflict(
          `${M.overReceipt} (${total} of ${line.quantity} ordered)`,
          { lineId: r.lineId, ordered: line.quantity, received: line.receivedQuantity },
          'OVER_RECEIPT',
        );
      }
      taking.set(r.lineId, total);
      return { line, quantity: r.quantity, unitCost: r.unitCost ?? Number(line.unitCost) };
    });
    await checkUnits(
      tx,
      org,
      received.map((r, i) => ({ ...r.line, quantity: r.quantity, field: `lines.${i}.quantity` })),
    );
    await receiveAtCost(
      tx,
      caller,
      received.map((r) => ({
        productId: r.line.productId,
        variationId: r.line.variationId,
        quantity: r.quantity,
        unitCost: r.unitCost,
      })),
    );
    await moveStockMany(
      tx,
      received.map((r) => ({
        organizationId: org,
        productId: r.line.productId,
        variationId: r.line.variationId,
        storeId: order.storeId,
        warehouseId: order.warehouseId,
        delta: r.quantity,
        type: 'STOCK_IN' as const,
        userId: caller.userId,
        remarks: `Received on ${order.number}`,
        reference: id,
        unitCost: r.unitCost.toFixed(4),
      })),
    );
    await repo.addReceived(
      tx,
      org,
      received.map((r) => ({ id: r.line.id, quantity: r.quantity })),
    );
    const done = [...lines.values()].every(
      (l) => (taking.get(l.id) ?? l.receivedQuantity) >= l.quantity,
    );
    await repo.setStatus(tx, org, id, done ? 'Received' : 'Partially Received');
    const after = await load(tx, org, id);
    // One event per receipt: the status and the units received so far (costs move with it).
    await recordAudit(tx, caller, {
      entityType: 'PurchaseOrder',
      entityId: id,
      action: 'receive',
      changes: {
        status: { before: order.status, after: after.status },
        receivedQuantity: {
          before: order.totals.receivedQuantity,
          after: after.totals.receivedQuantity,
        },
      },
    });
    return after;
  });
  return { data, message: M.received };
}
