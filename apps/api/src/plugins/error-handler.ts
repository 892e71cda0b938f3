import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

/** One place that turns every failure into `{message, code, details?}`; 5xx text never leaks. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 429 && typeof err.details?.retryAfterSeconds === 'number') {
        reply.header('retry-after', String(err.details.retryAfterSeconds));
      }
      return reply
        .status(err.statusCode)
        .send({ message: err.message, code: err.code, details: err.details });
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
        message = `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
      } else if (
        !field &&
        err.validationContext === 'body' &&
        message.includes('expected object')
      ) {
        message = 'The request body must be a JSON object.';
      }
      return reply.status(400).send({ message, code: 'VALIDATION_ERROR', details });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
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
      return reply.status(status).send({ message, code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}
