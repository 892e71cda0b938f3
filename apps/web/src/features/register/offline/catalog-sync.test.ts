import 'fake-indexeddb/auto';
import type { TRegisterCatalogPage, TRegisterProduct } from '@pos/contracts/register-catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCatalogPage, syncCatalog } from './catalog-sync';
import { LocalCatalog } from './local-catalog';
import { RegisterDb } from './register-db';

let n = 0;
let db: RegisterDb;
let catalog: LocalCatalog;
const freshDb = () => {
  db = new RegisterDb(`test-${++n}`);
  catalog = new LocalCatalog(db);
  return db;
};
afterEach(async () => {
  await db?.delete();
});

const sync = (storeId: string, fetch: FetchCatalogPage) => syncCatalog(db, catalog, storeId, fetch);
/** The copy is whole for the store: a load of it finished (as the register's `ready`). */
const catalogueReady = async (storeId: string) =>
  (await db.getMeta('storeId')) === storeId && Boolean(await db.getMeta('syncedAt'));
/** The same database read anew, as by a reload or another tab. */
const reopened = async () => {
  const again = new LocalCatalog(new RegisterDb(`test-${n}`));
  await again.loaded;
  return again;
};

const product = (id: string, over: Partial<TRegisterProduct> = {}): TRegisterProduct => ({
  _id: id,
  unit: 'each',
  name: `Product ${id}`,
  sku: `SKU-${id}`,
  price: 10,
  categoryId: null,
  taxClassId: null,
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
    freshDb();
    const first = server([
      page({ reset: true, products: [product('a'), product('b')], cursor: 'p1', hasMore: true }),
      page({
        products: [
          product('c', {
            sku: null,
            name: 'Hoodie',
            variations: [
              {
                _id: 'v1',
                name: 'Red / M',
                sku: 'HOOD-RED-M',
                price: 40,
                isActive: true,
                taxClassId: null,
              },
              {
                _id: 'v2',
                name: 'Blue / M',
                sku: 'HOOD-BLUE-M',
                price: 42,
                isActive: false,
                taxClassId: null,
              },
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
    expect(await catalogueReady('s1')).toBe(false);
    await sync('s1', first.fetch);
    expect(first.asked).toEqual([undefined, 'p1']);
    expect(await catalogueReady('s1')).toBe(true);
    expect(await db.catalog.count()).toBe(2);

    expect(catalog.findItem('sku-a', 's1')).toMatchObject({
      productId: 'a',
      variationId: null,
      sku: 'SKU-a',
      stock: 7,
      isActive: true,
    });
    expect(catalog.findItem('hood-red-m', 's1')).toMatchObject({
      productId: 'c',
      variationId: 'v1',
      name: 'Hoodie',
      variationName: 'Red / M',
      price: 40,
      stock: -2,
    });
    expect(catalog.findItem('HOOD-BLUE-M', 's1')).toMatchObject({
      isActive: false,
      stock: 0,
    });
    expect(catalog.findItem('nothing', 's1')).toBeNull();

    const later = server([
      page({
        products: [product('a', { price: 12.5 })],
        removedProductIds: ['b'],
        stock: [{ productId: 'a', variationId: null, quantity: 6 }],
        cursor: 'p3',
      }),
    ]);
    await sync('s1', later.fetch);
    expect(later.asked).toEqual(['p2']);
    expect(catalog.findItem('SKU-a', 's1')).toMatchObject({ price: 12.5, stock: 6 });
    expect(catalog.findItem('SKU-b', 's1')).toBeNull();
    // A reload reads the same catalogue from the stored records.
    const after = await reopened();
    expect(after.findItem('SKU-a', 's1')).toMatchObject({ price: 12.5, stock: 6 });
    expect(after.findItem('SKU-b', 's1')).toBeNull();
    expect(after.findItem('hood-red-m', 's1')).toMatchObject({ variationId: 'v1', stock: -2 });
  });

  it('starts over for another store, and drops what it had on a reset', async () => {
    freshDb();
    await sync('s1', server([page({ reset: true, products: [product('a')] })]).fetch);
    const other = server([page({ reset: true, products: [product('z')], cursor: 'q' })]);
    await sync('s2', other.fetch);
    expect(other.asked).toEqual([undefined]);
    expect(catalog.findItem('SKU-a', 's2')).toBeNull();
    expect(catalog.findItem('SKU-z', 's2')).toMatchObject({ productId: 'z' });
    expect(await db.catalog.count()).toBe(1);
    expect((await reopened()).searchProducts('product', 10).map((p) => p._id)).toEqual(['z']);
    expect(await catalogueReady('s1')).toBe(false);
  });

  it('an interrupted load goes on from the last page stored, and is not "ready" before it ends', async () => {
    freshDb();
    const failing = server([
      page({ reset: true, products: [product('a')], cursor: 'p1', hasMore: true }),
    ]);
    await expect(sync('s1', failing.fetch)).rejects.toThrow();
    expect(await catalogueReady('s1')).toBe(false);
    const resumed = server([page({ products: [product('b')], cursor: 'p2' })]);
    await sync('s1', resumed.fetch);
    expect(resumed.asked).toEqual(['p1']);
    expect(catalog.searchProducts('product', 10).map((p) => p._id)).toEqual(['a', 'b']);
  });

  it('searches by the start of any word of the name or SKU, every word typed', async () => {
    freshDb();
    await sync(
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
    const names = async (term: string) => catalog.searchProducts(term, 12).map((p) => p.name);
    expect(await names('green')).toEqual(['Green Apple', 'Organic Green Tea']);
    expect(await names('tea gr')).toEqual(['Organic Green Tea']);
    expect(await names('TEA-B')).toEqual(['Black Tea']);
    expect(await names('  ')).toEqual([]);
    expect(catalog.searchCustomers('zoe@', 20).map((c) => c._id)).toEqual(['c1']);
    expect(catalog.searchCustomers('müll', 20).map((c) => c._id)).toEqual(['c1']);
    expect(catalog.searchCustomers('+4930', 20).map((c) => c._id)).toEqual(['c1']);
  });
});

describe('the catalogue log', () => {
  it('another tab reads what one tab synced, and a log written anew reads the same', async () => {
    freshDb();
    await sync(
      's1',
      server([page({ reset: true, products: [product('a'), product('b')], cursor: 'p0' })]).fetch,
    );
    const other = await reopened();
    // A busy day: a change a minute, each sync one small record, until the log is written anew.
    for (let i = 1; i <= 60; i++) {
      const changes = page({
        products: [product('a', { price: i, name: `Apple ${i}` })],
        stock: [{ productId: 'a', variationId: null, quantity: 100 - i }],
        ...(i === 30 ? { removedProductIds: ['b'] } : {}),
        cursor: `p${i}`,
      });
      await sync('s1', server([changes]).fetch);
      if (i === 10) {
        await other.refresh();
        expect(other.findItem('SKU-a', 's1')).toMatchObject({ name: 'Apple 10', stock: 90 });
        expect(other.searchProducts('apple 1', 5).map((p) => p.name)).toEqual(['Apple 10']);
      }
    }
    // Written anew: a few records, and what they hold is what the deltas made.
    expect(await db.catalog.count()).toBeLessThan(12);
    const expected = { name: 'Apple 60', price: 60, stock: 40 };
    expect(catalog.findItem('sku-a', 's1')).toMatchObject(expected);
    expect((await reopened()).findItem('sku-a', 's1')).toMatchObject(expected);
    // The tab that last read before the log was written anew catches up from it.
    await other.refresh();
    expect(other.findItem('sku-a', 's1')).toMatchObject(expected);
    expect(other.findItem('sku-b', 's1')).toBeNull();
    expect(other.searchProducts('apple 1', 5)).toEqual([]);
    expect(other.searchProducts('apple', 5).map((p) => p.name)).toEqual(['Apple 60']);
    expect(other.searchProducts('product', 5)).toEqual([]);
  });
});
