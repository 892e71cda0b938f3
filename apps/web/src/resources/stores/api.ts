import type { STORES_SORT_KEYS, ZStoresQuery } from '@pos/contracts/stores';
import { type ListQuery, optionsOf, resourceApi } from '../../components/resource-list/types';

/** The inventory screen names locations. */
export const storesApi = resourceApi('/stores', 'stores', ['inventory-items']);
export const warehousesApi = resourceApi('/warehouses', 'warehouses', ['inventory-items']);

/** Both lists take the same query. */
export type LocationsQuery = ListQuery<typeof ZStoresQuery, typeof STORES_SORT_KEYS>;

/** Locations stock can go to: active stores and warehouses (spec 2 §7). */
export const ACTIVE_STORES = optionsOf(storesApi, { isActive: 'true', sort: 'name' });
export const ACTIVE_WAREHOUSES = optionsOf(warehousesApi, { isActive: 'true', sort: 'name' });

/** The inventory list's location filters name inactive locations too: their stock is still listed. */
export const ALL_STORES = optionsOf(storesApi, { sort: 'name' });
export const ALL_WAREHOUSES = optionsOf(warehousesApi, { sort: 'name' });
