import { LOCATION_READ_ACCESS, SCREENS, STORE_READ_ACCESS } from '@pos/contracts/permissions';
import {
  ZStoreBody,
  ZStoreRow,
  ZStoresQuery,
  ZWarehouseBody,
  ZWarehouseRow,
  ZWarehousesQuery,
} from '@pos/contracts/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './locations.service.js';
import { warehouses } from './stock.tables.js';
import { stores } from './stores.tables.js';

/**
 * Stores and warehouses are managed on the Stores screen (manage_settings); stock screens read
 * both, the register reads stores only.
 */
const access = SCREENS.stores.access;

export const locationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/stores',
    access: STORE_READ_ACCESS,
    query: ZStoresQuery,
    row: ZStoreRow,
    list: (caller, q) => service.listStores(deps, caller, q),
  });
  registerCrudRoutes(app, {
    path: '/stores',
    access,
    readAccess: STORE_READ_ACCESS,
    resource: { table: stores, name: 'Store' },
    row: ZStoreRow,
    // A new default store must be active (DEFAULT_STORE_KEPT).
    errors: { create: [409], update: [409], remove: [409] },
    body: ZStoreBody,
    get: (caller, id) => service.getStore(deps, caller, id),
    create: (caller, body) => service.createStore(deps, caller, body),
    update: (caller, id, body) => service.updateStore(deps, caller, id, body),
    remove: (caller, id) => service.deleteLocation(deps, caller, 'store', id),
  });

  registerListRoutes(app, {
    path: '/warehouses',
    access: LOCATION_READ_ACCESS,
    query: ZWarehousesQuery,
    row: ZWarehouseRow,
    list: (caller, q) => service.listWarehouses(deps, caller, q),
  });
  registerCrudRoutes(app, {
    path: '/warehouses',
    access,
    readAccess: LOCATION_READ_ACCESS,
    resource: { table: warehouses, name: 'Warehouse' },
    row: ZWarehouseRow,
    errors: { update: [409], remove: [409] },
    body: ZWarehouseBody,
    get: (caller, id) => service.getWarehouse(deps, caller, id),
    create: (caller, body) => service.createWarehouse(deps, caller, body),
    update: (caller, id, body) => service.updateWarehouse(deps, caller, id, body),
    remove: (caller, id) => service.deleteLocation(deps, caller, 'warehouse', id),
  });
};
