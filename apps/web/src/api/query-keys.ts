/**
 * Every query key of the app, in one factory, so invalidation can target a whole resource
 * (`queryKeys.counts.all`) or one entry.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  generalSettings: ['settings', 'general'] as const,
  organization: ['organization'] as const,
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
  },
};

export type CountedEntity = 'users' | 'customers' | 'transactions' | 'roles' | 'permissions';

/**
 * The keys of one list resource. Everything a resource caches starts with its root, so a
 * mutation invalidates `all` and every list, filter option and form select of it refreshes.
 */
export const resourceKeys = (root: string) => ({
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (query: Record<string, unknown>) => [root, 'list', query] as const,
});
