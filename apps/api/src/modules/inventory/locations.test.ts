import { STORE_MESSAGES } from '@pos/contracts/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bearer, createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { token: string };
const call = (s: Session, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: bearer(s.token),
    payload: payload as object,
  });

describe('stores', () => {
  it('lists the default store, creates, edits, filters and validates', async () => {
    const owner = await signUp(t);
    const first = await call(owner, 'GET', '/stores');
    expect(first.json()).toMatchObject({
      totalCount: 1,
      data: [{ name: 'Main Store', isDefault: true, isActive: true }],
    });

    const missing = await call(owner, 'POST', '/stores', { name: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.name).toBe(STORE_MESSAGES.nameRequired);
    expect((await call(owner, 'POST', '/stores', { location: 'x' })).json().details.name).toBe(
      STORE_MESSAGES.nameRequired,
    );
    const extra = await call(owner, 'POST', '/stores', { name: 'A', organizationId: 'x' });
    expect(extra.statusCode).toBe(400);

    const created = await call(owner, 'POST', '/stores', {
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

    const edited = await call(owner, 'PUT', `/stores/${id}`, {
      name: 'Riverside Mall',
      location: null,
      isActive: false,
    });
    expect(edited.json()).toMatchObject({
      message: STORE_MESSAGES.updated,
      data: { name: 'Riverside Mall', location: null, isActive: false, isDefault: false },
    });

    const inactive = await call(owner, 'GET', '/stores?isActive=false');
    expect(inactive.json().data.map((s: { name: string }) => s.name)).toEqual(['Riverside Mall']);
    const active = await call(owner, 'GET', '/stores?isActive=true&limit=1000');
    expect(active.json().data.map((s: { name: string }) => s.name)).toEqual(['Main Store']);
    const named = await call(owner, 'GET', '/stores?name=mall');
    expect(named.json().totalCount).toBe(1);
  });

  it('keeps one active default store and moves the default on request', async () => {
    const owner = await signUp(t);
    const [main] = (await call(owner, 'GET', '/stores')).json().data;
    const off = await call(owner, 'PUT', `/stores/${main._id}`, {
      name: 'Main Store',
      isActive: false,
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(STORE_MESSAGES.defaultStoreKept);
    expect((await call(owner, 'DELETE', `/stores/${main._id}`)).statusCode).toBe(409);

    const next = await call(owner, 'POST', '/stores', { name: 'Flagship', isDefault: true });
    expect(next.json().data.isDefault).toBe(true);
    const list = (await call(owner, 'GET', '/stores?sort=name')).json().data;
    expect(list.map((s: { name: string; isDefault: boolean }) => [s.name, s.isDefault])).toEqual([
      ['Flagship', true],
      ['Main Store', false],
    ]);
  });

  it('deletes a location only when it never held stock', async () => {
    const owner = await signUp(t);
    const empty = (await call(owner, 'POST', '/stores', { name: 'Pop-up' })).json().data;
    const gone = await call(owner, 'DELETE', `/stores/${empty._id}`);
    expect(gone.json().message).toBe('Pop-up deleted successfully!');
    expect((await call(owner, 'GET', `/stores/${empty._id}`)).statusCode).toBe(404);

    const product = await call(owner, 'POST', '/products', {
      name: 'Mug',
      price: 8,
      stock: 5,
      sku: 'MUG-1',
    });
    expect(product.statusCode).toBe(201);
    const depot = (await call(owner, 'POST', '/warehouses', { name: 'Depot' })).json().data;
    const moved = await call(owner, 'POST', '/inventory-log/add-by-barcode', {
      barcode: 'MUG-1',
      quantity: 3,
      type: 'purchase',
      warehouseId: depot._id,
    });
    expect(moved.statusCode).toBe(201);
    const held = await call(owner, 'DELETE', `/warehouses/${depot._id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(STORE_MESSAGES.holdsStock);

    // Emptied, it still has history: kept, and deactivating it is the way.
    await call(owner, 'POST', '/inventory-log/add-by-barcode', {
      barcode: 'MUG-1',
      quantity: 3,
      type: 'damage',
      warehouseId: depot._id,
    });
    const logged = await call(owner, 'DELETE', `/warehouses/${depot._id}`);
    expect(logged.statusCode).toBe(409);
    expect(logged.json().message).toBe(STORE_MESSAGES.hasHistory);
    const off = await call(owner, 'PUT', `/warehouses/${depot._id}`, {
      name: 'Depot',
      isActive: false,
    });
    expect(off.json()).toMatchObject({
      message: STORE_MESSAGES.warehouseUpdated,
      data: { isActive: false },
    });
    // An inactive location takes no movements.
    const refused = await call(owner, 'POST', '/inventory-log/add-by-barcode', {
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
    const bad = await call(owner, 'POST', '/warehouses', { name: '' });
    expect(bad.json().details.name).toBe(STORE_MESSAGES.warehouseNameRequired);
    const made = await call(owner, 'POST', '/warehouses', {
      name: 'North depot',
      location: 'Dock 4',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().message).toBe(STORE_MESSAGES.warehouseCreated);
    const id = made.json().data._id;
    const list = await call(owner, 'GET', '/warehouses?isActive=true&limit=1000');
    expect(list.json()).toMatchObject({
      totalCount: 1,
      data: [{ name: 'North depot', location: 'Dock 4' }],
    });

    const other = await signUp(t);
    expect((await call(other, 'GET', `/warehouses/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/warehouses/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(other, 'GET', '/warehouses')).json().totalCount).toBe(0);
  });

  it('is changed with manage_settings; stock keepers may read it, the register reads stores', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner.user.organizationId, 'organization_manager');
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    for (const url of ['/stores', '/warehouses']) {
      expect((await call(manager, 'GET', `${url}?isActive=true&limit=1000`)).statusCode).toBe(200);
      const write = await call(manager, 'POST', url, { name: 'Not mine to make' });
      expect(write.statusCode).toBe(403);
      expect(write.json().details.permission).toBe('manage_settings');
      // The register picks the store it sells from; warehouses are none of a cashier's business.
      expect((await call(cashier, 'GET', url)).statusCode).toBe(url === '/stores' ? 200 : 403);
    }
    const [main] = (await call(manager, 'GET', '/stores')).json().data;
    expect((await call(manager, 'GET', `/stores/${main._id}`)).json().data.name).toBe('Main Store');
    const depot = (await call(owner, 'POST', '/warehouses', { name: 'Depot' })).json().data;
    for (const [method, url] of [
      ['PUT', `/stores/${main._id}`],
      ['DELETE', `/stores/${main._id}`],
      ['PUT', `/warehouses/${depot._id}`],
      ['DELETE', `/warehouses/${depot._id}`],
    ] as const) {
      const res = await call(manager, method, url, method === 'PUT' ? { name: 'Mine' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
