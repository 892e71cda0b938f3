import { ZApiKey, ZApiKeyBody, ZApiKeyCreated, ZApiKeysQuery } from '@pos/contracts/api-keys';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './api-keys.service.js';
import { apiKeys } from './api-keys.tables.js';

/**
 * API keys (docs/guide/api-keys-and-webhooks.md): manage_settings, and a person's alone — a key
 * never makes or revokes keys (one leaked key cannot mint others that outlive its revocation).
 */
const access = SCREENS.apiKeys.access;

export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/api-keys',
    access,
    apiKeys: 'refuse',
    query: ZApiKeysQuery,
    row: ZApiKey,
    label: 'API keys',
    list: (caller, q) => service.listApiKeys(deps, caller, q),
    csv: {
      fileStem: 'api-keys',
      export: (caller, q) => service.exportApiKeys(deps, caller, q),
    },
  });
  registerCrudRoutes(app, {
    path: '/api-keys',
    access,
    apiKeys: 'refuse',
    resource: { table: apiKeys, name: 'API key' },
    row: ZApiKey,
    createdRow: ZApiKeyCreated,
    body: ZApiKeyBody,
    get: (caller, id) => service.getApiKey(deps, caller, id),
    create: (caller, body) => service.createApiKey(deps, caller, body),
    remove: (caller, id) => service.revokeApiKey(deps, caller, id),
  });
};
