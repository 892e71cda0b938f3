import { fieldPattern } from './document-requests.js';

/**
 * The rules the server answers with VALIDATION_ERROR that a JSON schema of the document cannot
 * state (docs/guide/api.md, "How the document states the rules"): a rule across fields, or one
 * on what the database holds. Each names its operation, the field its answer's `details` names
 * (array indexes as `*`) and why no schema can say it. Anything else the server refuses with
 * VALIDATION_ERROR must be refused by the document too (test/openapi-contract.ts and
 * openapi-requests.test.ts fail otherwise).
 */
export const RULES_NOT_IN_THE_DOCUMENT: readonly {
  operations: readonly string[];
  fields: readonly string[];
  reason: string;
}[] = [
  {
    operations: ['*'],
    fields: ['tz', 'timeZone'],
    reason:
      "An IANA time zone the runtime's time-zone database knows: an enum would tie the document to the Node.js version.",
  },
  {
    operations: ['*'],
    fields: ['locale'],
    reason: "A language tag the runtime's Intl formats numbers for: the runtime's locale data.",
  },
  {
    operations: ['deleteOrganization'],
    fields: ['name'],
    reason:
      "The confirmation must be the organization's name as the database holds it: what is typed is compared with the row.",
  },
  {
    operations: ['createWebhookEndpoint', 'updateWebhookEndpoint'],
    fields: ['url'],
    reason:
      "Where the URL's host name resolves when it is saved: a private, loopback or link-local address is refused (the SSRF guard), which only DNS can tell.",
  },
  {
    operations: ['createTaxClass', 'updateTaxClass', 'updateGeneralSettings'],
    fields: ['taxes'],
    reason:
      'Across the items of a list: no two taxes with the same name (in any letter case) and rate (they would be one tax line on a sale).',
  },
  {
    operations: ['createPromotion', 'updatePromotion'],
    fields: [
      'percent',
      'amount',
      'buyQuantity',
      'getQuantity',
      'getPercent',
      'bundleQuantity',
      'bundlePrice',
    ],
    reason:
      "Across fields: each kind's own fields are required with that kind and refused with another (`percent` with `percent_off`, `buyQuantity` and `getQuantity` with `buy_x_get_y`…).",
  },
  {
    operations: ['createPromotion', 'updatePromotion'],
    fields: ['endsAt'],
    reason: 'Across two fields: `endsAt` after `startsAt`.',
  },
  {
    operations: ['updatePlatformSettings', 'signUp'],
    fields: ['defaultCurrency', 'currencyCode'],
    reason: "An ISO 4217 code the runtime's Intl knows: the runtime's currency data.",
  },
  {
    operations: [
      'getSalesSummaryReport',
      'exportSalesSummaryReportCsv',
      'getSalesOverTimeReport',
      'exportSalesOverTimeReportCsv',
      'getByHourReport',
      'exportByHourReportCsv',
      'getByCategoryReport',
      'exportByCategoryReportCsv',
      'getByProductReport',
      'exportByProductReportCsv',
      'getByCashierReport',
      'exportByCashierReportCsv',
      'getByCustomerReport',
      'exportByCustomerReportCsv',
      'getByStoreReport',
      'exportByStoreReportCsv',
      'getTaxesReport',
      'exportTaxesReportCsv',
      'getMarginReport',
      'exportMarginReportCsv',
      'getStoredValueReport',
      'exportStoredValueReportCsv',
    ],
    fields: ['from', 'to'],
    reason: 'Across two fields: `from` not after `to`, and at most 366 days between them.',
  },
  {
    operations: ['getAccountStatementPdf', 'emailAccountStatement'],
    fields: ['from'],
    reason: 'Across two fields: `from` not after `to`.',
  },
  {
    operations: ['emailAccountStatement'],
    fields: ['email'],
    reason: 'On what the database holds: an address is needed when the customer has none.',
  },
  {
    operations: ['getSalesTrend'],
    fields: ['startDate', 'endDate'],
    reason: 'Across two fields: `startDate` not after `endDate`, at most 366 days between them.',
  },
  {
    operations: [
      'listReorder',
      'createInventoryItem',
      'updateInventoryItem',
      'addStockByBarcode',
      'createStockCount',
      'createPurchaseOrder',
      'updatePurchaseOrder',
      'createReorderPurchaseOrders',
    ],
    fields: ['warehouseId', 'storeId', 'lines.*.warehouseId', 'lines.*.storeId'],
    reason:
      'Across two fields: a store or a warehouse, not both (and, where a location is needed, one of them).',
  },
  {
    operations: ['transferStock'],
    fields: ['fromStoreId', 'fromWarehouseId', 'toStoreId', 'toWarehouseId'],
    reason: 'Across four fields: one location to move from, one to move to, not the same.',
  },
  {
    operations: ['addStockByBarcode'],
    fields: ['unitCost'],
    reason: 'Across two fields: a unit cost is given with `type: purchase` only.',
  },
  {
    operations: ['updateInventoryItem'],
    fields: ['productId'],
    reason: 'State: the product of an existing inventory item cannot change.',
  },
  {
    operations: ['createSale'],
    fields: ['payments', 'paymentMethod', 'customer', 'items'],
    reason:
      'Across fields: `paymentMethod` or `payments` (one of them), `customerId` or `customer`, item prices with an offline sale only, and at least one item or gift card.',
  },
  {
    operations: ['createExchange'],
    fields: [
      'payments',
      'paymentMethod',
      'items.*.discount',
      'discount',
      'discountReason',
      'couponCodes',
    ],
    reason:
      "State: whether the new items cost more than what comes back decides whether the rest is paid (`paymentMethod` or `payments`) or nothing is; and a sale's discount rules.",
  },
  {
    operations: ['resetPassword'],
    fields: ['confirmPassword'],
    reason: 'Across two fields: the confirmation equals the password.',
  },
  {
    operations: ['createProduct', 'updateProduct'],
    fields: ['variations'],
    reason:
      'Across fields: each variation has one value of each configurable attribute of the product.',
  },
  {
    operations: ['generateLabels'],
    fields: ['startPosition'],
    reason: 'Across two fields: a position of the first sheet of the chosen `labelSize`.',
  },
  {
    operations: ['updateGeneralSettings'],
    fields: ['taxes'],
    reason: 'Across two fields: `taxes` or the older `defaultTaxRate`, one of them.',
  },
  {
    operations: ['resendVerificationEmail'],
    fields: ['email'],
    reason: "State: the caller's own e-mail address.",
  },
  {
    operations: ['signUp', 'createUser', 'updateUser', 'resetPassword'],
    fields: ['password'],
    reason:
      'Not on the list of common passwords: a list of that size does not belong in the document.',
  },
  {
    operations: ['createInventoryItem', 'updateInventoryItem'],
    fields: ['quantity'],
    reason: "State: below zero only where the organization's settings allow negative stock.",
  },
  {
    operations: ['scanIntoStockCount'],
    fields: ['quantity'],
    reason: "State: a scan may not take the line's count below zero.",
  },
  {
    operations: ['createReorderPurchaseOrders'],
    fields: ['lines.*.productId'],
    reason: 'Across array items: the same item and location on one line only.',
  },
  {
    operations: ['createReturn'],
    fields: ['items'],
    reason:
      'Across array items: each sale line once (unique by `itemId`, which `uniqueItems` cannot say).',
  },
  {
    operations: ['createSale'],
    fields: ['items.*.discount', 'offline.shiftId', 'discount', 'discountReason', 'couponCodes'],
    reason:
      "State: a discount no larger than its line at the catalogue's price less its promotions, a sale's no larger than its lines; an offline sale's shift at the sale's store; a reason with a discount above the cashier's role limit; a coupon code a running promotion of the store has.",
  },
  {
    operations: ['createSale', 'createExchange'],
    fields: ['payments.*.points'],
    reason:
      "State: at least the shop's fewest points redeemed at a time (general settings' `loyalty.minRedeem`).",
  },
  {
    operations: ['createProduct', 'updateProduct'],
    fields: ['stock', 'reorderLevel', 'reorderQuantity', 'variations.*.stock', 'unit'],
    reason:
      'Across fields and state: whole quantities for a product sold `each` (its `unit`, sent or stored); `each` only while none of its stock is a fraction.',
  },
  {
    operations: [
      'createSale',
      'createExchange',
      'createReturn',
      'createInventoryItem',
      'updateInventoryItem',
      'addStockByBarcode',
      'transferStock',
      'createPurchaseOrder',
      'updatePurchaseOrder',
      'receivePurchaseOrder',
      'scanIntoStockCount',
      'setStockCountLine',
      'parkSale',
    ],
    fields: [
      'items.*.quantity',
      'quantity',
      'lines.*.quantity',
      'counted',
      'cart.items.*.quantity',
    ],
    reason:
      'State: a fraction only of an item its product sells by a measure (`unit` kg, g, lb or l); whole units of one sold `each`.',
  },
  {
    operations: ['updateGeneralSettings'],
    fields: ['scaleBarcodes', 'scaleBarcodes.*', 'scaleBarcodes.*.decimals'],
    reason:
      "Across fields: a scale barcode rule's prefix, item and value digits and check digit make its symbology's length, a price has 2 decimals, and no two rules of one symbology share a prefix (or start one another's).",
  },
  {
    operations: ['updatePlatformSettings'],
    fields: ['basicPriceMinor', 'proPriceMinor'],
    reason: 'Across fields and state: new plan prices with a change of the platform currency.',
  },
  {
    operations: ['updateCategory'],
    fields: ['parentCategoryId'],
    reason:
      "Across the path and the body: a category is not its own parent (nor its descendant's).",
  },
  {
    operations: ['upgradeSubscription'],
    fields: ['newPlan'],
    reason: "State: a plan above the organization's current one.",
  },
];

const allowed = new Set(
  RULES_NOT_IN_THE_DOCUMENT.flatMap((r) =>
    r.operations.flatMap((operation) => r.fields.map((field) => `${operation} ${field}`)),
  ),
);

/**
 * Whether a VALIDATION_ERROR on `field` of the operation is one of the rules above (`*`: a
 * field of that name on every operation).
 */
export const isRuleNotInTheDocument = (operationId: string | undefined, field: string) =>
  allowed.has(`${operationId} ${fieldPattern(field)}`) || allowed.has(`* ${fieldPattern(field)}`);
