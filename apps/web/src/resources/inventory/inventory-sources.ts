import type { OptionsSource, ResourceApi } from '../../components/resource-list/types';

/** Locations stock can go to: active stores and warehouses (spec 2 §7). */
export const ACTIVE_STORES: OptionsSource = {
  endpoint: '/stores',
  queryKeyRoot: 'stores',
  query: { isActive: 'true', sort: 'name' },
};
export const ACTIVE_WAREHOUSES: OptionsSource = {
  endpoint: '/warehouses',
  queryKeyRoot: 'warehouses',
  query: { isActive: 'true', sort: 'name' },
};

/** The list's location filters name inactive locations too: their stock is still listed. */
export const ALL_STORES: OptionsSource = {
  endpoint: '/stores',
  queryKeyRoot: 'stores',
  query: { sort: 'name' },
};
export const ALL_WAREHOUSES: OptionsSource = {
  endpoint: '/warehouses',
  queryKeyRoot: 'warehouses',
  query: { sort: 'name' },
};

/**
 * The inventory items API. A stock change shows in the products' stock and in the ledger too, so
 * those lists reload after one.
 */
export const INVENTORY_API: ResourceApi = {
  endpoint: '/inventory-items',
  queryKeyRoot: 'inventory-items',
  alsoInvalidates: ['products', 'inventory-log'],
};
