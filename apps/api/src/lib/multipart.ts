import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { ErrorCode } from '@pos/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

/** The one file of a multipart/form-data upload, as a route hands it on. */
export interface Upload {
  filename: string;
  mimetype: string;
  /** Fails with an AppError (400 malformed body, 413 too large) rather than ending early. */
  file: Readable;
}

export const INVALID_MULTIPART = 'INVALID_MULTIPART' satisfies ErrorCode;

/**
 * What the parser (busboy via @fastify/multipart) raises about the body becomes a 400: a missing
 * boundary, a body cut off before its closing boundary, garbage. These are plain errors without
 * a status, so left alone they would answer 500. The plugin's own errors keep their status.
 */
export function uploadError(err: Error): Error {
  if (err instanceof AppError) return err;
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(INVALID_MULTIPART, 'The request body must be multipart/form-data.');
  }
  if (typeof statusCode === 'number') return err;
  const message = /boundary not found/i.test(err.message)
    ? 'The request is multipart/form-data but its Content-Type names no boundary.'
    : 'The multipart/form-data body is malformed or cut off before its closing boundary.';
  return new AppError(INVALID_MULTIPART, message);
}

const ignore = () => {};

/**
 * The file's bytes, passed through from the parser's stream; it fails with AppErrors only.
 * Consume it with `pipeline()`, never `pipe()` (which does not forward a failure).
 */
class UploadStream extends PassThrough {
  override destroy(err?: Error) {
    return super.destroy(err && uploadError(err));
  }
}

/**
 * Reads the one file of a multipart/form-data request from the form field `field`.
 * - not multipart, an empty form, or no file in that field: 400 with the `missing` message;
 * - a malformed body, before or while the file streams: 400 `INVALID_MULTIPART`;
 * - a file over `maxBytes`: the stream fails with 413 (the parser alone would cut it silently).
 * Nothing is written here; a consumer must throw away what it wrote when the stream fails.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  opts: { field: string; missing: string; maxBytes: number; tooLarge?: string },
): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest(opts.missing);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file({ limits: { fileSize: opts.maxBytes } });
  } catch (err) {
    throw uploadError(err as Error);
  }
  if (part?.fieldname !== opts.field) {
    part?.file.resume();
    throw badRequest(opts.missing);
  }
  const source = part.file;
  const file = new UploadStream();
  // Consumers see failures through their own listeners or pipeline(); this one only
  // keeps a failure of a file nobody reads from crashing the process.
  file.on('error', ignore);
  const tooLarge = () => {
    const mb = Math.round(opts.maxBytes / 1024 / 1024);
    file.destroy(
      new AppError('PAYLOAD_TOO_LARGE', opts.tooLarge ?? `The file is larger than ${mb} MB.`),
    );
  };
  // The whole body may have been parsed already (the limit hit, the body found cut off), so
  // the state is checked as well as listened to; pipeline() passes on an earlier failure.
  if (source.truncated) tooLarge();
  else source.once('limit', tooLarge);
  // Carries back-pressure, and tears the other side down when either fails.
  pipeline(source, file, ignore);
  return { filename: part.filename, mimetype: part.mimetype, file };
}
