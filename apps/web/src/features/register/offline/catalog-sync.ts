import type { TRegisterCatalogPage } from '@pos/contracts/register-catalog';
import type { LocalCatalog } from './local-catalog';
import { type CatalogRecord, catalogRecord, type RegisterDb } from './register-db';
import { timed } from './timing';

const hasRows = (r: CatalogRecord) =>
  r.reset ||
  r.products.length + r.removedProductIds.length + r.stock.length > 0 ||
  r.customers.length + r.removedCustomerIds.length > 0;

/**
 * One page of changes, kept in one transaction with the cursor that comes after it (as one
 * record of the catalogue log; a reset page drops the log before it), then taken into memory.
 */
export async function applyPage(
  db: RegisterDb,
  catalog: LocalCatalog,
  storeId: string,
  page: TRegisterCatalogPage,
) {
  const { reset, products, removedProductIds, stock, customers, removedCustomerIds } = page;
  const record = catalogRecord({
    reset,
    products,
    removedProductIds,
    stock,
    customers,
    removedCustomerIds,
  });
  const seq = await db.transaction('rw', [db.catalog, db.meta], async () => {
    if (reset) await Promise.all([db.catalog.clear(), db.meta.delete('syncedAt')]);
    const added = hasRows(record) ? await db.catalog.add(record) : null;
    if (page.categories) await db.setMeta('categories', page.categories);
    await db.setMeta('storeId', storeId);
    await db.setMeta('cursor', page.cursor);
    return added;
  });
  if (seq !== null) await catalog.accept(record, seq);
}

export type FetchCatalogPage = (storeId: string, cursor?: string) => Promise<TRegisterCatalogPage>;

/**
 * Brings the register's copy up to date: from its cursor (a full load when it has none, or it
 * was of another store), page after page until the server has no more. Each page is stored with
 * its cursor, so an interrupted load goes on where it stopped; the next page is asked for while
 * one is stored (the server's time and the browser's overlap). The copy is "updated" (its
 * `syncedAt`) once the last page is in and the catalogue in memory is ready to answer scans.
 */
export async function syncCatalog(
  db: RegisterDb,
  catalog: LocalCatalog,
  storeId: string,
  fetchPage: FetchCatalogPage,
) {
  const sameStore = (await db.getMeta('storeId')) === storeId;
  const fetchAfter = (cursor: string | undefined) => {
    const asked = timed('register-catalog-fetch', () => fetchPage(storeId, cursor));
    // Failing while a page is stored: reported when it is awaited, not as unhandled.
    asked.catch(() => undefined);
    return asked;
  };
  let next = fetchAfter(sameStore ? await db.getMeta('cursor') : undefined);
  let rows = 0;
  for (;;) {
    const page = await next;
    if (page.hasMore) next = fetchAfter(page.cursor);
    await timed('register-catalog-store', () => applyPage(db, catalog, storeId, page));
    rows += page.products.length + page.stock.length + page.customers.length;
    if (!page.hasMore) break;
  }
  catalog.prepare();
  await db.setMeta('syncedAt', new Date().toISOString());
  await catalog.compactIfLong();
  return { rows };
}
