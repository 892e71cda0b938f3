/**
 * The demo organization's catalogue, locations, stock movements, customers and a week of sales,
 * made through the services (so every stock change writes its ledger row, DESIGN §7) as the demo Owner.
 */
import { ZAttributeBody } from '@pos/contracts/attributes';
import { ZCategoryBody } from '@pos/contracts/categories';
import { ZCustomerBody } from '@pos/contracts/customers';
import { ZGiftCardIssueBody } from '@pos/contracts/gift-cards';
import {
  type MovementInputType,
  ZAddByBarcodeBody,
  ZInventoryItemBody,
  ZTransferBody,
} from '@pos/contracts/inventory';
import { ZProductInfoBody } from '@pos/contracts/product-info';
import { ZProductBody } from '@pos/contracts/products';
import { ZPromotionBody } from '@pos/contracts/promotions';
import { ZPurchaseOrderBody, ZReceiveBody } from '@pos/contracts/purchase-orders';
import { ZSaleBody } from '@pos/contracts/sales';
import { ZStockCountBody } from '@pos/contracts/stock-counts';
import { ZStoreBody, ZWarehouseBody } from '@pos/contracts/stores';
import { type TSupplierBody, ZSupplierBody } from '@pos/contracts/suppliers';
import { ZTaxClassBody } from '@pos/contracts/tax-classes';
import type { Unit } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import type { NamedListKind } from '../src/modules/catalog/attributes.repository.js';
import { addEntry } from '../src/modules/catalog/attributes.service.js';
import { createCategory } from '../src/modules/catalog/categories.service.js';
import { createProduct } from '../src/modules/catalog/products.service.js';
import { updateSupplier } from '../src/modules/catalog/suppliers.service.js';
import { createCustomer } from '../src/modules/customers/customers.service.js';
import {
  addByBarcode,
  saveInventoryItem,
  transferStock,
} from '../src/modules/inventory/inventory.service.js';
import {
  createStore,
  createWarehouse,
  DEFAULT_STORE_NAME,
  updateStore,
} from '../src/modules/inventory/locations.service.js';
import { defaultStoreId } from '../src/modules/inventory/stock.service.js';
import {
  createStockCount,
  listStockCountLines,
  postStockCount,
  setLineCount,
} from '../src/modules/inventory/stock-counts.service.js';
import { createPromotion } from '../src/modules/promotions/promotions.service.js';
import {
  createPurchaseOrder,
  orderPurchaseOrder,
  receivePurchaseOrder,
} from '../src/modules/purchasing/purchase-orders.service.js';
import { recalculateRollups } from '../src/modules/rollups/rollups.service.js';
import { createSale } from '../src/modules/sales/checkout.service.js';
import { refundSale } from '../src/modules/sales/returns.service.js';
import {
  getGeneralSettings,
  saveGeneralSettings,
} from '../src/modules/settings/settings.service.js';
import { createTaxClass } from '../src/modules/settings/tax-classes.service.js';
import { issueGiftCard } from '../src/modules/stored-value/gift-cards.service.js';
import { adjustStoreCredit } from '../src/modules/stored-value/stored-value.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';

// ---------------------------------------------------------------------------------------------
// The data. Opening stock goes to Main Store (the default store). Stock badges: green above 20,
// yellow 1–20, red at 0; the reorder level stays at its default (20). Some products order in
// cases (REORDER_QUANTITIES); the others' suggestion on the Reorder screen is twice the level.

const CATEGORIES: { name: string; parent?: string; description: string }[] = [
  { name: 'Apparel', description: 'Clothing and accessories' },
  { name: 'T-Shirts', parent: 'Apparel', description: 'Cotton tees in every size' },
  { name: 'Home', description: 'Kitchen, bath and living' },
  { name: 'Snacks', description: 'Packaged food and drinks' },
];

const ATTRIBUTES = ['Size', 'Colour'];
const MANUFACTURERS = ['Northwind Mills', 'Harbor Home Goods', 'Crunch & Co.'];
const SUPPLIERS = ['Pacific Wholesale', 'Metro Distributors'];
/** The suppliers' details, as a shop keeps them to order from them. */
const SUPPLIER_DETAILS: Record<string, Omit<TSupplierBody, 'name'>> = {
  'Pacific Wholesale': {
    contactName: 'Dana Reyes',
    email: 'orders@pacific-wholesale.test',
    phone: '+1 415 555 0142',
    address: '800 Harbor Way, Oakland, CA 94607',
    leadTimeDays: 7,
    notes: 'Apparel and home textiles. Free freight over $500.',
  },
  'Metro Distributors': {
    contactName: 'Sam Okafor',
    email: 'purchasing@metro-distributors.test',
    phone: '+1 312 555 0198',
    address: '2200 W Fulton St, Chicago, IL 60612',
    leadTimeDays: 3,
    notes: null,
  },
};

interface DemoProduct {
  sku: string;
  name: string;
  category: string;
  price: number;
  /** Opening stock at Main Store (a product with variations keeps its own at 0). */
  stock: number;
  maker: string;
  supplier: string;
  /** Sold by a measure (docs/DESIGN.md, "Goods sold by weight"); else each. */
  unit?: Unit;
}

/** What the Reorder screen suggests for these: a supplier's case size. */
const REORDER_QUANTITIES: Record<string, number> = {
  'CANDLE-SOY': 24,
  'WATER-SPARK': 48,
  'THROW-KNIT': 10,
};

// biome-ignore format: one product per line reads as a table
const PRODUCTS: DemoProduct[] = [
  { sku: 'TEE-CLASSIC',   name: 'Classic Crew T-Shirt',        category: 'T-Shirts', price: 19.99, stock: 0,   maker: 'Northwind Mills',   supplier: 'Pacific Wholesale' },
  { sku: 'HOODIE-ZIP',    name: 'Zip Hoodie',                  category: 'Apparel',  price: 44.95, stock: 0,   maker: 'Northwind Mills',   supplier: 'Pacific Wholesale' },
  { sku: 'CAP-BASEBALL',  name: 'Baseball Cap',                category: 'Apparel',  price: 14.5,  stock: 18,  maker: 'Northwind Mills',   supplier: 'Metro Distributors' },
  { sku: 'SOCK-WOOL-3PK', name: 'Wool Socks (3-pack)',         category: 'Apparel',  price: 12.99, stock: 42,  maker: 'Northwind Mills',   supplier: 'Metro Distributors' },
  { sku: 'MUG-CERAMIC',   name: 'Ceramic Coffee Mug',          category: 'Home',     price: 9.95,  stock: 36,  maker: 'Harbor Home Goods', supplier: 'Metro Distributors' },
  { sku: 'CANDLE-SOY',    name: 'Lavender Soy Candle',         category: 'Home',     price: 16.0,  stock: 11,  maker: 'Harbor Home Goods', supplier: 'Metro Distributors' },
  { sku: 'TOWEL-BATH',    name: 'Cotton Bath Towel',           category: 'Home',     price: 24.99, stock: 0,   maker: 'Harbor Home Goods', supplier: 'Pacific Wholesale' },
  { sku: 'THROW-KNIT',    name: 'Knitted Throw Blanket',       category: 'Home',     price: 49.0,  stock: 6,   maker: 'Harbor Home Goods', supplier: 'Pacific Wholesale' },
  { sku: 'CHIPS-SEASALT', name: 'Sea Salt Potato Chips 150 g', category: 'Snacks',   price: 2.49,  stock: 120, maker: 'Crunch & Co.',      supplier: 'Metro Distributors' },
  { sku: 'CHOC-DARK-70',  name: 'Dark Chocolate Bar 70%',      category: 'Snacks',   price: 3.25,  stock: 64,  maker: 'Crunch & Co.',      supplier: 'Metro Distributors' },
  { sku: 'NUTS-MIXED',    name: 'Roasted Mixed Nuts 200 g',    category: 'Snacks',   price: 5.79,  stock: 27,  maker: 'Crunch & Co.',      supplier: 'Metro Distributors' },
  { sku: 'TRAIL-MIX',     name: 'Trail Mix (bulk bin)',        category: 'Snacks',   price: 14.9,  stock: 8.75, maker: 'Crunch & Co.',     supplier: 'Metro Distributors', unit: 'kg' },
  { sku: 'WATER-SPARK',   name: 'Sparkling Water 500 ml',      category: 'Snacks',   price: 1.29,  stock: 15,  maker: 'Crunch & Co.',      supplier: 'Pacific Wholesale' },
];

/**
 * Products sold in variations: one attribute, one variation per value at the product's price,
 * with its own SKU (the product's plus the value, e.g. TEE-CLASSIC-S) and opening stock.
 */
const VARIATIONS: Record<string, { attribute: string; stock: Record<string, number> }> = {
  'TEE-CLASSIC': { attribute: 'Size', stock: { S: 14, M: 26, L: 9 } },
  'HOODIE-ZIP': { attribute: 'Colour', stock: { Grey: 7, Navy: 5 } },
};

/**
 * The shop's purchase orders: one received in full last week, one ordered to the warehouse and
 * partly received, one draft for next week.
 */
const PURCHASE_ORDERS: {
  supplier: string;
  at: Place;
  daysAgo: number;
  expectedInDays: number;
  lines: [sku: string, quantity: number, unitCost: number][];
  /** Units received of each line, in order; none: not ordered yet. */
  received?: number[];
  notes?: string;
}[] = [
  {
    supplier: 'Pacific Wholesale',
    at: 'main',
    daysAgo: 5,
    expectedInDays: -2,
    lines: [
      ['TEE-CLASSIC-M', 24, 8.5],
      ['THROW-KNIT', 8, 21.5],
    ],
    received: [24, 8],
  },
  {
    supplier: 'Metro Distributors',
    at: 'warehouse',
    daysAgo: 2,
    expectedInDays: 2,
    lines: [
      ['MUG-CERAMIC', 36, 4.2],
      ['CANDLE-SOY', 24, 6.8],
    ],
    received: [20, 0],
    notes: 'The candles follow in a second delivery.',
  },
  {
    supplier: 'Metro Distributors',
    at: 'main',
    daysAgo: 0,
    expectedInDays: 7,
    lines: [
      ['SOCK-WOOL-3PK', 30, 5.5],
      ['CAP-BASEBALL', 20, 6.25],
    ],
  },
];

/** The default store the organization starts with, given an address and a contact. */
const MAIN_STORE = {
  name: DEFAULT_STORE_NAME,
  location: '12 Harbour Road',
  contactPerson: 'Olivia Owner',
  contactPhone: '+1 555 0100',
};
const DOWNTOWN = {
  name: 'Downtown',
  location: '48 Market Street',
  contactPerson: 'Dana Reyes',
  contactPhone: '+1 555 0142',
};
const WAREHOUSE = { name: 'Central Warehouse', location: '7 Industrial Way' };

/** Where a movement happens: Main Store, Downtown or the warehouse. */
type Place = 'main' | 'downtown' | 'warehouse';

/**
 * What happened after the opening stock, in order: a movement booked by scanning a SKU
 * (purchase, damage…), a transfer between two places, or a stock count that sets the quantity
 * at a place (the difference is booked as a manual adjustment).
 */
type DemoMovement =
  | { kind: MovementInputType; sku: string; quantity: number; at: Place; remarks: string }
  | { kind: 'transfer'; sku: string; quantity: number; from: Place; to: Place }
  | { kind: 'count'; sku: string; quantity: number; at: Place; remarks: string };

// biome-ignore format: one movement per line reads as a table
const MOVEMENTS: DemoMovement[] = [
  { kind: 'purchase', sku: 'CHIPS-SEASALT', quantity: 48, at: 'warehouse', remarks: 'Purchase order PO-1001' },
  { kind: 'purchase', sku: 'TEE-CLASSIC-M', quantity: 24, at: 'warehouse', remarks: 'Purchase order PO-1002' },
  { kind: 'transfer', sku: 'CHIPS-SEASALT', quantity: 24, from: 'warehouse', to: 'downtown' },
  { kind: 'transfer', sku: 'TEE-CLASSIC-M', quantity: 10, from: 'warehouse', to: 'downtown' },
  { kind: 'damage',   sku: 'MUG-CERAMIC',   quantity: 2,  at: 'main', remarks: 'Chipped while shelving' },
  { kind: 'count',    sku: 'CHOC-DARK-70',  quantity: 61, at: 'main', remarks: 'Shelf count' },
];

/** Stock counts: of one category at one place, items counted as booked but `short`. */
const STOCK_COUNTS: {
  name: string;
  at: Place;
  category: string;
  daysAgo: number;
  posted: boolean;
  short: Record<string, number>;
  uncounted: string[];
}[] = [
  {
    name: 'Apparel check',
    at: 'warehouse',
    category: 'Apparel',
    daysAgo: 1,
    posted: true,
    short: {},
    uncounted: [],
  },
  {
    name: 'Snacks shelf',
    at: 'main',
    category: 'Snacks',
    daysAgo: 0,
    posted: false,
    short: { 'CHOC-DARK-70': 1 },
    uncounted: ['WATER-SPARK'],
  },
];

// biome-ignore format: one customer per line reads as a table
/** A gift card of the demo shop, its code in the guide (docs/guide/stored-value.md). */
export const DEMO_GIFT_CARD = { code: 'DEMO-GIFT-0001', amount: 50 };

/** The shop's sales tax: its default tax class's (docs/DESIGN.md, "Money"). */
const DEMO_TAXES = [{ id: 'sales-tax', name: 'Sales tax', rate: 8.25 }];

/** Groceries pay no sales tax where the demo shop is: their class has none. */
const EXEMPT_CLASS = { name: 'Groceries (exempt)', taxes: [] };
const EXEMPT_SKUS = new Set(['WATER-SPARK']);

/** Sales of the last week (days ago; customer by index in CUSTOMERS, none for a walk-in). */
const SALES: {
  daysAgo: number;
  items: [sku: string, quantity: number][];
  payment: 'Cash' | 'Card' | 'UPI';
  customer?: number;
  refunded?: boolean;
}[] = [
  {
    daysAgo: 6,
    items: [
      ['MUG-CERAMIC', 2],
      ['CHOC-DARK-70', 3],
    ],
    payment: 'Cash',
  },
  {
    daysAgo: 5,
    items: [
      ['TEE-CLASSIC-M', 1],
      ['CAP-BASEBALL', 1],
    ],
    payment: 'Card',
    customer: 0,
  },
  {
    daysAgo: 4,
    items: [
      ['CHIPS-SEASALT', 6],
      ['WATER-SPARK', 4],
    ],
    payment: 'Cash',
  },
  { daysAgo: 3, items: [['THROW-KNIT', 1]], payment: 'Card', customer: 1, refunded: true },
  {
    daysAgo: 2,
    items: [
      ['SOCK-WOOL-3PK', 2],
      ['NUTS-MIXED', 2],
    ],
    payment: 'UPI',
    customer: 2,
  },
  {
    daysAgo: 1,
    items: [
      ['HOODIE-ZIP-NAVY', 1],
      ['MUG-CERAMIC', 1],
    ],
    payment: 'Card',
    customer: 0,
  },
  {
    daysAgo: 1,
    items: [
      ['CHOC-DARK-70', 4],
      ['CHIPS-SEASALT', 2],
    ],
    payment: 'Cash',
  },
  {
    daysAgo: 0,
    items: [
      ['CANDLE-SOY', 2],
      ['TEE-CLASSIC-L', 2],
    ],
    payment: 'Card',
    customer: 3,
  },
];

const CUSTOMERS: {
  name: string;
  email: string | null;
  phone: string | null;
  creditLimit?: number;
}[] = [
  { name: 'Ava Thompson', email: 'ava.thompson@example.com', phone: '+1 555 0101' },
  // A regular who buys on account (docs/guide/stored-value.md, "Charge accounts").
  {
    name: 'Liam Carter',
    email: 'liam.carter@example.com',
    phone: '+1 555 0102',
    creditLimit: 200,
  },
  { name: 'Sofia Martinez', email: 'sofia.martinez@example.com', phone: null },
  { name: 'Noah Patel', email: null, phone: '+1 555 0104' },
  { name: 'Emma Wilson', email: 'emma.wilson@example.com', phone: '+1 555 0105' },
  { name: 'Lucas Nguyen', email: 'lucas.nguyen@example.com', phone: '+1 555 0106' },
];

// ---------------------------------------------------------------------------------------------

/** Adds names to one of the organization's name lists; answers name → id. */
async function namedList(deps: AppDeps, caller: Caller, kind: NamedListKind, names: string[]) {
  const ids = new Map<string, string>();
  for (const name of names) {
    ids.set(name, await addEntry(deps.db, kind, caller.organizationId, name));
  }
  return ids;
}

const idOf = (ids: Map<string, string>, name: string) => {
  const id = ids.get(name);
  if (!id) throw new Error(`demo seed: "${name}" is not in its table`);
  return id;
};

/**
 * `column` moved `days` days back, in UTC: functions Citus lets an UPDATE apply to a column
 * (timestamptz − interval is a zone-dependent, STABLE one; these are IMMUTABLE).
 */
const daysBack = (column: string, days: number) =>
  sql`((${sql.identifier(column)} at time zone 'UTC') - ${days} * interval '1 day') at time zone 'UTC'`;

/**
 * Seeds the catalogue of the demo organization. `deps.db` may be an open transaction: the
 * services then nest theirs in it, and the whole demo is written or nothing is.
 */
export async function seedDemoCatalog(deps: AppDeps, caller: Caller) {
  const categoryIds = new Map<string, string>();
  for (const c of CATEGORIES) {
    const parentCategoryId = c.parent ? idOf(categoryIds, c.parent) : null;
    const body = ZCategoryBody.parse({
      name: c.name,
      description: c.description,
      parentCategoryId,
    });
    categoryIds.set(c.name, (await createCategory(deps, caller, body)).data._id);
  }
  const parseName = (name: string) => ZProductInfoBody.parse({ name }).name;
  await namedList(
    deps,
    caller,
    'attributes',
    ATTRIBUTES.map((name) => ZAttributeBody.parse({ name }).name),
  );
  const makerIds = await namedList(deps, caller, 'manufacturers', MANUFACTURERS.map(parseName));
  const supplierIds = await namedList(deps, caller, 'suppliers', SUPPLIERS.map(parseName));
  for (const [name, id] of supplierIds) {
    await updateSupplier(
      deps,
      caller,
      id,
      ZSupplierBody.parse({ name, ...SUPPLIER_DETAILS[name] }),
    );
  }

  const exempt = (await createTaxClass(deps, caller, ZTaxClassBody.parse(EXEMPT_CLASS))).data._id;
  /** Product and variation ids by SKU, for the movements below. */
  const items = new Map<string, { productId: string; variationId: string | null }>();
  for (const p of PRODUCTS) {
    const variations = VARIATIONS[p.sku];
    const body = ZProductBody.parse({
      name: p.name,
      sku: p.sku,
      price: p.price,
      // What the shop pays its supplier: about 45 % of the shelf price.
      costPrice: Math.round(p.price * 45) / 100,
      stock: p.stock,
      unit: p.unit ?? 'each',
      categoryId: idOf(categoryIds, p.category),
      manufacturedBy: idOf(makerIds, p.maker),
      supplier: idOf(supplierIds, p.supplier),
      reorderQuantity: REORDER_QUANTITIES[p.sku] ?? null,
      taxClassId: EXEMPT_SKUS.has(p.sku) ? exempt : null,
      configurableAttributes: variations
        ? [{ name: variations.attribute, values: Object.keys(variations.stock) }]
        : [],
      variations: Object.entries(variations?.stock ?? {}).map(([value, stock]) => ({
        attributeCombination: [value],
        price: p.price,
        stock,
        sku: `${p.sku}-${value.toUpperCase()}`,
      })),
    });
    const { data } = await createProduct(deps, caller, body);
    items.set(p.sku, { productId: data._id, variationId: null });
    for (const v of data.variations) {
      if (v.sku) items.set(v.sku, { productId: data._id, variationId: v._id });
    }
  }

  // Promotions (docs/DESIGN.md, "Promotions"): a welcome coupon, and a snacks offer for a
  // weekend a month ahead — neither touches the demo's sales (the coupon needs its code).
  const promotion = (body: unknown) => createPromotion(deps, caller, ZPromotionBody.parse(body));
  await promotion({
    name: 'Welcome 10 %',
    kind: 'percent_off',
    percent: 10,
    couponCode: 'WELCOME10',
  });
  const weekend = new Date(Date.now() + 30 * 86_400_000);
  await promotion({
    name: 'Any 3 snacks for 5.00',
    kind: 'multibuy',
    categoryIds: [idOf(categoryIds, 'Snacks')],
    bundleQuantity: 3,
    bundlePrice: 5,
    startsAt: weekend.toISOString(),
    endsAt: new Date(weekend.getTime() + 2 * 86_400_000).toISOString(),
  });

  const downtown = await createStore(deps, caller, ZStoreBody.parse(DOWNTOWN));
  const warehouse = await createWarehouse(deps, caller, ZWarehouseBody.parse(WAREHOUSE));
  const mainStoreId = await defaultStoreId(deps.db, caller.organizationId);
  await updateStore(deps, caller, mainStoreId, ZStoreBody.parse(MAIN_STORE));
  const places: Record<Place, { storeId?: string; warehouseId?: string }> = {
    main: { storeId: mainStoreId },
    downtown: { storeId: downtown.data._id },
    warehouse: { warehouseId: warehouse.data._id },
  };
  const prefixed = (prefix: 'from' | 'to', place: Place) => {
    const { storeId, warehouseId } = places[place];
    return prefix === 'from'
      ? { fromStoreId: storeId, fromWarehouseId: warehouseId }
      : { toStoreId: storeId, toWarehouseId: warehouseId };
  };

  const itemOf = (sku: string) => {
    const item = items.get(sku);
    if (!item) throw new Error(`demo seed: no product or variation with SKU ${sku}`);
    return item;
  };
  for (const m of MOVEMENTS) {
    if (m.kind === 'transfer') {
      const body = ZTransferBody.parse({
        ...itemOf(m.sku),
        quantity: m.quantity,
        ...prefixed('from', m.from),
        ...prefixed('to', m.to),
      });
      await transferStock(deps, caller, body);
    } else if (m.kind === 'count') {
      const body = ZInventoryItemBody.parse({
        ...itemOf(m.sku),
        quantity: m.quantity,
        remarks: m.remarks,
        ...places[m.at],
      });
      await saveInventoryItem(deps, caller, body);
    } else {
      const body = ZAddByBarcodeBody.parse({
        barcode: m.sku,
        quantity: m.quantity,
        type: m.kind,
        remarks: m.remarks,
        ...places[m.at],
      });
      await addByBarcode(deps, caller, body);
    }
  }

  const customerIds: string[] = [];
  for (const c of CUSTOMERS) {
    customerIds.push((await createCustomer(deps, caller, ZCustomerBody.parse(c))).data._id);
  }
  // Stored value to try (docs/guide/stored-value.md): the first customer's store credit and a
  // gift card whose code the guide gives.
  await adjustStoreCredit(deps, caller, customerIds[0] ?? '', {
    direction: 'add',
    amount: 15,
    reason: 'Goodwill: a chipped mug replaced late',
  });
  await issueGiftCard(deps, caller, ZGiftCardIssueBody.parse(DEMO_GIFT_CARD));

  // The shop opened a week ago: its catalogue, customers and stock movements are dated then, so
  // the week of sales below follows them in every list.
  const org = caller.organizationId;
  for (const table of ['products', 'customers', 'inventory_log']) {
    await deps.db.execute(
      sql`update ${sql.identifier(table)} set created_at = ${daysBack('created_at', 7)}
          where organization_id = ${org}`,
    );
  }
  const settings = await getGeneralSettings(deps, caller);
  // The week of sales below is history made in one go, outside any shift: the shop sells only in
  // an open shift (a new organization's default) from when the seed is done. It runs a loyalty
  // programme: its customers' sales earn points (docs/guide/stored-value.md).
  await saveGeneralSettings(deps, caller, {
    ...settings,
    taxes: DEMO_TAXES,
    requireOpenShift: false,
    loyalty: { enabled: true, earnPerUnit: 1, redeemValue: 0.01, minRedeem: 100 },
  });
  for (const po of PURCHASE_ORDERS) {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const { data } = await createPurchaseOrder(
      deps,
      caller,
      ZPurchaseOrderBody.parse({
        supplierId: idOf(supplierIds, po.supplier),
        ...places[po.at],
        expectedDate: day(po.expectedInDays),
        notes: po.notes ?? null,
        lines: po.lines.map(([sku, quantity, unitCost]) => ({
          ...itemOf(sku),
          quantity,
          unitCost,
        })),
      }),
    );
    if (po.received) {
      await orderPurchaseOrder(deps, caller, data._id, null);
      const lines = data.lines
        .map((l, i) => ({ lineId: l._id, quantity: po.received?.[i] ?? 0 }))
        .filter((l) => l.quantity > 0);
      await receivePurchaseOrder(deps, caller, data._id, ZReceiveBody.parse({ lines }));
    }
    // Made (and received) some days ago: the order and its ledger rows are dated back together.
    const back = (column: string) => daysBack(column, po.daysAgo);
    await deps.db.execute(sql`update purchase_orders set created_at = ${back('created_at')},
        ordered_at = ${back('ordered_at')}, received_at = ${back('received_at')}
      where organization_id = ${org} and id = ${data._id}`);
    await deps.db.execute(sql`update inventory_log set created_at = ${back('created_at')}
      where organization_id = ${org} and reference = ${data._id}`);
  }
  for (const sale of SALES) {
    const body = ZSaleBody.parse({
      items: sale.items.map(([sku, quantity]) => ({ ...itemOf(sku), quantity })),
      paymentMethod: sale.payment,
      customerId: sale.customer === undefined ? null : customerIds[sale.customer],
    });
    const { data } = await createSale(deps, caller, body);
    if (sale.refunded) await refundSale(deps, caller, data._id);
    // A week of trading: the sale and its ledger rows are dated back together.
    await deps.db.execute(sql`update transactions
      set transaction_date = ${daysBack('transaction_date', sale.daysAgo)}
      where organization_id = ${org} and id = ${data._id}`);
    // Its refund too: the return, and the ledger rows that refer to the return.
    await deps.db.execute(sql`update sale_returns set created_at = ${daysBack('created_at', sale.daysAgo)}
      where organization_id = ${org} and transaction_id = ${data._id}`);
    await deps.db.execute(sql`update inventory_log set created_at = ${daysBack('created_at', sale.daysAgo)}
      where organization_id = ${org} and (reference = ${data._id} or reference in (
        select id from sale_returns where organization_id = ${org} and transaction_id = ${data._id}))`);
  }
  await deps.db.execute(sql`update general_settings set require_open_shift = ${settings.requireOpenShift}
    where organization_id = ${org}`);
  // The reports' rollups took the sales on the day they were made: counted again on their days.
  await recalculateRollups(deps, org);
  // Stock counts: yesterday's count of the warehouse's apparel found everything as booked; today
  // the snacks shelf of Main Store is being counted (one bar short so far). Neither moves stock.
  for (const c of STOCK_COUNTS) {
    const { data } = await createStockCount(
      deps,
      caller,
      ZStockCountBody.parse({
        name: c.name,
        ...places[c.at],
        categoryId: idOf(categoryIds, c.category),
      }),
    );
    const lines = await listStockCountLines(deps, caller, data._id, { page: 1, limit: 1000 });
    for (const line of lines.data) {
      if (!line.sku || c.uncounted.includes(line.sku)) continue;
      const counted = Math.max(0, line.expected - (c.short[line.sku] ?? 0));
      await setLineCount(deps, caller, data._id, line._id, { counted });
    }
    if (c.posted) await postStockCount(deps, caller, data._id, null);
    await deps.db.execute(sql`update stock_counts set created_at = ${daysBack('created_at', c.daysAgo)},
        posted_at = ${daysBack('posted_at', c.daysAgo)}
      where organization_id = ${org} and id = ${data._id}`);
  }
}
