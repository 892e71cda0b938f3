import type { TProductLookup, TProductOption } from '@pos/contracts/products';
import type { TRegisterCustomer } from '@pos/contracts/register-catalog';
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

/** Every word typed must start a word of the row; the longest one is looked up by the index. */
function byWords<T extends { words: string[] }>(term: string) {
  const words = wordsOf(term).sort((a, b) => b.length - a.length);
  const [first, ...rest] = words;
  const matches = (row: T) => rest.every((w) => row.words.some((x) => x.startsWith(w)));
  return { first, matches };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Products whose name or SKUs start with the words typed, by name (as the server's options). */
export async function searchLocalProducts(
  db: RegisterDb,
  term: string,
  limit: number,
): Promise<TProductOption[]> {
  const { first, matches } = byWords<LocalProduct>(term);
  if (!first) return [];
  const found = await db.products
    .where('words')
    .startsWith(first)
    .filter(matches)
    .distinct()
    .limit(limit)
    .toArray();
  return found
    .sort(byName)
    .map(({ _id, name, sku, price, variations }) => ({ _id, name, sku, price, variations }));
}

/** Customers whose name, e-mail or phone starts with the words typed. */
export async function searchLocalCustomers(
  db: RegisterDb,
  term: string,
  limit: number,
): Promise<TRegisterCustomer[]> {
  const { first, matches } = byWords<LocalCustomer>(term);
  if (!first) return [];
  const found = await db.customers
    .where('words')
    .startsWith(first)
    .filter(matches)
    .distinct()
    .limit(limit)
    .toArray();
  return found.sort(byName).map(({ _id, name, email, phone }) => ({ _id, name, email, phone }));
}
