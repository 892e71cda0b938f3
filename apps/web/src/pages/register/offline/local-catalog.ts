import type { TProductLookup, TProductOption } from '@pos/contracts/products';
import type { TRegisterCustomer } from '@pos/contracts/register-catalog';
import type { Table } from 'dexie';
import type { LocalCustomer, LocalProduct, RegisterDb } from './register-db';
import { stockKey, wordsOf } from './register-db';

/** Whether the register holds a whole catalogue (a first load finished at least once). */
export async function catalogueReady(db: RegisterDb, storeId: string) {
  const [store, syncedAt] = await Promise.all([db.getMeta('storeId'), db.getMeta('syncedAt')]);
  return store === storeId && Boolean(syncedAt);
}

/**
 * A scanned code in the register's copy, by the server's rule (`GET /products/lookup`): the
 * product or variation with that SKU in any letter case; the product's own SKU first.
 */
export async function findLocalItem(
  db: RegisterDb,
  code: string,
  storeId: string,
): Promise<TProductLookup | null> {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return null;
  const product = await db.products.where('skus').equals(wanted).first();
  if (!product) return null;
  const variation =
    product.sku?.toLowerCase() === wanted
      ? null
      : (product.variations.find((v) => v.sku?.toLowerCase() === wanted) ?? null);
  const stock = await db.stock.get(stockKey(product._id, variation?._id ?? null));
  return {
    productId: product._id,
    variationId: variation?._id ?? null,
    name: product.name,
    variationName: variation?.name ?? null,
    sku: (variation ? variation.sku : product.sku) ?? code,
    price: variation ? variation.price : product.price,
    stock: stock?.quantity ?? 0,
    storeId,
    isActive: variation ? variation.isActive : true,
  };
}

/**
 * The rows of `table` whose words start with every word typed (the longest one looked up by the
 * index, the others checked on the rows it finds), by name.
 */
async function byWords<T extends { name: string; words: string[] }>(
  table: Table<T, string>,
  term: string,
  limit: number,
): Promise<T[]> {
  const [first, ...rest] = wordsOf(term).sort((a, b) => b.length - a.length);
  if (!first) return [];
  const found = await table
    .where('words')
    .startsWith(first)
    .filter((row) => rest.every((w) => row.words.some((x) => x.startsWith(w))))
    .distinct()
    .limit(limit)
    .toArray();
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Products whose name starts with the words typed, or whose SKU starts with what was typed, by
 * name (as the server's options).
 */
export async function searchLocalProducts(
  db: RegisterDb,
  term: string,
  limit: number,
): Promise<TProductOption[]> {
  const sku = term.trim().toLowerCase();
  const [named, bySku] = await Promise.all([
    byWords<LocalProduct>(db.products, term, limit),
    sku ? db.products.where('skus').startsWith(sku).distinct().limit(limit).toArray() : [],
  ]);
  const seen = new Set(named.map((p) => p._id));
  const found = [...named, ...bySku.filter((p) => !seen.has(p._id))]
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limit);
  return found.map(({ _id, name, sku, price, variations }) => ({
    _id,
    name,
    sku,
    price,
    variations,
  }));
}

/** Customers whose name, e-mail or phone starts with the words typed. */
export async function searchLocalCustomers(
  db: RegisterDb,
  term: string,
  limit: number,
): Promise<TRegisterCustomer[]> {
  const found = await byWords<LocalCustomer>(db.customers, term, limit);
  return found.map(({ _id, name, email, phone }) => ({ _id, name, email, phone }));
}
