import type { Readable } from 'node:stream';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZErrorBody } from '@pos/contracts/common';
import { ERROR_CODES, ERROR_STATUS } from '@pos/contracts/errors';
import { SAFE_TEXT_PATTERN } from '@pos/contracts/text';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  ZWebhookPayload,
} from '@pos/contracts/webhooks';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import { SIGNATURE_HEADER } from '../modules/webhooks/webhook-signature.js';
import { keysMayCall } from './auth.js';

/** The 4xx (and maintenance) statuses a route may answer with the one error body. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 503;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Error statuses the route's service gives beyond those its config implies (see
     * `errorStatusesOf`): a 409 of a uniqueness rule, a 404 of an id inside the body, a 429…
     */
    errors?: readonly ErrorStatus[];
    /** Headers of the success answer a client may read (`X-Total-Count` of a CSV export…). */
    answerHeaders?: Record<string, AnswerHeader>;
    /**
     * The route reads one file of a multipart/form-data body (lib/multipart.ts) rather than a
     * JSON body: the form field it is in and what it holds. Only the document uses it.
     */
    upload?: { field: string; description: string };
  }
}

/** A response header as the document describes it (a JSON schema with its description). */
export interface AnswerHeader {
  type: 'string' | 'integer';
  description: string;
  enum?: string[];
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What each error status means, with the codes an answer of that status may carry. */
function errorResponse(status: ErrorStatus) {
  const codes = ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
  return {
    description: `Refused; \`code\` is one of ${codes.join(', ')}.`,
    // The throttles say when to try again (plugins/error-handler.ts).
    ...(status === 429 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
    content: { 'application/json': { schema: ERROR_REF } },
  };
}

const RETRY_AFTER: AnswerHeader = {
  type: 'integer',
  description: 'Seconds until the throttle lets the same request through again.',
};

/** The request body of an upload route: a form with its one file. */
function uploadBody({ field, description }: { field: string; description: string }) {
  return {
    type: 'object',
    required: [field],
    properties: { [field]: { type: 'string', format: 'binary', description } },
  };
}

/**
 * The error answers a route can give, derived from what the app's hooks do to every route
 * (plugins/auth.ts, request-rules.ts, the body parsers) plus what the route declares for its
 * service (`schema.errors`):
 * - 400: every route (the text rule reads every query string; a malformed URL);
 * - 401, 429: a route that is not public (an API key past its requests a minute is a 429);
 * - 403: a route of a permission or of operators, and one for a signed-in person that API keys
 *   may not call (`keysMayCall`);
 * - 402: a write of a signed-in caller, unless it stays open once the subscription has expired;
 * - 404: a route whose path names a record (`config.resource`);
 * - 413, 415: a route that takes a body (its size limit, its content types);
 * - 414: a route with path parameters (the router's length limit on each);
 * - 503: a route that does not stay open during the platform's maintenance.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>) {
  const method = [route.method].flat()[0] ?? 'GET';
  const access = route.config?.access;
  const signedIn = access !== undefined && access.kind !== 'public';
  const statuses = new Set<ErrorStatus>([400, ...(route.schema?.errors ?? [])]);
  if (signedIn) {
    statuses.add(401);
    statuses.add(429);
  }
  if (access?.kind === 'permission' || access?.kind === 'operator') statuses.add(403);
  if (access?.kind === 'login' && !keysMayCall(route.config ?? {})) statuses.add(403);
  if (signedIn && !READS.has(method) && route.config?.whenExpired !== 'allow') statuses.add(402);
  if (route.config?.resource) statuses.add(404);
  if (route.url.includes(':')) statuses.add(414);
  if (!READS.has(method) && method !== 'DELETE') {
    statuses.add(413);
    statuses.add(415);
  }
  if (access !== undefined && route.config?.duringMaintenance !== 'open') statuses.add(503);
  return [...statuses].sort();
}

type JsonSchema = { [key: string]: unknown };

/**
 * OpenAPI 3.0 says a nullable enum still admits only its listed values, so `null` must be one of
 * them (zod writes `nullable: true` beside the enum, which validators then refuse for null).
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullInNullableEnums(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
  for (const value of Object.values(schema)) nullInNullableEnums(value);
}

/** Formats whose own pattern admits printable ASCII only: the text rule adds nothing to them. */
const ASCII_FORMATS = new Set(['uuid', 'email', 'date', 'date-time']);

/**
 * The text rule (packages/contracts/src/text.ts), which plugins/request-rules.ts applies to every
 * string of every request, as a pattern on every string of the request's schemas; a string with
 * a pattern of its own gets the rule's beside it, in `allOf`.
 */
function textRule(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) textRule(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  for (const value of Object.values(schema)) textRule(value);
  const plain = schema.type === 'string' && !Array.isArray(schema.enum);
  if (!plain || ASCII_FORMATS.has(schema.format as string) || schema.format === 'binary') return;
  if (schema.pattern === undefined) schema.pattern = SAFE_TEXT_PATTERN;
  else if (schema.pattern !== SAFE_TEXT_PATTERN) {
    schema.allOf = [...((schema.allOf as unknown[]) ?? []), { pattern: SAFE_TEXT_PATTERN }];
  }
}

/**
 * The rules plugins/request-rules.ts applies to every request before its route's schema, as the
 * document states them: the text rule on every string, and `minProperties: 1` on the object
 * body of a PUT or PATCH (an empty one is 400 EMPTY_UPDATE).
 */
function requestRules(schema: FastifySchema, method: string) {
  for (const part of [schema.body, schema.querystring, schema.params, schema.headers]) {
    textRule(part);
  }
  const body = schema.body as JsonSchema | undefined;
  if ((method === 'PUT' || method === 'PATCH') && body?.type === 'object') body.minProperties = 1;
}

const SUCCESS: Record<string, string> = { 200: 'Success', 201: 'Created' };

/** A query parameter the spec's screens send that changes nothing: accepted, never offered. */
const UNDOCUMENTED_QUERY = ['export'];

/** A route's schema as the document shows it: zod turned into JSON schema, then our rules. */
function transform(doc: Parameters<typeof jsonSchemaTransform>[0]) {
  const { schema, url } = jsonSchemaTransform(doc) as { schema: FastifySchema; url: string };
  const route = (doc as { route?: RouteOptions }).route;
  if (!route || !schema || schema.hide) return { schema, url };
  const { errors: _declared, answerHeaders, upload, ...documented } = schema;
  const response = { ...(documented.response as Record<string, JsonSchema> | undefined) };
  for (const [status, answer] of Object.entries(response)) {
    answer.description ??= SUCCESS[status] ?? 'Success';
    if (answerHeaders) answer.headers = answerHeaders;
  }
  // Fastify validates no body on these routes (the multipart plugin reads it); only the
  // document shows the form.
  if (upload) {
    documented.body = uploadBody(upload);
    documented.consumes = ['multipart/form-data'];
  } else requestRules(documented, [route.method].flat()[0] ?? 'GET');
  for (const status of errorStatusesOf(route)) response[status] ??= errorResponse(status);
  const query = documented.querystring as { properties?: JsonSchema } | undefined;
  for (const name of UNDOCUMENTED_QUERY) delete query?.properties?.[name];
  nullInNullableEnums(documented);
  const isPublic = route.config?.access?.kind === 'public';
  // A session or an API key (the document's default); a session alone where keys are refused.
  const security = isPublic ? [] : keysMayCall(route.config ?? {}) ? undefined : [{ bearer: [] }];
  return { url, schema: { ...documented, response, ...(security ? { security } : {}) } };
}

type Operation = { requestBody?: { required?: boolean; content?: Record<string, JsonSchema> } };

/**
 * @fastify/swagger marks every request body required; a body whose schema admits null (Fastify
 * gives an absent body as null) may be left out, and the document says so.
 */
function optionalBodies(document: { paths?: Record<string, Record<string, Operation>> }) {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody;
      const json = body?.content?.['application/json'] as { schema?: JsonSchema } | undefined;
      if (body && json?.schema?.nullable === true) body.required = false;
    }
  }
  return document;
}

/**
 * The webhooks' payloads as components (docs/guide/api-keys-and-webhooks.md): the body every
 * delivery POSTs, `WebhookEvent`, and its `data` per type — the record as its GET answers it.
 */
function webhookSchemas() {
  const event = z.toJSONSchema(ZWebhookPayload, { target: 'openapi-3.0', io: 'output' });
  delete (event as JsonSchema).$schema;
  (event as JsonSchema).description =
    `What every webhook delivery POSTs, signed in its \`${SIGNATURE_HEADER}\` header (t=<unix seconds>,v1=<hex HMAC-SHA256 of t + "." + the raw body, with the endpoint's secret>). \`id\` is the same in every retry: de-duplicate by it.`;
  return { WebhookEvent: event as never };
}

/**
 * OpenAPI 3.0 has no \`webhooks\` (3.1 does): each event type as an \`x-webhooks\` operation, the
 * POST a receiver takes, with its headers and the body it gets.
 */
function webhookOperations() {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: WEBHOOK_EVENT_LABELS[type],
          operationId: `webhook_${type.replace('.', '_')}`,
          parameters: [
            {
              name: SIGNATURE_HEADER,
              in: 'header',
              required: true,
              schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}(,v1=[0-9a-f]{64})*$' },
            },
            { name: 'X-POS-Event-Id', in: 'header', required: true, schema: { type: 'string' } },
            {
              name: 'X-POS-Event-Type',
              in: 'header',
              required: true,
              schema: { type: 'string', enum: [type] },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' } },
            },
          },
          responses: {
            '200': {
              description:
                'Taken: any 2xx within 10 seconds; anything else is retried for 24 hours.',
            },
          },
        },
      },
    ]),
  );
}

/**
 * The OpenAPI document at /api/docs/json (and its viewer at /api/docs): every operation with its
 * id, summary, request and response schemas, its error answers with the one error body, and the
 * bearer scheme except on public routes.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  const errorBody = z.toJSONSchema(ZErrorBody, { target: 'openapi-3.0', io: 'output' });
  delete (errorBody as JsonSchema).$schema;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'POS Back Office API',
        version: '1.0.0',
        description:
          'Every error answer is `ErrorBody`: decide on its `code`, never on its `message`.',
      },
      servers: [{ url: config.appUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A session: the `token` of `POST /api/v1/auth/login`.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pos_live_…',
            description:
              "An API key (`pos_live_` and 43 letters and digits), made in Settings → API Keys with its own permissions and requests a minute (429 past them). Routes about a person and operators' routes refuse keys (403 `API_KEY_NOT_ALLOWED`): their `security` names `bearer` alone.",
          },
        },
        schemas: { ErrorBody: errorBody as never, ...webhookSchemas() },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transform,
    transformObject: (document) =>
      'openapiObject' in document
        ? { ...optionalBodies(document.openapiObject as never), 'x-webhooks': webhookOperations() }
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/**
 * A file answer (a PDF, a CSV, an event stream) as a route's response: its content type with a
 * string schema, binary for anything but text. The handler sends a Buffer or a stream, which Fastify sends as
 * it is (no serializer runs).
 */
export function fileResponse(
  contentType: 'application/pdf' | 'application/zip' | 'text/csv' | 'text/event-stream',
  description: string,
) {
  const file = z
    .custom<Buffer | Readable>()
    .meta(
      contentType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' },
    );
  return { description, content: { [contentType]: { schema: file } } };
}
