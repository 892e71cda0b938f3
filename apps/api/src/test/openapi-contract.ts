import { isDeepStrictEqual } from 'node:util';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  forAjv,
  type RawRequest,
  RequestChecker,
  type RequestDocument,
} from './document-requests.js';
import { isRuleNotInTheDocument } from './rules-not-in-the-document.js';

/**
 * The OpenAPI document tells the truth (ARCHITECTURE, "Data rules"). Every answer the API tests
 * get is checked against the document of the app that gave it: the status must be one its
 * operation declares, the content type one declared for that status, a JSON body must match the
 * declared schema (ajv, OpenAPI 3.0 `nullable` included), the API's own headers
 * (`X-Total-Count`…) must be declared for that status, and the response schema must not have
 * changed what the handler answered (a field the schema leaves out would be dropped silently).
 * Conversely, a request the server refuses with VALIDATION_ERROR must be one the document refuses
 * too (its path, query and JSON body as received), unless the field is one of the rules a schema
 * cannot state (test/rules-not-in-the-document.ts): every API test is a probe of the document's
 * request side. A test whose requests broke the document fails in its own name
 * (test/openapi-contract-setup.ts).
 */

// ajv-formats is CommonJS with a default export; under ESM the function may sit one level down.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

type JsonSchema = { [key: string]: unknown };
interface OpenApiResponse {
  content?: Record<string, { schema?: JsonSchema }>;
  headers?: Record<string, { schema?: { type?: string } }>;
}

/** The API's own answer headers a client may read: each must be declared where it is sent. */
const OWN_HEADERS = ['x-total-count', 'idempotent-replayed', 'retry-after'];
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const broken: string[] = [];

/** What the answers of the current test broke, emptied as it is read. */
export const takeContractViolations = () => broken.splice(0);

/** One document's compiled response schemas, made as answers need them. */
class Checker {
  // Amounts are binary numbers: 0.07 is a multiple of 0.01 within the 1e-6 the server allows.
  private readonly ajv = new Ajv({ strict: false, allErrors: true, multipleOfPrecision: 6 });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: 'doc', components: forAjv(doc.components ?? {}) });
  }

  /** The problem with an answer no operation gave: an error must be an `ErrorBody`. */
  unroutedProblem(status: number, payload: unknown) {
    if (status < 400) return null;
    this.errorBody ??= this.ajv.compile({ $ref: 'doc#/components/schemas/ErrorBody' });
    let json: unknown;
    try {
      json = JSON.parse(String(payload));
    } catch {
      return 'answered an error that is not JSON';
    }
    return this.errorBody(json) ? null : `not an ErrorBody: ${String(payload).slice(0, 200)}`;
  }

  private errorBody: ValidateFunction | undefined;

  /** The problem with an answer, or null when the document describes it. */
  problemOf(
    method: string,
    path: string,
    status: number,
    headers: Record<string, unknown>,
    body: string | null,
  ) {
    const operation = this.doc.paths[path]?.[method.toLowerCase()];
    if (!operation) return null; // not an operation of the document (a test's own route)
    const response = operation.responses?.[String(status)];
    if (!response) return `answered ${status}, which the document does not declare`;
    const declaredHeaders = new Map(
      Object.entries(response.headers ?? {}).map(([name, h]) => [name.toLowerCase(), h]),
    );
    for (const name of OWN_HEADERS) {
      const value = headers[name];
      if (value === undefined) continue;
      const declaredHeader = declaredHeaders.get(name);
      if (!declaredHeader) return `sent the header ${name}, which the document does not declare`;
      if (declaredHeader.schema?.type === 'integer' && !/^\d+$/.test(String(value))) {
        return `sent ${name}: ${String(value)}, not the integer the document declares`;
      }
    }
    const type = String(headers['content-type'] ?? '');
    const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) return null;
    const declared = content[media];
    if (!declared) {
      return `answered ${media || 'no content type'}; the document says ${Object.keys(content).join(', ')}`;
    }
    if (media !== 'application/json' || !declared.schema || body === null) return null;
    const key = `${method} ${path} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(forAjv(declared.schema) as JsonSchema);
      this.compiled.set(key, validate);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return 'answered a body that is not JSON';
    }
    if (validate(json)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
    return `body does not match the declared schema: ${errors.join('; ')}`;
  }
}

const payloadOf = new WeakMap<FastifyRequest, unknown>();
const received = new WeakMap<FastifyRequest, RawRequest>();

/** The refused request's fields that the document admits, or null when none is. */
function validationProblem(
  requests: RequestChecker,
  request: FastifyRequest,
  path: string,
  body: string | null,
) {
  const raw = received.get(request);
  if (!raw || body === null) return null;
  let answer: { code?: string; details?: Record<string, unknown> };
  try {
    answer = JSON.parse(body);
  } catch {
    return null;
  }
  if (answer.code !== 'VALIDATION_ERROR') return null;
  const refusals = requests.refusals(request.method, path, raw);
  if (refusals === null || refusals.length > 0) return null;
  const operationId = requests.operation(request.method, path)?.operationId;
  const fields = Object.keys(answer.details ?? { _: null }).filter(
    (field) => !isRuleNotInTheDocument(operationId, field),
  );
  if (fields.length === 0) return null;
  const { headers: _, ...sent } = raw;
  return {
    key: `VALIDATION_ERROR on ${fields.join(', ')}`,
    text: `(${JSON.stringify(answer.details)}) for a request the document admits: ${JSON.stringify(sent).slice(0, 300)}`,
  };
}
/**
 * One document's checkers per set of routes: the apps buildApp makes share the first one's
 * (making a document costs most of a second), also across the test files of a worker; an app
 * with a test's own extra routes gets its own.
 */
const checkersByRoutes = new Map<string, { answers: Checker; requests: RequestChecker }>();

/**
 * Registers the hooks that check every answer of `app` against its own document. Called before
 * the routes are registered, so that the hooks apply to every route.
 */
export function watchAnswers(app: FastifyInstance) {
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(`${route.method} ${route.url}`);
  });
  let mine: { answers: Checker; requests: RequestChecker } | undefined;
  const checkersOf = () => {
    if (mine) return mine;
    const key = routes.join('\n');
    let checkers = checkersByRoutes.get(key);
    if (!checkers) {
      const doc = app.swagger();
      checkers = {
        answers: new Checker(doc as unknown as OpenApiDocument),
        requests: new RequestChecker(doc as unknown as RequestDocument),
      };
      checkersByRoutes.set(key, checkers);
    }
    mine = checkers;
    return checkers;
  };
  // Before every other hook (the text rule's included): the request as the client sent it.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    try {
      received.set(
        request,
        structuredClone({
          params: { ...(request.params as object) },
          query: { ...(request.query as object) },
          headers: { ...request.headers },
          body: request.body ?? undefined,
        }),
      );
    } catch {
      // A body that is not data (a stream): no JSON body to check.
    }
  });
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    payloadOf.set(request, payload);
    return payload;
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const pattern = request.routeOptions.url;
    if (request.method === 'HEAD') return payload;
    const { answers, requests } = checkersOf();
    if (!pattern) {
      // No route took it (the router refused the path, or none has it): still the one error body.
      const problem = answers.unroutedProblem(reply.statusCode, payload);
      if (problem)
        broken.push(`${request.method} ${request.url} → ${reply.statusCode}: ${problem}`);
      return payload;
    }
    const path = pattern.replace(/:(\w+)/g, '{$1}');
    const body = typeof payload === 'string' ? payload : null;
    const status = reply.statusCode;
    const name = `${request.method} ${path} → ${status}`;
    const problem = answers.problemOf(request.method, path, status, reply.getHeaders(), body);
    if (problem) broken.push(`${name}: ${problem}`);
    if (status === 400) {
      const refused = validationProblem(requests, request, path, body);
      const key = refused && `${name}: ${refused.key}`;
      // One example of each refusal is enough.
      if (key && !broken.some((b) => b.startsWith(key))) broken.push(`${key} ${refused?.text}`);
    }
    if (body !== null && payloadOf.has(request)) {
      // What the handler answered, as JSON would carry it, against what was sent.
      const answered = JSON.parse(JSON.stringify(payloadOf.get(request)) ?? 'null');
      if (!isDeepStrictEqual(answered, JSON.parse(body))) {
        broken.push(`${name}: the response schema changed the handler's answer`);
      }
    }
    return payload;
  });
}
