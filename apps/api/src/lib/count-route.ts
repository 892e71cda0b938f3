import { ZCount } from '@pos/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../plugins/auth.js';
import type { Caller } from '../plugins/types.js';
import { pascalName } from './operation-names.js';

/**
 * `GET /<entity>/count → {count}` for the dashboard cards. Counts are open to every signed-in
 * member of the organization, since the dashboard is (spec 1 route table).
 */
export function registerCountRoute(
  app: FastifyInstance,
  entity: string,
  count: (caller: Caller) => Promise<number>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${entity}/count`,
    {
      config: { access: { kind: 'login' } },
      schema: {
        tags: [entity],
        operationId: `count${pascalName(entity)}`,
        summary: `Number of ${entity} in the organization`,
        response: { 200: ZCount },
      },
    },
    async (req) => ({ count: await count(callerOf(req)) }),
  );
}
