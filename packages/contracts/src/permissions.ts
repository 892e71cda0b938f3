/**
 * The permission catalogue (both specs) and the one table that maps every screen to what it
 * needs. The web menu, the web route guards and the API access checks all read SCREENS.
 */
export const PERMISSIONS = [
  { name: 'manage_users', description: 'Create, edit and delete users and their permissions' },
  { name: 'manage_customers', description: 'View, export and delete customers' },
  { name: 'manage_transactions', description: 'Make, view and export sales' },
  { name: 'apply_discounts', description: 'Give discounts on sale lines' },
  { name: 'process_returns', description: 'Return sold items and refund sales' },
  {
    name: 'adjust_store_credit',
    description: "Add or remove a customer's store credit by hand, with a reason",
  },
  { name: 'manage_gift_cards', description: 'Issue, reload and list gift cards' },
  {
    name: 'manage_customer_accounts',
    description: "Open charge accounts, set customers' credit limits, send statements",
  },
  { name: 'manage_shifts', description: "See every shift and close anyone's" },
  {
    name: 'open_drawer',
    description: 'Open the cash drawer without a sale ("No sale"), with a reason',
  },
  { name: 'manage_roles', description: 'Create, edit and delete roles' },
  { name: 'manage_permissions', description: 'Manage the permission catalogue' },
  { name: 'manage_categories', description: 'Create, edit and delete product categories' },
  { name: 'manage_products', description: 'Manage products, bulk upload and barcode labels' },
  { name: 'manage_attributes', description: 'Manage product attributes' },
  { name: 'manage_inventory', description: 'Manage stock levels, movements and transfers' },
  { name: 'view_inventory_history', description: 'View the inventory ledger' },
  {
    name: 'manage_purchasing',
    description: 'Manage suppliers, purchase orders, receiving and reordering',
  },
  { name: 'view_reports', description: 'View, print and export the sales reports' },
  { name: 'view_audit_log', description: 'View and export the audit log' },
  { name: 'manage_settings', description: 'Manage stores, organization and general settings' },
  {
    name: 'view_subscription_transactions',
    description: 'View the subscription payment history',
  },
] as const;

export type PermissionName = (typeof PERMISSIONS)[number]['name'];
export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSIONS.map((p) => p.name);

/** Role names of platform operators (members of the platform organization). */
export const OPERATOR_ROLES = ['super_admin', 'business_admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const isOperatorRole = (role: string | null | undefined): boolean =>
  OPERATOR_ROLES.includes(role as OperatorRole);

export const OWNER_ROLE = 'Owner';

/** Built-in roles every organization gets at sign-up, with the permissions they start with. */
export const BUILT_IN_ROLES: readonly {
  name: string;
  description: string;
  permissions: readonly PermissionName[];
}[] = [
  {
    name: OWNER_ROLE,
    description: 'Owns the organization; holds every permission',
    permissions: PERMISSION_NAMES,
  },
  {
    name: 'organization_admin',
    description: 'Runs the organization',
    permissions: PERMISSION_NAMES,
  },
  {
    name: 'organization_manager',
    description: 'Runs the shop floor: sales, customers, catalogue and stock',
    permissions: [
      'manage_customers',
      'manage_transactions',
      'apply_discounts',
      'process_returns',
      'adjust_store_credit',
      'manage_gift_cards',
      'manage_customer_accounts',
      'manage_shifts',
      'open_drawer',
      'manage_categories',
      'manage_products',
      'manage_attributes',
      'manage_inventory',
      'view_inventory_history',
      'manage_purchasing',
      'view_reports',
    ],
  },
  {
    name: 'cashier',
    description: 'Sells at the register',
    permissions: ['manage_customers', 'manage_transactions'],
  },
];

/** Roles that see the trial banner (the Owner counts as organization_admin). */
export const TRIAL_BANNER_ROLES = [OWNER_ROLE, 'organization_admin', 'organization_manager'];

export type Access =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'operator' }
  | { kind: 'permission'; anyOf: readonly PermissionName[] };

const login: Access = { kind: 'login' };
const operator: Access = { kind: 'operator' };
const perm = (...anyOf: PermissionName[]): Access => ({ kind: 'permission', anyOf });

/** Who may write purchase orders (and suppliers): `manage_purchasing`. */
export const PURCHASING_ACCESS: Access = perm('manage_purchasing');

/**
 * Who may read purchase orders and receive their goods: purchasing, or whoever moves stock (a
 * clerk receiving a delivery). Receiving more than ordered still needs `manage_purchasing`.
 */
export const PURCHASE_RECEIVE_ACCESS: Access = perm('manage_purchasing', 'manage_inventory');

/** Who may read the sales reports (DESIGN §13); the Owner holds every permission. */
export const REPORTS_ACCESS: Access = perm('view_reports');

/** Who may read the audit log (DESIGN §13); the Owner holds every permission. */
export const AUDIT_LOG_ACCESS: Access = perm('view_audit_log');

/** Who may run stock counts: whoever moves stock. */
export const STOCK_COUNT_ACCESS: Access = perm('manage_inventory');

export type MenuGroup = 'business-admin' | 'main';

export interface Screen {
  path: string;
  label: string;
  access: Access;
  group: MenuGroup;
}

/** In menu order. DESIGN §6 settles the screens where the spec gives two readings. */
export const SCREENS = {
  /** The operators' landing: every customer organization, to find, disable or enable one. */
  adminOrganizations: {
    path: '/business-admin/organizations',
    label: 'Organizations',
    access: operator,
    group: 'business-admin',
  },
  adminDashboard: {
    path: '/business-admin/dashboard',
    label: 'Dashboard',
    access: operator,
    group: 'business-admin',
  },
  adminUsers: {
    path: '/business-admin/users',
    label: 'All Users',
    access: operator,
    group: 'business-admin',
  },
  adminTransactions: {
    path: '/business-admin/transactions',
    label: 'All Transactions',
    access: operator,
    group: 'business-admin',
  },
  adminSubscriptions: {
    path: '/business-admin/subscriptions',
    label: 'All Subscriptions',
    access: operator,
    group: 'business-admin',
  },
  adminSettings: {
    path: '/business-admin/settings',
    label: 'Platform Settings',
    access: operator,
    group: 'business-admin',
  },
  dashboard: { path: '/dashboard', label: 'Dashboard', access: login, group: 'main' },
  register: { path: '/pos', label: 'Register', access: perm('manage_transactions'), group: 'main' },
  users: { path: '/users', label: 'Users', access: perm('manage_users'), group: 'main' },
  customers: {
    path: '/customers',
    label: 'Customers',
    access: perm('manage_customers'),
    group: 'main',
  },
  /** Gift cards (docs/DESIGN.md, "Stored value"): issue, reload, list. */
  giftCards: {
    path: '/gift-cards',
    label: 'Gift cards',
    access: perm('manage_gift_cards'),
    group: 'main',
  },
  transactions: {
    path: '/transactions',
    label: 'Transactions',
    access: perm('manage_transactions'),
    group: 'main',
  },
  /** A cashier sees their own shifts; manage_shifts widens it to everyone's (the API decides). */
  shifts: {
    path: '/shifts',
    label: 'Shifts',
    access: perm('manage_transactions'),
    group: 'main',
  },
  roles: { path: '/roles', label: 'Roles', access: perm('manage_roles'), group: 'main' },
  permissions: {
    path: '/permissions',
    label: 'Permissions',
    access: perm('manage_permissions'),
    group: 'main',
  },
  categories: {
    path: '/categories',
    label: 'Categories',
    access: perm('manage_categories'),
    group: 'main',
  },
  products: {
    path: '/products',
    label: 'Products',
    access: perm('manage_products'),
    group: 'main',
  },
  attributes: {
    path: '/attributes',
    label: 'Attributes',
    access: perm('manage_attributes'),
    group: 'main',
  },
  /** Price rules the sale applies by itself (docs/DESIGN.md, "Money"): the catalogue's. */
  promotions: {
    path: '/promotions',
    label: 'Promotions',
    access: perm('manage_products'),
    group: 'main',
  },
  labels: {
    path: '/labels/generate',
    label: 'Generate Labels',
    access: perm('manage_products'),
    group: 'main',
  },
  inventory: {
    path: '/inventory',
    label: 'Stock',
    access: perm('manage_inventory'),
    group: 'main',
  },
  storeReport: {
    path: '/inventory/by-store',
    label: 'Stock by Store',
    access: perm('manage_inventory'),
    group: 'main',
  },
  stockHistory: {
    path: '/stock-history',
    label: 'Stock History',
    access: perm('view_inventory_history', 'manage_inventory'),
    group: 'main',
  },
  /** What the stock is worth: it shows costs, so purchasing or inventory, never a cashier. */
  inventoryValuation: {
    path: '/inventory-valuation',
    label: 'Inventory Valuation',
    access: PURCHASE_RECEIVE_ACCESS,
    group: 'main',
  },
  /** Purchasing writes them; whoever moves stock reads and receives them (the API decides). */
  purchaseOrders: {
    path: '/purchase-orders',
    label: 'Purchase Orders',
    access: PURCHASE_RECEIVE_ACCESS,
    group: 'main',
  },
  stockCounts: {
    path: '/stock-counts',
    label: 'Stock Counts',
    access: STOCK_COUNT_ACCESS,
    group: 'main',
  },
  suppliers: {
    path: '/suppliers',
    label: 'Suppliers',
    access: PURCHASING_ACCESS,
    group: 'main',
  },
  /** Items at or below their reorder level, to order (docs/guide/purchasing.md). */
  reorder: {
    path: '/reorder',
    label: 'Reorder',
    access: PURCHASING_ACCESS,
    group: 'main',
  },
  /** What sold, when, by whom and at what margin. */
  reports: { path: '/reports', label: 'Reports', access: REPORTS_ACCESS, group: 'main' },
  /**
   * What customers owe on account, by the age of the open charges (docs/guide/stored-value.md,
   * "Charge accounts"): the reports' readers and the accounts' keepers, as its API route.
   */
  accountAgeing: {
    path: '/reports/account-ageing',
    label: 'Account ageing',
    access: perm('view_reports', 'manage_customer_accounts'),
    group: 'main',
  },
  /** Who changed what (DESIGN §13). */
  auditLog: {
    path: '/audit-log',
    label: 'Audit Log',
    access: AUDIT_LOG_ACCESS,
    group: 'main',
  },
  stores: { path: '/stores', label: 'Stores', access: perm('manage_settings'), group: 'main' },
  taxClasses: {
    path: '/tax-classes',
    label: 'Tax Classes',
    access: perm('manage_settings'),
    group: 'main',
  },
  profile: { path: '/profile', label: 'Profile', access: login, group: 'main' },
  settings: {
    path: '/settings',
    label: 'Settings',
    access: perm('manage_settings'),
    group: 'main',
  },
  /** Keys other systems call the API with (docs/guide/api-keys-and-webhooks.md). */
  apiKeys: {
    path: '/settings/api-keys',
    label: 'API Keys',
    access: perm('manage_settings'),
    group: 'main',
  },
  /** Where events are sent as they happen (docs/guide/api-keys-and-webhooks.md). */
  webhooks: {
    path: '/settings/webhooks',
    label: 'Webhooks',
    access: perm('manage_settings'),
    group: 'main',
  },
  subscriptionTransactions: {
    path: '/subscription-transactions',
    label: 'Subscription Transactions',
    access: perm('view_subscription_transactions', 'manage_settings'),
    group: 'main',
  },
  bulkUpload: {
    path: '/products/bulk-upload',
    label: 'Bulk Upload',
    access: perm('manage_products'),
    group: 'main',
  },
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof SCREENS;

/**
 * Who may read warehouses (to pick a location on stock and purchasing screens); changing them is
 * manage_settings.
 */
export const LOCATION_READ_ACCESS: Access = perm(
  'manage_settings',
  'manage_inventory',
  'manage_purchasing',
);

/**
 * Who may read stores: the stock and purchasing screens, the register (which store it sells
 * from), the reports (a store to narrow them to) and the promotions (the stores one is for).
 */
export const STORE_READ_ACCESS: Access = perm(
  'manage_settings',
  'manage_inventory',
  'manage_purchasing',
  'manage_transactions',
  'view_reports',
  'manage_products',
);

/** Who may list products to pick from (`GET /products/options`): every screen that picks one. */
export const PRODUCT_PICKER_ACCESS: Access = perm(
  'manage_products',
  'manage_inventory',
  'view_inventory_history',
  'manage_transactions',
);

/**
 * Who may resolve a scanned code (`GET /products/lookup`): whoever sells (the register) or
 * moves stock (stock movements by barcode).
 */
export const PRODUCT_LOOKUP_ACCESS: Access = perm('manage_transactions', 'manage_inventory');

/** Screens shown in the side menu, in order (bulk upload and subscription history are reached from their pages). */
export const MENU_SCREENS: readonly ScreenKey[] = [
  'adminOrganizations',
  'adminDashboard',
  'adminUsers',
  'adminTransactions',
  'adminSubscriptions',
  'adminSettings',
  'dashboard',
  'register',
  'users',
  'customers',
  'transactions',
  'shifts',
  'reports',
  'accountAgeing',
  'roles',
  'permissions',
  'categories',
  'products',
  'attributes',
  'promotions',
  'labels',
  'inventory',
  'storeReport',
  'stockHistory',
  'purchaseOrders',
  'stockCounts',
  'reorder',
  'suppliers',
  'stores',
  'taxClasses',
  'profile',
  'settings',
  'auditLog',
];

export interface Caller {
  role: string | null;
  permissions: readonly string[];
}

/** The one access rule, used by the API hook, the web guards and the menu. */
export function canAccess(caller: Caller | null, access: Access): boolean {
  if (access.kind === 'public') return true;
  if (!caller) return false;
  switch (access.kind) {
    case 'login':
      return true;
    case 'operator':
      return isOperatorRole(caller.role);
    case 'permission':
      return access.anyOf.some((p) => caller.permissions.includes(p));
  }
}

/** The permission named in "Access Denied" texts and 403 details: the first accepted one. */
export const requiredPermissionOf = (access: Access): string | null =>
  access.kind === 'permission' ? (access.anyOf[0] ?? null) : null;
