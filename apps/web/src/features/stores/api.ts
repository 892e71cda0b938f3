import type { ZStoresQuery } from '@pos/contracts/stores';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** The inventory screen names locations. */
export const storesApi = resourceApi('/stores', 'stores', ['inventory-items']);
export const warehousesApi = resourceApi('/warehouses', 'warehouses', ['inventory-items']);

/** Both lists take the same query. */
export type LocationsQuery = ListQuery<typeof ZStoresQuery>;
