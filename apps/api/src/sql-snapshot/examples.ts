/**
 * What the SQL snapshot (generate.ts) calls each repository function with. A function not named
 * here is called with `genericArgument(name)` for each parameter after the executor; one whose
 * parameters that does not cover (objects, unions whose value changes the SQL) is given here,
 * typed against the function's own signature. Several cases render several variants of a
 * function (`{ label, args }`), e.g. with and without a lock. The values are never shown: the
 * snapshot keeps `$1…` placeholders, so they only have to steer the code to its statements.
 */
import type { Executor } from '../db/client.js';
import type * as approvals from '../modules/approvals/approvals.repository.js';
import type * as audit from '../modules/audit/audit.repository.js';
import type * as auth from '../modules/auth/auth.repository.js';
import type * as attributes from '../modules/catalog/attributes.repository.js';
import type * as categories from '../modules/catalog/categories.repository.js';
import type * as productCosts from '../modules/catalog/product-costs.repository.js';
import type * as productLookup from '../modules/catalog/product-lookup.repository.js';
import type * as products from '../modules/catalog/products.repository.js';
import type * as suppliers from '../modules/catalog/suppliers.repository.js';
import type * as customers from '../modules/customers/customers.repository.js';
import type * as inventory from '../modules/inventory/inventory.repository.js';
import type * as inventoryReports from '../modules/inventory/inventory-reports.repository.js';
import type * as locations from '../modules/inventory/locations.repository.js';
import type * as stock from '../modules/inventory/stock.repository.js';
import {
  atStoreSql,
  moveLevelsCtes,
  shortfallCheck,
  wentBelowZero,
} from '../modules/inventory/stock.repository.js';
import type * as stockCounts from '../modules/inventory/stock-counts.repository.js';
import type * as organization from '../modules/organization/organization.repository.js';
import type * as payments from '../modules/payments/payments.repository.js';
import type * as sandbox from '../modules/payments/sandbox.repository.js';
import type * as permissions from '../modules/permissions/permissions.repository.js';
import type * as platform from '../modules/platform/platform.repository.js';
import type * as lowStockDigest from '../modules/purchasing/low-stock-digest.repository.js';
import type * as purchaseOrders from '../modules/purchasing/purchase-orders.repository.js';
import type * as reorder from '../modules/purchasing/reorder.repository.js';
import type * as register from '../modules/register/register.repository.js';
import type * as salesReports from '../modules/reports/sales-reports.repository.js';
import type * as roles from '../modules/roles/roles.repository.js';
import type * as rollups from '../modules/rollups/rollups.repository.js';
import type * as totals from '../modules/rollups/totals.repository.js';
import { TOTALS } from '../modules/rollups/totals-layout.js';
import type * as heldSales from '../modules/sales/held-sales.repository.js';
import type * as returns from '../modules/sales/returns.repository.js';
import type * as sales from '../modules/sales/sales.repository.js';
import type * as settings from '../modules/settings/settings.repository.js';
import type * as shifts from '../modules/shifts/shifts.repository.js';
import type * as subscription from '../modules/subscription/subscription.repository.js';
import type * as users from '../modules/users/users.repository.js';

/** The arguments after the executor, optionally named (the name shows in the snapshot). */
export type Case<A extends unknown[]> = A | { label: string; args: A };

type ArgsOf<F> = F extends (ex: Executor, ...args: infer A) => unknown ? A : never;
type CasesOf<R> = {
  [K in keyof R as R[K] extends (ex: Executor, ...args: never[]) => unknown ? K : never]?: Case<
    ArgsOf<R[K]>
  >[];
};
const cases = <R>(c: CasesOf<R>) => c as unknown as Record<string, Case<unknown[]>[]>;

const ORG = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';
const AT = new Date('2024-01-01T00:00:00.000Z');
const AT_STORE = { storeId: ID, warehouseId: null };
const AT_WAREHOUSE = { storeId: null, warehouseId: ID };
const PURCHASE_ORDER = {
  supplierId: ID,
  storeId: ID,
  warehouseId: null,
  expectedDate: null,
  notes: null,
};
const SUPPLIER = {
  name: 'n',
  contactName: null,
  email: null,
  phone: null,
  address: null,
  leadTimeDays: null,
  notes: null,
};

/** A sales report's days: within a month, across whole months, and at one store. */
const REPORT_DAYS = {
  org: ORG,
  generation: 1,
  from: '2024-01-03',
  to: '2024-01-20',
  storeId: null,
};
const REPORT_MONTHS = { ...REPORT_DAYS, from: '2024-01-15', to: '2024-04-10' };
const REPORT_STORE = { ...REPORT_DAYS, storeId: ID };
/**
 * Rows from 2023-11-28 to 2024-11-27 (a shop's first year, read on its last day), nothing
 * sealed: the periods' rows are read.
 */
const REPORT_BOUNDS = {
  first: '2023-11-28',
  last: '2024-11-27',
  sealedFirst: null,
  sealedLast: null,
  keys: 20_000,
};
/** Totals sealed up to the day before the last: a range's end adds that day's rows. */
const REPORT_SEALED = { ...REPORT_BOUNDS, sealedFirst: '2023-11-28', sealedLast: '2024-11-26' };
const SEAL = { org: ORG, generation: 1, storeKey: ID };
const REPORT_YEAR = { ...REPORT_DAYS, from: '2023-11-28', to: '2024-11-27' };

/**
 * The value a parameter gets by its name when its function has no examples; undefined: none
 * (the run fails and asks for an example).
 */
export function genericArgument(name: string): unknown {
  if (/^(id|candidate|org)$|Id$/.test(name)) return ID;
  if (/^ids$|Ids$/.test(name)) return [ID, OTHER];
  if (/^(keys|skus)$/.test(name)) return ['a', 'b'];
  if (/^(now|since|windowStart)$|At$/.test(name)) return AT;
  if (/^(startDate|endDate)$/.test(name)) return '2024-01-01';
  if (name === 'limit') return 10;
  if (
    /^(key|prefix|tokenHash|ip|login|email|username|name|barcode|currency|passwordHash|tz|event)$/.test(
      name,
    )
  )
    return 'x';
  return undefined;
}

/**
 * Exports of repository and list files that are not rendered, with why. Each one shows in the
 * module's snapshot as a comment.
 */
export const notRendered: Record<string, string> = {
  'inventory/stock.repository.levelKey': 'a map key of a stock item; runs no SQL',
  'inventory/stock.repository.atStoreSql':
    'parts of a statement; rendered within catalog findByCodeAtStore',
  'inventory/stock.repository.moveLevelsCtes':
    'parts of a statement; rendered within moveLevels and sales recordSale',
  'inventory/stock.repository.shortfallCheck':
    'part of a statement; rendered within moveLevels and sales recordSale',
  'inventory/stock.repository.wentBelowZero':
    'part of a statement; rendered within sales recordSale (offline)',
  'inventory/stock.repository.shortfallOf': 'reads an error; runs no SQL',
  'permissions/permissions.list.isBuiltInPermission': 'a name check; runs no SQL',
  'reports/sales-reports.repository.grained':
    'part of a statement; rendered within byProduct, byCategory and byCustomer',
  'purchasing/reorder.repository.lowLevelsSql':
    'part of a statement; rendered within lowLevels and low-stock-digest takeCrossedLevels',
};

/** List files whose specs serve the platform operators' lists over every organization. */
export const EVERY_ORGANIZATION_LISTS = new Set(['business-admin/business-admin.lists']);

const product = {
  name: 'n',
  description: null,
  sku: 's',
  price: '1.00',
  categoryId: null,
  configurableAttributes: [],
  manufacturerId: null,
  supplierId: null,
  marketerId: null,
};
const variation = {
  attributeCombination: ['a'],
  price: '1.00',
  sku: 's',
  isActive: true,
  position: 0,
};
const store = {
  name: 'n',
  location: null,
  contactPerson: null,
  contactPhone: null,
  isActive: true,
};
const item = {
  organizationId: ORG,
  productId: ID,
  variationId: null,
  storeId: ID,
  warehouseId: null,
};
/** A one-line stock move's statement parts (`moveLevels` and a sale's `recordSale` take them). */
const oneMove = [
  { ...item, delta: 1, type: 'STOCK_IN' as const, userId: ID, remarks: null, reference: null },
];
const moveParts = (allowNegative: boolean) => ({
  ctes: moveLevelsCtes(ORG, oneMove),
  check: shortfallCheck(allowNegative),
  wentBelowZero,
  ordered: oneMove,
});
const generalSettings = {
  itemsPerPage: 10,
  currencySymbol: '$',
  currencyCode: 'USD',
  taxes: [],
  receiptShowLogo: true,
  receiptShowAddress: true,
  receiptShowCustomerName: true,
  receiptFooterMessage: '',
  allowNegativeStock: false,
  requireOpenShift: false,
  lowStockDigestHour: 8,
  timeZone: 'Europe/London',
  auditRetentionDays: 365,
};

/** By source file (under src/modules, without .ts), then function. */
export const examples: Record<string, Record<string, Case<unknown[]>[]>> = {
  'audit/audit.repository': cases<typeof audit>({
    insertEvent: [
      [
        ORG,
        {
          userId: ID,
          apiKeyId: null,
          ip: '127.0.0.1',
          entityType: 'Product',
          entityId: OTHER,
          action: 'update',
          changes: { price: { before: 1, after: 2 } },
          approvedBy: null,
        },
      ],
    ],
    insertEvents: [
      [
        ORG,
        [
          {
            userId: ID,
            apiKeyId: null,
            ip: null,
            entityType: 'Product',
            entityId: OTHER,
            action: 'create',
            changes: {},
            approvedBy: null,
          },
        ],
      ],
    ],
    deleteExpiredEvents: [[AT]],
  }),
  'approvals/approvals.repository': cases<typeof approvals>({
    insertApproval: [
      [
        ORG,
        {
          tokenHash: 'h',
          approverId: ID,
          requestedBy: ID,
          action: 'return',
          transactionId: ID,
          expiresAt: AT,
        },
      ],
    ],
    useApproval: [
      {
        label: 'for a sale',
        args: [ORG, { tokenHashes: ['h'], requestedBy: ID, action: 'return', transactionId: ID }],
      },
      {
        label: 'for no sale',
        args: [
          ORG,
          {
            tokenHashes: ['h', 'i'],
            requestedBy: ID,
            action: 'sell_without_stock',
            transactionId: null,
          },
        ],
      },
    ],
    deleteStaleApprovals: [[AT]],
    isSaleOf: [[ORG, ID]],
  }),
  'auth/auth.repository': cases<typeof auth>({
    lockTokensOf: [[ID, 'password_reset']],
    voidTokens: [[ORG, ID, 'password_reset']],
    insertToken: [
      [
        {
          organizationId: ORG,
          userId: ID,
          kind: 'email_verification',
          tokenHash: 'h',
          expiresAt: AT,
          email: 'e',
        },
      ],
    ],
    countRecentTokens: [[ORG, ID, 'password_reset', AT]],
    consumeToken: [['h', 'password_reset', AT]],
  }),
  'catalog/attributes.repository': cases<typeof attributes>({
    insertEntry: [['attributes', ORG, 'n']],
    renameEntry: [['attributes', ORG, ID, 'n']],
    deleteEntry: [['attributes', ORG, ID]],
    findEntryIdByName: [['attributes', ORG, 'n']],
  }),
  'catalog/categories.repository': cases<typeof categories>({
    insertCategory: [[ORG, { name: 'n', description: null, parentId: null }]],
    updateCategory: [[ORG, ID, { name: 'n', description: null, parentId: null }]],
  }),
  'catalog/product-lookup.repository': cases<typeof productLookup>({
    findByCode: [[ORG, 'x']],
    findByCodeAtStore: [
      { label: 'store named', args: [ORG, 'x', atStoreSql(ORG, OTHER)] },
      { label: 'default store', args: [ORG, 'x', atStoreSql(ORG, null)] },
    ],
  }),
  'catalog/products.repository': cases<typeof products>({
    insertProduct: [[ORG, product]],
    updateProduct: [[ORG, ID, product]],
    insertVariation: [[ORG, ID, variation]],
    updateVariation: [[ORG, ID, variation]],
    replaceImages: [
      { label: 'product', args: [ORG, ID, null, [{ url: 'u', name: null, isPrimary: true }]] },
      { label: 'variation', args: [ORG, ID, OTHER, [{ url: 'u', name: null, isPrimary: true }]] },
    ],
    insertProducts: [[ORG, [product, product]]],
    updateProducts: [[ORG, [{ id: ID, ...product }]]],
    skusFromStems: [[ORG, ['TEE-RED-M', 'TEE_2-L']]],
  }),
  'catalog/product-costs.repository': cases<typeof productCosts>({
    applyReceiptCosts: [
      [
        ORG,
        [
          { productId: ID, variationId: null, quantity: 2, unitCost: '1.0000' },
          { productId: ID, variationId: OTHER, quantity: 2, unitCost: '1.0000' },
        ],
      ],
    ],
  }),
  'catalog/suppliers.repository': cases<typeof suppliers>({
    insertSupplier: [[ORG, SUPPLIER]],
    updateSupplier: [[ORG, ID, SUPPLIER]],
  }),
  'purchasing/low-stock-digest.repository': cases<typeof lowStockDigest>({
    claimDigestDay: [[ORG, '2024-01-01']],
    takeCrossedLevels: [[ORG, 20]],
  }),
  'purchasing/reorder.repository': cases<typeof reorder>({
    lowLevels: [
      { label: 'every location and supplier', args: [ORG, 20, {}, 500] },
      { label: 'a store and a supplier', args: [ORG, 20, { storeId: ID, supplierId: OTHER }, 500] },
      { label: 'a warehouse', args: [ORG, 20, { warehouseId: ID }, 500] },
    ],
  }),
  'purchasing/purchase-orders.repository': cases<typeof purchaseOrders>({
    insertOrder: [[ORG, ID, PURCHASE_ORDER]],
    updateOrder: [[ORG, ID, PURCHASE_ORDER]],
    replaceLines: [
      [ORG, ID, [{ productId: ID, variationId: null, quantity: 1, unitCost: '1.0000' }]],
    ],
    setStatus: [
      { label: 'ordered', args: [ORG, ID, 'Ordered'] },
      { label: 'partly received', args: [ORG, ID, 'Partially Received'] },
      { label: 'received', args: [ORG, ID, 'Received'] },
      { label: 'cancelled', args: [ORG, ID, 'Cancelled'] },
    ],
    addReceived: [[ORG, [{ id: ID, quantity: 1 }]]],
    closeOrder: [[ORG, ID, 'reason']],
  }),
  'customers/customers.repository': cases<typeof customers>({
    insertCustomer: [[ORG, { name: 'n', email: null, phone: null }]],
    insertCustomerWithId: [[ORG, ID, { name: 'n', email: null, phone: null }]],
    updateCustomer: [[ORG, ID, { name: 'n', email: null, phone: null }]],
  }),
  'inventory/inventory-reports.repository': cases<typeof inventoryReports>({
    storesForReport: [
      { label: 'every store', args: [ORG] },
      { label: 'one store', args: [ORG, ID] },
    ],
    reportLines: [
      { label: 'all', args: [ORG, [ID, OTHER], { limit: 10 }] },
      { label: 'search', args: [ORG, [ID, OTHER], { limit: 10, search: 'x' }] },
    ],
    reportTotals: [
      { label: 'all', args: [ORG, [ID, OTHER], { limit: 10 }] },
      { label: 'search', args: [ORG, [ID, OTHER], { limit: 10, search: 'x' }] },
    ],
  }),
  'inventory/inventory.repository': cases<typeof inventory>({
    setLevelRemarks: [[item, 'r']],
  }),
  'inventory/locations.repository': cases<typeof locations>({
    insertStore: [[ORG, { ...store, isDefault: false }]],
    updateStore: [[ORG, ID, store]],
    insertWarehouse: [[ORG, { name: 'n', location: null, isActive: true }]],
    updateWarehouse: [[ORG, ID, { name: 'n', location: null, isActive: true }]],
    stockAt: [
      { label: 'store', args: [ORG, 'store', ID] },
      { label: 'warehouse', args: [ORG, 'warehouse', ID] },
    ],
    deleteLocation: [
      { label: 'store', args: [ORG, 'store', ID] },
      { label: 'warehouse', args: [ORG, 'warehouse', ID] },
    ],
    findLocation: [
      { label: 'store', args: [ORG, 'store', ID] },
      { label: 'warehouse', args: [ORG, 'warehouse', ID] },
    ],
  }),
  'inventory/stock-counts.repository': cases<typeof stockCounts>({
    insertCount: [
      [ORG, ID, { storeId: ID, warehouseId: null, name: 'Year end', categoryId: null }],
    ],
    snapshotLines: [
      { label: 'every item of a store', args: [ORG, ID, AT_STORE, null] },
      { label: "a category's items of a warehouse", args: [ORG, ID, AT_WAREHOUSE, OTHER] },
    ],
    lockCount: [
      { label: 'to post or cancel', args: [ORG, ID, 'update'] },
      { label: 'to count', args: [ORG, ID, 'share'] },
    ],
    productInCategory: [[ORG, ID, OTHER]],
    addToCount: [[ORG, ID, AT_STORE, { productId: ID, variationId: null }, 1]],
    setCounted: [
      { label: 'typed', args: [ORG, ID, AT_STORE, OTHER, 5] },
      { label: 'cleared', args: [ORG, ID, AT_STORE, OTHER, null] },
    ],
    countedDifferences: [[ORG, ID]],
    uncountedWithLevel: [[ORG, ID, AT_STORE]],
    countAsZero: [[ORG, [{ id: ID, expected: 3 }]]],
    recordPosted: [[ORG, ID]],
    setStatus: [
      {
        label: 'posted',
        args: [ORG, ID, { status: 'Posted', postedBy: OTHER, zeroUncounted: true }],
      },
      { label: 'cancelled', args: [ORG, ID, { status: 'Cancelled' }] },
    ],
  }),
  'inventory/stock.repository': cases<typeof stock>({
    totalOf: [
      { label: 'product', args: [ORG, ID, null] },
      { label: 'variation', args: [ORG, ID, OTHER] },
    ],
    hasHistory: [
      { label: 'product', args: [ORG, ID] },
      { label: 'variation', args: [ORG, ID, OTHER] },
    ],
    moveLevels: [
      { label: 'refusing a shortfall', args: [moveParts(false)] },
      { label: 'negative stock allowed', args: [moveParts(true)] },
    ],
  }),
  'organization/organization.repository': cases<typeof organization>({
    insertOrganization: [[{ name: 'n', code: 'c', kind: 'tenant', email: null }]],
    updateOrganization: [[ID, { name: 'n', address: null, email: null, phone: null }]],
    setOrganizationStatus: [
      [ID, { isActive: false, disabledReason: 'r', disabledAt: new Date(0) }],
    ],
  }),
  'payments/payments.repository': cases<typeof payments>({
    insertOrder: [
      [
        {
          organizationId: ORG,
          orderId: 'o',
          plan: 'basic',
          amount: 100,
          currency: 'INR',
          status: 'created',
        },
      ],
    ],
    findOrder: [
      { label: 'read', args: ['o'] },
      { label: 'for update', args: ['o', true] },
    ],
    markOrder: [[ORG, 'o', 'paid', 'p']],
    insertTransaction: [
      [
        {
          organizationId: ORG,
          subscriptionId: 's',
          paymentId: 'p',
          customerId: 'c',
          plan: 'basic',
          amount: 100,
          currency: 'INR',
          status: 'success',
        },
      ],
    ],
    recordWebhookEvent: [['e', 'payment.captured', {}]],
  }),
  'payments/sandbox.repository': cases<typeof sandbox>({
    insertSandboxOrder: [[{ id: 'o', amount: 100, currency: 'INR' }]],
    insertSandboxPayment: [[{ id: 'p', orderId: 'o', amount: 100, currency: 'INR' }]],
  }),
  'permissions/permissions.repository': cases<typeof permissions>({
    insertPermission: [[ORG, { name: 'n', description: null }]],
    updatePermission: [[ORG, ID, { name: 'n', description: null }]],
  }),
  'platform/platform.repository': cases<typeof platform>({
    writePlatformSettings: [[{ defaultCurrency: 'INR' }]],
  }),
  'register/register.repository': cases<typeof register>({
    storeClock: [[ORG, ID, 30]],
    productsAfter: [
      { label: 'a full load', args: [ORG, null, '2024-01-01T00:00:00.000000Z', 5000] },
      { label: 'after a cursor', args: [ORG, ['2024-01-01T00:00:00.000000Z', ID], null, 5000] },
    ],
    removedProductsAfter: [[ORG, ['2024-01-01T00:00:00.000000Z', ID], 10000]],
    stockAfter: [[ORG, ID, ['2024-01-01T00:00:00.000000Z', ID], 10000]],
    customersAfter: [[ORG, ['2024-01-01T00:00:00.000000Z', ID], 10000]],
    removedCustomersAfter: [[ORG, ['2024-01-01T00:00:00.000000Z', ID], 10000]],
    customersStart: [[ORG, 50000]],
  }),
  'roles/roles.repository': cases<typeof roles>({
    insertRole: [[ORG, { name: 'n', description: null, isBuiltIn: false }]],
    updateRole: [[ORG, ID, { name: 'n', description: null }]],
    lockRole: [
      { label: 'update', args: [ORG, ID, 'update'] },
      { label: 'share', args: [ORG, ID, 'share'] },
    ],
  }),
  'sales/returns.repository': cases<typeof returns>({
    openReturn: [[ORG, { transactionId: ID, storeId: OTHER, userId: ID }]],
    recordReturn: [
      ...(['Partially Refunded', 'Refunded'] as const).map((status) => ({
        label:
          status === 'Refunded' ? 'the last units, without stock to move' : 'with its stock move',
        args: [
          ORG,
          {
            id: ID,
            documentNumber: 7,
            transactionId: OTHER,
            storeId: OTHER,
            userId: ID,
            approvedBy: null,
            shiftId: null,
            reason: null,
            refundMethod: 'Cash',
            subtotal: '10.00',
            taxes: [],
            taxTotal: '0.00',
            total: '10.00',
            items: [{ id: ID, item_id: OTHER, quantity: 1, amount: '10.00' }],
            unsold: status === 'Refunded' ? [] : [{ product_id: ID, quantity: 1 }],
            status,
          },
          status === 'Refunded' ? null : moveParts(true),
        ] as [string, returns.ReturnRecord, ReturnType<typeof moveParts> | null],
      })),
    ],
    findByDocumentNumber: [[ORG, 42]],
  }),
  'sales/sales.repository': cases<typeof sales>({
    returnsOf: [
      { label: 'of a sale', args: [ORG, { transactionId: ID }] },
      { label: 'one return', args: [ORG, { returnId: ID }] },
    ],
    findTransaction: [
      { label: 'read', args: [ORG, ID] },
      { label: 'lock', args: [ORG, ID, true] },
    ],
    saleContext: [
      {
        label: 'default store',
        args: [
          ORG,
          { userId: ID, storeId: null, customerId: null, idempotencyKey: null, productIds: [ID] },
        ],
      },
      {
        label: 'store, customer and idempotency key',
        args: [
          ORG,
          { userId: ID, storeId: ID, customerId: ID, idempotencyKey: 'k', productIds: [ID] },
        ],
      },
      {
        label: 'offline, naming its shift',
        args: [
          ORG,
          {
            userId: ID,
            storeId: null,
            customerId: null,
            idempotencyKey: 'k',
            productIds: [ID],
            offline: { shiftId: ID, createdAt: AT },
          },
        ],
      },
    ],
    recordSale: [
      [
        ORG,
        {
          transaction: {
            id: ID,
            customerId: null,
            storeId: ID,
            userId: ID,
            paymentMethod: 'Cash',
            shiftId: ID,
            amountPaid: '1.00',
            changeGiven: '0.00',
            approvedBy: null,
            subtotal: '1.00',
            discountTotal: '0.00',
            taxes: [],
            taxTotal: '0.00',
            totalAmount: '1.00',
            transactionDate: AT,
            idempotencyKey: null,
            requestHash: null,
            offline: null,
            reviewReasons: [],
          },
          items: [],
          sold: [{ product_id: ID, quantity: 1 }],
          payments: [{ id: ID, method: 'Cash', amount: '1.00' }],
        },
        moveParts(false),
      ],
      {
        label: 'offline, flagged oversold when stock goes below zero',
        args: [
          ORG,
          {
            transaction: {
              id: ID,
              customerId: null,
              storeId: ID,
              userId: ID,
              paymentMethod: 'Cash',
              shiftId: null,
              amountPaid: '1.00',
              changeGiven: '0.00',
              approvedBy: null,
              subtotal: '1.00',
              discountTotal: '0.00',
              taxes: [],
              taxTotal: '0.00',
              totalAmount: '1.00',
              transactionDate: AT,
              idempotencyKey: 'k',
              requestHash: 'h',
              offline: { deviceId: ID, localNumber: 'AB12-42', syncedAt: AT },
              reviewReasons: ['price_changed'],
            },
            items: [],
            sold: [{ product_id: ID, quantity: 1 }],
            payments: [{ id: ID, method: 'Cash', amount: '1.00' }],
          },
          moveParts(true),
          { flagOversold: true },
        ],
      },
      {
        label: 'sold without stock, reading the moves below zero',
        args: [
          ORG,
          {
            transaction: {
              id: ID,
              customerId: null,
              storeId: ID,
              userId: ID,
              paymentMethod: 'Cash',
              shiftId: null,
              amountPaid: '1.00',
              changeGiven: '0.00',
              approvedBy: null,
              subtotal: '1.00',
              discountTotal: '0.00',
              taxes: [],
              taxTotal: '0.00',
              totalAmount: '1.00',
              transactionDate: AT,
              idempotencyKey: null,
              requestHash: null,
              offline: null,
              reviewReasons: [],
            },
            items: [],
            sold: [{ product_id: ID, quantity: 1 }],
            payments: [{ id: ID, method: 'Cash', amount: '1.00' }],
          },
          moveParts(true),
          { belowZero: true },
        ],
      },
    ],
    stockAtStore: [[ORG, ID, [{ productId: ID, variationId: null }]]],
    findByLocalNumber: [[ORG, 'AB12-42']],
    markReviewed: [[ORG, ID, ID]],
  }),
  'sales/held-sales.repository': cases<typeof heldSales>({
    parkContext: [
      { label: 'walk-in', args: [ORG, { storeId: ID, customerId: null, productIds: [ID] }] },
      { label: 'a customer', args: [ORG, { storeId: ID, customerId: ID, productIds: [ID] }] },
    ],
    insertHeldSale: [
      [
        ORG,
        { id: ID, storeId: ID, userId: ID, customerId: null, note: null, cart: { items: [] } },
        100,
      ],
    ],
  }),
  'settings/settings.repository': cases<typeof settings>({
    insertGeneralSettings: [[ORG, generalSettings]],
    upsertGeneralSettings: [[ORG, generalSettings]],
  }),
  'shifts/shifts.repository': cases<typeof shifts>({
    findStore: [
      { label: 'named store', args: [ORG, ID] },
      { label: 'default store', args: [ORG, null] },
    ],
    insertShift: [[ORG, { storeId: ID, userId: ID, openingFloat: '100.00' }]],
    findShift: [
      { label: 'anyone (manage_shifts)', args: [ORG, ID, null] },
      { label: 'own, locked', args: [ORG, ID, OTHER, true] },
    ],
    findOpenShiftId: [
      { label: 'named store', args: [ORG, ID, OTHER] },
      { label: 'default store', args: [ORG, ID, null] },
    ],
    insertMovement: [
      [ORG, { shiftId: ID, type: 'pay_out', amount: '5.00', reason: 'r', userId: ID }],
    ],
    closeShift: [
      {
        label: 'anyone (manage_shifts)',
        args: [ORG, ID, { viewerId: null, closedBy: ID, countedCash: '1.00', note: null }],
      },
      {
        label: 'own',
        args: [ORG, ID, { viewerId: ID, closedBy: ID, countedCash: '1.00', note: 'n' }],
      },
    ],
    saveCloseFigures: [
      [
        ORG,
        ID,
        {
          expectedCash: '1.00',
          difference: '0.00',
          summary: {
            salesCount: 0,
            salesAmount: 0,
            discounts: 0,
            taxes: [],
            taxTotal: 0,
            returnsCount: 0,
            returnsAmount: 0,
            byMethod: [],
            cashTaken: 0,
            changeGiven: 0,
            payIns: 0,
            payOuts: 0,
            cashRefunds: 0,
          },
        },
      ],
    ],
  }),
  'reports/sales-reports.repository': cases<typeof salesReports>({
    salesTotals: [[REPORT_DAYS], [REPORT_STORE]],
    paymentTotals: [[REPORT_DAYS]],
    salesOverTime: [
      { label: 'by day', args: [REPORT_DAYS, 'day'] },
      { label: 'by week', args: [REPORT_DAYS, 'week'] },
    ],
    byHour: [[REPORT_DAYS]],
    salesBy: [
      { label: 'per store', args: [REPORT_DAYS, 'store'] },
      { label: 'per cashier', args: [REPORT_DAYS, 'cashier'] },
    ],
    taxes: [[REPORT_DAYS, 'month']],
    rangeSource: [[REPORT_DAYS, 'rollup_products']],
    byProduct: [
      {
        label: 'days only, top 50',
        args: [REPORT_DAYS, REPORT_BOUNDS, { order: 'top', limit: 50 }],
      },
      { label: 'months and days, all (CSV)', args: [REPORT_MONTHS, REPORT_BOUNDS, null] },
      {
        label: "a year of two years' rows",
        args: [REPORT_YEAR, REPORT_BOUNDS, { order: 'top', limit: 50 }],
      },
      {
        label: 'a store, bottom 10',
        args: [REPORT_STORE, REPORT_BOUNDS, { order: 'bottom', limit: 10 }],
      },
      {
        label: 'no rows',
        args: [
          REPORT_DAYS,
          { first: null, last: null, sealedFirst: null, sealedLast: null, keys: 0 },
          null,
        ],
      },
      {
        label: 'sealed: totals at both ends',
        args: [REPORT_DAYS, REPORT_SEALED, { order: 'top', limit: 50 }],
      },
      {
        label: "sealed: from nothing to the end, and the last day's rows",
        args: [
          { ...REPORT_DAYS, from: '2023-11-01', to: '2024-11-27' },
          REPORT_SEALED,
          { order: 'top', limit: 50 },
        ],
      },
    ],
    byCategory: [[REPORT_MONTHS, REPORT_BOUNDS]],
    margins: [[REPORT_YEAR, REPORT_BOUNDS, { order: 'bottom', limit: 50 }]],
    byCustomer: [
      { label: 'periods', args: [REPORT_MONTHS, REPORT_BOUNDS, { order: 'top', limit: 50 }] },
      { label: 'sealed', args: [REPORT_MONTHS, REPORT_SEALED, { order: 'top', limit: 50 }] },
    ],
  }),
  'rollups/rollups.repository': cases<typeof rollups>({
    applyWindow: [
      { label: 'the first window', args: [ID, null, AT] },
      { label: 'the last window', args: [ID, AT, null] },
    ],
    findState: [
      { label: 'read', args: [ID] },
      { label: 'for update', args: [ID, true] },
    ],
    insertState: [[ID, 'UTC']],
    zoneOf: [[ID, 'Asia/Kolkata']],
    organizationsOutOfZone: [['Asia/Kolkata']],
    startBuilding: [[ID, 'UTC']],
    windowEnd: [
      { label: 'from the start', args: [ID, null, 5000] },
      { label: 'after the cursor', args: [ID, AT, 5000] },
    ],
    advanceCursor: [[ID, AT]],
  }),
  'rollups/totals.repository': cases<typeof totals>({
    sealBounds: [[TOTALS.rollup_products, SEAL, 'Asia/Kolkata']],
    assignKeys: [
      { label: 'products', args: [TOTALS.rollup_products, SEAL, '2024-01-03', '2024-01-10'] },
      { label: 'customers', args: [TOTALS.rollup_customers, SEAL, '2024-01-03', '2024-01-10'] },
    ],
    sealEmpty: [[TOTALS.rollup_products, SEAL, '2024-01-03']],
    sealDay: [
      { label: 'products', args: [TOTALS.rollup_products, SEAL, '2024-01-03'] },
      { label: 'customers', args: [TOTALS.rollup_customers, SEAL, '2024-01-03'] },
    ],
  }),
  'subscription/subscription.repository': cases<typeof subscription>({
    insertSubscription: [
      [{ organizationId: ORG, plan: 'trail', status: 'active', startDate: AT, validUntil: AT }],
    ],
    findSubscription: [
      { label: 'read', args: [ORG] },
      { label: 'for update', args: [ORG, true] },
    ],
    updateSubscription: [[ORG, { status: 'active', validUntil: AT }]],
  }),
  'users/users.repository': cases<typeof users>({
    insertUser: [[ORG, { name: 'n', username: 'u', email: null, passwordHash: 'h', roleId: ID }]],
    updateUser: [[ORG, ID, { name: 'n', email: null, phone: null, roleId: ID, isActive: true }]],
    digestRecipients: [[ORG, 'manage_inventory']],
  }),
};
