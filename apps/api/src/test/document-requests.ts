import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * Whether the OpenAPI document admits a request: its path parameters, its query (as strings,
 * coerced to the declared types as a client's generator would send them) and its JSON body,
 * checked by ajv against the operation's declared schemas (docs/guide/api.md, "How the document
 * states the rules"). Used by the contract check (a VALIDATION_ERROR must answer a request the
 * document refuses) and by the generated requests of openapi-requests.test.ts.
 */

// ajv-formats is CommonJS with a default export; under ESM the function may sit one level down.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

export type JsonSchema = { [key: string]: unknown };

export interface DocParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface DocOperation {
  operationId?: string;
  parameters?: DocParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface RequestDocument {
  paths: Record<string, Record<string, DocOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** A request as the server received it, before any schema changed it. */
export interface RawRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The request's headers (names in lower case); only those the operation declares count. */
  headers: Record<string, unknown>;
  /** undefined: no body was sent. */
  body: unknown;
}

/** `2.55` is a multiple of `0.01` as the server's cents check sees it (within 1e-6). */
const MULTIPLE_OF_PRECISION = 6;

/**
 * An OpenAPI 3.0 schema as ajv reads it: its references resolved against the document, and
 * 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` (beside `minimum`/`maximum`) in the
 * numeric form of later JSON Schema. ajv reads `nullable` itself.
 */
export function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' ? value.replace(/^#/, 'doc#') : forAjv(value);
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive] === true) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  return out;
}

export class RequestChecker {
  // Query and path values are text: coerced to the declared types, a single value to an array.
  private readonly coercing = new Ajv({
    strict: false,
    allErrors: true,
    coerceTypes: 'array',
    multipleOfPrecision: MULTIPLE_OF_PRECISION,
  });
  private readonly exact = new Ajv({
    strict: false,
    allErrors: true,
    multipleOfPrecision: MULTIPLE_OF_PRECISION,
  });
  private readonly compiled = new Map<
    string,
    { parts: ValidateFunction; body?: ValidateFunction }
  >();

  constructor(readonly doc: RequestDocument) {
    for (const ajv of [this.coercing, this.exact]) {
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addSchema({ $id: 'doc', components: forAjv(doc.components ?? {}) });
    }
  }

  operation(method: string, path: string): DocOperation | undefined {
    return this.doc.paths[path]?.[method.toLowerCase()];
  }

  /**
   * What the document refuses in the request (`query.from: must match pattern …`), empty when
   * it admits it; null when the document has no such operation or cannot judge its body
   * (a multipart form).
   */
  refusals(method: string, path: string, request: RawRequest): string[] | null {
    const operation = this.operation(method, path);
    if (!operation) return null;
    const content = operation.requestBody?.content ?? {};
    if (
      request.body !== undefined &&
      !content['application/json'] &&
      'multipart/form-data' in content
    ) {
      return null;
    }
    const key = `${method} ${path}`;
    let validators = this.compiled.get(key);
    if (!validators) {
      validators = this.compile(operation);
      this.compiled.set(key, validators);
    }
    const out: string[] = [];
    const declared = (operation.parameters ?? []).filter((p) => p.in === 'header');
    const headers = Object.fromEntries(
      declared
        .map((p) => [p.name, request.headers?.[p.name.toLowerCase()]] as const)
        .filter(([, value]) => value !== undefined),
    );
    const parts = structuredClone({
      path: request.params ?? {},
      query: request.query ?? {},
      header: headers,
    });
    if (!validators.parts(parts)) out.push(...messagesOf(validators.parts));
    const bodySchema = content['application/json']?.schema;
    if (request.body === undefined || request.body === null) {
      // A form's file is read by the handler, never parsed into a body.
      const admitsNone =
        operation.requestBody?.required === false ||
        !operation.requestBody ||
        'multipart/form-data' in content;
      if (!admitsNone) out.push('body: required');
    } else if (bodySchema && validators.body && !validators.body(request.body)) {
      out.push(...messagesOf(validators.body, 'body'));
    }
    // JSON numbers are read as doubles (docs/guide/api.md): 1e999 arrives as Infinity.
    const overflow = nonFinite(request.body, 'body');
    if (overflow) out.push(`${overflow} is beyond a double's range`);
    return out;
  }

  private compile(operation: DocOperation) {
    const partsSchema: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const where of ['path', 'query', 'header'] as const) {
      const params = (operation.parameters ?? []).filter((p) => p.in === where);
      partsSchema.properties = {
        ...(partsSchema.properties as JsonSchema),
        [where]: {
          type: 'object',
          properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
          required: params.filter((p) => p.required).map((p) => p.name),
          // A parameter the operation does not declare is not part of the document's promise.
          additionalProperties: false,
        },
      };
    }
    const body = operation.requestBody?.content?.['application/json']?.schema;
    return {
      parts: this.coercing.compile(forAjv(partsSchema) as JsonSchema),
      ...(body ? { body: this.exact.compile(forAjv(body) as JsonSchema) } : {}),
    };
  }
}

/** The path of the first number of a parsed JSON value that is not finite, or null. */
function nonFinite(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (!value || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    const hit = nonFinite(v, `${path}.${key}`);
    if (hit) return hit;
  }
  return null;
}

function messagesOf(validate: ValidateFunction, prefix = '') {
  return (validate.errors ?? []).slice(0, 5).map((e) => {
    const at = `${prefix}${e.instancePath.replaceAll('/', '.')}`.replace(/^\./, '');
    return `${at || '(request)'} ${e.message} ${JSON.stringify(e.params)}`;
  });
}

/** A field path of an error's `details` with its array indexes as `*` (`lines.*.unitCost`). */
export const fieldPattern = (field: string) => field.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
