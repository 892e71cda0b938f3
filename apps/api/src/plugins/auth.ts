import { API_KEY_MESSAGES, isApiKeySecret } from '@pos/contracts/api-keys';
import { type Access, canAccess, requiredPermissionOf } from '@pos/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound, subscriptionExpired, unauthorized } from '../lib/errors.js';
import { isRowOfOrganization } from '../lib/resource.repository.js';
import { callerOfApiKey } from '../modules/api-keys/api-keys.service.js';
import { refuseDuringMaintenance } from '../modules/platform/maintenance.js';
import { loadCaller } from '../modules/users/users.service.js';
import type { AppDeps, Caller, RegisteredRoute } from './types.js';

const SESSION_INVALID = 'Your session has expired or is invalid. Please log in again.';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one authentication hook: every /api/v1 route declares `config.access`; this hook turns the
 * bearer token into `request.caller` and applies the access rule of packages/contracts. Routes
 * with `config.resource` also get the object-level check: an `:id` that is not a row of the
 * caller's organization is a 404 before anything else runs (DESIGN §4, §12).
 */
export function registerAuth(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('caller', null);
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    if (
      route.url.includes('/:id') &&
      route.config.access.kind !== 'public' &&
      !route.config.resource
    ) {
      throw new Error(`Route ${route.method} ${route.url} takes an :id but names no resource`);
    }
    if (
      route.config.resource &&
      'anyOrganization' in route.config.resource &&
      route.config.access.kind !== 'operator'
    ) {
      throw new Error(
        `Route ${route.method} ${route.url} reaches any organization: operators only`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return;
    if (access.kind === 'public') {
      if (config.duringMaintenance !== 'open') await refuseDuringMaintenance(deps, null);
      return;
    }

    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized('Authentication required');
    const caller = isApiKeySecret(match[1])
      ? await callerOfApiKey(deps, match[1])
      : await callerOfSession(deps, match[1]);
    // A copy: the loaded caller is cached across requests, the address is this request's.
    request.caller = { ...caller, ip: request.ip };
    await refuseDuringMaintenance(deps, caller);
    if (caller.apiKeyId && !keysMayCall(config)) {
      throw forbidden(API_KEY_MESSAGES.notForKeys, undefined, 'API_KEY_NOT_ALLOWED');
    }

    // Operator access needs the operator role *in the platform organization*; a tenant role
    // that happened to carry an operator's name must never pass.
    const allowed =
      access.kind === 'operator'
        ? caller.organizationKind === 'platform' && canAccess(caller, access)
        : canAccess(caller, access);
    if (!allowed) {
      const permission = requiredPermissionOf(access);
      throw permission
        ? forbidden(`You do not have the necessary permission: "${permission}".`, { permission })
        : forbidden('Only platform operators may do this.');
    }
    if (
      caller.subscriptionExpired &&
      !READS.has(request.method) &&
      request.routeOptions.config?.whenExpired !== 'allow'
    ) {
      throw subscriptionExpired();
    }
  });

  // A write may change a caller (a role, a user switched off, a subscription paid): every
  // cached caller is forgotten before its answer leaves, unless the route declares it cannot.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) && !request.routeOptions.config?.keepsCallers) {
      deps.callers.forget();
    }
  });

  app.addHook('preValidation', async (request) => {
    const resource = request.routeOptions.config?.resource;
    const id = (request.params as { id?: string } | undefined)?.id;
    if (!resource || !request.caller || !id || !UUID.test(id)) return; // a malformed id is the schema's 400
    if ('anyOrganization' in resource) return; // operator routes only (checked at start-up)
    if ('ownOrganization' in resource) {
      if (id !== request.caller.organizationId) throw notFound(`${resource.name} not found`);
      return;
    }
    if (!(await isRowOfOrganization(deps.db, resource.table, request.caller.organizationId, id))) {
      throw notFound(`${resource.name} not found`);
    }
  });
}

async function callerOfSession(deps: AppDeps, token: string) {
  const claims = await deps.jwt.verify(token);
  if (!claims) throw unauthorized(SESSION_INVALID);
  const caller = await loadCaller(deps, claims);
  if (!caller) throw unauthorized(SESSION_INVALID);
  return caller;
}

/**
 * Whether an API key may call a route (docs/guide/api-keys-and-webhooks.md): a route of a
 * permission unless it refuses keys; a route for any signed-in person only when it allows them
 * (deny by default: a new route about "me" is closed to keys without anyone thinking of it).
 */
export const keysMayCall = (config: { access?: Access; apiKeys?: 'allow' | 'refuse' }) =>
  config.access?.kind === 'permission' ? config.apiKeys !== 'refuse' : config.apiKeys === 'allow';

/** The caller of a route that is not public (the hook guarantees it is set). */
export function callerOf(request: { caller: Caller | null }) {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
