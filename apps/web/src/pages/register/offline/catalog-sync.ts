import type {
  TRegisterCatalogPage,
  TRegisterCustomer,
  TRegisterProduct,
} from '@pos/contracts/register-catalog';
import {
  type LocalCustomer,
  type LocalProduct,
  type RegisterDb,
  stockKey,
  wordsOf,
} from './register-db';
import { timed } from './timing';

export const localProduct = (p: TRegisterProduct): LocalProduct => {
  const skus = [p.sku, ...p.variations.map((v) => v.sku)]
    .filter((s): s is string => Boolean(s))
    .map((s) => s.toLowerCase());
  return { ...p, skus, words: wordsOf(p.name) };
};

export const localCustomer = (c: TRegisterCustomer): LocalCustomer => ({
  ...c,
  words: wordsOf(c.name, c.email, c.phone?.replace(/[^\d+]/g, '')),
});

/** One page of changes, written in one transaction with the cursor that comes after it. */
export async function applyPage(db: RegisterDb, storeId: string, page: TRegisterCatalogPage) {
  await db.transaction('rw', [db.products, db.stock, db.customers, db.meta], async () => {
    if (page.reset) {
      await Promise.all([db.products.clear(), db.stock.clear(), db.customers.clear()]);
    }
    if (page.products.length) await db.products.bulkPut(page.products.map(localProduct));
    if (page.removedProductIds.length) {
      await db.products.bulkDelete(page.removedProductIds);
      // Their stock rows go too (the product's own and its variations').
      for (const id of page.removedProductIds) {
        await db.stock.where('key').startsWith(`${id}|`).delete();
      }
    }
    if (page.stock.length) {
      await db.stock.bulkPut(
        page.stock.map((s) => ({
          key: stockKey(s.productId, s.variationId),
          quantity: s.quantity,
        })),
      );
    }
    if (page.customers.length) await db.customers.bulkPut(page.customers.map(localCustomer));
    if (page.removedCustomerIds.length) await db.customers.bulkDelete(page.removedCustomerIds);
    if (page.categories) await db.setMeta('categories', page.categories);
    await db.setMeta('storeId', storeId);
    await db.setMeta('cursor', page.cursor);
    if (!page.hasMore) await db.setMeta('syncedAt', new Date().toISOString());
  });
}

export type FetchCatalogPage = (storeId: string, cursor?: string) => Promise<TRegisterCatalogPage>;

/**
 * Brings the register's copy up to date: from its cursor (a full load when it has none, or it
 * was of another store), page after page until the server has no more. Each page is stored with
 * its cursor, so an interrupted load goes on where it stopped.
 */
export async function syncCatalog(db: RegisterDb, storeId: string, fetchPage: FetchCatalogPage) {
  const sameStore = (await db.getMeta('storeId')) === storeId;
  let cursor = sameStore ? await db.getMeta('cursor') : undefined;
  let rows = 0;
  for (;;) {
    const page = await timed('register-catalog-fetch', () => fetchPage(storeId, cursor));
    await timed('register-catalog-store', () => applyPage(db, storeId, page));
    rows += page.products.length + page.stock.length + page.customers.length;
    cursor = page.cursor;
    if (!page.hasMore) return { rows };
  }
}
