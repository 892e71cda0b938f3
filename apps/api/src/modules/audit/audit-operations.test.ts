import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app.js';

/**
 * Audited operations (DESIGN §13): stores, shifts opened and closed with their difference,
 * stock counts posted, purchase orders received — one event each, with its figures.
 */
const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;
interface Event {
  action: string;
  entityType: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const eventsOf = async (s: Session, query: string) =>
  ((await t.as(s).get(`audit-events?${query}`)).json() as { data: Event[] }).data;

async function ok(s: Session, method: 'post' | 'put', path: string, body?: unknown) {
  const res = await t.as(s)[method](path, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

describe('audited operations', () => {
  it('stores: create, update (only the changed fields), delete', async () => {
    const owner = await signUp(t);
    const store = await ok(owner, 'post', 'stores', { name: 'Harbour', isActive: true });
    await ok(owner, 'put', `stores/${store._id}`, {
      name: 'Harbour',
      location: 'Pier 4',
      isActive: true,
    });
    const [update] = await eventsOf(owner, `entityId=${store._id}&action=update`);
    expect(update?.changes).toEqual({ location: { before: null, after: 'Pier 4' } });
    expect((await t.as(owner).delete(`stores/${store._id}`)).statusCode).toBe(200);
    expect(await eventsOf(owner, `entityId=${store._id}`)).toHaveLength(3);
  });

  it('warehouses: create, update (only the changed fields), delete', async () => {
    const owner = await signUp(t);
    const depot = await ok(owner, 'post', 'warehouses', { name: 'Depot', isActive: true });
    await ok(owner, 'put', `warehouses/${depot._id}`, { name: 'Depot', isActive: false });
    const events = await eventsOf(owner, `entityType=Warehouse&entityId=${depot._id}`);
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'update']);
    expect(events.find((e) => e.action === 'update')?.changes).toEqual({
      isActive: { before: true, after: false },
    });
    expect((await t.as(owner).delete(`warehouses/${depot._id}`)).statusCode).toBe(200);
    const [gone] = await eventsOf(owner, `entityId=${depot._id}&action=delete`);
    expect(gone?.changes).toMatchObject({ name: { before: 'Depot', after: null } });
  });

  it('shifts: opened with the float, closed with expected, counted and the difference', async () => {
    const owner = await signUp(t);
    const shift = await ok(owner, 'post', 'shifts/open', { openingFloat: 100 });
    await ok(owner, 'post', `shifts/${shift._id}/close`, { countedCash: 95.5 });
    const [opened] = await eventsOf(owner, `entityId=${shift._id}&action=open`);
    expect(opened?.changes).toEqual({ openingFloat: { before: null, after: 100 } });
    const closed = await eventsOf(owner, `entityId=${shift._id}&action=close`);
    expect(closed).toHaveLength(1);
    expect(closed[0]?.changes).toEqual({
      expectedCash: { before: null, after: 100 },
      countedCash: { before: null, after: 95.5 },
      difference: { before: null, after: -4.5 },
    });
  });

  it('a stock count posted and a purchase order received: one event each', async () => {
    const owner = await signUp(t);
    const [store] = (await t.as(owner).get('stores')).json().data;
    const product = await ok(owner, 'post', 'products', {
      name: 'Scarf',
      price: 20,
      stock: 5,
      sku: `SC-${Date.now()}`,
      costPrice: 10,
    });
    const count = await ok(owner, 'post', 'stock-counts', { name: 'Shelf', storeId: store._id });
    await ok(owner, 'post', `stock-counts/${count._id}/scan`, {
      barcode: product.sku,
      quantity: 3,
    });
    await ok(owner, 'post', `stock-counts/${count._id}/post`);
    const posted = await eventsOf(owner, `entityId=${count._id}`);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      action: 'post',
      changes: { difference: { after: -2 }, differenceValue: { after: -20 } },
    });

    const supplier = await ok(owner, 'post', 'suppliers', { name: 'Wool Co' });
    const po = await ok(owner, 'post', 'purchase-orders', {
      supplierId: supplier._id,
      storeId: store._id,
      lines: [{ productId: product._id, quantity: 10, unitCost: 12 }],
    });
    await ok(owner, 'post', `purchase-orders/${po._id}/order`);
    await ok(owner, 'post', `purchase-orders/${po._id}/receive`, {
      lines: [{ lineId: po.lines[0]._id, quantity: 4 }],
    });
    const received = await eventsOf(owner, `entityId=${po._id}`);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      action: 'receive',
      changes: {
        status: { before: 'Ordered', after: 'Partially Received' },
        receivedQuantity: { before: 0, after: 4 },
      },
    });
    // The receipt moved the product's cost (3 on hand at 10, 4 received at 12): the product's
    // update, by whoever received it.
    const costs = await eventsOf(owner, `entityId=${product._id}&action=update`);
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({
      userId: owner.user._id,
      changes: { costPrice: { before: 10, after: 11.1429 } },
    });
  });
});
