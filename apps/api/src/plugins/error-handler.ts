import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TErrorBody } from '@pos/contracts/common';
import type { ErrorCode } from '@pos/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, isUniqueViolation, sqlStateOf } from '../lib/errors.js';
import { answerUnrouted } from './not-found.js';

const INTERNAL = { message: 'Internal server error', code: 'INTERNAL' } satisfies TErrorBody;

/** Fastify's (and its plugins') own client-error codes, as the contract's codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_BAD_URL: 'INVALID_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'INVALID_MULTIPART',
  FST_INVALID_JSON_FIELD_ERROR: 'INVALID_MULTIPART',
  FST_PROTO_VIOLATION: 'INVALID_MULTIPART',
  FST_MP_PREMATURE_CLOSE: 'INVALID_MULTIPART',
};

/** A client error's generic code by its status, for a code the table above does not know. */
const BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** The contract's code for a 4xx that is not an AppError: never a Fastify `FST_*` code. */
export function clientErrorCode(err: { code?: unknown }, status: number): ErrorCode {
  if (err instanceof SyntaxError) return 'INVALID_JSON';
  const known = typeof err.code === 'string' ? FASTIFY_CODES[err.code] : undefined;
  return known ?? BY_STATUS[status] ?? 'BAD_REQUEST';
}

/**
 * Fastify answers a few router errors (a path that is not valid percent-encoding, a parameter
 * over the length limit) before any route or hook (Fastify's `frameworkErrors` option): the
 * contract's body and code, with the headers every answer carries.
 */
export function answerFrameworkError(
  err: FastifyError,
  reply: FastifyReply,
  headers: Record<string, string>,
) {
  reply.headers(headers);
  const status = err.statusCode ?? 500;
  if (status >= 500) return reply.status(500).send(INTERNAL);
  return reply
    .status(status)
    .send({ message: err.message, code: clientErrorCode(err, status) } satisfies TErrorBody);
}

/**
 * A request Node's HTTP parser refuses (a malformed request line, headers over the size limit,
 * a client too slow to send them) never reaches Fastify: the contract's body is written on the
 * socket itself, under the generic code of the status (ERROR_STATUS's rule for rare statuses).
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ message, code: 'BAD_REQUEST' } satisfies TErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** One place that turns every failure into `{message, code, details?}`; 5xx text never leaks. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // No route took the request: what was wrong with its body does not matter.
    if (request.is404 && (err.statusCode ?? 500) < 500) return answerUnrouted(app, request, reply);
    if (err instanceof AppError) {
      if (err.statusCode === 429 && typeof err.details?.retryAfterSeconds === 'number') {
        reply.header('retry-after', String(err.details.retryAfterSeconds));
      }
      return reply
        .status(err.statusCode)
        .send({ message: err.message, code: err.code, details: err.details } satisfies TErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        details[key] ??= v.message ?? 'Invalid value';
      }
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      let message = first?.message ?? 'Invalid request';
      // Unknown keys have no path of their own; name them so the caller knows what to drop.
      if (first?.keyword === 'unrecognized_keys') {
        const keys = (first.params as { keys?: string[] }).keys ?? [];
        const names = keys.join(', ');
        message = keys.length === 1 ? `Unknown field: ${names}` : `Unknown fields: ${names}`;
      } else if (
        !field &&
        err.validationContext === 'body' &&
        message.includes('expected object')
      ) {
        message = 'The request body must be a JSON object.';
      }
      return reply
        .status(400)
        .send({ message, code: 'VALIDATION_ERROR', details } satisfies TErrorBody);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(INTERNAL);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type…
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty but its content type says JSON.'
            : err.message;
      return reply
        .status(status)
        .send({ message, code: clientErrorCode(err, status) } satisfies TErrorBody);
    }
    const collision = collisionMessage(err);
    if (collision) {
      request.log.warn({ err }, 'a write collided with a concurrent one');
      return reply.status(409).send({ message: collision, code: 'CONFLICT' } satisfies TErrorBody);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(INTERNAL);
  });
}

/**
 * A write that met another one at the same moment, which no service turned into its own
 * refusal: a unique value taken by a concurrent request between the service's check and its
 * insert (23505), or a transaction PostgreSQL gave up to let another through (40001, 40P01).
 * Nothing was written, and the client may try again: a 409, not a server fault.
 */
function collisionMessage(err: unknown): string | null {
  if (isUniqueViolation(err)) {
    return 'Another request saved the same value at the same moment. Reload and try again.';
  }
  const state = sqlStateOf(err);
  if (state === '40001' || state === '40P01') {
    return 'Another request changed the same records at the same moment. Try again.';
  }
  return null;
}
