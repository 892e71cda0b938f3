import { describe, expect, it } from 'vitest';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };
type Line = {
  productName: string;
  variationName: string | null;
  locationName: string;
  quantity: number;
  suggestedQuantity: number;
  productId: string;
  variationId: string | null;
  storeId: string | null;
  warehouseId: string | null;
};
type Group = { supplierId: string | null; supplierName: string | null; lines: Line[] };

const created = async (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; [k: string]: unknown };
};

/**
 * A shop with two suppliers, a warehouse besides the store and four products: a scarf of
 * Nordic's (level 10, reorder quantity 24, cost 12), a hat of Nordic's (level 5, no reorder
 * quantity), mittens of Alpine's in two sizes (level 8), a candle without a supplier (level 3).
 */
async function shop() {
  const owner = await signUp(t);
  const as = t.as(owner);
  const nordic = await created(await as.post('suppliers', { name: 'Nordic Wool Co' }));
  const alpine = await created(await as.post('suppliers', { name: 'Alpine Goods' }));
  const warehouse = await created(await as.post('warehouses', { name: 'Back room' }));
  const [store] = (await as.get('stores')).json().data;
  const product = (body: Record<string, unknown>) =>
    as.post('products', { price: 10, ...body }).then(created);
  const scarf = await product({
    name: 'Wool scarf',
    stock: 4,
    sku: 'SCARF',
    costPrice: 12,
    supplier: nordic._id,
    reorderLevel: 10,
    reorderQuantity: 24,
  });
  const hat = await product({
    name: 'Hat',
    stock: 50,
    sku: 'HAT',
    costPrice: 7.5,
    supplier: nordic._id,
    reorderLevel: 5,
  });
  const mittens = await product({
    name: 'Mittens',
    stock: 0,
    supplier: alpine._id,
    reorderLevel: 8,
    costPrice: 3,
    configurableAttributes: [{ name: 'Size', values: ['S', 'L'] }],
    variations: [
      { attributeCombination: ['S'], price: 9, stock: 2, costPrice: 4 },
      { attributeCombination: ['L'], price: 9, stock: 20 },
    ],
  });
  const candle = await product({ name: 'Candle', stock: 1, reorderLevel: 3 });
  // The hat is low in the warehouse only: 2 there (level 5).
  const moved = await as.post('inventory-items', {
    productId: hat._id,
    warehouseId: warehouse._id,
    quantity: 2,
  });
  expect(moved.statusCode, moved.body).toBeLessThan(300);
  return { owner, nordic, alpine, warehouse, store, scarf, hat, mittens, candle };
}

const reorder = async (s: Session, query = '') => {
  const res = await t.as(s).get(`reorder${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Group[]; total: number; truncated: boolean };
};

const brief = (groups: Group[]) =>
  groups.map((g) => ({
    supplier: g.supplierName,
    lines: g.lines.map((l) => [
      [l.productName, l.variationName].filter(Boolean).join(' '),
      l.locationName,
      l.quantity,
      l.suggestedQuantity,
    ]),
  }));

describe('GET /reorder', () => {
  it('lists every item at or below its level per location, by supplier, with what to order', async () => {
    const s = await shop();
    const answer = await reorder(s.owner);
    expect(brief(answer.data)).toEqual([
      // Alpine: the small mittens at 2 of 8 → 2 × 8 − 2 = 14; the large (20) are not low, and
      // the mittens product itself is ordered by its variations.
      { supplier: 'Alpine Goods', lines: [['Mittens S', 'Main Store', 2, 14]] },
      {
        supplier: 'Nordic Wool Co',
        lines: [
          // The hat at 2 of 5 in the warehouse → 2 × 5 − 2 = 8; 50 at the store is not low.
          ['Hat', 'Back room', 2, 8],
          // The scarf at 4 of 10: its reorder quantity, 24.
          ['Wool scarf', 'Main Store', 4, 24],
        ],
      },
      { supplier: null, lines: [['Candle', 'Main Store', 1, 5]] },
    ]);
    expect(answer).toMatchObject({ total: 4, truncated: false });
    expect(answer.data[0]?.lines[0]).toMatchObject({ unitCost: 4, reorderLevel: 8 });
  });

  it('filters by location and supplier; an id of another organization is a 404', async () => {
    const s = await shop();
    const inWarehouse = await reorder(s.owner, `?warehouseId=${s.warehouse._id}`);
    expect(brief(inWarehouse.data)).toEqual([
      { supplier: 'Nordic Wool Co', lines: [['Hat', 'Back room', 2, 8]] },
    ]);
    const nordicAtStore = await reorder(
      s.owner,
      `?storeId=${s.store._id}&supplierId=${s.nordic._id}`,
    );
    expect(brief(nordicAtStore.data)).toEqual([
      { supplier: 'Nordic Wool Co', lines: [['Wool scarf', 'Main Store', 4, 24]] },
    ]);
    const other = await shop();
    for (const q of [
      `?storeId=${other.store._id}`,
      `?warehouseId=${other.warehouse._id}`,
      `?supplierId=${other.nordic._id}`,
    ]) {
      const res = await t.as(s.owner).get(`reorder${q}`);
      expect(res.statusCode, q).toBe(404);
    }
    // Neither shop sees the other's items.
    expect((await reorder(other.owner)).total).toBe(4);
  });

  it('is for manage_purchasing: a cashier gets 403', async () => {
    const s = await shop();
    const cashier = await addMember(
      t,
      (await t.as(s.owner).get('profile')).json().user.organizationId,
      'cashier',
    );
    const res = await t.as(cashier).get('reorder');
    expect(res.statusCode).toBe(403);
    expect(res.json().details).toMatchObject({ permission: 'manage_purchasing' });
  });
});

describe('POST /reorder/purchase-orders', () => {
  it('makes one draft per supplier and location, at the items’ costs', async () => {
    const s = await shop();
    const lines = (await reorder(s.owner)).data.flatMap((g) => (g.supplierId ? g.lines : []));
    const body = {
      lines: lines.map((l) => ({
        productId: l.productId,
        variationId: l.variationId,
        storeId: l.storeId,
        warehouseId: l.warehouseId,
        quantity: l.productName === 'Hat' ? 10 : l.suggestedQuantity,
      })),
    };
    // The scarf also to the warehouse: Nordic gets one order per location.
    body.lines.push({
      productId: s.scarf._id,
      variationId: null,
      storeId: null,
      warehouseId: s.warehouse._id,
      quantity: 6,
    });
    const res = await t.as(s.owner).post('reorder/purchase-orders', body);
    expect(res.statusCode, res.body).toBe(201);
    const orders = res.json().data as {
      _id: string;
      status: string;
      supplierName: string;
      locationName: string;
      lines: {
        productName: string;
        variationName: string | null;
        quantity: number;
        unitCost: number;
      }[];
      totals: { total: number };
    }[];
    const summary = orders.map((o) => ({
      status: o.status,
      supplier: o.supplierName,
      to: o.locationName,
      lines: o.lines.map((l) => [l.productName, l.variationName, l.quantity, l.unitCost]),
      total: o.totals.total,
    }));
    expect(summary).toEqual([
      {
        status: 'Draft',
        supplier: 'Alpine Goods',
        to: 'Main Store',
        lines: [['Mittens', 'S', 14, 4]],
        total: 56,
      },
      {
        status: 'Draft',
        supplier: 'Nordic Wool Co',
        to: 'Back room',
        lines: [
          ['Hat', null, 10, 7.5],
          ['Wool scarf', null, 6, 12],
        ],
        total: 147,
      },
      {
        status: 'Draft',
        supplier: 'Nordic Wool Co',
        to: 'Main Store',
        lines: [['Wool scarf', null, 24, 12]],
        total: 288,
      },
    ]);
    // They are purchase orders like any other.
    const listed = (await t.as(s.owner).get('purchase-orders?status=Draft')).json();
    expect(listed.total ?? listed.data.length).toBe(3);
  });

  it('refuses an item without a supplier (409) and writes nothing', async () => {
    const s = await shop();
    const res = await t.as(s.owner).post('reorder/purchase-orders', {
      lines: [
        { productId: s.scarf._id, storeId: s.store._id, quantity: 5 },
        { productId: s.candle._id, storeId: s.store._id, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REORDER_NO_SUPPLIER',
      details: { productIds: [s.candle._id] },
    });
    expect((await t.as(s.owner).get('purchase-orders')).json().data).toEqual([]);
  });

  it("answers 404 for another organization's item or location, and writes nothing", async () => {
    const s = await shop();
    const other = await shop();
    for (const line of [
      { productId: other.scarf._id, storeId: s.store._id, quantity: 1 },
      { productId: s.scarf._id, warehouseId: other.warehouse._id, quantity: 1 },
      {
        productId: s.mittens._id,
        variationId: (other.mittens.variations as { _id: string }[])[0]?._id,
        storeId: s.store._id,
        quantity: 1,
      },
    ]) {
      const res = await t.as(s.owner).post('reorder/purchase-orders', { lines: [line] });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await t.as(s.owner).get('purchase-orders')).json().data).toEqual([]);
    expect((await t.as(other.owner).get('purchase-orders')).json().data).toEqual([]);
  });

  it('refuses the same item and location twice, and a line without a location (400)', async () => {
    const s = await shop();
    const line = { productId: s.scarf._id, storeId: s.store._id, quantity: 1 };
    const twice = await t.as(s.owner).post('reorder/purchase-orders', { lines: [line, line] });
    expect(twice.statusCode).toBe(400);
    const nowhere = await t
      .as(s.owner)
      .post('reorder/purchase-orders', { lines: [{ productId: s.scarf._id, quantity: 1 }] });
    expect(nowhere.statusCode).toBe(400);
  });
});
