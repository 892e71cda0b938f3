import { ZCategoriesQuery, ZCategoryBody, ZCategoryRow } from '@pos/contracts/categories';
import { type Access, SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './categories.service.js';
import { categories } from './categories.tables.js';

/**
 * Screens that pick a category may read them: products, and the stock screens that filter or
 * count by one (stock counts, the inventory valuation).
 */
const read: Access = {
  kind: 'permission',
  anyOf: ['manage_categories', 'manage_products', 'manage_inventory', 'manage_purchasing'],
};
const write = SCREENS.categories.access;
const resource = { table: categories, name: 'Category' };

export const categoriesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/categories',
    access: read,
    query: ZCategoriesQuery,
    row: ZCategoryRow,
    list: (caller, q) => service.listCategories(deps, caller, q),
  });
  registerCrudRoutes(app, {
    path: '/categories',
    access: write,
    readAccess: read,
    resource,
    row: ZCategoryRow,
    // A parent category that is gone; a name taken; a category with children or products.
    errors: { create: [404, 409], update: [404, 409], remove: [409] },
    body: ZCategoryBody,
    get: (caller, id) => service.getCategory(deps, caller, id),
    create: (caller, body) => service.createCategory(deps, caller, body),
    update: (caller, id, body) => service.updateCategory(deps, caller, id, body),
    remove: (caller, id) => service.deleteCategory(deps, caller, id),
  });
};
