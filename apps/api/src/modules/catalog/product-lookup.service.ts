import {
  PRODUCT_MESSAGES,
  type TProductLookup,
  type ZProductLookupQuery,
} from '@pos/contracts/products';
import {
  mayBeScaleBarcode,
  readScaleBarcode,
  SCALE_MESSAGES,
  scaleItemSkus,
  scaleSaleOf,
} from '@pos/contracts/scale-barcodes';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { scaleRulesOf } from '../settings/settings.service.js';
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
 * default store), in one statement. A code the shop's scale rules take is a scale label
 * (`scaleLookup`).
 */
export async function lookupProduct(
  deps: AppDeps,
  caller: Caller,
  q: z.output<typeof ZProductLookupQuery>,
): Promise<TProductLookup> {
  const org = caller.organizationId;
  if (mayBeScaleBarcode(q.code)) {
    const label = readScaleBarcode(q.code, await scaleRulesOf(deps.db, org));
    if (label) return scaleLookup(deps, caller, q, label);
  }
  const found = await itemAtStore(deps, org, q.code, q.storeId ?? null);
  if (!found.item) throw notFound(PRODUCT_MESSAGES.barcodeUnknown, 'BARCODE_UNKNOWN');
  return { ...found.item, stock: found.quantity, storeId: found.storeId };
}

async function itemAtStore(deps: AppDeps, org: string, code: string, storeId: string | null) {
  const found = await repo.findByCodeAtStore(
    deps.db,
    org,
    code,
    deps.stock.atStoreSql(org, storeId),
  );
  if (!found) {
    throw storeId
      ? notFound('Store not found')
      : conflict('The organization has no default store.', undefined, 'NO_DEFAULT_STORE');
  }
  return found;
}

/**
 * A scale label (docs/DESIGN.md, "Scale barcodes"): refused at the scan when its check digit is
 * wrong (400 `SCALE_BARCODE_INVALID`); its item number is a SKU as printed, else without its
 * leading zeros (404 `BARCODE_UNKNOWN` when neither is); the answer says the line it makes.
 */
async function scaleLookup(
  deps: AppDeps,
  caller: Caller,
  q: z.output<typeof ZProductLookupQuery>,
  label: NonNullable<ReturnType<typeof readScaleBarcode>>,
): Promise<TProductLookup> {
  const invalid = (message: string) =>
    validationError(message, { code: message }, 'SCALE_BARCODE_INVALID');
  if (!label.ok) throw invalid(SCALE_MESSAGES.checkDigit);
  const storeId = q.storeId ?? null;
  for (const sku of scaleItemSkus(label.item)) {
    const found = await itemAtStore(deps, caller.organizationId, sku, storeId);
    if (!found.item) continue;
    const item = { ...found.item, stock: found.quantity, storeId: found.storeId };
    const name = item.variationName ? `${item.name} / ${item.variationName}` : item.name;
    const scale = scaleSaleOf(q.code, label, { ...item, name });
    if ('problem' in scale) throw invalid(scale.problem);
    return { ...item, scale };
  }
  throw notFound(SCALE_MESSAGES.unknownItem(label.item), 'BARCODE_UNKNOWN');
}
