import type { TProductRow } from '@pos/contracts/products';
import type { Unit } from '@pos/contracts/units';
import { errorKey, type FieldErrors } from '../../lib/form-errors';
import { typedNumber } from '../../lib/typed-number';

/**
 * The product form's working state and its pure rules: images (one primary), attributes and
 * the variations generated from them, and the body sent to the API. Inputs keep what was
 * typed (numbers as typed text) so that an empty field can be told from a zero.
 */

let seq = 0;
/** Keys for list items that have no id yet (React keys, not sent). */
export const nextKey = () => `d${++seq}`;

export interface ImageDraft {
  key: string;
  /** Inline data (`data:image/...`) for a new image, the API's `/uploads/...` URL for a kept one. */
  url: string;
  name: string;
  isPrimary: boolean;
}

export interface AttributeDraft {
  key: string;
  name: string;
  values: string[];
}

export interface VariationDraft {
  key: string;
  _id?: string;
  combination: string[];
  price: string | number;
  /** Blank: the product's cost. */
  costPrice: string | number;
  stock: string | number;
  sku: string;
  isActive: boolean;
  /** Its own tax class; null: its product's. */
  taxClassId: string | null;
  images: ImageDraft[];
}

export interface ProductDraft {
  name: string;
  description: string;
  price: string | number;
  /** What one unit costs the shop; blank: not known. */
  costPrice: string | number;
  stock: string | number;
  /** What it is sold by: `each`, or a measure whose quantities have up to 3 decimals. */
  unit: Unit;
  sku: string;
  categoryId: string | null;
  manufacturedBy: string | null;
  supplier: string | null;
  marketedBy: string | null;
  /** Low stock at or below this (the inventory screen's filter). */
  reorderLevel: string | number;
  /** What the reorder screen suggests; blank: what brings the stock to twice the level. */
  reorderQuantity: string | number;
  /** Its tax class; null: the organization's default class. */
  taxClassId: string | null;
  images: ImageDraft[];
  attributes: AttributeDraft[];
  variations: VariationDraft[];
}

/** At most this many images per product and per variation (the contract's limit). */
export const MAX_IMAGES = 10;
/** The reorder level a new product starts with (the database default). */
export const DEFAULT_REORDER_LEVEL = 20;
export const MAX_ATTRIBUTES = 5;
export const MAX_VARIATIONS = 200;

// ---- images (spec 2 §4) ----

/** New images go last; the first image of an empty list becomes the primary one. */
export function addImages(list: ImageDraft[], added: { url: string; name: string }[]) {
  const hasPrimary = list.some((i) => i.isPrimary);
  const next = added.map((a, i) => ({
    key: nextKey(),
    url: a.url,
    name: a.name,
    isPrimary: !hasPrimary && i === 0,
  }));
  return [...list, ...next].slice(0, MAX_IMAGES);
}

/** Making one image primary clears the flag on the others. */
export const setPrimary = (list: ImageDraft[], key: string) =>
  list.map((i) => ({ ...i, isPrimary: i.key === key }));

/** Removing the primary image promotes the first one left. */
export function removeImage(list: ImageDraft[], key: string) {
  const gone = list.find((i) => i.key === key);
  const rest = list.filter((i) => i.key !== key);
  if (gone?.isPrimary && rest[0] && !rest.some((i) => i.isPrimary)) {
    return rest.map((i, n) => ({ ...i, isPrimary: n === 0 }));
  }
  return rest;
}

// ---- attributes and variations ----

/** As the API keeps them (spec 2 §5): trimmed, empty values dropped, empty attributes dropped. */
export function cleanAttributes(list: readonly AttributeDraft[]) {
  return list
    .map((a) => ({
      name: a.name.trim(),
      values: [...new Set(a.values.map((v) => v.trim()).filter(Boolean))],
    }))
    .filter((a) => a.name && a.values.length > 0);
}

/** Every combination of one value per attribute, in attribute order. */
export function combinationsOf(attributes: readonly { values: string[] }[]): string[][] {
  if (attributes.length === 0) return [];
  return attributes.reduce<string[][]>(
    (acc, a) => acc.flatMap((combo) => a.values.map((v) => [...combo, v])),
    [[]],
  );
}

export const comboKey = (combo: readonly string[]) => combo.join('\u0000');
export const comboLabel = (combo: readonly string[]) => combo.join(' / ');

/**
 * The variations for the current attributes: existing ones whose combination still exists are
 * kept as they are (id, price, stock, SKU, images); new combinations start at the product's price.
 */
export function generateVariations(
  attributes: readonly AttributeDraft[],
  existing: readonly VariationDraft[],
  productPrice: string | number,
): VariationDraft[] {
  const byKey = new Map(existing.map((v) => [comboKey(v.combination), v]));
  return combinationsOf(cleanAttributes(attributes)).map(
    (combo) =>
      byKey.get(comboKey(combo)) ?? {
        key: nextKey(),
        combination: combo,
        price: productPrice,
        costPrice: '',
        stock: 0,
        sku: '',
        isActive: true,
        taxClassId: null,
        images: [],
      },
  );
}

/** True when every variation has one current value of each attribute, in order. */
export function variationsFit(
  attributes: readonly AttributeDraft[],
  variations: readonly VariationDraft[],
): boolean {
  const attrs = cleanAttributes(attributes);
  return variations.every(
    (v) =>
      v.combination.length === attrs.length &&
      v.combination.every((value, i) => attrs[i]?.values.includes(value)),
  );
}

// ---- to and from the API ----

const imageBody = (list: ImageDraft[]) =>
  list.map((i) => ({ url: i.url, name: i.name || undefined, isPrimary: i.isPrimary }));

/** The request body, before the contract's schema checks it. */
export function toBody(d: ProductDraft) {
  return {
    name: d.name,
    description: d.description.trim() || null,
    price: typedNumber(d.price),
    costPrice: typedNumber(d.costPrice) ?? null,
    stock: typedNumber(d.stock),
    unit: d.unit,
    sku: d.sku.trim(),
    categoryId: d.categoryId,
    manufacturedBy: d.manufacturedBy,
    supplier: d.supplier,
    marketedBy: d.marketedBy,
    reorderLevel: typedNumber(d.reorderLevel),
    reorderQuantity: typedNumber(d.reorderQuantity) ?? null,
    taxClassId: d.taxClassId,
    configurableAttributes: d.attributes.map((a) => ({ name: a.name, values: a.values })),
    variations: d.variations.map((v) => ({
      ...(v._id ? { _id: v._id } : {}),
      attributeCombination: v.combination,
      // A blank variation price means "the product's price".
      price: typedNumber(v.price) ?? typedNumber(d.price),
      // A blank variation cost is the product's (or not known).
      costPrice: typedNumber(v.costPrice) ?? typedNumber(d.costPrice) ?? null,
      stock: typedNumber(v.stock),
      sku: v.sku.trim(),
      images: imageBody(v.images),
      isActive: v.isActive,
      taxClassId: v.taxClassId,
    })),
    images: imageBody(d.images),
  };
}

const imagesOf = (list: TProductRow['images']): ImageDraft[] =>
  list.map((i) => ({ key: i._id, url: i.url, name: i.name ?? '', isPrimary: i.isPrimary }));

export function fromRow(row: TProductRow | null): ProductDraft {
  if (!row) {
    return {
      name: '',
      description: '',
      price: '',
      costPrice: '',
      stock: '',
      unit: 'each',
      sku: '',
      categoryId: null,
      manufacturedBy: null,
      supplier: null,
      marketedBy: null,
      reorderLevel: DEFAULT_REORDER_LEVEL,
      reorderQuantity: '',
      taxClassId: null,
      images: [],
      attributes: [],
      variations: [],
    };
  }
  return {
    name: row.name,
    description: row.description ?? '',
    price: row.price,
    costPrice: row.costPrice ?? '',
    stock: row.stock,
    unit: row.unit,
    sku: row.sku ?? '',
    categoryId: row.categoryId,
    manufacturedBy: row.manufacturedBy,
    supplier: row.supplier,
    marketedBy: row.marketedBy,
    reorderLevel: row.reorderLevel,
    reorderQuantity: row.reorderQuantity ?? '',
    taxClassId: row.taxClassId,
    images: imagesOf(row.images),
    attributes: row.configurableAttributes.map((a) => ({
      key: nextKey(),
      name: a.name,
      values: a.values,
    })),
    variations: row.variations.map((v) => ({
      key: v._id,
      _id: v._id,
      combination: v.attributeCombination,
      price: v.price,
      costPrice: v.costPrice ?? '',
      stock: v.stock,
      sku: v.sku ?? '',
      isActive: v.isActive,
      taxClassId: v.taxClassId,
      images: imagesOf(v.images),
    })),
  };
}

// ---- errors ----

/**
 * The API's error details as field messages: 400 details by path, and a SKU clash (409) under
 * each SKU box that holds one of the clashing SKUs.
 */
export function serverFieldErrors(
  details: Record<string, unknown> | undefined,
  draft: ProductDraft,
): FieldErrors {
  const out: FieldErrors = {};
  if (!details) return out;
  const clashing = Array.isArray(details.skus)
    ? new Set(details.skus.map((s) => String(s).toLowerCase()))
    : null;
  for (const [path, value] of Object.entries(details)) {
    if (typeof value !== 'string') continue;
    const key = errorKey(path, 'path');
    if (key === 'sku' && clashing) {
      if (clashing.has(draft.sku.trim().toLowerCase())) out.sku = value;
      draft.variations.forEach((v, i) => {
        if (v.sku.trim() && clashing.has(v.sku.trim().toLowerCase())) {
          out[`variations.${i}.sku`] = value;
        }
      });
      continue;
    }
    out[key] ??= value;
  }
  return out;
}

/** The first message under a path or anywhere below it ("images" covers "images.0.url"). */
export function errorUnder(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) return message;
  return undefined;
}
