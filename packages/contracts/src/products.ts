import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZId, ZListQueryBase } from './list.js';
import { hasAtMostDecimals } from './money.js';
import { NOT_BLANK } from './text.js';
import { QUANTITY_MESSAGES, quantityInput, UNITS, ZUnit } from './units.js';

export const PRODUCT_MESSAGES = {
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  required: 'Please fill in all required fields: Name, Price, and Stock.',
  pricePositive: 'Price must be a positive number.',
  stockNonNegative: 'Stock must be a non-negative integer.',
  unitFractions:
    'Some of its stock is a fraction of a unit: count it in whole units before selling it each.',
  skuTaken: 'This SKU is already used by another product or variation.',
  csvEmpty: 'No products found for the selected filters.',
  codeRequired: 'Code is required.',
  barcodeUnknown: 'No product or variation has this barcode.',
} as const;

/** Stock badge thresholds (spec 2 §4): green above 20, yellow 1–20, red at 0. */
export const stockLevel = (stock: number): 'high' | 'low' | 'out' =>
  stock > 20 ? 'high' : stock > 0 ? 'low' : 'out';

const price = z
  .number({ error: PRODUCT_MESSAGES.required })
  .gt(0, PRODUCT_MESSAGES.pricePositive)
  .lt(10_000_000_000, 'Price is too large.')
  .refine((n) => hasAtMostDecimals(n, 2), 'Price has at most 2 decimals.')
  .meta({ multipleOf: 0.01 });
/**
 * What one unit costs the shop: optional; omitted on an edit it stays as it is, null
 * clears it. Receiving stock at a unit cost moves it as a moving average (up to 4 decimals).
 */
export const ZCostPrice = z
  .number({ error: 'Cost must be a number.' })
  .min(0, 'Cost cannot be negative.')
  .lt(10_000_000_000, 'Cost is too large.')
  .refine((n) => hasAtMostDecimals(n, 4), 'Cost has at most 4 decimals.')
  .meta({ multipleOf: 0.0001 });
const stock = quantityInput(
  z
    .number({ error: PRODUCT_MESSAGES.required })
    .min(0, PRODUCT_MESSAGES.stockNonNegative)
    .max(1_000_000_000, 'Stock is too large.'),
);
const sku = z
  .string()
  .trim()
  .max(64, 'SKU must be at most 64 characters.')
  .regex(/^[A-Za-z0-9._\-/]*$/, 'SKU may use letters, digits and . _ - / only.');

export const ZImageInput = z.strictObject({
  /** An image URL this API returned, or inline image data (`data:image/png;base64,…`). */
  url: z
    .string()
    .min(1)
    .max(7 * 1024 * 1024, 'Image is too large (5 MB at most).'),
  name: z.string().trim().max(200).optional(),
  isPrimary: z.boolean().optional(),
});
export type TImageInput = z.infer<typeof ZImageInput>;

export const ZConfigurableAttribute = z.object({ name: z.string(), values: z.array(z.string()) });

export const ZVariationInput = z.strictObject({
  _id: ZId.optional(),
  /** One value per configurable attribute, in their order. */
  attributeCombination: z.array(z.string().trim().min(1).regex(NOT_BLANK).max(60)).min(1).max(5),
  price,
  costPrice: ZCostPrice.nullable().optional(),
  stock,
  sku: sku.optional(),
  images: z.array(ZImageInput).max(10).default([]),
  isActive: z.boolean().default(true),
  /** Its own tax class; null: its product's. Left out on an edit: the stored one stays. */
  taxClassId: ZId.nullable().optional(),
});

/**
 * The fields of a product's body that hold a fraction, each with its message, for a product
 * sold `each` (docs/DESIGN.md, "Goods sold by weight"): the stock with the spec's message
 * (spec 2 §5), the reorder figures with the unit's. The form's schema and the service ask it.
 */
export function fractionsOfEach(b: {
  stock?: unknown;
  reorderLevel?: unknown;
  reorderQuantity?: unknown;
  variations?: unknown;
}): [string, string][] {
  const found: [string, string][] = [];
  const check = (field: string, n: unknown, message: string) => {
    if (typeof n === 'number' && !Number.isInteger(n)) found.push([field, message]);
  };
  check('stock', b.stock, PRODUCT_MESSAGES.stockNonNegative);
  check('reorderLevel', b.reorderLevel, QUANTITY_MESSAGES.whole);
  check('reorderQuantity', b.reorderQuantity, QUANTITY_MESSAGES.whole);
  if (Array.isArray(b.variations)) {
    for (const [i, v] of b.variations.entries()) {
      check(`variations.${i}.stock`, v?.stock, PRODUCT_MESSAGES.stockNonNegative);
    }
  }
  return found;
}

export const ZProductBody = z
  .strictObject({
    name: requiredText(PRODUCT_MESSAGES.required, 200, 'Name must be at most 200 characters.'),
    description: z.string().trim().max(5000).nullable().optional(),
    price,
    costPrice: ZCostPrice.nullable().optional(),
    stock,
    sku: sku.optional(),
    categoryId: ZId.nullable().optional(),
    /** Attributes with an empty name or no non-empty value are dropped (spec 2 §5). */
    configurableAttributes: z
      .array(z.object({ name: z.string().max(60), values: z.array(z.string().max(60)).max(50) }))
      .max(5)
      .default([])
      .transform((list) =>
        list
          .map((a) => ({
            name: a.name.trim(),
            values: [...new Set(a.values.map((v) => v.trim()).filter(Boolean))],
          }))
          .filter((a) => a.name && a.values.length > 0),
      ),
    variations: z.array(ZVariationInput).max(200).default([]),
    images: z.array(ZImageInput).max(10).default([]),
    manufacturedBy: ZId.nullable().optional(),
    supplier: ZId.nullable().optional(),
    marketedBy: ZId.nullable().optional(),
    reorderLevel: quantityInput(z.number().min(0).max(1_000_000)).optional(),
    /** What it is sold by (docs/DESIGN.md, "Goods sold by weight"); `each` on a new product. */
    unit: ZUnit.optional(),
    /** Its tax class; null: the default class. Left out on an edit: the stored one stays. */
    taxClassId: ZId.nullable().optional(),
    /** What the reorder screen suggests ordering; null: what brings the stock to twice the level. */
    reorderQuantity: quantityInput(
      z
        .number({ error: 'Reorder quantity must be a number.' })
        .positive('Reorder quantity must be above 0.')
        .max(1_000_000, 'Reorder quantity is too large.'),
    )
      .nullable()
      .optional(),
  })
  .superRefine(
    (b, ctx) => {
      // Sent as `each`; without `unit` the stored one decides, on the server (products.service).
      if (b.unit !== 'each') return;
      for (const [field, message] of fractionsOfEach(b)) {
        const path = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
        ctx.addIssue({ code: 'custom', path, message });
      }
    },
    // Beside the other fields' messages (a form shows them all at once), not only without them.
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  );
export type TProductBody = z.input<typeof ZProductBody>;

export const ZImage = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string().nullable(),
  isPrimary: z.boolean(),
});

export const ZVariationRow = z.object({
  _id: z.string(),
  attributeCombination: z.array(z.string()),
  price: z.number(),
  /** Null: not known. */
  costPrice: z.number().nullable(),
  stock: z.number(),
  sku: z.string().nullable(),
  images: z.array(ZImage),
  primaryImageId: z.string().nullable(),
  isActive: z.boolean(),
  /** Its own tax class; null: its product's. */
  taxClassId: z.string().nullable(),
});

export const ZProductRow = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  /** What one unit costs the shop (its moving average); null: not known. */
  costPrice: z.number().nullable(),
  /** The product's own stock summed over locations (its variations not included). */
  stock: z.number(),
  /** The product's and its variations' stock together. */
  totalStock: z.number(),
  /** Stock valued at its prices: own stock × price plus each variation's stock × its price. */
  totalValue: z.number(),
  sku: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  configurableAttributes: z.array(ZConfigurableAttribute),
  variations: z.array(ZVariationRow),
  images: z.array(ZImage),
  primaryImageId: z.string().nullable(),
  manufacturedBy: z.string().nullable(),
  supplier: z.string().nullable(),
  marketedBy: z.string().nullable(),
  /** What it is sold by: `each` (whole units) or a measure (up to 3 decimals). */
  unit: z.enum(UNITS),
  reorderLevel: z.number(),
  reorderQuantity: z.number().nullable(),
  /** Its tax class and that class's name; null: the default class. */
  taxClassId: z.string().nullable(),
  taxClassName: z.string().nullable(),
  createdAt: z.string(),
});
export type TProductRow = z.infer<typeof ZProductRow>;

const money = z.coerce.number({ error: 'Must be a number.' }).min(0, 'Must be at least 0.');
export const ZProductsQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'price', 'createdAt']),
  categoryId: ZId.optional(),
  minPrice: money.optional(),
  maxPrice: money.optional(),
  minStock: z.coerce
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .optional(),
}).strict();

export const PRODUCTS_CSV_COLUMNS = [
  'ID',
  'Name',
  'SKU',
  'Category',
  'Price',
  'Stock',
  'TotalStock',
  'TotalValue',
  'Created At',
  /** The cost (purchasing), after the spec's columns. */
  'Cost Price',
  /** Its tax class's name; empty: the default class (the bulk upload's "Tax Class"). */
  'Tax Class',
  /** What it is sold by (each, kg, g, lb, l): the stock columns are in it. */
  'Unit',
] as const;

/** A product as pickers show it (`GET /products/options`): for screens that pick products without managing them. */
export const ZProductOption = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  /** Its tax class; null: the default class (docs/DESIGN.md, "Money"). */
  taxClassId: z.string().nullable(),
  /** Its category (promotions may name it); null: none. */
  categoryId: z.string().nullable(),
  /** What it is sold by: quantities of a measured item have up to 3 decimals. */
  unit: z.enum(UNITS),
  variations: z.array(
    z.object({
      _id: z.string(),
      /** The attribute values joined with " / ". */
      name: z.string(),
      sku: z.string().nullable(),
      price: z.number(),
      isActive: z.boolean(),
      /** Its tax class; null: its product's. */
      taxClassId: z.string().nullable(),
    }),
  ),
});
export type TProductOption = z.infer<typeof ZProductOption>;
export const ZProductOptionsQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'createdAt']),
}).strict();

/**
 * `GET /products/lookup?code=…&storeId=…`: a scanned code. The code is a SKU (labels print the
 * SKU as the barcode), matched exactly in any letter case against products' and variations' SKUs.
 */
export const ZProductLookupQuery = z.strictObject({
  code: requiredText(PRODUCT_MESSAGES.codeRequired, 64, 'Code must be at most 64 characters.'),
  /** The store whose stock to answer; the default store when absent. */
  storeId: ZId.optional(),
});

/** The product or variation a code names, as the register adds it to a sale. */
export const ZProductLookup = z.object({
  productId: z.string(),
  /** Null when the code is the product's own SKU. */
  variationId: z.string().nullable(),
  name: z.string(),
  /** The variation's attribute values joined with " / ". */
  variationName: z.string().nullable(),
  /** The SKU as stored (the code may differ in letter case). */
  sku: z.string(),
  /** The variation's price, else the product's. */
  price: z.number(),
  /** What the store holds of this product (its own stock) or variation; may be negative. */
  stock: z.number(),
  /** What it is sold by: the register asks for the weight of a measured item. */
  unit: z.enum(UNITS),
  /** The store of `stock`: the one asked for, else the default store. */
  storeId: z.string(),
  /** False for an inactive variation: it is found, but not for sale. Products are always active. */
  isActive: z.boolean(),
  /** The class the line is taxed by (the variation's, else the product's); null: the default. */
  taxClassId: z.string().nullable(),
  /** The product's category (promotions may name it); null: none. */
  categoryId: z.string().nullable(),
  /**
   * Present when the code is a scale label (docs/DESIGN.md, "Scale barcodes"): what the line of
   * it is — its quantity, its price per unit, and the price it costs when the label gives one.
   */
  scale: z
    .object({
      code: z.string(),
      kind: z.enum(['price', 'weight']),
      quantity: z.number(),
      price: z.number(),
      lineTotal: z.number().nullable(),
    })
    .optional(),
});
export type TProductLookup = z.infer<typeof ZProductLookup>;
export const ZProductLookupResponse = z.object({ data: ZProductLookup });
