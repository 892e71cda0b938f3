import { SCREENS } from '@pos/contracts/permissions';
import { ZRegisterCatalogPage, ZRegisterCatalogQuery } from '@pos/contracts/register-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.js';
import { LARGE_JSON_COMPRESSION } from '../../plugins/compression.js';
import type { AppDeps } from '../../plugins/types.js';
import { registerCatalogPage } from './register.service.js';

export const registerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/register/catalog',
    {
      // Whoever may use the register; its customers only to those who may read customers.
      config: { access: SCREENS.register.access },
      compress: LARGE_JSON_COMPRESSION,
      // The page is built by typed code from typed rows; checking its 20,000-odd rows against
      // the schema again cost ~50 ms a page (and as much in garbage collection) of a ~200 ms
      // page. The tests still check every answer against the schema (test/openapi-contract.ts).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['register'],
        operationId: 'getRegisterCatalog',
        summary:
          "A page of the store's sellable catalogue and customers changed since a cursor (the register's offline copy)",
        errors: [404, 409],
        querystring: ZRegisterCatalogQuery,
        response: { 200: ZRegisterCatalogPage },
      },
    },
    (req) => registerCatalogPage(deps, callerOf(req), req.query),
  );
};
