import { canAccess, requiredPermissionOf } from '@pos/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.js';
import { loadCaller } from '../modules/users/users.service.js';
import type { AppDeps } from './types.js';

const SESSION_INVALID = 'Your session has expired or is invalid. Please log in again.';

/**
 * The one authentication hook: every /api route declares `config.access`; this hook turns the
 * bearer token into `request.caller` and applies the access rule of packages/contracts.
 */
export function registerAuth(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;

    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized('Authentication required');
    const claims = await deps.jwt.verify(match[1]);
    if (!claims) throw unauthorized(SESSION_INVALID);
    const caller = await loadCaller(deps, claims);
    if (!caller) throw unauthorized(SESSION_INVALID);
    request.caller = caller;

    if (!canAccess(caller, access)) {
      const permission = requiredPermissionOf(access);
      throw permission
        ? forbidden(`You do not have the necessary permission: "${permission}".`, { permission })
        : forbidden('Only platform operators may do this.');
    }
  });
}

/** The caller of a route that is not public (the hook guarantees it is set). */
export function callerOf(request: { caller: import('./types.js').Caller | null }) {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
