import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };
type Line = { _id: string; quantity: number; receivedQuantity: number; unitCost: number };
type Order = {
  _id: string;
  number: string;
  status: string;
  lines: Line[];
  totals: { quantity: number; receivedQuantity: number; total: number; lines: number };
};

/** A shop with a supplier, a warehouse and two products (one with stock and a cost). */
async function shop() {
  const owner = await signUp(t);
  const supplier = (await t.as(owner).post('suppliers', { name: 'Nordic Wool Co' })).json().data;
  const warehouse = (await t.as(owner).post('warehouses', { name: 'Back room' })).json().data;
  const scarf = (
    await t.as(owner).post('products', {
      name: 'Wool scarf',
      price: 30,
      stock: 10,
      sku: 'SCARF',
      costPrice: 12,
    })
  ).json().data;
  const hat = (
    await t.as(owner).post('products', { name: 'Hat', price: 20, stock: 0, sku: 'HAT' })
  ).json().data;
  return { owner, supplier, warehouse, scarf, hat };
}

const orderBody = (s: Awaited<ReturnType<typeof shop>>) => ({
  supplierId: s.supplier._id,
  warehouseId: s.warehouse._id,
  expectedDate: '2026-12-10',
  notes: 'Deliver to the back door',
  lines: [
    { productId: s.scarf._id, quantity: 20, unitCost: 15 },
    { productId: s.hat._id, quantity: 5, unitCost: 8.5 },
  ],
});

async function draft(s: Awaited<ReturnType<typeof shop>>) {
  const res = await t.as(s.owner).post('purchase-orders', orderBody(s));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Order;
}

const act = (session: Session, id: string, action: string, body?: unknown) =>
  t.as(session).post(`purchase-orders/${id}/${action}`, body);

describe('purchase orders', () => {
  it('a draft is checked, numbered, totalled and changed; after ordering it is not', async () => {
    const s = await shop();
    const bad = await t.as(s.owner).post('purchase-orders', {
      supplierId: s.supplier._id,
      lines: [
        { productId: s.hat._id, quantity: 1, unitCost: 1 },
        { productId: s.hat._id, quantity: 0, unitCost: -1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      storeId: 'Choose the store or warehouse to deliver to.',
      'lines.1.quantity': 'Quantity must be above 0.',
      'lines.1.unitCost': 'Cost cannot be negative.',
      'lines.1.productId': 'The same item is on two lines: change the quantity of one.',
    });
    const other = await shop();
    const foreign = await t.as(s.owner).post('purchase-orders', {
      ...orderBody(s),
      lines: [{ productId: other.hat._id, quantity: 1, unitCost: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    const notMine = await t.as(s.owner).post('purchase-orders', {
      ...orderBody(s),
      supplierId: other.supplier._id,
    });
    expect(notMine.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Supplier not found' });

    const po = await draft(s);
    expect(po).toMatchObject({
      number: 'PO-000001',
      status: 'Draft',
      supplierName: 'Nordic Wool Co',
      locationName: 'Back room',
      expectedDate: '2026-12-10',
      totals: { lines: 2, quantity: 25, receivedQuantity: 0, total: 342.5 },
    });
    expect(po.lines.map((l) => [l.quantity, l.unitCost])).toEqual([
      [20, 15],
      [5, 8.5],
    ]);
    expect((await draft(s)).number).toBe('PO-000002');
    const changed = await t.as(s.owner).put(`purchase-orders/${po._id}`, {
      ...orderBody(s),
      lines: [{ productId: s.scarf._id, quantity: 12, unitCost: 14.25 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.totals).toEqual({
      lines: 1,
      quantity: 12,
      receivedQuantity: 0,
      cancelledQuantity: 0,
      total: 171,
    });

    const ordered = await act(s.owner, po._id, 'order');
    expect(ordered.json()).toMatchObject({
      message: 'Purchase order marked as ordered.',
      data: { status: 'Ordered' },
    });
    expect(ordered.json().data.orderedAt).toBeTruthy();
    const late = await t.as(s.owner).put(`purchase-orders/${po._id}`, orderBody(s));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'PURCHASE_ORDER_STATUS',
      message: 'Only a draft can be changed.',
    });
    expect((await act(s.owner, po._id, 'order')).statusCode).toBe(409);
  });

  it('is received in parts at its location: STOCK_IN rows with the cost and the order, costs averaged', async () => {
    const s = await shop();
    const org = s.owner.user.organizationId;
    const po = await draft(s);
    // A draft is not received.
    const early = await act(s.owner, po._id, 'receive', {
      lines: [{ lineId: po.lines[0]?._id, quantity: 1 }],
    });
    expect(early.json()).toMatchObject({ code: 'PURCHASE_ORDER_STATUS' });
    await act(s.owner, po._id, 'order');
    const [scarfLine, hatLine] = po.lines as [Line, Line];

    // First delivery: 8 scarves at the ordered cost, 5 hats at 9 instead of 8.50.
    const first = await act(s.owner, po._id, 'receive', {
      lines: [
        { lineId: scarfLine._id, quantity: 8 },
        { lineId: hatLine._id, quantity: 5, unitCost: 9 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'Partially Received',
      totals: { receivedQuantity: 13 },
    });
    // 10 on hand at 12, 8 received at 15 → (120 + 120) / 18 = 13.3333.
    const scarf = (await t.as(s.owner).get(`products/${s.scarf._id}`)).json().data;
    expect(scarf).toMatchObject({ costPrice: 13.3333, totalStock: 18 });
    const hat = (await t.as(s.owner).get(`products/${s.hat._id}`)).json().data;
    expect(hat).toMatchObject({ costPrice: 9, totalStock: 5 });

    // More than ordered is refused; the second delivery brings the rest.
    const over = await act(s.owner, po._id, 'receive', {
      lines: [{ lineId: scarfLine._id, quantity: 13 }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'OVER_RECEIPT',
      message: 'More than ordered would be received. (21 of 20 ordered)',
      details: { lineId: scarfLine._id, ordered: 20, received: 8 },
    });
    const rest = await act(s.owner, po._id, 'receive', {
      lines: [{ lineId: scarfLine._id, quantity: 12 }],
    });
    expect(rest.json().data).toMatchObject({
      status: 'Received',
      totals: { receivedQuantity: 25 },
    });
    expect(rest.json().data.receivedAt).toBeTruthy();
    // Received in full: no more receipts, and no cancelling.
    expect(
      (await act(s.owner, po._id, 'receive', { lines: [{ lineId: scarfLine._id, quantity: 1 }] }))
        .statusCode,
    ).toBe(409);
    expect((await act(s.owner, po._id, 'cancel')).json()).toMatchObject({
      code: 'PURCHASE_ORDER_STATUS',
      message: 'Only a draft or an ordered purchase order can be cancelled.',
    });

    const ledger = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select type, quantity_changed::float8 as quantity_changed, unit_cost::text, remarks, warehouse_id from inventory_log
          where organization_id = ${org} and reference = ${po._id}
          -- One receipt's rows may share a microsecond (their ids then sort either way): by
          -- receipt (its transaction's time), then the larger quantity first.
          order by created_at, quantity_changed desc`,
    );
    expect(ledger).toEqual([
      {
        type: 'STOCK_IN',
        quantity_changed: 8,
        unit_cost: '15.0000',
        remarks: 'Received on PO-000001',
        warehouse_id: s.warehouse._id,
      },
      {
        type: 'STOCK_IN',
        quantity_changed: 5,
        unit_cost: '9.0000',
        remarks: 'Received on PO-000001',
        warehouse_id: s.warehouse._id,
      },
      {
        type: 'STOCK_IN',
        quantity_changed: 12,
        unit_cost: '15.0000',
        remarks: 'Received on PO-000001',
        warehouse_id: s.warehouse._id,
      },
    ]);
    // (18 × 13.3333 + 12 × 15) / 30 = 13.99998 → 14.0000.
    expect((await t.as(s.owner).get(`products/${s.scarf._id}`)).json().data.costPrice).toBe(14);
    await expectStockAddsUp(t, org);
  });

  it('over-receipt needs manage_purchasing; a stock clerk receives; cancel rules; a supplier with orders stays', async () => {
    const s = await shop();
    const org = s.owner.user.organizationId;
    const po = await draft(s);
    const [scarfLine] = po.lines as [Line];
    await act(s.owner, po._id, 'order');
    // A role with manage_inventory but not manage_purchasing: receives, cannot over-receive,
    // cannot write orders.
    const clerk = await addMember(t, org, 'cashier');
    const roles = (await t.as(s.owner).get('roles?limit=100')).json().data as {
      _id: string;
      name: string;
    }[];
    const perms = (await t.as(s.owner).get('permissions?limit=100')).json().data as {
      _id: string;
      name: string;
    }[];
    const inventoryOnly = await t.as(s.owner).post('roles', {
      name: 'Stock clerk',
      permissions: perms.filter((p) => p.name === 'manage_inventory').map((p) => p._id),
    });
    expect(inventoryOnly.statusCode, inventoryOnly.body).toBe(201);
    void roles;
    void clerk;
    const stockClerk = await addMember(t, org, 'Stock clerk');
    expect((await t.as(stockClerk).get(`purchase-orders/${po._id}`)).statusCode).toBe(200);
    expect((await t.as(stockClerk).post('purchase-orders', orderBody(s))).statusCode).toBe(403);
    const refused = await act(stockClerk, po._id, 'receive', {
      lines: [{ lineId: scarfLine._id, quantity: 25 }],
      allowOverReceipt: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Receiving more than ordered needs the manage_purchasing permission.',
    );
    expect(
      (
        await act(stockClerk, po._id, 'receive', {
          lines: [{ lineId: scarfLine._id, quantity: 5 }],
        })
      ).statusCode,
    ).toBe(200);
    const over = await act(s.owner, po._id, 'receive', {
      lines: [{ lineId: scarfLine._id, quantity: 25 }],
      allowOverReceipt: true,
    });
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().data.lines[0]).toMatchObject({ quantity: 20, receivedQuantity: 30 });
    // Partly received (the hats are still due): it cannot be cancelled any more.
    expect((await act(s.owner, po._id, 'cancel')).statusCode).toBe(409);

    const other = await draft(s);
    const cancelled = await act(s.owner, other._id, 'cancel');
    expect(cancelled.json()).toMatchObject({
      message: 'Purchase order cancelled.',
      data: { status: 'Cancelled' },
    });
    expect((await act(s.owner, other._id, 'order')).statusCode).toBe(409);
    // The supplier's orders keep it.
    const gone = await t.as(s.owner).delete(`suppliers/${s.supplier._id}`);
    expect(gone.json()).toMatchObject({
      code: 'IN_USE',
      message: 'This supplier has purchase orders and cannot be deleted.',
    });
    await expectStockAddsUp(t, org);
  });

  it('lists by status and supplier, exports CSV, and another organization gets 404', async () => {
    const s = await shop();
    const a = await draft(s);
    const b = await draft(s);
    await act(s.owner, b._id, 'order');
    const ordered = (await t.as(s.owner).get('purchase-orders?status=Ordered')).json();
    expect(ordered.data.map((o: Order) => o.number)).toEqual([b.number]);
    const search = (await t.as(s.owner).get('purchase-orders?search=PO-000001')).json();
    expect(search.data.map((o: Order) => o._id)).toEqual([a._id]);
    const csv = await t.as(s.owner).get('purchase-orders/export.csv?sort=number');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Number","Status","Supplier","Deliver To","Expected","Lines","Quantity","Received","Total","Ordered At","Created At"',
    );
    expect(lines[1]).toMatch(
      /^"PO-000001","Draft","Nordic Wool Co","Back room","2026-12-10","2","25","0","342.50","",/,
    );
    // The form's picker: costs and supplier, for purchasing only.
    const items = (await t.as(s.owner).get('purchase-orders/items?search=scarf')).json();
    expect(items.data).toEqual([
      {
        _id: s.scarf._id,
        name: 'Wool scarf',
        sku: 'SCARF',
        costPrice: 12,
        supplierId: null,
        variations: [],
      },
    ]);
    const cashier = await addMember(t, s.owner.user.organizationId, 'cashier');
    expect((await t.as(cashier).get('purchase-orders/items')).statusCode).toBe(403);
    const stranger = await signUp(t);
    expect((await t.as(stranger).get(`purchase-orders/${a._id}`)).statusCode).toBe(404);
    expect((await act(stranger, a._id, 'order')).statusCode).toBe(404);
    expect((await t.as(stranger).get('purchase-orders')).json().totalCount).toBe(0);
  });

  it('a product on an order is archived when deleted: the order keeps its line', async () => {
    const s = await shop();
    const order = await draft(s);
    // The hat has no stock and no ledger rows, only the order names it.
    const res = await t.as(s.owner).delete(`products/${s.hat._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as(s.owner).get(`products/${s.hat._id}`)).statusCode).toBe(404);
    const kept = (await t.as(s.owner).get(`purchase-orders/${order._id}`)).json().data;
    expect(kept.lines.map((l: { productName: string }) => l.productName)).toEqual([
      'Wool scarf',
      'Hat',
    ]);
  });
});

describe('closing short', () => {
  it('cancels what is still due on a partly received order, audited; the order ends Closed', async () => {
    const s = await shop();
    const org = s.owner.user.organizationId;
    const po = await draft(s);
    const [scarfLine, hatLine] = po.lines as [Line, Line];
    await act(s.owner, po._id, 'order');
    await act(s.owner, po._id, 'receive', {
      lines: [
        { lineId: scarfLine._id, quantity: 8 },
        { lineId: hatLine._id, quantity: 5 },
      ],
    });
    const res = await act(s.owner, po._id, 'close-short', { reason: 'Supplier out of scarves' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Purchase order closed short. 12 units cancelled.');
    const closed = res.json().data;
    expect(closed).toMatchObject({
      status: 'Closed',
      closeReason: 'Supplier out of scarves',
      totals: { quantity: 25, receivedQuantity: 13, cancelledQuantity: 12 },
    });
    expect(closed.closedAt).toBeTruthy();
    expect(
      closed.lines.map((l: Line & { cancelledQuantity: number }) => [
        l.quantity,
        l.receivedQuantity,
        l.cancelledQuantity,
      ]),
    ).toEqual([
      [20, 8, 12],
      [5, 5, 0],
    ]);
    // Read again, the same; and it is in the audit log, by whom and why.
    expect((await t.as(s.owner).get(`purchase-orders/${po._id}`)).json().data).toEqual(closed);
    const events = (await t.as(s.owner).get(`audit-events?entityId=${po._id}&action=close`)).json()
      .data;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: s.owner.user._id,
      entityType: 'PurchaseOrder',
      changes: {
        status: { before: 'Partially Received', after: 'Closed' },
        cancelledQuantity: { before: 0, after: 12 },
        closeReason: { before: null, after: 'Supplier out of scarves' },
      },
    });
    // Closed is the end: no more receipts, no cancel, no second close, no edit.
    for (const [action, body] of [
      ['receive', { lines: [{ lineId: scarfLine._id, quantity: 1 }] }],
      ['cancel', undefined],
      ['close-short', undefined],
      ['order', undefined],
    ] as const) {
      const refused = await act(s.owner, po._id, action, body);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().code, action).toBe('PURCHASE_ORDER_STATUS');
    }
    expect((await t.as(s.owner).put(`purchase-orders/${po._id}`, orderBody(s))).statusCode).toBe(
      409,
    );
    // Stock holds what was received, and nothing more.
    expect((await t.as(s.owner).get(`products/${s.scarf._id}`)).json().data.totalStock).toBe(18);
    await expectStockAddsUp(t, org);
  });

  it('is refused (409) on a draft, an ordered, a received or a cancelled order, changing nothing', async () => {
    const s = await shop();
    const closeShort = async (id: string) => {
      const res = await act(s.owner, id, 'close-short');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PURCHASE_ORDER_STATUS',
        message:
          'Only a partly received purchase order can be closed short (cancel an order that has received nothing).',
      });
      return res.json().details.status as string;
    };
    const drafted = await draft(s);
    expect(await closeShort(drafted._id)).toBe('Draft');
    const ordered = await draft(s);
    await act(s.owner, ordered._id, 'order');
    expect(await closeShort(ordered._id)).toBe('Ordered');
    const cancelled = await draft(s);
    await act(s.owner, cancelled._id, 'cancel');
    expect(await closeShort(cancelled._id)).toBe('Cancelled');
    const received = await draft(s);
    await act(s.owner, received._id, 'order');
    await act(s.owner, received._id, 'receive', {
      lines: received.lines.map((l) => ({ lineId: l._id, quantity: l.quantity })),
    });
    expect(await closeShort(received._id)).toBe('Received');
    const statuses = (await t.as(s.owner).get('purchase-orders?sort=number')).json().data;
    expect(statuses.map((o: Order) => o.status)).toEqual([
      'Draft',
      'Ordered',
      'Cancelled',
      'Received',
    ]);
    const events = (await t.as(s.owner).get('audit-events?action=close')).json().data;
    expect(events).toEqual([]);
  });

  it('needs manage_purchasing, takes no unknown field, and is 404 for another organization', async () => {
    const s = await shop();
    const org = s.owner.user.organizationId;
    const po = await draft(s);
    await act(s.owner, po._id, 'order');
    await act(s.owner, po._id, 'receive', {
      lines: [{ lineId: po.lines[0]?._id, quantity: 1 }],
    });
    const cashier = await addMember(t, org, 'cashier');
    expect((await act(cashier, po._id, 'close-short')).statusCode).toBe(403);
    const stranger = await signUp(t);
    const foreign = await act(stranger, po._id, 'close-short');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const bad = await act(s.owner, po._id, 'close-short', { reason: 'x', cancelled: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const long = await act(s.owner, po._id, 'close-short', { reason: 'x'.repeat(501) });
    expect(long.json().details).toMatchObject({
      reason: 'The reason must be at most 500 characters.',
    });
    expect((await t.as(s.owner).get(`purchase-orders/${po._id}`)).json().data.status).toBe(
      'Partially Received',
    );
    // Without a body: closed, no reason.
    const closed = await act(s.owner, po._id, 'close-short');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'Closed',
      closeReason: null,
      totals: { cancelledQuantity: 24 },
    });
  });
});

describe('editing a draft', () => {
  it('changes lines (added, removed, quantity, cost), expected date and notes until it is sent', async () => {
    const s = await shop();
    const po = await draft(s);
    const res = await t.as(s.owner).put(`purchase-orders/${po._id}`, {
      ...orderBody(s),
      expectedDate: '2027-01-15',
      notes: 'Call before delivering',
      // The scarf line goes, the hat's changes, a third product joins.
      lines: [
        { productId: s.hat._id, quantity: 9, unitCost: 7.25 },
        { productId: s.scarf._id, quantity: 3, unitCost: 15 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Purchase order updated successfully!');
    const saved = (await t.as(s.owner).get(`purchase-orders/${po._id}`)).json().data;
    expect(saved).toMatchObject({
      number: po.number,
      status: 'Draft',
      expectedDate: '2027-01-15',
      notes: 'Call before delivering',
      totals: { lines: 2, quantity: 12, total: 110.25 },
    });
    expect(
      saved.lines.map((l: { productName: string } & Line) => [
        l.productName,
        l.quantity,
        l.unitCost,
      ]),
    ).toEqual([
      ['Hat', 9, 7.25],
      ['Wool scarf', 3, 15],
    ]);
    // The expected date and notes cleared.
    const cleared = await t.as(s.owner).put(`purchase-orders/${po._id}`, {
      ...orderBody(s),
      expectedDate: null,
      notes: null,
    });
    expect(cleared.json().data).toMatchObject({ expectedDate: null, notes: null });
  });

  it('is refused once sent (ordered, partly received), for another organization and without purchasing', async () => {
    const s = await shop();
    const po = await draft(s);
    const stranger = await signUp(t);
    const foreign = await t.as(stranger).put(`purchase-orders/${po._id}`, orderBody(s));
    expect(foreign.statusCode).toBe(404);
    const clerk = await addMember(t, s.owner.user.organizationId, 'cashier');
    expect((await t.as(clerk).put(`purchase-orders/${po._id}`, orderBody(s))).statusCode).toBe(403);
    // A line naming another organization's product: 404, the draft unchanged.
    const other = await shop();
    const theirs = await t.as(s.owner).put(`purchase-orders/${po._id}`, {
      ...orderBody(s),
      lines: [{ productId: other.hat._id, quantity: 1, unitCost: 1 }],
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.as(s.owner).get(`purchase-orders/${po._id}`)).json().data.totals.lines).toBe(2);

    await act(s.owner, po._id, 'order');
    const sent = await t.as(s.owner).put(`purchase-orders/${po._id}`, {
      ...orderBody(s),
      notes: 'Too late',
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      code: 'PURCHASE_ORDER_STATUS',
      message: 'Only a draft can be changed.',
      details: { status: 'Ordered' },
    });
    await act(s.owner, po._id, 'receive', { lines: [{ lineId: po.lines[0]?._id, quantity: 2 }] });
    const partly = await t.as(s.owner).put(`purchase-orders/${po._id}`, orderBody(s));
    expect(partly.json()).toMatchObject({ details: { status: 'Partially Received' } });
    const kept = (await t.as(s.owner).get(`purchase-orders/${po._id}`)).json().data;
    expect(kept).toMatchObject({ notes: 'Deliver to the back door', totals: { quantity: 25 } });
  });
});
