import { WEB_MANIFEST_PATH, ZWebManifest } from '@pos/contracts/web-manifest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../plugins/types.js';
import { webManifest } from './web-manifest.service.js';

/** Registered at the root, beside the web app it describes (not under /api/v1). */
export const webManifestRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  // Browsers read it before anyone signs in, and an installed app during maintenance too.
  app.get(
    WEB_MANIFEST_PATH,
    {
      config: { access: { kind: 'public' }, duringMaintenance: 'open' },
      schema: {
        tags: ['platform'],
        operationId: 'getWebManifest',
        summary: "The installable web app's manifest, named after the platform (public)",
        response: {
          200: {
            description: 'The web app manifest',
            content: { 'application/manifest+json': { schema: ZWebManifest } },
          },
        },
      },
    },
    async (_request, reply) => {
      // no-cache: a new site name reaches the installed apps at their next check.
      reply.type('application/manifest+json').header('cache-control', 'no-cache');
      return webManifest(deps.db);
    },
  );
};
