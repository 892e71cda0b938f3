import { ZCategoriesQuery, ZCategoryBody, ZCategoryRow } from '@pos/contracts/categories';
import { ZIdParams } from '@pos/contracts/list';
import { type Access, SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './categories.service.js';
import { categories } from './categories.tables.js';

/** Product screens pick a category, so product managers may read them. */
const read: Access = { kind: 'permission', anyOf: ['manage_categories', 'manage_products'] };
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
  const tags = ['categories'];
  app.get(
    '/categories/:id',
    { config: { access: read, resource }, schema: { tags, params: ZIdParams } },
    async (req) => ({ data: await service.getCategory(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/categories',
    { config: { access: write }, schema: { tags, body: ZCategoryBody } },
    async (req, reply) =>
      reply.status(201).send(await service.createCategory(deps, callerOf(req), req.body)),
  );
  app.put(
    '/categories/:id',
    {
      config: { access: write, resource },
      schema: { tags, params: ZIdParams, body: ZCategoryBody },
    },
    (req) => service.updateCategory(deps, callerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/categories/:id',
    { config: { access: write, resource }, schema: { tags, params: ZIdParams } },
    (req) => service.deleteCategory(deps, callerOf(req), req.params.id),
  );
};
