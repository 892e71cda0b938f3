import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  const options = {
    config: { access: { kind: 'public' as const }, duringMaintenance: 'open' as const },
    schema: { hide: true },
    // Its own HEAD below: Fastify's would run the GET and drain the file (on S3, fetch it).
    exposeHeadRoute: false,
  };
  /** The stored file's scope and name, from the request's path; a 404 without one. */
  const fileOf = (request: FastifyRequest) => {
    const url = request.url.split('?')[0] ?? '';
    const [, scope, name] = url.match(STORED_FILE) ?? [];
    const missing = () => notFound(`Route ${request.method} ${url} not found`);
    if (!scope || !name) throw missing();
    return { scope, name, missing };
  };
  const headers = (reply: FastifyReply, name: string, size: number) => {
    reply
      .header('content-type', contentTypeOf(name))
      .header('content-length', size)
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
  };
  app.get(`${UPLOADS_PREFIX}*`, options, async (request, reply) => {
    const { scope, name, missing } = fileOf(request);
    const file = await deps.files.open(scope, name);
    if (!file) throw missing();
    headers(reply, name, file.size);
    return reply.send(file.body);
  });
  app.head(`${UPLOADS_PREFIX}*`, options, async (request, reply) => {
    const { scope, name, missing } = fileOf(request);
    const size = await deps.files.size(scope, name);
    if (size === null) throw missing();
    headers(reply, name, size);
    return reply.send();
  });
}
