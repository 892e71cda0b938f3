import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.js';
import { STORED_FILE, UPLOADS_PREFIX } from '../lib/file-store.js';
import { contentTypeOf, isDownload } from '../lib/file-types.js';
import type { AppDeps } from './types.js';

/**
 * Uploaded files, streamed from the FileStore whichever it is (disk or S3): public by
 * unguessable name (an <img> sends no bearer token), never sniffed, cached for good (a
 * changed image is a new name).
 */
export async function uploadsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.get(
    `${UPLOADS_PREFIX}*`,
    { config: { access: { kind: 'public' }, duringMaintenance: 'open' }, schema: { hide: true } },
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const [, scope, name] = url.match(STORED_FILE) ?? [];
      const file = scope && name ? await deps.files.open(scope, name) : null;
      if (!file || !name) throw notFound(`Route ${request.method} ${url} not found`);
      reply
        .header('content-type', contentTypeOf(name))
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (isDownload(name)) reply.header('content-disposition', `attachment; filename="${name}"`);
      // An SVG logo opened on its own must not run anything, even if a filter were fooled.
      if (name.endsWith('.svg')) {
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      }
      return reply.send(file.body);
    },
  );
}
