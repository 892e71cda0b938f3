import { canAccess, SCREENS } from '@pos/contracts/permissions';
import {
  REGISTER_CUSTOMERS_LIMIT,
  type TRegisterCatalogPage,
  type TRegisterCustomer,
  type TRegisterProduct,
  type TRegisterStock,
  type ZRegisterCatalogQuery,
} from '@pos/contracts/register-catalog';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import * as repo from './register.repository.js';
import {
  decodeCursor,
  encodeCursor,
  type Paging,
  type Position,
  type StreamName,
} from './register-cursor.js';

/**
 * Rows per page and stream. A full load of 100,000 products (a third with three variations),
 * their 200,000 stock levels at the store and 50,000 customers is 20 pages of about 3 MB of
 * JSON, 0.8 MB compressed, 0.15–0.2 s each through the service
 * (docs/benchmarks/register-catalogue.md): big enough that per-request costs do not add up, small
 * enough that a page stays a short statement per stream and the register stores it in one
 * IndexedDB transaction.
 */
export const PAGE_SIZES: Record<StreamName, number> = {
  products: 5_000,
  removedProducts: 10_000,
  stock: 10_000,
  customers: 10_000,
  removedCustomers: 10_000,
};

/**
 * The late-commit rule. `updated_at` is the writing transaction's start (`now()`), and a
 * transaction is seen only once it commits: a change can become visible after a page has
 * passed its time. So a sync does not end at its last row: when it ends, the next one starts
 * at the sync's floor — the horizon read when the sync began (`repo.storeClock`): the oldest
 * start of a transaction running then in this database, and at most now − this window. Every
 * transaction the sync did not see started at or after the floor, so the next sync reads its
 * rows; rows after the floor that were sent already are sent again (the register upserts them:
 * harmless). The window covers transactions the database role cannot see in
 * pg_stat_activity (another role's sessions); this app's own are seen, and a transaction of it
 * that runs longer than the window still holds the floor back.
 */
export const SYNC_SAFETY_WINDOW_SECONDS = 30;

type Query = z.output<typeof ZRegisterCatalogQuery>;

/** Splits what a stream read (one row more than a page) into the page and whether more follow. */
function page<R extends { id: string; at: string }>(rows: R[], size: number, from: Position) {
  const taken = rows.slice(0, size);
  const last = taken.at(-1);
  return {
    rows: taken,
    more: rows.length > size,
    next: last ? ([last.at, last.id] as Position) : from,
  };
}

/**
 * `GET /register/catalog`: one page of the store's sellable catalogue and customers, changed
 * since the cursor (a full load without one). See the contract (register-catalog.ts) for the
 * answer; `SYNC_SAFETY_WINDOW_SECONDS` for why a sync ends where it does. The store must be
 * the organization's (404) and active (409 LOCATION_INACTIVE: the register cannot sell there,
 * as a sale at it is refused). Customers come only to a caller who may read them (the
 * customers screen's access); to others their lists stay empty.
 */
export async function registerCatalogPage(
  deps: AppDeps,
  caller: Caller,
  q: Query,
  opts: { safetyWindowSeconds: number; pageSizes: Record<StreamName, number> } = {
    safetyWindowSeconds: SYNC_SAFETY_WINDOW_SECONDS,
    pageSizes: PAGE_SIZES,
  },
): Promise<TRegisterCatalogPage> {
  const org = caller.organizationId;
  const cursor = q.cursor === undefined ? null : decodeCursor(q.cursor);
  const withCustomers = canAccess(caller, SCREENS.customers.access);
  const clock = await repo.storeClock(deps.db, org, q.storeId, opts.safetyWindowSeconds);
  if (!clock) throw notFound('Store not found');
  if (!clock.isActive) {
    throw conflict(`Store "${clock.name}" is inactive.`, undefined, 'LOCATION_INACTIVE');
  }
  // A cursor of another store, or made with the other answer about customers, or older than the
  // removals are kept, starts over: the register may lack rows or have missed a removal.
  const usable =
    cursor !== null &&
    cursor.store.toLowerCase() === q.storeId.toLowerCase() &&
    cursor.customers === withCustomers &&
    cursor.since >= clock.retainedSince;

  let floor: string;
  let at: Paging;
  if (!usable) {
    floor = clock.horizon;
    const fromFloor: Position = [floor, NIL];
    at = {
      full: true,
      products: null,
      stock: null,
      customers: withCustomers
        ? await repo.customersStart(deps.db, org, REGISTER_CUSTOMERS_LIMIT)
        : null,
      // Nothing to remove from an empty copy, but what is deleted while it loads.
      removedProducts: fromFloor,
      removedCustomers: fromFloor,
    };
  } else if (cursor.paging) {
    floor = cursor.since;
    at = cursor.paging;
  } else {
    floor = clock.horizon;
    const since: Position = [cursor.since, NIL];
    at = {
      full: false,
      products: since,
      stock: since,
      customers: since,
      removedProducts: since,
      removedCustomers: since,
    };
  }

  const db = deps.db;
  const size = opts.pageSizes;
  const products = page(
    await repo.productsAfter(db, org, at.products, at.full ? floor : null, size.products + 1),
    size.products,
    at.products,
  );
  const removedProducts = page(
    await repo.removedProductsAfter(db, org, at.removedProducts, size.removedProducts + 1),
    size.removedProducts,
    at.removedProducts,
  );
  const stock = page(
    await repo.stockAfter(db, org, q.storeId, at.stock, size.stock + 1),
    size.stock,
    at.stock,
  );
  const none = { rows: [], more: false };
  const customers = withCustomers
    ? page(
        await repo.customersAfter(db, org, at.customers, size.customers + 1),
        size.customers,
        at.customers,
      )
    : { ...none, next: at.customers };
  const removedCustomers = withCustomers
    ? page(
        await repo.removedCustomersAfter(db, org, at.removedCustomers, size.removedCustomers + 1),
        size.removedCustomers,
        at.removedCustomers,
      )
    : { ...none, next: at.removedCustomers };

  const hasMore = [products, removedProducts, stock, customers, removedCustomers].some(
    (s) => s.more,
  );
  const base = { v: 1 as const, store: q.storeId, customers: withCustomers, since: floor };
  const next = hasMore
    ? encodeCursor({
        ...base,
        paging: {
          full: at.full,
          products: products.next,
          removedProducts: removedProducts.next,
          stock: stock.next,
          customers: customers.next,
          removedCustomers: removedCustomers.next,
        },
      })
    : encodeCursor(base);

  const live = products.rows.filter((p) => !p.archived);
  return {
    reset: !usable,
    products: live.map(productOf),
    removedProductIds: [
      ...products.rows.filter((p) => p.archived).map((p) => p.id),
      ...removedProducts.rows.map((r) => r.id),
    ],
    stock: stock.rows.map(
      (s): TRegisterStock => ({
        productId: s.product_id,
        variationId: s.variation_id,
        quantity: Number(s.quantity),
      }),
    ),
    customers: customers.rows.map(
      (c): TRegisterCustomer => ({ _id: c.id, name: c.name, email: c.email, phone: c.phone }),
    ),
    removedCustomerIds: removedCustomers.rows.map((r) => r.id),
    categories: hasMore
      ? null
      : (await repo.categoryNames(db, org)).map((c) => ({ _id: c.id, name: c.name })),
    cursor: next,
    hasMore,
    serverTime: clock.now,
  };
}

const NIL = '00000000-0000-0000-0000-000000000000';

const productOf = (p: repo.ProductRow): TRegisterProduct => ({
  _id: p.id,
  name: p.name,
  sku: p.sku,
  price: Number(p.price),
  categoryId: p.category_id,
  taxClassId: p.tax_class_id,
  unit: p.unit,
  imageUrl: p.image_url,
  variations: (p.variations ?? []).map(([id, values, sku, price, isActive, taxClassId]) => ({
    _id: id,
    name: values.join(' / '),
    sku,
    price: Number(price),
    isActive,
    taxClassId,
  })),
});
