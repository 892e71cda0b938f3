import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text answer the client accepts (DESIGN §11): JSON, CSV, HTML,
 * JavaScript, CSS, SVG, the OpenAPI document — text/*, JSON and XML types and what the MIME
 * database marks compressible; not images or PDFs, which are compressed already. It works by
 * adding an onSend hook to each route as the route is declared, so it must be registered before
 * any route. A stream (a CSV export) is piped through the compressor and stays a stream:
 * chunked, in bounded memory. The built web app's files come precompressed (`preCompressed` in
 * app.ts), which this hook sees by their Content-Encoding and leaves alone. A JSON answer under
 * 1 KB goes as it is (the plugin's threshold for buffered answers): it would gain next to nothing.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Request bodies are read as they come, as before: no client sends them compressed, and
    // inflating uploads would be one more input to bound.
    globalDecompression: false,
  });
}
