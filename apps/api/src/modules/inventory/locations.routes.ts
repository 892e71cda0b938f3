import { ZIdParams } from '@pos/contracts/list';
import { LOCATION_READ_ACCESS, SCREENS } from '@pos/contracts/permissions';
import {
  ZStoreBody,
  ZStoreRow,
  ZStoresQuery,
  ZWarehouseBody,
  ZWarehouseRow,
  ZWarehousesQuery,
} from '@pos/contracts/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './locations.service.js';
import { warehouses } from './stock.tables.js';
import { stores } from './stores.tables.js';

/** Stores and warehouses are managed on the Stores screen (manage_settings); stock screens read them. */
const access = SCREENS.stores.access;
const read = LOCATION_READ_ACCESS;

export const locationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/stores',
    access: read,
    query: ZStoresQuery,
    row: ZStoreRow,
    list: (caller, q) => service.listStores(deps, caller, q),
  });
  registerListRoutes(app, {
    path: '/warehouses',
    access: read,
    query: ZWarehousesQuery,
    row: ZWarehouseRow,
    list: (caller, q) => service.listWarehouses(deps, caller, q),
  });

  const store = { tags: ['stores'], resource: { table: stores, name: 'Store' } };
  app.get(
    '/stores/:id',
    {
      config: { access: read, resource: store.resource },
      schema: { tags: store.tags, params: ZIdParams },
    },
    async (req) => ({ data: await service.getStore(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/stores',
    { config: { access }, schema: { tags: store.tags, body: ZStoreBody } },
    async (req, reply) =>
      reply.status(201).send(await service.createStore(deps, callerOf(req), req.body)),
  );
  app.put(
    '/stores/:id',
    {
      config: { access, resource: store.resource },
      schema: { tags: store.tags, params: ZIdParams, body: ZStoreBody },
    },
    (req) => service.updateStore(deps, callerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/stores/:id',
    {
      config: { access, resource: store.resource },
      schema: { tags: store.tags, params: ZIdParams },
    },
    (req) => service.deleteLocation(deps, callerOf(req), 'store', req.params.id),
  );

  const warehouse = { tags: ['warehouses'], resource: { table: warehouses, name: 'Warehouse' } };
  app.get(
    '/warehouses/:id',
    {
      config: { access: read, resource: warehouse.resource },
      schema: { tags: warehouse.tags, params: ZIdParams },
    },
    async (req) => ({ data: await service.getWarehouse(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/warehouses',
    { config: { access }, schema: { tags: warehouse.tags, body: ZWarehouseBody } },
    async (req, reply) =>
      reply.status(201).send(await service.createWarehouse(deps, callerOf(req), req.body)),
  );
  app.put(
    '/warehouses/:id',
    {
      config: { access, resource: warehouse.resource },
      schema: { tags: warehouse.tags, params: ZIdParams, body: ZWarehouseBody },
    },
    (req) => service.updateWarehouse(deps, callerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/warehouses/:id',
    {
      config: { access, resource: warehouse.resource },
      schema: { tags: warehouse.tags, params: ZIdParams },
    },
    (req) => service.deleteLocation(deps, callerOf(req), 'warehouse', req.params.id),
  );
};
