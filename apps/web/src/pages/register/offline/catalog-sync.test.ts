import 'fake-indexeddb/auto';
import type { TRegisterCatalogPage, TRegisterProduct } from '@pos/contracts/register-catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { syncCatalog } from './catalog-sync';
import {
  catalogueReady,
  findLocalItem,
  searchLocalCustomers,
  searchLocalProducts,
} from './local-catalog';
import { RegisterDb } from './register-db';

let n = 0;
const freshDb = () => new RegisterDb(`test-${++n}`);
let db: RegisterDb;
afterEach(async () => {
  await db?.delete();
});

const product = (id: string, over: Partial<TRegisterProduct> = {}): TRegisterProduct => ({
  _id: id,
  name: `Product ${id}`,
  sku: `SKU-${id}`,
  price: 10,
  categoryId: null,
  imageUrl: null,
  variations: [],
  ...over,
});

const page = (over: Partial<TRegisterCatalogPage>): TRegisterCatalogPage => ({
  reset: false,
  products: [],
  removedProductIds: [],
  stock: [],
  customers: [],
  removedCustomerIds: [],
  categories: null,
  cursor: 'c',
  hasMore: false,
  serverTime: new Date().toISOString(),
  ...over,
});

/** A server that answers the given pages in turn and records the cursors it was asked with. */
function server(pages: TRegisterCatalogPage[]) {
  const asked: (string | undefined)[] = [];
  return {
    asked,
    fetch: async (_storeId: string, cursor?: string) => {
      asked.push(cursor);
      const next = pages.shift();
      if (!next) throw new Error('no more pages');
      return next;
    },
  };
}

describe('the register catalogue copy', () => {
  it('loads every page of a full load, then asks only from its cursor', async () => {
    db = freshDb();
    const first = server([
      page({ reset: true, products: [product('a'), product('b')], cursor: 'p1', hasMore: true }),
      page({
        products: [
          product('c', {
            sku: null,
            name: 'Hoodie',
            variations: [
              { _id: 'v1', name: 'Red / M', sku: 'HOOD-RED-M', price: 40, isActive: true },
              { _id: 'v2', name: 'Blue / M', sku: 'HOOD-BLUE-M', price: 42, isActive: false },
            ],
          }),
        ],
        stock: [
          { productId: 'a', variationId: null, quantity: 7 },
          { productId: 'b', variationId: null, quantity: 3 },
          { productId: 'c', variationId: 'v1', quantity: -2 },
        ],
        categories: [{ _id: 'k', name: 'Tops' }],
        cursor: 'p2',
      }),
    ]);
    expect(await catalogueReady(db, 's1')).toBe(false);
    await syncCatalog(db, 's1', first.fetch);
    expect(first.asked).toEqual([undefined, 'p1']);
    expect(await catalogueReady(db, 's1')).toBe(true);
    expect(await db.products.count()).toBe(3);

    expect(await findLocalItem(db, 'sku-a', 's1')).toMatchObject({
      productId: 'a',
      variationId: null,
      sku: 'SKU-a',
      stock: 7,
      isActive: true,
    });
    expect(await findLocalItem(db, 'hood-red-m', 's1')).toMatchObject({
      productId: 'c',
      variationId: 'v1',
      name: 'Hoodie',
      variationName: 'Red / M',
      price: 40,
      stock: -2,
    });
    expect(await findLocalItem(db, 'HOOD-BLUE-M', 's1')).toMatchObject({
      isActive: false,
      stock: 0,
    });
    expect(await findLocalItem(db, 'nothing', 's1')).toBeNull();

    const later = server([
      page({
        products: [product('a', { price: 12.5 })],
        removedProductIds: ['b'],
        stock: [{ productId: 'a', variationId: null, quantity: 6 }],
        cursor: 'p3',
      }),
    ]);
    await syncCatalog(db, 's1', later.fetch);
    expect(later.asked).toEqual(['p2']);
    expect(await findLocalItem(db, 'SKU-a', 's1')).toMatchObject({ price: 12.5, stock: 6 });
    expect(await findLocalItem(db, 'SKU-b', 's1')).toBeNull();
    expect(await db.stock.get('b|')).toBeUndefined();
  });

  it('starts over for another store, and drops what it had on a reset', async () => {
    db = freshDb();
    await syncCatalog(db, 's1', server([page({ reset: true, products: [product('a')] })]).fetch);
    const other = server([page({ reset: true, products: [product('z')], cursor: 'q' })]);
    await syncCatalog(db, 's2', other.fetch);
    expect(other.asked).toEqual([undefined]);
    expect(await db.products.toCollection().primaryKeys()).toEqual(['z']);
    expect(await catalogueReady(db, 's1')).toBe(false);
  });

  it('an interrupted load goes on from the last page stored, and is not "ready" before it ends', async () => {
    db = freshDb();
    const failing = server([
      page({ reset: true, products: [product('a')], cursor: 'p1', hasMore: true }),
    ]);
    await expect(syncCatalog(db, 's1', failing.fetch)).rejects.toThrow();
    expect(await catalogueReady(db, 's1')).toBe(false);
    const resumed = server([page({ products: [product('b')], cursor: 'p2' })]);
    await syncCatalog(db, 's1', resumed.fetch);
    expect(resumed.asked).toEqual(['p1']);
    expect(await db.products.count()).toBe(2);
  });

  it('searches by the start of any word of the name or SKU, every word typed', async () => {
    db = freshDb();
    await syncCatalog(
      db,
      's1',
      server([
        page({
          reset: true,
          products: [
            product('1', { name: 'Organic Green Tea', sku: 'TEA-GRN' }),
            product('2', { name: 'Green Apple', sku: 'APL-1' }),
            product('3', { name: 'Black Tea', sku: 'TEA-BLK' }),
          ],
          customers: [
            { _id: 'c1', name: 'Zoë Müller', email: 'zoe@example.com', phone: '+49 30 1234567' },
            { _id: 'c2', name: 'Ann Lee', email: null, phone: null },
          ],
        }),
      ]).fetch,
    );
    const names = async (term: string) =>
      (await searchLocalProducts(db, term, 12)).map((p) => p.name);
    expect(await names('green')).toEqual(['Green Apple', 'Organic Green Tea']);
    expect(await names('tea gr')).toEqual(['Organic Green Tea']);
    expect(await names('TEA-B')).toEqual(['Black Tea']);
    expect(await names('  ')).toEqual([]);
    expect((await searchLocalCustomers(db, 'zoe@', 20)).map((c) => c._id)).toEqual(['c1']);
    expect((await searchLocalCustomers(db, 'müll', 20)).map((c) => c._id)).toEqual(['c1']);
    expect((await searchLocalCustomers(db, '+4930', 20)).map((c) => c._id)).toEqual(['c1']);
  });
});
