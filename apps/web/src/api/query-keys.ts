/**
 * Every query key of the app, in one factory, so invalidation can target a whole resource
 * (`queryKeys.counts.all`, `resourceKeys('products').all`) or one entry. No key is written
 * anywhere else: a screen takes its key from here (through its `api.ts`).
 */

/**
 * The roots of the resources the app caches. Everything a resource caches starts with its root,
 * so a mutation invalidates `all` and every list, filter option and form select of it refreshes.
 */
export const RESOURCE_ROOTS = [
  'account-ageing',
  'attributes',
  'audit-events',
  'business-admin-organizations',
  'business-admin-subscriptions',
  'business-admin-transactions',
  'business-admin-users',
  'categories',
  'customers',
  'gift-cards',
  'api-keys',
  'inventory-by-store',
  'inventory-items',
  'inventory-log',
  'inventory-valuation',
  'permissions',
  'product-info-manufactures',
  'product-info-marketed-bys',
  'product-info-suppliers',
  'products',
  'promotions',
  'purchase-items',
  'purchase-orders',
  'reorder',
  'roles',
  'shifts',
  'stock-count-lines',
  'stock-counts',
  'stored-value-ledger',
  'stores',
  'subscription-transactions',
  'suppliers',
  'tax-classes',
  'transactions',
  'users',
  'warehouses',
  'webhook-deliveries',
  'webhooks',
] as const;
export type ResourceRoot = (typeof RESOURCE_ROOTS)[number];

/** The keys of one resource: its lists, one row's details, and the screens' own views of it. */
export const resourceKeys = (root: ResourceRoot) => ({
  all: [root] as const,
  lists: [root, 'list'] as const,
  /** A page of a list; the endpoint tells apart lists of one root (each stock count's lines). */
  list: (query: Record<string, unknown>, endpoint?: string) =>
    endpoint ? ([root, 'list', query, endpoint] as const) : ([root, 'list', query] as const),
  detail: (id: string) => [root, 'detail', id] as const,
});

export type CountedEntity = 'users' | 'customers' | 'transactions' | 'roles' | 'permissions';

export const queryKeys = {
  profile: ['profile'] as const,
  generalSettings: ['settings', 'general'] as const,
  organization: ['organization'] as const,
  /** The newest "export all data" job of the organization. */
  dataExport: ['organization', 'export'] as const,
  platformInfo: ['platform', 'info'] as const,
  subscription: {
    all: ['subscription'] as const,
    current: ['subscription', 'current'] as const,
    plans: ['subscription', 'plans'] as const,
  },
  counts: {
    all: ['count'] as const,
    of: (entity: CountedEntity) => ['count', entity] as const,
  },
  reports: {
    all: ['reports'] as const,
    salesTrend: (startDate: string, endDate: string) =>
      ['reports', 'sales-trend', { startDate, endDate }] as const,
    topProducts: (limit: number) => ['reports', 'top-products', { limit }] as const,
    /** The dashboard's figures of the organization's today. */
    today: ['reports', 'today'] as const,
    /** One of the sales reports for one query. */
    sales: (name: string, query: Record<string, unknown>) =>
      ['reports', 'sales', name, query] as const,
  },
  /** Platform operators' data: apart from every tenant key (an operator has no tenant data). */
  businessAdmin: {
    analytics: ['business-admin', 'analytics'] as const,
    platformSettings: ['business-admin', 'platform-settings'] as const,
  },
  resource: resourceKeys,
  /** A select with no source yet: a key of its own, never fetched. */
  noOptions: ['no-options'] as const,
  /** Products as the labels screen loads them: every product, unpaged. */
  labelProducts: ['products', 'labels'] as const,
  /** The caller's open shift at a store, under the shifts root so a shift's change refreshes it. */
  currentShift: (storeId?: string) => ['shifts', 'current', storeId ?? 'default'] as const,
  /** The register's product lookups, under the products root so a stock change refreshes them. */
  register: {
    /** `source`: the server, or the register's own copy. */
    search: (term: string, source: 'server' | 'local' = 'server') =>
      ['products', 'register-options', 'search', source, term] as const,
    // The answer carries the stock at the register's store.
    code: (code: string, storeId?: string) =>
      ['products', 'register-options', 'code', code.toLowerCase(), storeId ?? 'default'] as const,
    customers: (term: string, source: 'server' | 'local' = 'server') =>
      ['customers', 'register-pick', source, term] as const,
    /**
     * The active promotions the register prices with, under the promotions' root: saving one
     * reloads the register's copy too.
     */
    promotions: ['promotions', 'register'] as const,
  },
  /** A customer's stored-value balances, under the customers' root. */
  customerBalances: (id: string) => ['customers', 'balances', id] as const,
  /** A register device's customer displays. */
  customerDisplays: {
    all: ['customer-displays'] as const,
    of: (deviceId: string) => ['customer-displays', deviceId] as const,
  },
  /** The carts parked at a store (any register of it may resume them). */
  heldSales: {
    all: ['held-sales'] as const,
    at: (storeId: string) => ['held-sales', storeId] as const,
  },
};
