import {
  PRODUCT_MESSAGES,
  type TProductLookup,
  type ZProductLookupQuery,
} from '@pos/contracts/products';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import * as repo from './product-lookup.repository.js';

/**
 * What a scanned code names: the product or variation with that SKU, in any letter case — the
 * one rule the register (`GET /products/lookup`) and stock movements by barcode
 * (inventory's add-by-barcode) resolve a code by. Archived products are never found; an
 * inactive variation is, with `isActive: false` (stock may still be moved; the register does
 * not sell it). 404 `BARCODE_UNKNOWN` when nothing has the code.
 */
export async function findItemByCode(ex: Executor, organizationId: string, code: string) {
  const item = await repo.findByCode(ex, organizationId, code);
  if (!item) throw notFound(PRODUCT_MESSAGES.barcodeUnknown, 'BARCODE_UNKNOWN');
  return item;
}

/**
 * `GET /products/lookup`: the item of a code and its stock at the store asked for (else the
 * default store), in one statement.
 */
export async function lookupProduct(
  deps: AppDeps,
  caller: Caller,
  q: z.output<typeof ZProductLookupQuery>,
): Promise<TProductLookup> {
  const org = caller.organizationId;
  const storeId = q.storeId ?? null;
  const found = await repo.findByCodeAtStore(
    deps.db,
    org,
    q.code,
    deps.stock.atStoreSql(org, storeId),
  );
  if (!found) {
    throw storeId
      ? notFound('Store not found')
      : conflict('The organization has no default store.', undefined, 'NO_DEFAULT_STORE');
  }
  if (!found.item) throw notFound(PRODUCT_MESSAGES.barcodeUnknown, 'BARCODE_UNKNOWN');
  return { ...found.item, stock: found.quantity, storeId: found.storeId };
}
