import { STORE_MESSAGES } from '@pos/contracts/stores';
import { describe, expect, it } from 'vitest';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('stores', () => {
  it('lists the default store, creates, edits, filters and validates', async () => {
    const owner = await signUp(t);
    const first = await t.as(owner).get('stores');
    expect(first.json()).toMatchObject({
      totalCount: 1,
      data: [{ name: 'Main Store', isDefault: true, isActive: true }],
    });

    const missing = await t.as(owner).post('stores', { name: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.name).toBe(STORE_MESSAGES.nameRequired);
    expect((await t.as(owner).post('stores', { location: 'x' })).json().details.name).toBe(
      STORE_MESSAGES.nameRequired,
    );
    const extra = await t.as(owner).post('stores', { name: 'A', organizationId: 'x' });
    expect(extra.statusCode).toBe(400);

    const created = await t.as(owner).post('stores', {
      name: 'Riverside',
      location: '12 River Rd',
      contactPerson: 'Ana',
      contactPhone: '+1 555 0100',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: STORE_MESSAGES.created,
      data: { name: 'Riverside', location: '12 River Rd', contactPerson: 'Ana', isActive: true },
    });
    const id = created.json().data._id;

    const edited = await t.as(owner).put(`stores/${id}`, {
      name: 'Riverside Mall',
      location: null,
      isActive: false,
    });
    expect(edited.json()).toMatchObject({
      message: STORE_MESSAGES.updated,
      data: { name: 'Riverside Mall', location: null, isActive: false, isDefault: false },
    });

    const inactive = await t.as(owner).get('stores?isActive=false');
    expect(inactive.json().data.map((s: { name: string }) => s.name)).toEqual(['Riverside Mall']);
    const active = await t.as(owner).get('stores?isActive=true&limit=1000');
    expect(active.json().data.map((s: { name: string }) => s.name)).toEqual(['Main Store']);
    const named = await t.as(owner).get('stores?name=mall');
    expect(named.json().totalCount).toBe(1);
  });

  it('keeps one active default store and moves the default on request', async () => {
    const owner = await signUp(t);
    const [main] = (await t.as(owner).get('stores')).json().data;
    const off = await t.as(owner).put(`stores/${main._id}`, {
      name: 'Main Store',
      isActive: false,
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(STORE_MESSAGES.defaultStoreKept);
    expect((await t.as(owner).delete(`stores/${main._id}`)).statusCode).toBe(409);

    const inactiveDefault = await t
      .as(owner)
      .post('stores', { name: 'Closed', isDefault: true, isActive: false });
    expect(inactiveDefault.statusCode).toBe(409);
    expect(inactiveDefault.json()).toEqual({
      message: STORE_MESSAGES.defaultStoreActive,
      code: 'DEFAULT_STORE_KEPT',
    });
    const next = await t.as(owner).post('stores', { name: 'Flagship', isDefault: true });
    expect(next.json().data.isDefault).toBe(true);
    const list = (await t.as(owner).get('stores?sort=name')).json().data;
    expect(list.map((s: { name: string; isDefault: boolean }) => [s.name, s.isDefault])).toEqual([
      ['Flagship', true],
      ['Main Store', false],
    ]);
  });

  it('deletes a location only when it never held stock', async () => {
    const owner = await signUp(t);
    const empty = (await t.as(owner).post('stores', { name: 'Pop-up' })).json().data;
    const gone = await t.as(owner).delete(`stores/${empty._id}`);
    expect(gone.json().message).toBe('Pop-up deleted successfully!');
    expect((await t.as(owner).get(`stores/${empty._id}`)).statusCode).toBe(404);

    const product = await t.as(owner).post('products', {
      name: 'Mug',
      price: 8,
      stock: 5,
      sku: 'MUG-1',
    });
    expect(product.statusCode).toBe(201);
    const depot = (await t.as(owner).post('warehouses', { name: 'Depot' })).json().data;
    const moved = await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: 'MUG-1',
      quantity: 3,
      type: 'purchase',
      warehouseId: depot._id,
    });
    expect(moved.statusCode).toBe(201);
    const held = await t.as(owner).delete(`warehouses/${depot._id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(STORE_MESSAGES.holdsStock);

    // Emptied, it still has history: kept, and deactivating it is the way.
    await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: 'MUG-1',
      quantity: 3,
      type: 'damage',
      warehouseId: depot._id,
    });
    const logged = await t.as(owner).delete(`warehouses/${depot._id}`);
    expect(logged.statusCode).toBe(409);
    expect(logged.json().message).toBe(STORE_MESSAGES.hasHistory);
    const off = await t.as(owner).put(`warehouses/${depot._id}`, {
      name: 'Depot',
      isActive: false,
    });
    expect(off.json()).toMatchObject({
      message: STORE_MESSAGES.warehouseUpdated,
      data: { isActive: false },
    });
    // An inactive location takes no movements.
    const refused = await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: 'MUG-1',
      quantity: 1,
      type: 'purchase',
      warehouseId: depot._id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Warehouse "Depot" is inactive.');
  });
});

describe('warehouses', () => {
  it('creates, lists, validates; another organization sees none of it', async () => {
    const owner = await signUp(t);
    const bad = await t.as(owner).post('warehouses', { name: '' });
    expect(bad.json().details.name).toBe(STORE_MESSAGES.warehouseNameRequired);
    const made = await t.as(owner).post('warehouses', {
      name: 'North depot',
      location: 'Dock 4',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().message).toBe(STORE_MESSAGES.warehouseCreated);
    const id = made.json().data._id;
    const list = await t.as(owner).get('warehouses?isActive=true&limit=1000');
    expect(list.json()).toMatchObject({
      totalCount: 1,
      data: [{ name: 'North depot', location: 'Dock 4' }],
    });

    const other = await signUp(t);
    expect((await t.as(other).get(`warehouses/${id}`)).statusCode).toBe(404);
    expect((await t.as(other).put(`warehouses/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await t.as(other).get('warehouses')).json().totalCount).toBe(0);
  });

  it('is changed with manage_settings; stock keepers may read it, the register reads stores', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner.user.organizationId, 'organization_manager');
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    for (const url of ['stores', 'warehouses']) {
      expect((await t.as(manager).get(`${url}?isActive=true&limit=1000`)).statusCode).toBe(200);
      const write = await t.as(manager).post(url, { name: 'Not mine to make' });
      expect(write.statusCode).toBe(403);
      expect(write.json().details.permission).toBe('manage_settings');
      // The register picks the store it sells from; warehouses are none of a cashier's business.
      expect((await t.as(cashier).get(url)).statusCode).toBe(url === 'stores' ? 200 : 403);
    }
    const [main] = (await t.as(manager).get('stores')).json().data;
    expect((await t.as(manager).get(`stores/${main._id}`)).json().data.name).toBe('Main Store');
    const depot = (await t.as(owner).post('warehouses', { name: 'Depot' })).json().data;
    for (const [method, url] of [
      ['PUT', `stores/${main._id}`],
      ['DELETE', `stores/${main._id}`],
      ['PUT', `warehouses/${depot._id}`],
      ['DELETE', `warehouses/${depot._id}`],
    ] as const) {
      const res = await t
        .as(manager)
        .request(method, url, method === 'PUT' ? { name: 'Mine' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
