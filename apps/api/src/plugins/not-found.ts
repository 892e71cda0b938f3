import type { TErrorBody } from '@pos/contracts/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The methods a path may have, in the order the `allow` header lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The answer to a request no route takes, whatever its body (docs/guide/api.md, "Errors"): a
 * path that exists with other methods is 405 with `allow` (RFC 9110 §15.5.6), any other 404.
 * Nothing of the request is read first — not its body, not its text — so a bad body on a wrong
 * path still learns that the path is wrong.
 */
export function answerUnrouted(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0] ?? '';
  const allowed = METHODS.filter((method) => app.findRoute({ method, url }) !== null);
  // A route of this very method that found nothing (a file the static folder lacks) is a 404.
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({
        message: `${request.method} is not a method of ${url}; it has ${allowed.join(', ')}.`,
        code: 'METHOD_NOT_ALLOWED',
      } satisfies TErrorBody);
  }
  return reply.status(404).send({
    message: `Route ${request.method} ${url} not found`,
    code: 'NOT_FOUND',
  } satisfies TErrorBody);
}
