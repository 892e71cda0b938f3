import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };
type Saved = { _id: string; [k: string]: unknown };
type ReorderLine = {
  productName: string;
  variationName: string | null;
  locationName: string;
  quantity: number;
  onOrder: number;
  inDrafts: number;
  suggestedQuantity: number;
  productId: string;
  variationId: string | null;
  storeId: string | null;
  warehouseId: string | null;
};
type Order = {
  _id: string;
  status: string;
  lines: { _id: string; productId: string; variationId: string | null; quantity: number }[];
};

const ok = okAs(t);

/**
 * A shop with a supplier and a warehouse: a scarf at 4 of level 10 (reorder quantity 24), a hat
 * at 2 of level 5 (none: up to twice its level), mittens in two sizes (level 8; S at 2).
 */
async function shop() {
  const owner = await signUp(t);
  const supplier = (await ok(owner, 'POST', 'suppliers', { name: 'Nordic Wool Co' })).data;
  const warehouse = (await ok(owner, 'POST', 'warehouses', { name: 'Back room' })).data as Saved;
  const [store] = (await ok(owner, 'GET', 'stores')).data as Saved[];
  const product = async (body: Record<string, unknown>) =>
    (await ok(owner, 'POST', 'products', { price: 10, supplier: supplier._id, ...body }))
      .data as Saved;
  const scarf = await product({
    name: 'Wool scarf',
    stock: 4,
    costPrice: 12,
    reorderLevel: 10,
    reorderQuantity: 24,
  });
  const hat = await product({ name: 'Hat', stock: 2, costPrice: 7.5, reorderLevel: 5 });
  const mittens = await product({
    name: 'Mittens',
    stock: 0,
    costPrice: 3,
    reorderLevel: 8,
    configurableAttributes: [{ name: 'Size', values: ['S', 'L'] }],
    variations: [
      { attributeCombination: ['S'], price: 9, stock: 2 },
      { attributeCombination: ['L'], price: 9, stock: 20 },
    ],
  });
  return { owner, supplier, warehouse, store: store as Saved, scarf, hat, mittens };
}

const reorderLines = async (s: Session) =>
  ((await ok(s, 'GET', 'reorder')).data as { lines: ReorderLine[] }[]).flatMap((g) => g.lines);

const brief = (lines: ReorderLine[]) =>
  lines.map((l) => [
    [l.productName, l.variationName].filter(Boolean).join(' '),
    l.quantity,
    l.onOrder,
    l.inDrafts,
    l.suggestedQuantity,
  ]);

/** Each inventory item's on-order quantity, as "product[ variation] at location". */
async function onOrderOf(s: Session) {
  const rows = (await ok(s, 'GET', 'inventory-items?limit=100')).data as {
    productName: string;
    variationName: string | null;
    locationName: string;
    onOrder: number;
  }[];
  return Object.fromEntries(
    rows.map((r) => [
      `${[r.productName, r.variationName].filter(Boolean).join(' ')} at ${r.locationName}`,
      r.onOrder,
    ]),
  );
}

const act = (s: Session, id: string, action: string, body?: unknown) =>
  ok(s, 'POST', `purchase-orders/${id}/${action}`, body);

describe('on order', () => {
  it('the reorder list nets what is coming: creating its orders twice orders nothing twice', async () => {
    const s = await shop();
    const before = await reorderLines(s.owner);
    expect(brief(before)).toEqual([
      ['Hat', 2, 0, 0, 8],
      ['Mittens S', 2, 0, 0, 14],
      ['Wool scarf', 4, 0, 0, 24],
    ]);
    const body = {
      lines: before.map((l) => ({
        productId: l.productId,
        variationId: l.variationId,
        storeId: l.storeId,
        warehouseId: l.warehouseId,
        // The hat: only 1 for now.
        quantity: l.productName === 'Hat' ? 1 : l.suggestedQuantity,
      })),
    };
    const made = await ok(s.owner, 'POST', 'reorder/purchase-orders', body);
    expect(made.data).toHaveLength(1);
    // The drafts cover the scarf and the mittens; the hat is still low with 1 coming
    // (2 + 1 = 3 of 5): 2 × 5 − 3 = 7 more.
    const after = await reorderLines(s.owner);
    expect(brief(after)).toEqual([['Hat', 2, 0, 1, 7]]);

    // A draft is not on order yet; once ordered, it is, at its location only.
    const order = made.data[0] as Order;
    expect(await onOrderOf(s.owner)).toMatchObject({
      'Wool scarf at Main Store': 0,
      'Mittens S at Main Store': 0,
    });
    await act(s.owner, order._id, 'order');
    expect(await onOrderOf(s.owner)).toMatchObject({
      'Wool scarf at Main Store': 24,
      'Hat at Main Store': 1,
      'Mittens S at Main Store': 14,
      'Mittens L at Main Store': 0,
    });
    expect(brief(await reorderLines(s.owner))).toEqual([['Hat', 2, 1, 0, 7]]);
  });

  it('is ordered − received of open orders; cancelled and closed-short orders bring nothing more', async () => {
    const s = await shop();
    const org = s.owner.user.organizationId;
    const order = (
      await ok(s.owner, 'POST', 'purchase-orders', {
        supplierId: s.supplier._id,
        storeId: s.store._id,
        lines: [{ productId: s.scarf._id, quantity: 20, unitCost: 12 }],
      })
    ).data as Order;
    // The same scarf to the warehouse: another location's order.
    const elsewhere = (
      await ok(s.owner, 'POST', 'purchase-orders', {
        supplierId: s.supplier._id,
        warehouseId: s.warehouse._id,
        lines: [{ productId: s.scarf._id, quantity: 7, unitCost: 12 }],
      })
    ).data as Order;
    await act(s.owner, order._id, 'order');
    await act(s.owner, elsewhere._id, 'order');
    await ok(s.owner, 'POST', 'inventory-items', {
      productId: s.scarf._id,
      warehouseId: s.warehouse._id,
      quantity: 1,
    });
    expect(await onOrderOf(s.owner)).toMatchObject({
      'Wool scarf at Main Store': 20,
      'Wool scarf at Back room': 7,
    });
    // At the store 4 + 20 coming > 10: not listed; in the back room 1 + 7 of 10 still is, with
    // its reorder quantity.
    const scarves = async () =>
      (await reorderLines(s.owner))
        .filter((l) => l.productName === 'Wool scarf')
        .map((l) => [l.locationName, l.quantity, l.onOrder, l.suggestedQuantity]);
    expect(await scarves()).toEqual([['Back room', 1, 7, 24]]);

    // 5 arrive: 9 on hand, 15 still coming.
    const [line] = order.lines;
    await act(s.owner, order._id, 'receive', { lines: [{ lineId: line?._id, quantity: 5 }] });
    expect(await onOrderOf(s.owner)).toMatchObject({ 'Wool scarf at Main Store': 15 });
    // Closed short: nothing more comes, and the scarf (9 of 10) needs ordering again.
    await act(s.owner, order._id, 'close-short', { reason: 'Discontinued colour' });
    expect(await onOrderOf(s.owner)).toMatchObject({
      'Wool scarf at Main Store': 0,
      'Wool scarf at Back room': 7,
    });
    expect(await scarves()).toEqual([
      ['Back room', 1, 7, 24],
      ['Main Store', 9, 0, 24],
    ]);
    await act(s.owner, elsewhere._id, 'cancel');
    expect(await onOrderOf(s.owner)).toMatchObject({ 'Wool scarf at Back room': 0 });
    // One inventory item read by id answers it too.
    const items = (await ok(s.owner, 'GET', `inventory-items?productId=${s.scarf._id}`)).data as {
      _id: string;
    }[];
    for (const item of items) {
      expect((await ok(s.owner, 'GET', `inventory-items/${item._id}`)).data.onOrder).toBe(0);
    }
    await expectStockAddsUp(t, org);
  });

  it('counts only the organization’s own orders', async () => {
    const a = await shop();
    const b = await shop();
    const order = (
      await ok(a.owner, 'POST', 'purchase-orders', {
        supplierId: a.supplier._id,
        storeId: a.store._id,
        lines: [{ productId: a.hat._id, quantity: 30, unitCost: 7.5 }],
      })
    ).data as Order;
    await act(a.owner, order._id, 'order');
    expect(await onOrderOf(a.owner)).toMatchObject({ 'Hat at Main Store': 30 });
    expect(await onOrderOf(b.owner)).toMatchObject({ 'Hat at Main Store': 0 });
    expect(brief(await reorderLines(b.owner)).map((l) => l[0])).toContain('Hat');
    expect(brief(await reorderLines(a.owner)).map((l) => l[0])).not.toContain('Hat');
  });
});
