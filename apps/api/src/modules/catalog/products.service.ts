import {
  fractionsOfEach,
  PRODUCT_MESSAGES,
  PRODUCTS_CSV_COLUMNS,
  type TProductRow,
  type ZProductBody,
} from '@pos/contracts/products';
import { isWhole, QUANTITY_MESSAGES } from '@pos/contracts/units';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import {
  AppError,
  badRequest,
  conflict,
  inUse,
  notFound,
  validationError,
} from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import { isRowOfOrganization } from '../../lib/resource.repository.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordAudit, recordUpdate } from '../audit/audit.service.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { isTaxClassOf } from '../settings/tax-classes.service.js';
import { type attributes, manufacturers, marketers, suppliers } from './attributes.tables.js';
import { categories } from './categories.tables.js';
import { storeImages } from './product-images.js';
import { productsList, type TProductsQuery } from './products.list.js';
import * as repo from './products.repository.js';
import { variationSkus } from './variation-skus.js';

type Body = z.output<typeof ZProductBody>;

/** The product's fields the audit log follows (DESIGN §13); stock has its own ledger. */
const AUDITED_FIELDS = [
  'name',
  'sku',
  'price',
  'costPrice',
  'categoryId',
  'unit',
  'reorderLevel',
  'reorderQuantity',
  'supplier',
  'taxClassId',
] as const satisfies readonly (keyof TProductRow)[];

type VariationAudit = { price: number | null; costPrice: number | null; sku: string | null };

/**
 * What an edit changed: the product's audited fields, and each variation's price, cost and SKU
 * under "price (Red / L)"; a variation added or removed shows with a null side.
 */
function productChanges(before: TProductRow | null, after: TProductRow | null) {
  const changes = diffOf<TProductRow>(before, after, AUDITED_FIELDS);
  const byId = (p: TProductRow | null) => new Map((p?.variations ?? []).map((v) => [v._id, v]));
  const old = byId(before);
  const now = byId(after);
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const b = old.get(id) ?? null;
    const a = now.get(id) ?? null;
    const label = (a ?? b)?.attributeCombination.join(' / ');
    const gone: VariationAudit = { price: null, costPrice: null, sku: null };
    const fields = ['price', 'costPrice', 'sku'] as const;
    for (const [field, c] of Object.entries(diffOf<VariationAudit>(b, a ?? gone, fields))) {
      changes[`${field} (${label})`] = c;
    }
  }
  return changes;
}

export const listProducts = (deps: AppDeps, caller: Caller, q: TProductsQuery) =>
  runList(deps.db, productsList, caller.organizationId, q);

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, productsList, organizationId, id);
  if (!row || (await repo.isArchived(ex, organizationId, id))) throw notFound('Product not found');
  return row;
}

export const getProduct = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

/** Every id in the body must be a row of this organization (DESIGN §12: else 404). */
async function checkReferences(ex: Executor, organizationId: string, body: Body) {
  const refs: [string | null | undefined, typeof categories | typeof attributes, string][] = [
    [body.categoryId, categories, 'Category'],
    [body.manufacturedBy, manufacturers, 'Manufacturer'],
    [body.supplier, suppliers, 'Supplier'],
    [body.marketedBy, marketers, 'Marketer'],
  ];
  for (const [id, table, label] of refs) {
    if (id && !(await isRowOfOrganization(ex, table, organizationId, id))) {
      throw notFound(`${label} not found`);
    }
  }
  const classes = [body.taxClassId, ...body.variations.map((v) => v.taxClassId)];
  for (const id of new Set(classes)) {
    if (id && !(await isTaxClassOf(ex, organizationId, id))) {
      throw notFound('Tax class not found');
    }
  }
}

/** Variations must match the configurable attributes, once per combination. */
function checkVariations(body: Body) {
  const attrs = body.configurableAttributes;
  const seen = new Set<string>();
  for (const v of body.variations) {
    const label = v.attributeCombination.join(' / ');
    const fits =
      v.attributeCombination.length === attrs.length &&
      v.attributeCombination.every((value, i) => attrs[i]?.values.includes(value));
    if (!fits) {
      throw validationError(`Variation "${label}" does not match the configurable attributes.`, {
        variations: 'Each variation needs one value of each configurable attribute.',
      });
    }
    const key = v.attributeCombination.join('\u0000').toLowerCase();
    if (seen.has(key)) throw badRequest(`Variation "${label}" appears twice.`);
    seen.add(key);
  }
}

/** SKUs are unique per organization across products and variations (409). */
async function checkSkus(ex: Executor, organizationId: string, body: Body, productId?: string) {
  const skus = [body.sku, ...body.variations.map((v) => v.sku)].filter((s): s is string =>
    Boolean(s),
  );
  const lower = skus.map((s) => s.toLowerCase());
  const twice = skus.find((s, i) => lower.indexOf(s.toLowerCase()) !== i);
  if (twice)
    throw conflict(
      `SKU "${twice}" is used twice in this product.`,
      { sku: PRODUCT_MESSAGES.skuTaken },
      'SKU_TAKEN',
    );
  await repo.lockSkus(ex, organizationId);
  const taken = await repo.takenSkus(ex, organizationId, skus, productId);
  if (taken.length > 0) {
    throw conflict(
      `${PRODUCT_MESSAGES.skuTaken} (${taken.join(', ')})`,
      { sku: PRODUCT_MESSAGES.skuTaken, skus: taken },
      'SKU_TAKEN',
    );
  }
}

/** A cost as stored (4 decimals), null cleared; omitted on an edit, the stored one stays. */
const costText = (cost: number | null) => (cost === null ? null : cost.toFixed(4));

const productValues = (b: Body): repo.ProductValues => ({
  name: b.name,
  description: b.description || null,
  sku: b.sku || null,
  price: b.price.toFixed(2),
  categoryId: b.categoryId ?? null,
  configurableAttributes: b.configurableAttributes,
  manufacturerId: b.manufacturedBy ?? null,
  supplierId: b.supplier ?? null,
  marketerId: b.marketedBy ?? null,
  ...(b.unit !== undefined && { unit: b.unit }),
  ...(b.reorderLevel !== undefined && { reorderLevel: b.reorderLevel }),
  ...(b.reorderQuantity !== undefined && { reorderQuantity: b.reorderQuantity }),
  ...(b.costPrice !== undefined && { costPrice: costText(b.costPrice) }),
  ...(b.taxClassId !== undefined && { taxClassId: b.taxClassId }),
});

/** Images are stored before the transaction: a failed save leaves unreferenced files only. */
async function prepareImages(deps: AppDeps, org: string, body: Body) {
  return {
    product: await storeImages(deps.files, org, body.images, 'Product'),
    variations: await Promise.all(
      body.variations.map((v) =>
        storeImages(deps.files, org, v.images, `Variation ${v.attributeCombination.join(' / ')}`),
      ),
    ),
  };
}

/**
 * A product's (`variationId` null) or a variation's images and total stock, as its form saves
 * them: the images replaced, the stock set to what the form says (the difference moved at the
 * default store, `by` naming why).
 */
async function imagesAndStock(
  deps: AppDeps,
  tx: Executor,
  org: string,
  productId: string,
  variationId: string | null,
  stored: Awaited<ReturnType<typeof prepareImages>>['product'],
  stock: number,
  by: Parameters<AppDeps['stock']['setTotal']>[3],
) {
  await repo.replaceImages(tx, org, productId, variationId, stored);
  await deps.stock.setTotal(tx, { organizationId: org, productId, variationId }, stock, by);
}

/**
 * The form's quantities in the product's unit: whole for one sold `each`, which it may only
 * become while none of its stock is a fraction (docs/DESIGN.md, "Goods sold by weight").
 */
async function checkQuantities(
  deps: AppDeps,
  tx: Executor,
  org: string,
  body: Body,
  product: TProductRow | null,
) {
  const unit = body.unit ?? product?.unit ?? 'each';
  if (!isWhole(unit)) return;
  const details: Record<string, string> = Object.fromEntries(fractionsOfEach(body));
  if (product && product.unit !== unit && (await deps.stock.holdsFractions(tx, org, product._id))) {
    details.unit = PRODUCT_MESSAGES.unitFractions;
  }
  if (Object.keys(details).length > 0) {
    throw validationError(Object.values(details)[0] as string, details);
  }
}

/**
 * Quantities of items in their products' units (docs/DESIGN.md, "Goods sold by weight"): a
 * fraction only of a product sold by a measure. `field` names each in the 400's details. Whole
 * quantities need no read, so stock screens and purchase orders of counted goods pay nothing.
 */
export async function checkUnits(
  ex: Executor,
  organizationId: string,
  lines: readonly { productId: string; quantity: number | null | undefined; field: string }[],
) {
  const fractions = lines.filter((l) => l.quantity != null && !Number.isInteger(l.quantity));
  if (fractions.length === 0) return;
  const units = await repo.unitsOf(ex, organizationId, [
    ...new Set(fractions.map((l) => l.productId)),
  ]);
  const details = Object.fromEntries(
    fractions
      .filter((l) => units.get(l.productId) === 'each')
      .map((l) => [l.field, QUANTITY_MESSAGES.whole]),
  );
  if (Object.keys(details).length > 0) throw validationError(QUANTITY_MESSAGES.whole, details);
}

export async function createProduct(deps: AppDeps, caller: Caller, body: Body) {
  const org = caller.organizationId;
  checkVariations(body);
  const images = await prepareImages(deps, org, body);
  const by = { userId: caller.userId, type: 'STOCK_IN' as const, remarks: 'Opening stock' };
  const data = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, org, body);
    await checkQuantities(deps, tx, org, body, null);
    await checkSkus(tx, org, body);
    const skus = await variationSkus(tx, org, body);
    const id = await repo.insertProduct(tx, org, productValues(body));
    await imagesAndStock(deps, tx, org, id, null, images.product, body.stock, by);
    for (const [i, v] of body.variations.entries()) {
      const vid = await repo.insertVariation(tx, org, id, variationValues(v, i, skus[i]));
      await imagesAndStock(deps, tx, org, id, vid, images.variations[i] ?? [], v.stock, by);
    }
    const created = await load(tx, org, id);
    await recordAudit(tx, caller, {
      entityType: 'Product',
      entityId: id,
      action: 'create',
      changes: productChanges(null, created),
    });
    return created;
  });
  return { data, message: PRODUCT_MESSAGES.created };
}

/** `sku`: the variation's own, or the one generated for it (`variationSkus`). */
const variationValues = (
  v: Body['variations'][number],
  position: number,
  sku: string | null | undefined,
): repo.VariationValues => ({
  attributeCombination: v.attributeCombination,
  price: v.price.toFixed(2),
  ...(v.costPrice !== undefined && { costPrice: costText(v.costPrice) }),
  sku: sku ?? null,
  isActive: v.isActive,
  position,
  ...(v.taxClassId !== undefined && { taxClassId: v.taxClassId }),
});

export async function updateProduct(deps: AppDeps, caller: Caller, id: string, body: Body) {
  const org = caller.organizationId;
  checkVariations(body);
  const images = await prepareImages(deps, org, body);
  const by = {
    userId: caller.userId,
    type: 'MANUAL_ADJUSTMENT' as const,
    remarks: 'Stock edited on the product form',
  };
  const data = await deps.db.transaction(async (tx) => {
    const before = await load(tx, org, id);
    await checkReferences(tx, org, body);
    await checkQuantities(deps, tx, org, body, before);
    await checkSkus(tx, org, body, id);
    const skus = await variationSkus(tx, org, body);
    await repo.updateProduct(tx, org, id, productValues(body));
    await imagesAndStock(deps, tx, org, id, null, images.product, body.stock, by);

    const existing = await repo.variationsOf(tx, org, id);
    const kept = new Set(body.variations.map((v) => v._id).filter(Boolean));
    for (const gone of existing.filter((v) => !kept.has(v.id))) {
      if (await deps.stock.hasHistory(tx, org, id, gone.id)) {
        throw inUse(
          `Variation "${gone.attributeCombination.join(' / ')}" has stock history and cannot be removed; set it inactive instead.`,
        );
      }
      await deps.stock.dropVariationLevels(tx, org, gone.id);
      await repo.deleteVariation(tx, org, gone.id);
    }
    for (const [i, v] of body.variations.entries()) {
      let vid = v._id;
      if (vid) {
        if (!existing.some((e) => e.id === vid)) throw notFound('Variation not found');
        await repo.updateVariation(tx, org, vid, variationValues(v, i, skus[i]));
      } else {
        vid = await repo.insertVariation(tx, org, id, variationValues(v, i, skus[i]));
      }
      await imagesAndStock(deps, tx, org, id, vid, images.variations[i] ?? [], v.stock, by);
    }
    const after = await load(tx, org, id);
    const changes = productChanges(before, after);
    await recordUpdate(tx, caller, { entityType: 'Product', entityId: id }, changes);
    return after;
  });
  return { data, message: PRODUCT_MESSAGES.updated };
}

/**
 * A product without stock history goes; one with history is archived, so its ledger rows
 * and sales keep pointing at it. Either way it leaves every list.
 */
export async function deleteProduct(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  return deps.db.transaction(async (tx) => {
    const current = await load(tx, org, id);
    if (current.totalStock !== 0) {
      throw new AppError(
        'HAS_STOCK',
        `${current.name} still has ${current.totalStock} in stock. Bring its stock to 0 first.`,
      );
    }
    const archived = await deps.stock.hasHistory(tx, org, id);
    if (archived) await repo.archiveProduct(tx, org, id);
    else {
      await deps.stock.dropProductLevels(tx, org, id);
      await repo.deleteProduct(tx, org, id);
    }
    await recordAudit(tx, caller, {
      entityType: 'Product',
      entityId: id,
      action: archived ? 'archive' : 'delete',
      changes: diffOf<TProductRow>(current, null, ['name', 'sku', 'price', 'costPrice']),
    });
    return { message: `${current.name} deleted successfully!` };
  });
}

const csvCells = (p: TProductRow) => [
  p._id,
  p.name,
  p.sku,
  p.categoryName,
  p.price.toFixed(2),
  p.stock,
  p.totalStock,
  p.totalValue.toFixed(2),
  new Date(p.createdAt),
  p.costPrice === null ? null : p.costPrice.toFixed(2),
  p.taxClassName,
  p.unit,
];

export async function exportProducts(deps: AppDeps, caller: Caller, q: TProductsQuery) {
  return csvExport(
    await deps.reads.current(),
    productsList,
    caller.organizationId,
    q,
    PRODUCTS_CSV_COLUMNS,
    csvCells,
    await timeZoneOf(deps, caller.organizationId),
  );
}
