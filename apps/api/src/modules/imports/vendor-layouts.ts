/**
 * The column layouts of the four vendors' exports, and telling which one a file is
 * (docs/DESIGN.md, "Integrations, languages and switching", step 5 "Import": "a column map per
 * vendor … from their help pages' headers"). Headers are matched with letter case and spaces
 * left out and a byte-order mark stripped; columns named for a store, an outlet or a tax are
 * matched by pattern, the name they carry kept.
 *
 * Sources, checked 2026-12-01 beside the DESIGN's notes:
 * - Shopify products: help.shopify.com "Using CSV files to import and export products" (2024+
 *   headers: `URL handle`, `Title`, `SKU`, `Option1 name`, `Inventory quantity`, `Compare-at
 *   price`…; older files `Handle`, `Variant SKU`, `Variant Price`, `Variant Inventory Qty`,
 *   `Body (HTML)`). Both are certain. Customers: a copy of Shopify's customer CSV page lists the
 *   import headers (`First Name, Last Name, Email, Company, Address1, …, Phone, Accepts Email
 *   Marketing, …, Total Spent, Total Orders, Tags, Note, Tax Exempt`) — certain; the export's
 *   `Customer ID` and `Default Address …` names are the DESIGN's — likely. Inventory: the
 *   inventory CSV page names `Location` and `On hand` per row; the exact spellings `On hand
 *   (current)` / `On hand (new)` come from the DESIGN's notes, not re-read on the page —
 *   uncertain. Files from before 2023 with one column per location name cannot be told from
 *   unknown columns and are not read.
 * - Square item library: Square's help ("Item Library and Unit Cost Management") lists no
 *   headers; the layout is from a 2025 open-source exporter that writes Square's template
 *   (`Token, Item Name, Variation Name, SKU, Description, Categories, …, GTIN, …, Price, …,
 *   Archived, …, Option Name 1, Option Value 1, Enabled <Loc>, Current Quantity <Loc>, New
 *   Quantity <Loc>, Stock Alert Enabled <Loc>, Stock Alert Count <Loc>, Price <Loc>`) and the
 *   DESIGN's notes (`Reference Handle`, `Default Unit Cost`, `Tax - <Name> (<rate>%)`). That
 *   `Token` is the variation's id is likely, not documented. Customers: Square's import page
 *   names no headers; the layout is the DESIGN's (`Reference ID, First Name, Last Name, Email
 *   Address, Phone Number, …, Memo, Square Customer ID`) — uncertain.
 * - Loyverse items: help.loyverse.com "Exporting and Importing Items" (money without symbols, a
 *   decimal point) and the DESIGN's column list (`Handle, SKU, Name, …, Sold by weight, Option 1
 *   name…, Cost, Barcode, …, Available for sale [S], Price [S], In stock [S]`) — the per-store
 *   columns are certain, `Default price` is an assumption read when present. Customers: not
 *   documented anywhere found; the layout (`Customer name, Email, Phone, …, Customer code, Note,
 *   Points balance`) is a guess from Loyverse's API fields.
 * - Lightspeed X-Series: Lightspeed's "Formatting R-Series product data for import into X-Series"
 *   (`id`, `sku`), a Vend-format importer's page (Mews POS: `handle`, `composite_handle`,
 *   `variant_option_one_name` … `three_value`) and the DESIGN's list — certain for products.
 *   Customers: Lightspeed's "Adjusting customer loyalty balances" confirms the export's
 *   `loyalty_balance`; `store_credit_balance` and `account_balance` (older `balance`) are the
 *   DESIGN's — uncertain. R-Series items: Lightspeed's "Formatting item import files" (`System ID,
 *   UPC, EAN, Custom SKU, …, Category, Subcategory 1–9`); `Item`, `Qty.`, `Price` and `Default
 *   Cost` as the export writes them are the DESIGN's. R-Series customers: not found, not read.
 */

export const IMPORT_SOURCES = ['square', 'shopify', 'loyverse', 'lightspeed'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export type ImportKind = 'products' | 'customers' | 'inventory';

/** What a column feeds, read the same way whatever the vendor calls it. */
export type Field =
  // Products (and the inventory file's variant identity).
  | 'groupKey'
  | 'id'
  | 'name'
  | 'variantName'
  | 'description'
  | 'category'
  | 'sku'
  | 'barcode'
  | 'price'
  | 'cost'
  | 'quantity'
  | 'unit'
  | 'soldByWeight'
  | 'active'
  | 'status'
  | 'archived'
  | 'taxName'
  | 'option1Name'
  | 'option1Value'
  | 'option2Name'
  | 'option2Value'
  | 'option3Name'
  | 'option3Value'
  // Inventory.
  | 'location'
  | 'onHandNew'
  | 'onHand'
  | 'available'
  // Customers.
  | 'code'
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'nickname'
  | 'email'
  | 'phone'
  | 'note'
  | 'storeCredit'
  | 'account'
  | 'points';

/** Columns that carry a name in their header: a store's stock, a tax, a category level. */
export type NamedField = 'stockAt' | 'priceAt' | 'availableAt' | 'taxFlag' | 'subcategory';

export interface VendorLayout {
  /** `<source>-<kind>`, or a variant of it (`lightspeed-r-products`). */
  id: string;
  source: ImportSource;
  kind: ImportKind;
  /** Each field's header names, in the order they are tried (the first non-blank cell wins). */
  columns: Partial<Record<Field, readonly string[]>>;
  /** Headers that name a store, an outlet or a tax; the first group is that name. */
  named?: readonly { field: NamedField; pattern: RegExp }[];
  /** Fields a file of this layout always has: without them it is not this layout. */
  required: readonly Field[];
}

const SHOPIFY_OPTIONS = {
  option1Name: ['Option1 Name'],
  option1Value: ['Option1 Value'],
  option2Name: ['Option2 Name'],
  option2Value: ['Option2 Value'],
  option3Name: ['Option3 Name'],
  option3Value: ['Option3 Value'],
} as const;

/** `Tax - "VAT" (12%)` (Loyverse) or `Tax - Sales Tax (8.875%)` (Square): Y when it applies. */
const TAX_COLUMN = /^tax\s*-\s*"?(.+?)"?\s*\([\d.,]+\s*%\)$/i;

export const VENDOR_LAYOUTS: readonly VendorLayout[] = [
  {
    id: 'shopify-products',
    source: 'shopify',
    kind: 'products',
    columns: {
      groupKey: ['URL handle', 'Handle'],
      name: ['Title'],
      description: ['Description', 'Body (HTML)'],
      // `Type` is the shop's own grouping; `Product category` is Shopify's standard taxonomy
      // ("Apparel & Accessories > …"), kept only as the fallback.
      category: ['Type', 'Product category'],
      sku: ['SKU', 'Variant SKU'],
      barcode: ['Barcode', 'Variant Barcode'],
      price: ['Price', 'Variant Price'],
      cost: ['Cost per item'],
      // Single-location stores only (Shopify's page); others export stock in the inventory file.
      quantity: ['Inventory quantity', 'Variant Inventory Qty'],
      status: ['Status'],
      ...SHOPIFY_OPTIONS,
    },
    required: ['groupKey', 'name'],
  },
  {
    id: 'shopify-customers',
    source: 'shopify',
    kind: 'customers',
    columns: {
      id: ['Customer ID'],
      firstName: ['First Name'],
      lastName: ['Last Name'],
      email: ['Email'],
      company: ['Default Address Company', 'Company'],
      phone: ['Phone', 'Default Address Phone'],
      note: ['Note'],
    },
    required: ['email'],
  },
  {
    id: 'shopify-inventory',
    source: 'shopify',
    kind: 'inventory',
    columns: {
      groupKey: ['Handle', 'URL handle'],
      name: ['Title'],
      sku: ['SKU'],
      location: ['Location'],
      onHandNew: ['On hand (new)'],
      onHand: ['On hand (current)', 'On hand'],
      available: ['Available (not editable)', 'Available'],
      ...SHOPIFY_OPTIONS,
    },
    required: ['groupKey', 'location'],
  },
  {
    id: 'square-products',
    source: 'square',
    kind: 'products',
    columns: {
      // Newer exports carry `Reference Handle`; older ones group by the item's name.
      groupKey: ['Reference Handle', 'Item Name'],
      id: ['Token'],
      name: ['Item Name'],
      variantName: ['Variation Name'],
      description: ['Description'],
      category: ['Categories', 'Category'],
      sku: ['SKU'],
      barcode: ['GTIN'],
      price: ['Price'],
      cost: ['Default Unit Cost'],
      // "Per Kilogram (kg)"-like values are an assumption; anything else is counted.
      unit: ['Unit and Precision'],
      archived: ['Archived'],
      option1Name: ['Option Name 1'],
      option1Value: ['Option Value 1'],
      option2Name: ['Option Name 2'],
      option2Value: ['Option Value 2'],
      option3Name: ['Option Name 3'],
      option3Value: ['Option Value 3'],
    },
    named: [
      { field: 'stockAt', pattern: /^current\s+quantity\s+(.+)$/i },
      { field: 'availableAt', pattern: /^enabled\s+(.+)$/i },
      { field: 'priceAt', pattern: /^price\s+(.+)$/i },
      { field: 'taxFlag', pattern: TAX_COLUMN },
    ],
    required: ['name', 'variantName'],
  },
  {
    id: 'square-customers',
    source: 'square',
    kind: 'customers',
    columns: {
      id: ['Square Customer ID'],
      code: ['Reference ID'],
      firstName: ['First Name'],
      lastName: ['Last Name'],
      company: ['Company Name'],
      nickname: ['Nickname'],
      email: ['Email Address'],
      phone: ['Phone Number'],
      note: ['Memo'],
    },
    required: ['email', 'phone'],
  },
  {
    id: 'loyverse-products',
    source: 'loyverse',
    kind: 'products',
    columns: {
      groupKey: ['Handle'],
      name: ['Name'],
      description: ['Description'],
      category: ['Category'],
      sku: ['SKU'],
      barcode: ['Barcode'],
      price: ['Default price'],
      cost: ['Cost'],
      soldByWeight: ['Sold by weight'],
      option1Name: ['Option 1 name'],
      option1Value: ['Option 1 value'],
      option2Name: ['Option 2 name'],
      option2Value: ['Option 2 value'],
      option3Name: ['Option 3 name'],
      option3Value: ['Option 3 value'],
    },
    named: [
      { field: 'stockAt', pattern: /^in\s+stock\s*\[(.+)\]$/i },
      { field: 'priceAt', pattern: /^price\s*\[(.+)\]$/i },
      { field: 'availableAt', pattern: /^available\s+for\s+sale\s*\[(.+)\]$/i },
      { field: 'taxFlag', pattern: TAX_COLUMN },
    ],
    required: ['groupKey', 'name', 'soldByWeight'],
  },
  {
    id: 'loyverse-customers',
    source: 'loyverse',
    kind: 'customers',
    columns: {
      code: ['Customer code'],
      fullName: ['Customer name'],
      email: ['Email'],
      phone: ['Phone'],
      note: ['Note'],
      points: ['Points balance'],
    },
    required: ['fullName'],
  },
  {
    id: 'lightspeed-products',
    source: 'lightspeed',
    kind: 'products',
    columns: {
      groupKey: ['handle'],
      id: ['id'],
      name: ['name'],
      description: ['description'],
      category: ['type', 'product_category'],
      sku: ['sku'],
      price: ['retail_price'],
      cost: ['supply_price'],
      active: ['active'],
      taxName: ['tax_name'],
      option1Name: ['variant_option_one_name'],
      option1Value: ['variant_option_one_value'],
      option2Name: ['variant_option_two_name'],
      option2Value: ['variant_option_two_value'],
      option3Name: ['variant_option_three_name'],
      option3Value: ['variant_option_three_value'],
    },
    named: [{ field: 'stockAt', pattern: /^inventory_(.+)$/i }],
    required: ['groupKey', 'name', 'price'],
  },
  {
    id: 'lightspeed-customers',
    source: 'lightspeed',
    kind: 'customers',
    columns: {
      id: ['id'],
      code: ['customer_code'],
      firstName: ['first_name'],
      lastName: ['last_name'],
      company: ['company_name'],
      email: ['email'],
      phone: ['phone', 'mobile'],
      note: ['note'],
      storeCredit: ['store_credit_balance'],
      account: ['account_balance', 'balance'],
      points: ['loyalty_balance'],
    },
    required: ['code'],
  },
  {
    id: 'lightspeed-r-products',
    source: 'lightspeed',
    kind: 'products',
    columns: {
      // No grouping column: matrix items export one row per variant with no shared key that
      // the page documents, so every row is its own product.
      groupKey: ['System ID'],
      id: ['System ID'],
      name: ['Item', 'Description'],
      category: ['Category'],
      sku: ['Custom SKU', 'Manufact. SKU'],
      barcode: ['UPC', 'EAN'],
      price: ['Price'],
      cost: ['Default Cost'],
      quantity: ['Qty.'],
      taxName: ['Tax Class'],
    },
    named: [{ field: 'subcategory', pattern: /^subcategory\s*(\d)$/i }],
    required: ['groupKey', 'name'],
  },
];

/** A header as matched: no byte-order mark, no spaces, lower case ("Variant SKU" → `variantsku`). */
export const headerKey = (header: string) =>
  header
    .replace(/\uFEFF/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
const cleanHeader = (header: string) => header.replace(/\uFEFF/g, '').trim();

/** A file's headers against one layout: which header feeds which field. */
export interface ColumnMap {
  /** Each field's headers present in the file, in the layout's order of preference. */
  fields: Partial<Record<Field, string[]>>;
  /** Headers that carry a name (`In stock [Main]` → `Main`). */
  named: { field: NamedField; name: string; header: string }[];
  /** Headers this import does not read; the upload shows them. */
  unknown: string[];
}

export function mapColumns(layout: VendorLayout, headers: readonly string[]): ColumnMap {
  const present = new Map(headers.map((h) => [headerKey(h), h]));
  const fields: ColumnMap['fields'] = {};
  const used = new Set<string>();
  for (const [field, names] of Object.entries(layout.columns) as [Field, readonly string[]][]) {
    const found = names.flatMap((n) => present.get(headerKey(n)) ?? []);
    if (found.length) fields[field] = found;
    for (const h of found) used.add(h);
  }
  const named: ColumnMap['named'] = [];
  for (const header of headers) {
    if (used.has(header)) continue;
    for (const { field, pattern } of layout.named ?? []) {
      const name = pattern.exec(cleanHeader(header))?.[1]?.trim();
      if (!name) continue;
      named.push({ field, name, header });
      used.add(header);
      break;
    }
  }
  return { fields, named, unknown: headers.filter((h) => !used.has(h) && cleanHeader(h) !== '') };
}

export interface DetectedLayout {
  layout: VendorLayout;
  map: ColumnMap;
  /** The layout's required fields the file has, and those it lacks (then the file is refused). */
  requiredFound: Field[];
  requiredMissing: Field[];
  /** The share of the file's columns this import reads, 0–1: low means "is this the right file?". */
  confidence: number;
}

/**
 * The layout that reads most of the file among those whose required columns are all present
 * (else the one closest to complete, with what it lacks). Counting the columns read tells the
 * close cousins apart: Loyverse's `Handle, SKU, Name` are Lightspeed's `handle, sku, name` once
 * letter case is ignored, but only Lightspeed has `retail_price` and `inventory_<Outlet>`.
 * Undefined when no layout reads any column.
 */
export function detectLayout(headers: readonly string[]): DetectedLayout | undefined {
  let best: (DetectedLayout & { read: number }) | undefined;
  for (const layout of VENDOR_LAYOUTS) {
    const map = mapColumns(layout, headers);
    const read = headers.length - map.unknown.length;
    if (read === 0) continue;
    const requiredFound = layout.required.filter((f) => map.fields[f]);
    const requiredMissing = layout.required.filter((f) => !map.fields[f]);
    const candidate = {
      layout,
      map,
      requiredFound,
      requiredMissing,
      confidence: Math.round((read / headers.length) * 100) / 100,
      read,
    };
    if (!best || better(candidate, best)) best = candidate;
  }
  if (!best) return undefined;
  const { read: _read, ...detected } = best;
  return detected;
}

function better(
  a: { requiredMissing: Field[]; read: number },
  b: { requiredMissing: Field[]; read: number },
) {
  if (a.requiredMissing.length !== b.requiredMissing.length) {
    return a.requiredMissing.length < b.requiredMissing.length;
  }
  return a.read > b.read;
}
