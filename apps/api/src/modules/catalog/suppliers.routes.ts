import { SCREENS } from '@pos/contracts/permissions';
import { ZSupplierBody, ZSupplierRow, ZSuppliersQuery } from '@pos/contracts/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import { suppliers } from './attributes.tables.js';
import * as service from './suppliers.service.js';

const access = SCREENS.suppliers.access;

/** Suppliers: list and CSV, read, create, edit, delete. */
export const suppliersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/suppliers',
    access,
    query: ZSuppliersQuery,
    row: ZSupplierRow,
    list: (caller, q) => service.listSuppliers(deps, caller, q),
    csv: { fileStem: 'suppliers', export: (caller, q) => service.exportSuppliers(deps, caller, q) },
  });
  registerCrudRoutes(app, {
    path: '/suppliers',
    access,
    resource: { table: suppliers, name: 'Supplier' },
    row: ZSupplierRow,
    // `createSupplier` is the product form's older `POST /productAdditionalInfo/suppliers`.
    operationIds: { create: 'addSupplier' },
    errors: { create: [409], update: [409], remove: [409] },
    body: ZSupplierBody,
    get: (caller, id) => service.getSupplier(deps, caller, id),
    create: (caller, body) => service.createSupplier(deps, caller, body),
    update: (caller, id, body) => service.updateSupplier(deps, caller, id, body),
    remove: (caller, id) => service.deleteSupplier(deps, caller, id),
  });
};
