import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  type TAuditChanges,
} from './audit.js';
import { word } from './message-catalog.js';

/**
 * The audit log in people's words (docs/DESIGN.md, "Integrations, languages and switching",
 * item 7; docs/guide/reports-and-audit.md, "Audit log"): what the screen and the CSV's Event and
 * Changes columns say. The API stores and answers the codes (`entityType`, `action`, the
 * `changes` keys) unchanged: integrations filter and parse them, so these words may change
 * without breaking anyone. One table here, read by the web app and the API's CSV alike.
 */

/** Each entity as the screens name it (the menu, the forms' titles). */
export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  Product: word('Product'),
  User: word('User'),
  Role: word('Role'),
  Permission: word('Permission'),
  GeneralSettings: word('General settings'),
  TaxClass: word('Tax class'),
  Promotion: word('Promotion'),
  // The Settings screen's tab is "Organization profile".
  OrganizationSettings: word('Organization profile'),
  Store: word('Store'),
  Warehouse: word('Warehouse'),
  Sale: word('Sale'),
  Shift: word('Shift'),
  StockCount: word('Stock count'),
  PurchaseOrder: word('Purchase order'),
  Subscription: word('Subscription'),
  Session: word('Session'),
  StoreCredit: word('Store credit'),
  GiftCard: word('Gift card'),
  CustomerDisplay: word('Customer display'),
  ApiKey: word('API key'),
  WebhookEndpoint: word('Webhook endpoint'),
  Organization: word('Organization'),
};

/**
 * Each action in the past tense, as the Action filter shows it (and the catalogs hold it); the
 * fallback title is "<entity> <this>" in lower case (a pair the API does not write today, or an
 * event older than a phrase).
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: word('Created'),
  update: word('Updated'),
  delete: word('Deleted'),
  archive: word('Archived'),
  grant: word('Granted'),
  revoke: word('Revoked'),
  sign_in: word('Signed in'),
  sign_in_failed: word('Sign-in failed'),
  refund: word('Refunded'),
  discount: word('Discount given'),
  sell_without_stock: word('Sold beyond the stock'),
  open: word('Opened'),
  close: word('Closed'),
  post: word('Posted'),
  receive: word('Received'),
  change: word('Changed'),
  disable: word('Disabled'),
  enable: word('Enabled'),
  export: word('Exported'),
  import: word('Imported'),
  adjust: word('Adjusted'),
  issue: word('Issued'),
  reload: word('Reloaded'),
  no_sale: word('Drawer opened (no sale)'),
  pair: word('Paired'),
};

type PhraseTable = { [E in AuditEntityType]: Partial<Record<AuditAction, string>> };

/**
 * The title of every (entity, action) pair the API writes (`recordAudit`, `recordAuditMany` and
 * `recordUpdate` in apps/api/src/modules/*): the API test of these words fails when it writes a
 * pair missing here. Phrases follow the screens' own messages ("Shift opened.", "Purchase order
 * closed short.", "Pairing code created.").
 */
export const AUDIT_EVENT_TITLES: PhraseTable = {
  Product: {
    create: 'Product created',
    update: 'Product updated',
    delete: 'Product deleted',
    archive: 'Product archived',
  },
  User: { create: 'User created', update: 'User updated', delete: 'User deleted' },
  Role: { create: 'Role created', update: 'Role updated', delete: 'Role deleted' },
  Permission: {
    create: 'Permission created',
    update: 'Permission updated',
    delete: 'Permission deleted',
  },
  GeneralSettings: { update: 'General settings changed' },
  TaxClass: {
    create: 'Tax class created',
    update: 'Tax class updated',
    delete: 'Tax class deleted',
  },
  Promotion: {
    create: 'Promotion created',
    update: 'Promotion updated',
    delete: 'Promotion deleted',
  },
  OrganizationSettings: { update: 'Organization profile changed' },
  Store: { create: 'Store created', update: 'Store updated', delete: 'Store deleted' },
  Warehouse: {
    create: 'Warehouse created',
    update: 'Warehouse updated',
    delete: 'Warehouse deleted',
  },
  Sale: {
    refund: 'Sale refunded',
    discount: 'Discount given',
    sell_without_stock: 'Sold beyond the stock',
  },
  Shift: { open: 'Shift opened', close: 'Shift closed', no_sale: 'Drawer opened (no sale)' },
  StockCount: { post: 'Stock count posted' },
  PurchaseOrder: { receive: 'Purchase order received', close: 'Purchase order closed short' },
  Subscription: { change: 'Subscription changed' },
  Session: { sign_in: 'Signed in', sign_in_failed: 'Sign-in failed' },
  StoreCredit: { adjust: 'Store credit adjusted' },
  GiftCard: { issue: 'Gift card issued', reload: 'Gift card reloaded' },
  CustomerDisplay: {
    create: 'Customer display pairing code created',
    pair: 'Customer display paired',
    revoke: 'Customer display disconnected',
  },
  ApiKey: { create: 'API key created', revoke: 'API key revoked' },
  WebhookEndpoint: {
    create: 'Webhook endpoint created',
    update: 'Webhook endpoint updated',
    delete: 'Webhook endpoint deleted',
  },
  Organization: {
    disable: 'Organization disabled',
    enable: 'Organization enabled',
    export: 'All data exported',
    import: 'Data imported from another POS',
  },
};

/**
 * The `changes` keys each entity's events carry, as its form (or the screen that shows the
 * figure) labels them. Keys nobody types in a form (a sale's figures, a count's difference) take
 * the screen's words for that figure.
 */
export const AUDIT_FIELD_LABELS: { [E in AuditEntityType]: Record<string, string> } = {
  // The product form; a variation's keys are "price (Red / L)" and take the same labels.
  Product: {
    name: word('Name'),
    sku: word('SKU'),
    price: word('Price'),
    costPrice: word('Cost price'),
    categoryId: word('Category'),
    unit: word('Sold by'),
    reorderLevel: word('Reorder level'),
    reorderQuantity: word('Reorder quantity'),
    supplier: word('Supplier'),
    taxClassId: word('Tax class'),
  },
  User: {
    name: word('Name'),
    username: word('Username'),
    email: word('Email'),
    phone: word('Phone'),
    role: word('Role'),
    isActive: word('Active'),
    permissions: word('Permissions'),
    password: word('Password'),
  },
  Role: {
    name: word('Name'),
    description: word('Description'),
    permissions: word('Permissions'),
    maxDiscountPercent: word('Discount limit (%)'),
  },
  Permission: { name: word('Permission name'), description: word('Description') },
  // The General settings tab; a receipt's switches say which document they are about.
  GeneralSettings: {
    itemsPerPage: word('Items per page'),
    currencySymbol: word('Currency symbol'),
    currencyCode: word('Currency'),
    taxes: word('Taxes'),
    receiptShowLogo: word('Show logo on receipts'),
    receiptShowAddress: word('Show address on receipts'),
    receiptShowCustomerName: word('Show customer name on receipts'),
    receiptFooterMessage: word('Receipt footer message'),
    allowNegativeStock: word('Allow negative stock'),
    requireOpenShift: word('Require an open shift to sell'),
    lowStockDigestHour: word('Low-stock digest e-mail'),
    timeZone: word('Time zone'),
    auditRetentionDays: word('Keep audit events for (days)'),
    pricesIncludeTax: word('Prices include tax'),
    cashRounding: word('Cash rounding'),
    giftCardValidityMonths: word('Gift card validity (months)'),
    loyalty: word('Loyalty points'),
    offlineStoredValueLimit: word('Offline stored-value limit'),
    scaleBarcodes: word('Scale barcodes'),
  },
  TaxClass: { name: word('Name'), taxes: word('Taxes'), isDefault: word('Default class') },
  Promotion: {
    name: word('Name'),
    kind: word('Kind'),
    productIds: word('Products'),
    categoryIds: word('Categories'),
    percent: word('Percent off'),
    amount: word('Amount off each'),
    buyQuantity: word('Buy'),
    getQuantity: word('Get'),
    getPercent: word('Discount (%)'),
    bundleQuantity: word('Quantity'),
    bundlePrice: word('Together for'),
    couponCode: word('Coupon code'),
    startsAt: word('Starts'),
    endsAt: word('Ends'),
    storeIds: word('Stores'),
    isActive: word('Active'),
  },
  OrganizationSettings: {
    name: word('Organization Name'),
    code: word('Organization Code'),
    address: word('Address'),
    email: word('Email'),
    phone: word('Phone'),
    logo: word('Logo'),
  },
  Store: {
    name: word('Name'),
    location: word('Location'),
    contactPerson: word('Contact Person'),
    contactPhone: word('Contact Phone'),
    isActive: word('Active'),
    isDefault: word('Default store'),
  },
  Warehouse: { name: word('Name'), location: word('Location'), isActive: word('Active') },
  // The register's totals and the return's dialog. `sell_without_stock` keys are product names
  // (`auditFieldLabel` with the action).
  Sale: {
    subtotal: word('Subtotal'),
    discountTotal: word('Discounts'),
    saleDiscount: word('Sale discount'),
    discountReason: word('Reason for the discount'),
    status: word('Status'),
    returnNumber: word('Return number'),
    refundTotal: word('Refunded'),
    refundMethod: word('Refund method'),
    exchangeCredit: word('Exchange credit'),
    pointsBack: word('Points given back'),
  },
  // The shift's open and close dialogs and its report.
  Shift: {
    openingFloat: word('Opening float'),
    expectedCash: word('Expected cash'),
    countedCash: word('Counted cash'),
    difference: word('Difference'),
    reason: word('Reason'),
  },
  // The count's result on its page.
  StockCount: {
    status: word('Status'),
    difference: word('Difference'),
    differenceValue: word('Difference at cost'),
  },
  // The purchase order list's "Received" column and its close-short dialog.
  PurchaseOrder: {
    status: word('Status'),
    receivedQuantity: word('Received'),
    cancelledQuantity: word('Cancelled'),
    closeReason: word('Reason'),
  },
  // The Subscription tab's plan card.
  Subscription: {
    plan: word('Plan'),
    status: word('Status'),
    validUntil: word('Valid Until'),
    nextBillingAmount: word('Next Billing Amount'),
  },
  Session: {},
  StoreCredit: { balance: word('Balance'), reason: word('Reason') },
  GiftCard: { card: word('Card'), balance: word('Balance'), expiresAt: word('Expires') },
  CustomerDisplay: { deviceId: word('Register device') },
  ApiKey: { name: word('Name'), permissions: word('Permissions') },
  WebhookEndpoint: {
    url: word('URL'),
    description: word('Description'),
    active: word('Active'),
    events: word('Events'),
  },
  Organization: { status: word('Status'), reason: word('Reason') },
};

const isEntityType = (t: string): t is AuditEntityType =>
  (AUDIT_ENTITY_TYPES as readonly string[]).includes(t);
const isAction = (a: string): a is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(a);

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A code nobody labelled, readable: "reorderLevel" → "Reorder level", "sign_in" → "Sign in",
 * "StockCount" → "Stock count". A safety net, so the screen never shows raw camelCase.
 */
export function readableCode(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return capitalize(words);
}

/** The entity's label; an unknown code (an event of a retired entity) made readable. */
export const auditEntityLabel = (entityType: string): string =>
  isEntityType(entityType) ? AUDIT_ENTITY_LABELS[entityType] : readableCode(entityType);

/** The action as the Action filter lists it: "Posted", "Sign-in failed". */
export const auditActionLabel = (action: string): string =>
  capitalize(isAction(action) ? AUDIT_ACTION_LABELS[action] : readableCode(action).toLowerCase());

/** The title the table has for the pair; undefined when it has none (the fallback's case). */
export function auditEventPhrase(entityType: string, action: string): string | undefined {
  return isEntityType(entityType) && isAction(action)
    ? AUDIT_EVENT_TITLES[entityType][action]
    : undefined;
}

/** The event in words: "Stock count posted", "Signed in"; else "<entity> <action, past tense>". */
export function auditEventTitle(row: { entityType: string; action: string }): string {
  return (
    auditEventPhrase(row.entityType, row.action) ??
    `${auditEntityLabel(row.entityType)} ${auditActionLabel(row.action).toLowerCase()}`
  );
}

/**
 * How a reader's screen says the table's words (the web's `serverText`); none: English, as the
 * CSV writes them.
 */
type Say = (english: string) => string;
const same: Say = (english) => english;

/** A variation's key, "costPrice (Red / L)": the product's field and the variation's name. */
const VARIATION_KEY = /^([A-Za-z]+) \((.+)\)$/;

/**
 * A changed field's label: the entity's form label ("costPrice" → "Cost price", a variation's
 * "costPrice (Red / L)" → "Cost price (Red / L)"); an unknown key made readable. A sale sold
 * beyond the stock keys its changes by product name (the stock before and after the sale): the
 * name stays as it is, "in stock" says what the numbers are.
 */
export function auditFieldLabel(
  entityType: string,
  key: string,
  action?: string,
  say: Say = same,
): string {
  if (action === 'sell_without_stock') return say(word(`${key} in stock`));
  const labels = isEntityType(entityType) ? AUDIT_FIELD_LABELS[entityType] : {};
  const own = labels[key];
  if (own) return say(own);
  const variation = VARIATION_KEY.exec(key);
  if (variation?.[1] && variation[2]) {
    return `${auditFieldLabel(entityType, variation[1], undefined, say)} (${variation[2]})`;
  }
  return readableCode(key);
}

/**
 * One value as the log shows it: null and absent as "—", a yes/no as Yes/No, a list of names
 * as "a, b" (an empty one as "none"), an object as its JSON, anything else as its text.
 */
export function auditValueText(v: unknown, say: Say = same): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return say(v ? word('Yes') : word('No'));
  if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) {
    return v.length === 0 ? say(word('none')) : v.map((x) => auditValueText(x, say)).join(', ');
  }
  // A stored word ("Completed", "Card") is said as the screens say it; a typed name, as typed.
  return typeof v === 'object' ? JSON.stringify(v) : say(String(v));
}

/**
 * Where a key comes in the form's order: the entity's own fields first as its label table lists
 * them, then each variation's (by its name), then keys the table does not know. The stored
 * order says nothing: `jsonb` keeps an object's keys shortest first, whatever the API wrote.
 */
function formOrder(entityType: string, key: string): [number, string, number] {
  const fields = Object.keys(isEntityType(entityType) ? AUDIT_FIELD_LABELS[entityType] : {});
  const own = fields.indexOf(key);
  if (own >= 0) return [0, '', own];
  const variation = VARIATION_KEY.exec(key);
  const at = variation?.[1] ? fields.indexOf(variation[1]) : -1;
  if (variation?.[2] && at >= 0) return [1, variation[2], at];
  return [2, '', 0];
}

const byFormOrder = (a: [number, string, number], b: [number, string, number]) =>
  a[0] - b[0] || a[1].localeCompare(b[1]) || a[2] - b[2];

/** Each changed field in words, in the form's order: its label, its old value and its new one. */
export function auditChangeLines(
  row: { entityType: string; action: string; changes: TAuditChanges },
  say: Say = same,
): { key: string; label: string; before: string; after: string }[] {
  // Keys no table lists (a sale beyond the stock's product names) come in alphabetical order.
  const entries = Object.entries(row.changes).sort(
    ([a], [b]) =>
      byFormOrder(formOrder(row.entityType, a), formOrder(row.entityType, b)) || a.localeCompare(b),
  );
  return entries.map(([key, c]) => ({
    key,
    label: auditFieldLabel(row.entityType, key, row.action, say),
    before: auditValueText(c.before, say),
    after: auditValueText(c.after, say),
  }));
}

/** "Cost price: 4.5 → 4.77; Name: Lamp → Garden lamp", for the list and the CSV. */
export function auditChangesText(
  row: { entityType: string; action: string; changes: TAuditChanges },
  say: Say = same,
): string {
  return auditChangeLines(row, say)
    .map((l) => `${l.label}: ${l.before} → ${l.after}`)
    .join('; ');
}

/** "Approved by Mia Manager" when a manager's PIN approved it (the id when the name is gone). */
export function auditApprovalText(
  row: { approvedBy: string | null; approvedByName: string | null },
  say: Say = same,
): string | null {
  const who = row.approvedByName ?? row.approvedBy;
  return who ? say(`Approved by ${who}`) : null;
}
