import { SCREENS } from '@pos/contracts/permissions';
import { ZTaxClassBody, ZTaxClassesQuery, ZTaxClassRow } from '@pos/contracts/tax-classes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import { taxClasses } from './settings.tables.js';
import * as service from './tax-classes.service.js';

/** Tax classes (docs/guide/settings-and-subscription.md, "Tax classes"): manage_settings. */
const access = SCREENS.taxClasses.access;

export const taxClassesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/tax-classes',
    access,
    query: ZTaxClassesQuery,
    row: ZTaxClassRow,
    list: (caller, q) => service.listTaxClasses(deps, caller, q),
    csv: {
      fileStem: 'tax-classes',
      export: (caller, q) => service.exportTaxClasses(deps, caller, q),
    },
  });
  registerCrudRoutes(app, {
    path: '/tax-classes',
    access,
    resource: { table: taxClasses, name: 'Tax class' },
    row: ZTaxClassRow,
    errors: { create: [409], update: [409], remove: [409] },
    body: ZTaxClassBody,
    get: (caller, id) => service.getTaxClass(deps, caller, id),
    create: (caller, body) => service.createTaxClass(deps, caller, body),
    update: (caller, id, body) => service.updateTaxClass(deps, caller, id, body),
    remove: (caller, id) => service.deleteTaxClass(deps, caller, id),
  });
};
