import { readFlag, readQuantity } from './cell-values.js';
import { type CsvRow, type RowError, RowReader } from './row-reader.js';
import type { ColumnMap, VendorLayout } from './vendor-layouts.js';

/**
 * Vendor rows → the records the import writes (docs/DESIGN.md, "Integrations, languages and
 * switching", step 5 "Import"). Pure: no database, no clock, so the same file gives the same
 * records and the same external ids every time — what makes a second import of it idempotent
 * (`external_refs`, unique by source, kind and external id).
 */

export interface StockLevel {
  /** The store as the file names it; `ONLY_LOCATION` when the file names none. */
  location: string;
  quantity: number;
}

/**
 * Single-location exports (Shopify's `Inventory quantity`, Lightspeed R-Series' `Qty.`) name no
 * store: the job puts that stock in the organization's default store.
 */
export const ONLY_LOCATION = '';

export interface ImportVariation {
  externalId: string;
  options: { name: string; value: string }[];
  sku?: string;
  barcode?: string;
  price?: string;
  cost?: string;
  stock: StockLevel[];
}

export interface ImportProduct {
  externalId: string;
  name: string;
  description?: string;
  category?: string;
  sku?: string;
  barcode?: string;
  price?: string;
  cost?: string;
  unit: 'each' | 'kg';
  active: boolean;
  taxName?: string;
  stock: StockLevel[];
  variations: ImportVariation[];
}

export interface ImportCustomer {
  externalId: string;
  name: string;
  email?: string;
  phone?: string;
  note?: string;
  balances: { storeCredit?: string; account?: string; points?: number };
}

/** A row of Shopify's inventory file: one variant's stock at one location. */
export interface ImportStockRow {
  /** The variant's external id, as the products file of the same shop gives it. */
  externalId: string;
  sku?: string;
  location: string;
  quantity: number;
}

/**
 * The row (as a spreadsheet numbers it) each record was read from — a product's first row — so
 * that what the database refuses later (a SKU another product holds) names its row too. Kept
 * beside the records, not in them: the records are what the import writes and fingerprints.
 */
export const recordLines = new WeakMap<object, number>();
const noted = <T extends object>(record: T, line: number) => {
  recordLines.set(record, line);
  return record;
};

export type Normalized =
  | { kind: 'products'; products: ImportProduct[]; errors: RowError[] }
  | { kind: 'customers'; customers: ImportCustomer[]; errors: RowError[] }
  | { kind: 'inventory'; stock: ImportStockRow[]; errors: RowError[] };

export function normalizeRows(
  layout: VendorLayout,
  map: ColumnMap,
  rows: readonly CsvRow[],
): Normalized {
  const errors: RowError[] = [];
  const readers = rows
    .map((row, i) => new RowReader(map, row, i + 2, errors))
    .filter((r) => !r.blank);
  if (layout.kind === 'customers') {
    return { kind: 'customers', customers: readCustomers(readers), errors };
  }
  if (layout.kind === 'inventory') return { kind: 'inventory', stock: readStock(readers), errors };
  return { kind: 'products', products: readProducts(readers), errors };
}

type Option = ImportVariation['options'][number];
const OPTION_FIELDS = [
  ['option1Name', 'option1Value'],
  ['option2Name', 'option2Value'],
  ['option3Name', 'option3Value'],
] as const;

/**
 * A lone variant that is no real choice: Shopify's `Title` / `Default Title`, Square's
 * `Regular` (the name Square gives an item's only variation — seen in exports, not documented).
 */
function isDefaultVariant(options: readonly Option[]) {
  if (options.length === 0) return true;
  if (options.length > 1) return false;
  const [only] = options;
  return (
    only?.value === 'Default Title' || (only?.name === 'Variation' && only.value === 'Regular')
  );
}

/**
 * A variant's id: the vendor's own (Square's `Token`, Lightspeed's `id`) where the file has
 * one; else the product's key with the variant's SKU, else its option values — what Shopify and
 * Loyverse keep unique within a product.
 */
function variantId(
  productKey: string,
  rowId: string | undefined,
  sku: string | undefined,
  options: readonly Option[],
) {
  if (rowId) return rowId;
  if (isDefaultVariant(options)) return productKey;
  return `${productKey}:${sku ?? options.map((o) => o.value).join('/')}`;
}

function optionsOf(r: RowReader, names: readonly (string | undefined)[]): Option[] {
  const options = OPTION_FIELDS.flatMap(([nameField, valueField], i) => {
    const value = r.text(valueField);
    return value ? [{ name: r.text(nameField) ?? names[i] ?? `Option ${i + 1}`, value }] : [];
  });
  // Square items without option sets name their variations only ("Small", "Regular").
  const variationName = r.text('variantName');
  return options.length || !variationName ? options : [{ name: 'Variation', value: variationName }];
}

/** Shopify's inventory file writes `not stocked` where a variant is never kept at a location. */
const NOT_STOCKED = /^not\s+stocked$/i;

function stockOf(r: RowReader): StockLevel[] {
  const single = r.text('quantity');
  const levels: StockLevel[] = [];
  if (single && !NOT_STOCKED.test(single)) {
    const quantity = r.quantity('quantity');
    if (quantity !== undefined) levels.push({ location: ONLY_LOCATION, quantity });
  }
  for (const cell of r.named('stockAt')) {
    if (NOT_STOCKED.test(cell.value)) continue;
    const quantity = r.check(cell.header, readQuantity(cell.value));
    if (quantity !== undefined) levels.push({ location: cell.name, quantity });
  }
  return levels;
}

/** A row that describes a variant; Shopify's extra image rows carry none of these. */
const VARIANT_FIELDS = [
  'id',
  'sku',
  'barcode',
  'price',
  'cost',
  'option1Value',
  'variantName',
  'quantity',
] as const;

function carriesVariant(r: RowReader) {
  return (
    VARIANT_FIELDS.some((f) => r.text(f)) ||
    r.named('stockAt').length > 0 ||
    r.named('priceAt').length > 0
  );
}

function readProducts(readers: readonly RowReader[]): ImportProduct[] {
  // Rows sharing the vendor's grouping key are one product (Shopify `Handle`/`URL handle`,
  // Square `Reference Handle`/`Item Name`, Loyverse `Handle`, Lightspeed `handle`).
  const groups = new Map<string, RowReader[]>();
  for (const r of readers) {
    const key = r.text('groupKey') ?? r.text('name');
    if (!key) {
      r.reject('The row has no product name.', r.header('name'));
      continue;
    }
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups].flatMap(([key, rows]) => readProduct(key, rows) ?? []);
}

function readProduct(key: string, rows: readonly RowReader[]): ImportProduct | undefined {
  // Shopify and Loyverse write the product's own fields on its first row only.
  const head = rows.find((r) => r.text('name'));
  if (!head) {
    rows[0]?.reject('The product has no name.', rows[0].header('name'));
    return undefined;
  }
  const product = productFields(head);
  if (head.failed) return undefined;

  const optionNames = OPTION_FIELDS.map(([nameField]) =>
    rows.map((r) => r.text(nameField)).find(Boolean),
  );
  const variations: ImportVariation[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    if (!carriesVariant(r)) continue;
    const options = optionsOf(r, optionNames);
    const sku = r.text('sku');
    const variation: ImportVariation = {
      externalId: variantId(key, r.text('id'), sku, options),
      options,
      ...defined({
        sku,
        barcode: r.text('barcode'),
        // Square and Loyverse may price per store; the first store's price stands in for a
        // blank main price (Square: a blank `Price` is a variable price unless a store has one).
        price: r.money('price') ?? r.namedMoney('priceAt')[0],
        cost: r.money('cost'),
      }),
      stock: stockOf(r),
    };
    if (r.failed) continue;
    if (seen.has(variation.externalId)) {
      r.reject('Another row of this product has the same SKU or options.', r.header('sku'));
      continue;
    }
    seen.add(variation.externalId);
    variations.push(noted(variation, r.line));
  }
  if (variations.length === 0 && rows.some((r) => r.failed)) return undefined;

  const [only] = variations;
  if (variations.length > 1 || (only && !isDefaultVariant(only.options))) {
    return noted({ externalId: key, ...product, stock: [], variations }, head.line);
  }
  const { externalId = key, options: _none, ...single } = only ?? { stock: [] };
  return noted({ externalId, ...product, ...single, variations: [] }, head.line);
}

type ProductFields = Omit<
  ImportProduct,
  'externalId' | 'stock' | 'variations' | 'sku' | 'barcode' | 'price' | 'cost'
>;

function productFields(head: RowReader): ProductFields {
  let active = head.flag('active') ?? true;
  const status = head.text('status');
  if (status) active = status.toLowerCase() === 'active';
  if (head.flag('archived')) active = false;
  const availability = head.namedFlags('availableAt');
  if (availability.length && !availability.includes(true)) active = false;

  const kilos = head.flag('soldByWeight') || /\bkg\b|kilogram/i.test(head.text('unit') ?? '');
  const taxed = head.named('taxFlag').find((c) => head.check(c.header, readFlag(c.value)));
  const levels = head
    .named('subcategory')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => c.value);
  const category = [head.text('category'), ...levels].filter(Boolean).join(' > ');
  return {
    name: head.text('name') ?? '',
    ...defined({
      description: head.text('description'),
      category: category || undefined,
      taxName: head.text('taxName') ?? taxed?.name,
    }),
    unit: kilos ? 'kg' : 'each',
    active,
  };
}

function readCustomers(readers: readonly RowReader[]): ImportCustomer[] {
  const customers: ImportCustomer[] = [];
  const seen = new Set<string>();
  for (const r of readers) {
    const email = r.text('email');
    const phone = r.text('phone');
    const person = [r.text('firstName'), r.text('lastName')].filter(Boolean).join(' ');
    const name =
      r.text('fullName') ?? (person || (r.text('company') ?? r.text('nickname') ?? email ?? phone));
    if (!name) {
      r.reject('The customer has no name, e-mail or phone.');
      continue;
    }
    const balances = defined({
      storeCredit: r.money('storeCredit'),
      // An account balance is what the customer owes or has paid ahead: either sign.
      account: r.money('account', { signed: true }),
      points: r.quantity('points'),
    });
    if (r.failed) continue;
    // The vendor's id, else its customer code, else the e-mail (Loyverse's key, as the DESIGN
    // notes), else the phone: what stays the same when the file is exported again.
    const externalId = r.text('id') ?? r.text('code') ?? email?.toLowerCase() ?? phone ?? name;
    if (seen.has(externalId)) {
      r.reject('Another row has the same customer.', r.header('id') ?? r.header('email'));
      continue;
    }
    seen.add(externalId);
    customers.push(
      noted(
        { externalId, name, ...defined({ email, phone, note: r.text('note') }), balances },
        r.line,
      ),
    );
  }
  return customers;
}

function readStock(readers: readonly RowReader[]): ImportStockRow[] {
  const stock: ImportStockRow[] = [];
  for (const r of readers) {
    const handle = r.text('groupKey');
    const location = r.text('location');
    if (!handle || !location) {
      r.reject(handle ? 'The row names no location.' : 'The row has no handle.');
      continue;
    }
    // The new count where the owner typed one, else the count the file was exported with.
    const field = (['onHandNew', 'onHand', 'available'] as const).find((f) => r.text(f));
    if (!field || NOT_STOCKED.test(r.text(field) ?? '')) continue;
    const quantity = r.quantity(field);
    if (quantity === undefined) continue;
    const sku = r.text('sku');
    stock.push({
      externalId: variantId(handle, undefined, sku, optionsOf(r, [])),
      ...defined({ sku }),
      location,
      quantity,
    });
  }
  return stock;
}

/** The object without its undefined members: optional fields absent, not `undefined`. */
function defined<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
