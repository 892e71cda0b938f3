import { INVENTORY_MESSAGES as M, STOCK_HISTORY_CSV_COLUMNS } from '@pos/contracts/inventory';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { QUANTITY_MESSAGES } from '@pos/contracts/units';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { addMember, okAs, shopDay, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };

const ok = okAs(t);

let skuSeq = 0;
/** A product with opening stock at the default store; variations get their own SKUs. */
async function product(
  s: Session,
  stock: number,
  variations: { size: string; stock: number }[] = [],
) {
  skuSeq += 1;
  const sku = `SKU-${skuSeq}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const body = await ok(s, 'POST', 'products', {
    name: `Product ${skuSeq}`,
    price: 12.5,
    stock,
    sku,
    ...(variations.length > 0 && {
      configurableAttributes: [{ name: 'Size', values: variations.map((v) => v.size) }],
      variations: variations.map((v) => ({
        attributeCombination: [v.size],
        price: 14,
        stock: v.stock,
        sku: `${sku}-${v.size}`,
      })),
    }),
  });
  return {
    id: body.data._id as string,
    sku,
    variations: body.data.variations as { _id: string; sku: string }[],
  };
}

const stores = async (s: Session) => {
  const list = (await ok(s, 'GET', 'stores?sort=name')).data as { _id: string; name: string }[];
  return Object.fromEntries(list.map((x) => [x.name, x._id]));
};

async function levels(s: Session, productId: string) {
  const res = await ok(s, 'GET', `inventory-items?productId=${productId}&limit=100`);
  return Object.fromEntries(
    (res.data as { locationName: string; variationName: string | null; quantity: number }[]).map(
      (r) => [
        r.variationName ? `${r.locationName}:${r.variationName}` : r.locationName,
        r.quantity,
      ],
    ),
  );
}

const move = (s: Session, body: Record<string, unknown>) =>
  t.as(s).post('inventory-log/add-by-barcode', body);

describe('stock movements by barcode', () => {
  it('books each type with its sign and one ledger row', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 10);
    const cases = [
      ['purchase', 5, 'STOCK_IN', 5],
      ['sale_return', 2, 'RETURN', 2],
      ['adjustment_in', 3, 'MANUAL_ADJUSTMENT', 3],
      ['adjustment_out', 4, 'MANUAL_ADJUSTMENT', -4],
      ['damage', 1, 'DAMAGE', -1],
    ] as const;
    let stock = 10;
    for (const [type, quantity, ledgerType, changed] of cases) {
      // The barcode is the SKU, in any letter case.
      const res = await move(owner, {
        barcode: p.sku.toLowerCase(),
        quantity,
        type,
        remarks: `${type} test`,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(M.movementDone);
      const [row] = res.json().data;
      expect(row).toMatchObject({
        productId: p.id,
        type: ledgerType,
        quantityChanged: changed,
        stockBeforeMovement: stock,
        stockAfterMovement: stock + changed,
        locationName: 'Main Store',
        remarks: `${type} test`,
        userName: expect.stringMatching(/^Owner/),
      });
      stock += changed;
    }
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 15 });
    const shown = (await ok(owner, 'GET', `products/${p.id}`)).data;
    expect(shown.stock).toBe(15);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('moves a variation by its own SKU at a named store or warehouse', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 0, [
      { size: 'S', stock: 1 },
      { size: 'M', stock: 0 },
    ]);
    const shop = (await ok(owner, 'POST', 'stores', { name: 'Kiosk' })).data._id;
    const depot = (await ok(owner, 'POST', 'warehouses', { name: 'Depot' })).data._id;
    const m = p.variations[1];
    expect(
      (await move(owner, { barcode: m?.sku, quantity: 7, type: 'purchase', storeId: shop }))
        .statusCode,
    ).toBe(201);
    expect(
      (await move(owner, { barcode: m?.sku, quantity: 4, type: 'purchase', warehouseId: depot }))
        .statusCode,
    ).toBe(201);
    // Every item has a level at the default store, at zero too (shown as out of stock there).
    expect(await levels(owner, p.id)).toEqual({
      'Main Store': 0,
      'Main Store:S': 1,
      'Main Store:M': 0,
      'Kiosk:M': 7,
      'Depot:M': 4,
    });
    const shown = (await ok(owner, 'GET', `products/${p.id}`)).data;
    expect(shown.variations.map((v: { stock: number }) => v.stock)).toEqual([1, 11]);
    expect(shown.totalStock).toBe(12);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('refuses to go below zero with 409 and writes nothing', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 3);
    for (const type of ['adjustment_out', 'damage']) {
      const res = await move(owner, { barcode: p.sku, quantity: 4, type });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Insufficient stock: 3 available, 4 requested.');
      expect(res.json().message.startsWith(M.insufficient)).toBe(true);
    }
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 3 });
    const history = await ok(owner, 'GET', `inventory-log?productId=${p.id}`);
    expect(history.totalCount).toBe(1);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('lets stock go negative when the organization allows it', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 1);
    const saved = await t.as(owner).put('settings/general', {
      ...DEFAULT_GENERAL_SETTINGS,
      allowNegativeStock: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await move(owner, { barcode: p.sku, quantity: 3, type: 'damage' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ stockBeforeMovement: 1, stockAfterMovement: -2 });
    await expectStockAddsUp(t, owner.user.organizationId, { allowNegative: true });
  });

  it("answers the spec's validation texts", async () => {
    const owner = await signUp(t);
    const p = await product(owner, 1);
    const details = async (body: Record<string, unknown>) => {
      const res = await move(owner, body);
      expect(res.statusCode).toBe(400);
      return res.json().details;
    };
    expect((await details({ quantity: 1, type: 'purchase' })).barcode).toBe(M.barcodeRequired);
    expect((await details({ barcode: ' ', quantity: 1, type: 'purchase' })).barcode).toBe(
      M.barcodeRequired,
    );
    expect((await details({ barcode: p.sku, type: 'purchase' })).quantity).toBe(M.quantityRequired);
    expect((await details({ barcode: p.sku, quantity: 'ten', type: 'purchase' })).quantity).toBe(
      M.quantityNumber,
    );
    expect((await details({ barcode: p.sku, quantity: 0, type: 'purchase' })).quantity).toBe(
      M.quantityNotZero,
    );
    expect((await details({ barcode: p.sku, quantity: -2, type: 'purchase' })).quantity).toBe(
      M.quantityPositive,
    );
    expect((await details({ barcode: p.sku, quantity: 1.5, type: 'purchase' })).quantity).toBe(
      QUANTITY_MESSAGES.whole,
    );
    expect((await details({ barcode: p.sku, quantity: 1 })).type).toBe(M.typeRequired);
    expect((await details({ barcode: p.sku, quantity: 1, type: 'SALE' })).type).toMatch(
      /^Type must be one of/,
    );
    const both = await details({
      barcode: p.sku,
      quantity: 1,
      type: 'purchase',
      storeId: p.id,
      warehouseId: p.id,
    });
    expect(both.warehouseId).toBe(M.oneLocation);

    const unknown = await move(owner, { barcode: 'NOPE-1', quantity: 1, type: 'purchase' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.barcodeUnknown);
  });

  it("finds no other organization's product or location", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const theirs = await product(b, 5);
    const res = await move(a, { barcode: theirs.sku, quantity: 1, type: 'purchase' });
    expect(res.statusCode).toBe(404);
    const mine = await product(a, 5);
    const bStore = (await stores(b))['Main Store'];
    const atTheirs = await move(a, {
      barcode: mine.sku,
      quantity: 1,
      type: 'purchase',
      storeId: bStore,
    });
    expect(atTheirs.statusCode).toBe(404);
    expect(atTheirs.json().message).toBe('Store not found');
    expect(await levels(b, theirs.id)).toEqual({ 'Main Store': 5 });
    await expectStockAddsUp(t, a.user.organizationId);
    await expectStockAddsUp(t, b.user.organizationId);
  });
});

describe('transfers', () => {
  it('moves stock between two locations as two rows with one reference', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 10);
    const kiosk = (await ok(owner, 'POST', 'stores', { name: 'Kiosk' })).data._id;
    const main = (await stores(owner))['Main Store'];
    const res = await t.as(owner).post('inventory-log/transfer', {
      productId: p.id,
      quantity: 4,
      fromStoreId: main,
      toStoreId: kiosk,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.transferDone);
    const [out, into] = res.json().data;
    expect(out).toMatchObject({
      type: 'TRANSFER_OUT',
      quantityChanged: -4,
      stockAfterMovement: 6,
      locationName: 'Main Store',
    });
    expect(into).toMatchObject({
      type: 'TRANSFER_IN',
      quantityChanged: 4,
      stockAfterMovement: 4,
      locationName: 'Kiosk',
    });
    expect(out.reference).toBe(into.reference);
    expect(out.remarks).toBe('Transfer from Main Store to Kiosk');
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 6, Kiosk: 4 });
    // The product's total does not change.
    expect((await ok(owner, 'GET', `products/${p.id}`)).data.stock).toBe(10);

    const back = await t.as(owner).post('inventory-log/transfer', {
      productId: p.id,
      quantity: 5,
      fromStoreId: kiosk,
      toStoreId: main,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Insufficient stock: 4 available, 5 requested.');
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 6, Kiosk: 4 });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('validates the locations and the product', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const p = await product(owner, 10);
    const main = (await stores(owner))['Main Store'];
    const transfer = (body: Record<string, unknown>) =>
      t.as(owner).post('inventory-log/transfer', { productId: p.id, quantity: 1, ...body });
    const same = await transfer({ fromStoreId: main, toStoreId: main });
    expect(same.json().details.toStoreId).toBe(M.sameLocation);
    const none = await transfer({});
    expect(none.json().details).toMatchObject({
      fromStoreId: M.fromRequired,
      toStoreId: M.toRequired,
    });
    const zero = await transfer({
      fromStoreId: main,
      toStoreId: (await stores(other))['Main Store'],
      quantity: 0,
    });
    expect(zero.statusCode).toBe(400);
    const foreign = await transfer({
      fromStoreId: main,
      toStoreId: (await stores(other))['Main Store'],
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = await product(other, 3);
    const wh = (await ok(owner, 'POST', 'warehouses', { name: 'W' })).data._id;
    const foreignProduct = await t.as(owner).post('inventory-log/transfer', {
      productId: theirs.id,
      quantity: 1,
      fromStoreId: main,
      toWarehouseId: wh,
    });
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().message).toBe('Product not found');
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 10 });
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});

describe('product stock with several locations', () => {
  it('lowers the total only by what the default store holds', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 2);
    const kiosk = (await ok(owner, 'POST', 'stores', { name: 'Kiosk' })).data._id;
    await move(owner, { barcode: p.sku, quantity: 8, type: 'purchase', storeId: kiosk });
    const edit = (stock: number) =>
      t.as(owner).put(`products/${p.id}`, { name: 'Edited', price: 12.5, stock, sku: p.sku });
    const refused = await edit(5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Insufficient stock at the default store: it holds 2 and the rest is at other locations. Lower the stock there on the Inventory screen.',
    );
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 2, Kiosk: 8 });
    expect((await edit(9)).statusCode).toBe(200);
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 1, Kiosk: 8 });
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});

describe('inventory items', () => {
  it('sets a quantity at a location and books the difference', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 5);
    const depot = (await ok(owner, 'POST', 'warehouses', { name: 'Depot' })).data._id;
    const created = await t.as(owner).post('inventory-items', {
      productId: p.id,
      quantity: 30,
      remarks: 'Counted on arrival',
      warehouseId: depot,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: M.itemCreated,
      data: {
        productId: p.id,
        quantity: 30,
        remarks: 'Counted on arrival',
        locationName: 'Depot',
        warehouseId: depot,
      },
    });
    const id = created.json().data._id;
    const edited = await t.as(owner).put(`inventory-items/${id}`, {
      productId: p.id,
      quantity: 22,
    });
    expect(edited.json()).toMatchObject({
      message: M.itemUpdated,
      data: { quantity: 22, remarks: null },
    });
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 5, Depot: 22 });

    const history = (await ok(owner, 'GET', `inventory-log?productId=${p.id}&sort=timestamp`)).data;
    expect(
      history.map((r: { type: string; quantityChanged: number }) => [r.type, r.quantityChanged]),
    ).toEqual([
      ['STOCK_IN', 5],
      ['MANUAL_ADJUSTMENT', 30],
      ['MANUAL_ADJUSTMENT', -8],
    ]);
    // Saving the same quantity writes no ledger row.
    await ok(owner, 'PUT', `inventory-items/${id}`, {
      productId: p.id,
      quantity: 22,
      remarks: 'Recount',
    });
    expect((await ok(owner, 'GET', `inventory-log?productId=${p.id}`)).totalCount).toBe(3);
    expect((await ok(owner, 'GET', `inventory-items/${id}`)).data.remarks).toBe('Recount');

    // A new item for a level that exists sets that level.
    const again = await t.as(owner).post('inventory-items', { productId: p.id, quantity: 2 });
    expect(again.json().data).toMatchObject({ locationName: 'Main Store', quantity: 2 });
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 2, Depot: 22 });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it("answers the spec's validation texts and refuses what is not allowed", async () => {
    const owner = await signUp(t);
    const p = await product(owner, 5);
    const details = async (body: Record<string, unknown>) => {
      const res = await t.as(owner).post('inventory-items', body);
      expect(res.statusCode).toBe(400);
      return res.json().details;
    };
    expect((await details({ quantity: 1 })).productId).toBe(M.productRequired);
    expect((await details({ productId: '', quantity: 1 })).productId).toBe(M.productRequired);
    expect((await details({ productId: p.id })).quantity).toBe(M.quantityRequired);
    expect((await details({ productId: p.id, quantity: 'x' })).quantity).toBe(M.quantityNumber);
    expect((await details({ productId: p.id, quantity: -1 })).quantity).toBe(M.quantityNegative);

    const [item] = (await ok(owner, 'GET', `inventory-items?productId=${p.id}`)).data;
    const other = await product(owner, 1);
    const swapped = await t.as(owner).put(`inventory-items/${item._id}`, {
      productId: other.id,
      quantity: 1,
    });
    expect(swapped.statusCode).toBe(400);
    const kiosk = (await ok(owner, 'POST', 'stores', { name: 'Kiosk' })).data._id;
    const relocated = await t.as(owner).put(`inventory-items/${item._id}`, {
      productId: p.id,
      quantity: 1,
      storeId: kiosk,
    });
    expect(relocated.statusCode).toBe(400);
    expect(relocated.json().message).toBe('Use a transfer to move stock to another location.');
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 5 });
  });

  it('filters low stock at or below the reorder level', async () => {
    const owner = await signUp(t);
    const low = await product(owner, 20);
    const fine = await product(owner, 21);
    const res = await ok(owner, 'GET', 'inventory-items?lowStock=true');
    const ids = res.data.map((r: { productId: string }) => r.productId);
    expect(ids).toContain(low.id);
    expect(ids).not.toContain(fine.id);
    const all = await ok(owner, 'GET', 'inventory-items?lowStock=false');
    expect(all.totalCount).toBe(2);
    const found = await ok(owner, 'GET', `inventory-items?search=${fine.sku.toLowerCase()}`);
    expect(found.data.map((r: { productId: string }) => r.productId)).toEqual([fine.id]);
  });

  it('is for manage_inventory; other organizations get 404', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 5);
    const [item] = (await ok(owner, 'GET', 'inventory-items')).data;
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    for (const [method, url] of [
      ['GET', 'inventory-items'],
      ['POST', 'inventory-items'],
      ['POST', 'inventory-log/add-by-barcode'],
      ['POST', 'inventory-log/transfer'],
      ['GET', 'inventory/by-store'],
      ['GET', 'products/store-wise-stock'],
    ] as const) {
      const res = await t.as(cashier).request(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().details.permission).toBe('manage_inventory');
    }
    const history = await t.as(cashier).get('inventory-log');
    expect(history.json().details.permission).toBe('view_inventory_history');

    const other = await signUp(t);
    expect((await t.as(other).get(`inventory-items/${item._id}`)).statusCode).toBe(404);
    const put = await t.as(other).put(`inventory-items/${item._id}`, {
      productId: p.id,
      quantity: 0,
    });
    expect(put.statusCode).toBe(404);
    const post = await t.as(other).post('inventory-items', { productId: p.id, quantity: 0 });
    expect(post.statusCode).toBe(404);
    expect(await levels(owner, p.id)).toEqual({ 'Main Store': 5 });
  });
});

describe('stock history', () => {
  it('lists, filters and exports the ledger', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 10);
    const q = await product(owner, 1);
    await move(owner, { barcode: p.sku, quantity: 2, type: 'damage', remarks: 'Dropped, =cmd' });
    await move(owner, { barcode: q.sku, quantity: 4, type: 'purchase' });

    const all = await ok(owner, 'GET', 'inventory-log');
    expect(all.totalCount).toBe(4);
    expect(all.data[0]).toMatchObject({ productId: q.id, type: 'STOCK_IN', quantityChanged: 4 });
    const damage = await ok(owner, 'GET', 'inventory-log?type=DAMAGE');
    expect(damage.data).toHaveLength(1);
    expect(damage.data[0]).toMatchObject({
      productName: `Product ${skuSeq - 1}`,
      productSku: p.sku,
      stockBeforeMovement: 10,
      stockAfterMovement: 8,
      remarks: 'Dropped, =cmd',
    });
    const badType = await t.as(owner).get('inventory-log?type=THEFT');
    expect(badType.statusCode).toBe(400);

    const today = shopDay();
    expect(
      (await ok(owner, 'GET', `inventory-log?startDate=${today}&endDate=${today}`)).totalCount,
    ).toBe(4);
    expect((await ok(owner, 'GET', 'inventory-log?endDate=2020-01-01')).totalCount).toBe(0);
    expect((await ok(owner, 'GET', 'inventory-log?startDate=2999-01-01')).totalCount).toBe(0);

    const csv = await t.as(owner).get(`inventory-log/export.csv?productId=${p.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="stock-history-${shopDay()}.csv"`,
    );
    expect(csv.headers['x-total-count']).toBe('2');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(STOCK_HISTORY_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(
      new RegExp(
        `^"[^"]+","Product \\d+ \\(${p.sku}\\)","DAMAGE","-2","10","8","Owner \\d+","Dropped, =cmd",""$`,
      ),
    );
  });

  it('shows the ledger to a view_inventory_history holder, who cannot move stock', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 3);
    const role = await ok(owner, 'POST', 'roles', {
      name: 'Auditor',
      permissions: (await ok(owner, 'GET', 'permissions?limit=100')).data
        .filter((x: { name: string }) => x.name === 'view_inventory_history')
        .map((x: { _id: string }) => x._id),
    });
    expect(role.data.name).toBe('Auditor');
    const auditor = await addMember(t, owner.user.organizationId, 'Auditor');
    expect((await ok(auditor, 'GET', 'inventory-log')).totalCount).toBe(1);
    expect((await t.as(auditor).get('inventory-log/export.csv')).statusCode).toBe(200);
    // The product filter's options, without the products screen's permission.
    const options = await ok(auditor, 'GET', 'products/options?limit=1000');
    expect(options.data).toEqual([
      {
        _id: p.id,
        name: expect.any(String),
        sku: p.sku,
        price: 12.5,
        taxClassId: null,
        categoryId: null,
        unit: 'each',
        variations: [],
      },
    ]);
    expect((await t.as(auditor).get('products')).statusCode).toBe(403);
    // A variation's SKU finds its product.
    const shirt = await product(owner, 0, [{ size: 'XL', stock: 1 }]);
    const byVariation = await ok(auditor, 'GET', `products/options?search=${shirt.sku}-XL`);
    expect(byVariation.data.map((o: { _id: string }) => o._id)).toEqual([shirt.id]);
    // The register picks products too; a role with none of the picking screens does not.
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    expect((await t.as(cashier).get('products/options')).statusCode).toBe(200);
    await ok(owner, 'POST', 'roles', { name: 'Nothing to pick', permissions: [] });
    const other = await addMember(t, owner.user.organizationId, 'Nothing to pick');
    expect((await t.as(other).get('products/options')).statusCode).toBe(403);
    expect(
      (await move(auditor, { barcode: p.sku, quantity: 1, type: 'purchase' })).statusCode,
    ).toBe(403);
  });
});

describe('store report', () => {
  it('leaves out a closed store unless it still holds stock', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 1);
    const shut = (await ok(owner, 'POST', 'stores', { name: 'Shut', isActive: false })).data._id;
    const names = async () =>
      (await ok(owner, 'GET', 'inventory/by-store')).data.map(
        (g: { store: { name: string } }) => g.store.name,
      );
    expect(await names()).toEqual(['Main Store']);
    await ok(owner, 'PUT', `stores/${shut}`, { name: 'Shut', isActive: true });
    await move(owner, { barcode: p.sku, quantity: 2, type: 'purchase', storeId: shut });
    await ok(owner, 'PUT', `stores/${shut}`, { name: 'Shut', isActive: false });
    expect(await names()).toEqual(['Main Store', 'Shut']);
  });

  it('groups stock per store, filters by store and search', async () => {
    const owner = await signUp(t);
    await product(owner, 10, [{ size: 'S', stock: 2 }]);
    const q = await product(owner, 0);
    const kiosk = (await ok(owner, 'POST', 'stores', { name: 'Kiosk', location: 'Arcade' })).data
      ._id;
    const depot = (await ok(owner, 'POST', 'warehouses', { name: 'Depot' })).data._id;
    await move(owner, { barcode: q.sku, quantity: 6, type: 'purchase', storeId: kiosk });
    await move(owner, { barcode: q.sku, quantity: 50, type: 'purchase', warehouseId: depot });

    const report = (await ok(owner, 'GET', 'inventory/by-store')).data;
    expect(report.map((g: { store: { name: string } }) => g.store.name)).toEqual([
      'Main Store',
      'Kiosk',
    ]);
    const [main, k] = report;
    expect(
      main.inventory.map(
        (i: {
          product: { name: string; variationName: string | null; price: number };
          stock: number;
        }) => [i.product.name, i.product.variationName, i.product.price, i.stock],
      ),
    ).toEqual([
      [`Product ${skuSeq - 1}`, null, 12.5, 10],
      [`Product ${skuSeq - 1}`, 'S', 14, 2],
      // The second product has no stock at Main Store: listed at 0 (out of stock).
      [`Product ${skuSeq}`, null, 12.5, 0],
    ]);
    expect(main).toMatchObject({ totalCount: 3, totalUnits: 12 });
    expect(k).toMatchObject({
      store: { _id: kiosk, name: 'Kiosk', location: 'Arcade' },
      totalCount: 1,
      totalUnits: 6,
    });
    expect(k.inventory[0]).toMatchObject({ product: { _id: q.id, sku: q.sku }, stock: 6 });

    const one = (await ok(owner, 'GET', `inventory/by-store?storeId=${kiosk}`)).data;
    expect(one).toHaveLength(1);
    const limited = (await ok(owner, 'GET', 'inventory/by-store?limit=1')).data[0];
    expect(limited).toMatchObject({ totalCount: 3 });
    expect(limited.inventory).toHaveLength(1);
    const searched = (await ok(owner, 'GET', `inventory/by-store?search=${q.sku}`)).data;
    expect(
      searched.map((g: { inventory: { stock: number }[] }) => g.inventory.map((i) => i.stock)),
    ).toEqual([[0], [6]]);

    const other = await signUp(t);
    expect((await t.as(other).get(`inventory/by-store?storeId=${kiosk}`)).json().data).toEqual([]);
  });

  it('lists and exports stock by store per product', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 10, [{ size: 'S', stock: 2 }]);
    const kiosk = (await ok(owner, 'POST', 'stores', { name: 'Kiosk' })).data._id;
    const depot = (await ok(owner, 'POST', 'warehouses', { name: 'Depot' })).data._id;
    await move(owner, { barcode: p.sku, quantity: 3, type: 'purchase', storeId: kiosk });
    await move(owner, { barcode: p.sku, quantity: 4, type: 'purchase', warehouseId: depot });
    const list = await ok(owner, 'GET', 'products/store-wise-stock');
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({
      _id: p.id,
      stores: [
        { storeName: 'Main Store', stock: 12 },
        { storeName: 'Kiosk', stock: 3 },
      ],
      warehouseStock: 4,
      totalStock: 19,
    });
    const csv = await t.as(owner).get('products/store-wise-stock/export.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"ID","Name","SKU","Price","Main Store","Kiosk","Warehouses","Total Stock"',
    );
    expect(lines[1]).toBe(`"${p.id}","Product ${skuSeq}","${p.sku}","12.50","12","3","4","19"`);
  });
});
