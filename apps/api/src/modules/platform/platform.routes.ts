import { ZPlatformInfo } from '@pos/contracts/platform-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../plugins/types.js';
import { platformInfo } from './platform-settings.service.js';

export const platformRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // The sign-in page and the maintenance page read this, so it answers during maintenance too.
  app.get(
    '/platform/info',
    {
      config: { access: { kind: 'public' }, duringMaintenance: 'open' },
      schema: {
        tags: ['platform'],
        operationId: 'getPlatformInfo',
        summary: "The platform's name, app links and maintenance state (public)",
        response: { 200: z.object({ data: ZPlatformInfo }) },
      },
    },
    async () => ({ data: await platformInfo(deps.db) }),
  );
};
