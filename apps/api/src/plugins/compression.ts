import { constants } from 'node:zlib';
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
    // Each chunk of a stream goes out as soon as it is compressed. Without a flush brotli held
    // a whole 20,000-row product export back until its end (its first byte after 5 s instead
    // of 0.3 s, on the embedded database); a flush per chunk (a batch of CSV rows, 64 KB of a
    // file) changed its compressed size by less than 1 %.
    brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
    // Request bodies are read as they come, as before: no client sends them compressed, and
    // inflating uploads would be one more input to bound.
    globalDecompression: false,
  });
}

/**
 * A route's `compress` for answers of megabytes built at once (the register's catalogue pages,
 * about 4 MB of JSON each): brotli at quality 1 instead of the plugin's 4 — 17 ms instead of
 * 96 ms for such a page, 7 % more bytes (measured on a page of 5,000 products, 10,000 stock
 * rows and 10,000 customers); a full load is 20 of them.
 */
export const LARGE_JSON_COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 1,
    },
  },
  zlibOptions: { level: 1 },
};
