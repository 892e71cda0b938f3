import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@pos/contracts/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

const EMPTY_UPDATE = 'Nothing to change: send at least one field.';

/**
 * Rules every request obeys before any route's schema runs, so that no route can forget them:
 * the contracts' text rule for every string of the path, query and body (no NUL reaches the
 * database), and an update (PUT or PATCH) with an empty object is a 400, never a silent no-op.
 */
export function registerRequestRules(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findUnsafeText(value);
      if (path === null) continue;
      const field = path || part;
      throw new AppError('VALIDATION_ERROR', `${field}: ${UNSAFE_TEXT_MESSAGE}`, {
        [field]: UNSAFE_TEXT_MESSAGE,
      });
    }
    const { method, body } = request;
    if (
      (method === 'PUT' || method === 'PATCH') &&
      body &&
      typeof body === 'object' &&
      !Array.isArray(body) &&
      !Buffer.isBuffer(body) &&
      Object.keys(body).length === 0
    ) {
      throw new AppError('EMPTY_UPDATE', EMPTY_UPDATE, { _: EMPTY_UPDATE });
    }
  });
}
