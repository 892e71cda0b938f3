import type { PurchaseOrderStatus } from '@pos/contracts/purchase-orders';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders } from './purchase-orders.tables.js';

export interface OrderValues {
  supplierId: string;
  storeId: string | null;
  warehouseId: string | null;
  expectedDate: string | null;
  notes: string | null;
}

export interface LineValues {
  productId: string;
  variationId: string | null;
  quantity: number;
  /** 4 decimals. */
  unitCost: string;
}

/** A new draft with the organization's next purchase order number. */
export async function insertOrder(
  ex: Executor,
  organizationId: string,
  createdBy: string | null,
  values: OrderValues,
) {
  const [row] = await queryRows<{ id: string }>(
    ex,
    sql`with number as (
          insert into purchasing_counters as c (organization_id, last_order_number)
          values (${organizationId}, 1)
          on conflict (organization_id) do update set last_order_number = c.last_order_number + 1
          returning last_order_number)
        insert into purchase_orders (organization_id, id, number, supplier_id, store_id, warehouse_id,
          expected_date, notes, created_by)
        select ${organizationId}, uuid_v7_micros(), number.last_order_number, ${values.supplierId},
          ${values.storeId}::uuid, ${values.warehouseId}::uuid, ${values.expectedDate}::date,
          ${values.notes}, ${createdBy}::uuid
        from number
        returning id`,
  );
  if (!row) throw new Error('purchase order insert returned nothing');
  return row.id;
}

export async function updateOrder(
  ex: Executor,
  organizationId: string,
  id: string,
  values: OrderValues,
) {
  await ex
    .update(purchaseOrders)
    .set(values)
    .where(and(eq(purchaseOrders.organizationId, organizationId), eq(purchaseOrders.id, id)));
}

/** The order's lines replaced by these, in their order. */
export async function replaceLines(
  ex: Executor,
  organizationId: string,
  purchaseOrderId: string,
  lines: LineValues[],
) {
  await ex
    .delete(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.organizationId, organizationId),
        eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId),
      ),
    );
  await ex
    .insert(purchaseOrderLines)
    .values(lines.map((l, position) => ({ organizationId, purchaseOrderId, position, ...l })));
}

/** Locks the order for a change of status or a receipt; answers its status (null: none). */
export async function lockOrder(ex: Executor, organizationId: string, id: string) {
  const [row] = await queryRows<{ status: PurchaseOrderStatus }>(
    ex,
    sql`select status from purchase_orders where organization_id = ${organizationId} and id = ${id}
        for update`,
  );
  return row?.status ?? null;
}

export async function setStatus(
  ex: Executor,
  organizationId: string,
  id: string,
  status: PurchaseOrderStatus,
) {
  const stamp =
    status === 'Ordered'
      ? { orderedAt: sql`now()` }
      : status === 'Received'
        ? { receivedAt: sql`now()` }
        : status === 'Cancelled'
          ? { cancelledAt: sql`now()` }
          : {};
  await ex
    .update(purchaseOrders)
    .set({ status, ...stamp })
    .where(and(eq(purchaseOrders.organizationId, organizationId), eq(purchaseOrders.id, id)));
}

/** Closed short: the order ends here, what was still due will not come (DESIGN §13). */
export async function closeOrder(
  ex: Executor,
  organizationId: string,
  id: string,
  reason: string | null,
) {
  await ex
    .update(purchaseOrders)
    .set({ status: 'Closed', closedAt: sql`now()`, closeReason: reason })
    .where(and(eq(purchaseOrders.organizationId, organizationId), eq(purchaseOrders.id, id)));
}

/**
 * An order marked Ordered a moment ago goes back to Draft (its mail to the supplier failed);
 * only while it is still Ordered — a cancel or a receipt since then stands.
 */
export async function unorder(ex: Executor, organizationId: string, id: string) {
  await ex
    .update(purchaseOrders)
    .set({ status: 'Draft', orderedAt: null })
    .where(
      and(
        eq(purchaseOrders.organizationId, organizationId),
        eq(purchaseOrders.id, id),
        eq(purchaseOrders.status, 'Ordered'),
      ),
    );
}

export async function linesOf(ex: Executor, organizationId: string, purchaseOrderId: string) {
  return ex
    .select({
      id: purchaseOrderLines.id,
      productId: purchaseOrderLines.productId,
      variationId: purchaseOrderLines.variationId,
      quantity: purchaseOrderLines.quantity,
      receivedQuantity: purchaseOrderLines.receivedQuantity,
      unitCost: purchaseOrderLines.unitCost,
    })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.organizationId, organizationId),
        eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId),
      ),
    )
    .orderBy(purchaseOrderLines.position);
}

/** Adds received units to lines, in one statement. */
export async function addReceived(
  ex: Executor,
  organizationId: string,
  received: { id: string; quantity: number }[],
) {
  await ex.execute(sql`
    update purchase_order_lines l set received_quantity = l.received_quantity + r.quantity
    from json_to_recordset(${JSON.stringify(received)}::json) as r(id uuid, quantity numeric)
    where l.organization_id = ${organizationId} and l.id = r.id`);
}
