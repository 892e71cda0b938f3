import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import type { AppDeps } from '../../plugins/types.js';
import type { NotReady } from './operations.service.js';

/** What `/readyz` says of each reason not to send the instance requests. */
const NOT_READY: Record<NotReady, string> = {
  draining: 'This instance is shutting down: send requests to another.',
  database_unreachable: 'The database did not answer in time.',
  migrations_behind: 'The database lacks migrations this build needs.',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request's bearer token is `token` (compared in constant time). */
function bearerIs(header: string | undefined, token: string) {
  const given = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

/**
 * What a balancer and a monitoring system ask an instance (docs/guide/running.md, "Health and
 * metrics"), outside /api/v1 as they expect: `/healthz` (alive: the process answers, nothing
 * else is asked of it), `/readyz` (send it requests: its database answers over a connection of
 * its own, migrated, not draining) and `/metrics` (Prometheus, behind METRICS_TOKEN). None of
 * them waits for the request pool. Registered on the root app: the requests' durations are
 * measured for every route.
 */
export function registerOperations(app: FastifyInstance, deps: AppDeps) {
  const { operations } = deps;
  const token = deps.config.operations.metricsToken;
  if (token) {
    app.addHook('onResponse', (request, reply, done) => {
      operations.metrics.requestDuration.observe(
        {
          method: request.method,
          // The route's pattern, never the path: one series per route, whatever ids it is sent.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  app.get(
    '/healthz',
    {
      config: { access: { kind: 'public' }, duringMaintenance: 'open' },
      schema: {
        operationId: 'health',
        summary: 'Whether the server process answers (liveness; it asks nothing of the database)',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: { kind: 'public' }, duringMaintenance: 'open' },
      schema: {
        operationId: 'readiness',
        summary:
          'Whether to send this instance requests: its database answers (over a connection of its own), every migration is applied, it is not draining',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready') }) },
        // NOT_READY, with `details.reason`.
        errors: [503],
      },
    },
    async () => {
      const state = await operations.readiness();
      if (!state.ready) {
        throw new AppError('NOT_READY', NOT_READY[state.reason], { reason: state.reason });
      }
      return { status: 'ready' as const };
    },
  );

  app.get(
    '/metrics',
    {
      config: { access: { kind: 'public' }, duringMaintenance: 'open' },
      schema: { hide: true },
    },
    async (request, reply) => {
      // Not served unless configured: an instance tells nobody its figures by default.
      if (!token) throw notFound(`Route ${request.method} ${request.url} not found`);
      if (!bearerIs(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized('The metrics token is missing or wrong');
      }
      const body = await operations.metrics.registry.metrics();
      return reply
        .header('content-type', operations.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
