import { createHash } from 'node:crypto';
import fc from 'fast-check';

/**
 * Malformed requests for one API operation, generated from its OpenAPI description (DESIGN §12):
 * broken JSON, wrong shapes, missing fields, wrong types, absurd numbers, control characters,
 * lone surrogates, oversized text, deep nesting, bad query values and dates, bad path ids,
 * broken multipart bodies. Deterministic: every random choice comes from fast-check with SEED.
 */
export const SEED = 16_02;

/** The JSON-schema subset that fastify-type-provider-zod writes into the OpenAPI document. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  default?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** Fastify's form: `/api/v1/users/:id`. */
  url: string;
  access: 'public' | 'login' | 'operator' | 'permission';
  path: OpenApiParameter[];
  query: OpenApiParameter[];
  headers: OpenApiParameter[];
  /** The declared application/json body. */
  body?: JsonSchema;
  /**
   * The operation takes a body it does not describe as JSON: a multipart file (`consumes`
   * multipart/form-data, or a write without a body schema, as the upload routes are) or raw bytes.
   */
  rawBody: boolean;
}

export interface Variant {
  group: 'body' | 'query' | 'path' | 'header' | 'multipart' | 'route';
  name: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Nothing but a 4xx is a right answer (an unknown route). */
  mustReject?: boolean;
  /** The one right answer, where the rule is the same on every operation. */
  expect?: { status: number; code: string };
}

/** What the test knows about its organization: real ids to put where an id is expected. */
export interface VariantContext {
  /** The value of a path parameter that gets past the object-level check (a real row's id). */
  pathValue(op: Operation, name: string): string;
  /**
   * A real value of the organization for a field or query parameter named like it: the id of a
   * seeded row for `productId`, `role`, `permissions[0]`…, a seeded product's code for `barcode`.
   */
  valueFor(field: string): string | undefined;
  /**
   * Fields a valid request of this operation needs beyond its schema (a cross-field rule such
   * as "a transfer names where from"), so that the one broken field is the only fault.
   */
  baseFields(op: Operation): Record<string, unknown>;
  /** Set per operation: makes its names unique, so that no valid base meets a name in use. */
  tag?: string;
}

const withTag = (op: Operation, ctx: VariantContext): VariantContext => ({
  ...ctx,
  tag: createHash('sha1').update(`${op.method} ${op.url}`).digest('hex').slice(0, 6),
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const JSON_TYPE = { 'content-type': 'application/json' };
const MISSING = Symbol('missing');

/** A well-formed UUID that names no row (fixed by the seed). */
export const UNKNOWN_UUID = fc.sample(fc.uuid({ version: 7 }), {
  seed: SEED,
  numRuns: 1,
})[0] as string;

/**
 * The route table's operations with their OpenAPI description (`:id` is `{id}` there); a route
 * the document does not describe is listed in `undocumented`.
 */
export function operationsOf(
  doc: OpenApiDocument,
  routes: { method: string; url: string; access: Operation['access'] }[],
): { operations: Operation[]; undocumented: string[] } {
  const operations: Operation[] = [];
  const undocumented: string[] = [];
  for (const r of routes) {
    const openApiPath = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const op = doc.paths[openApiPath]?.[r.method.toLowerCase()];
    if (!op) {
      undocumented.push(`${r.method} ${r.url}`);
      continue;
    }
    const params = op.parameters ?? [];
    const content = op.requestBody?.content ?? {};
    const body = content['application/json']?.schema;
    operations.push({
      method: r.method,
      url: r.url,
      access: r.access,
      path: params.filter((p) => p.in === 'path'),
      query: params.filter((p) => p.in === 'query'),
      headers: params.filter((p) => p.in === 'header'),
      ...(body ? { body } : {}),
      rawBody: 'multipart/form-data' in content || (!body && BODY_METHODS.has(r.method)),
    });
  }
  return { operations, undocumented };
}

// ---------------------------------------------------------------------------------------------
// Valid values: the smallest request that passes the schema, so one broken field is the only fault.

const isUuidSchema = (s: JsonSchema) => s.format === 'uuid' || !!s.pattern?.includes('[89abAB]');

function patternSample(pattern: string, min: number, max: number): string | undefined {
  const re = new RegExp(pattern);
  const samples = fc.sample(fc.stringMatching(re, { size: 'xsmall' }), { seed: SEED, numRuns: 50 });
  return samples.find((s) => s.length >= min && s.length <= max);
}

function stringSample(s: JsonSchema, field: string, ctx: VariantContext): string {
  if (s.enum?.length) return String(s.enum[0]);
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 10_000;
  const known = ctx.valueFor(field);
  if (known !== undefined && known.length >= min && known.length <= max) return known;
  if (isUuidSchema(s)) return UNKNOWN_UUID;
  const f = field.toLowerCase();
  const tag = ctx.tag ?? 'x';
  const candidates = [
    /email/.test(f) ? `probe-${tag}@example.test` : undefined,
    /password/.test(f) ? 'Correct horse battery 9' : undefined,
    /phone/.test(f) ? '+1 555 0100' : undefined,
    /(url|website)$/.test(f) ? 'https://example.test/probe' : undefined,
    /date|from$|to$/.test(f) ? '2024-01-15' : undefined,
    /^id$/.test(f) ? UNKNOWN_UUID : undefined,
    `Probe-${tag}`,
    `probe_${tag}`,
    'Probe',
  ];
  for (const c of candidates) {
    if (c === undefined || c.length < min || c.length > max) continue;
    if (s.pattern && !new RegExp(s.pattern).test(c)) continue;
    return c;
  }
  if (s.pattern) {
    const p = patternSample(s.pattern, min, max);
    if (p !== undefined) return p;
  }
  return 'p'.repeat(Math.max(1, min));
}

/** The smallest valid value of a schema: required properties only, minItems items. */
export function sample(s: JsonSchema, field: string, ctx: VariantContext): unknown {
  if (s.anyOf?.[0]) return sample(s.anyOf[0], field, ctx);
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) {
        const prop = s.properties?.[key];
        if (prop) out[key] = sample(prop, key, ctx);
      }
      return out;
    }
    case 'array': {
      const item = s.items ?? {};
      const singular = field.replace(/s$/, '');
      return Array.from({ length: s.minItems ?? 0 }, () => sample(item, singular, ctx));
    }
    case 'string':
      return stringSample(s, field, ctx);
    case 'integer':
    case 'number': {
      if (s.enum?.length) return s.enum[0];
      const lo = s.minimum ?? Number.NEGATIVE_INFINITY;
      const hi = s.maximum ?? Number.POSITIVE_INFINITY;
      return Math.min(Math.max(1, lo), hi);
    }
    case 'boolean':
      return false;
    default:
      return s.enum?.[0] ?? 'probe';
  }
}

type Path = (string | number)[];

/** The smallest valid value of `s` with `value` at `path` (MISSING deletes the key). */
function withValue(s: JsonSchema, path: Path, value: unknown, field: string, ctx: VariantContext) {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const item = s.items ?? {};
    const arr = (sample(s, field, ctx) as unknown[]).slice();
    if (arr.length === 0) arr.push(sample(item, field, ctx));
    arr[0] = withValue(item, rest, value, field, ctx);
    return arr;
  }
  const obj = { ...(sample(s, field, ctx) as Record<string, unknown>) };
  const prop = s.properties?.[head as string] ?? {};
  const v = withValue(prop, rest, value, head as string, ctx);
  if (v === MISSING) delete obj[head as string];
  else obj[head as string] = v;
  return obj;
}

/** The smallest valid body of the operation. */
export function validBody(
  op: Operation,
  context: VariantContext,
): Record<string, unknown> | undefined {
  if (!op.body) return undefined;
  const ctx = withTag(op, context);
  return { ...(sample(op.body, 'body', ctx) as Record<string, unknown>), ...ctx.baseFields(op) };
}

/** The valid body with `value` at `path`. */
function bodyWith(op: Operation, path: Path, value: unknown, ctx: VariantContext) {
  const obj = { ...validBody(op, ctx) };
  const [head, ...rest] = path as [string, ...Path];
  const v = withValue(op.body?.properties?.[head] ?? {}, rest, value, head, ctx);
  if (v === MISSING) delete obj[head];
  else obj[head] = v;
  return obj;
}

interface Field {
  path: Path;
  schema: JsonSchema;
  required: boolean;
}

/** Every property, also inside nested objects and the first item of arrays. */
function fieldsOf(s: JsonSchema, path: Path = [], depth = 0): Field[] {
  if (depth > 4) return [];
  const out: Field[] = [];
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    const here = [...path, key];
    out.push({ path: here, schema: prop, required: (s.required ?? []).includes(key) });
    const inner = prop.anyOf?.[0] ?? prop;
    if (inner.type === 'object') out.push(...fieldsOf(inner, here, depth + 1));
    if (inner.type === 'array' && inner.items) {
      const item = inner.items;
      if (item.type === 'object') out.push(...fieldsOf(item, [...here, 0], depth + 1));
      else out.push({ path: [...here, 0], schema: item, required: false });
    }
  }
  return out;
}

const typesOf = (s: JsonSchema): Set<string> => {
  const types = new Set<string>();
  for (const x of s.anyOf ?? [s]) {
    if (x.type) types.add(x.type === 'integer' ? 'number' : x.type);
    if (x.nullable) types.add('null');
  }
  return types;
};

const WRONG_TYPES: [string, unknown][] = [
  ['string', 'probe'],
  ['number', 12345],
  ['boolean', true],
  ['object', { a: 1 }],
  ['array', ['a']],
  ['null', null],
];

const INVALID_DATES = ['2024-02-30', '2023-02-29', '0000-01-01', '99999-01-01'];
const isDateLike = (name: string, s: JsonSchema) =>
  (/date|from$|to$|since/i.test(name) && !/format/i.test(name)) ||
  (s.pattern ?? '').includes('\\d{4}-\\d{2}');

const pathName = (p: Path) =>
  p
    .map((x) => (typeof x === 'number' ? `[${x}]` : `.${x}`))
    .join('')
    .replace(/^\./, '');

/**
 * JSON text nested `levels` deep: `{"a":{"a":…}}` or `[[…]]`, written as text (JSON.stringify
 * would recurse as deep).
 */
const deepText = (levels: number, kind: 'object' | 'array') =>
  kind === 'object'
    ? `${'{"a":'.repeat(levels)}0${'}'.repeat(levels)}`
    : `${'['.repeat(levels)}0${']'.repeat(levels)}`;

/** What a body nested past the limit gets on every operation, before anything else reads it. */
const TOO_DEEP = { status: 400, code: 'VALIDATION_ERROR' } as const;

interface BodyCase {
  name: string;
  payload?: string;
  headers?: Record<string, string>;
  expect?: Variant['expect'];
  /** Kept by the sampler whatever the budget. */
  always?: boolean;
}

const DEPTHS = [
  [5_000, 'object'],
  [100_000, 'array'],
] as const;

/**
 * Bodies nested far past the limit, whole and (given a body with a `"__deep__"` field) in one
 * field: the same 400 on every operation, signed in or not.
 */
const tooDeepCases = (withField?: string): BodyCase[] =>
  DEPTHS.flatMap(([levels, kind]) => [
    {
      name: `a ${levels}-deep ${kind} as the body`,
      payload: deepText(levels, kind),
      expect: TOO_DEEP,
      always: true,
    },
    ...(withField
      ? [
          {
            name: `a ${levels}-deep ${kind} in a field`,
            payload: withField.replace('"__deep__"', deepText(levels, kind)),
            expect: TOO_DEEP,
            always: true,
          },
        ]
      : []),
  ]);

function bodyCases(op: Operation, ctx: VariantContext): BodyCase[] {
  const schema = op.body;
  // Bodies nobody describes are measured too: the parser refuses them before any route reads.
  if (!schema) return op.method === 'GET' ? [] : tooDeepCases();
  const base = validBody(op, ctx) ?? {};
  const text = (v: unknown) => JSON.stringify(v);
  const props = Object.keys(schema.properties ?? {});
  const first = props[0] ?? 'extra';
  const fields = fieldsOf(schema);
  const boundary = 'malformed0boundary';
  const cases: BodyCase[] = [
    { name: 'invalid JSON text', payload: '{"name": "x",', always: true },
    { name: 'empty body with a JSON content type', payload: '', always: true },
    { name: 'no body at all', always: true },
    { name: 'a JSON array instead of an object', payload: text([base]), always: true },
    { name: 'a JSON string instead of an object', payload: '"probe"', always: true },
    { name: 'a JSON number instead of an object', payload: '42', always: true },
    { name: 'JSON null instead of an object', payload: 'null', always: true },
    { name: 'an empty object {}', payload: '{}', always: true },
    { name: 'an unknown extra field', payload: text({ ...base, zzUnknownField: 1 }), always: true },
    {
      name: 'a __proto__ key',
      payload: `{"__proto__":{"polluted":true}${props.length && Object.keys(base).length ? `,${text(base).slice(1)}` : '}'}`,
      always: true,
    },
    ...tooDeepCases(text({ ...base, [first]: '__deep__' })),
    {
      name: 'a 1 MB string (over the body limit)',
      payload: text({ ...base, [first]: 'a'.repeat(1024 * 1024) }),
      always: true,
    },
    {
      name: 'JSON sent as text/plain',
      payload: text(base),
      headers: { 'content-type': 'text/plain' },
      always: true,
    },
    {
      name: 'multipart instead of JSON',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="${first}"\r\n\r\nprobe\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      always: true,
    },
  ];
  const put = (path: Path, value: unknown) => text(bodyWith(op, path, value, ctx));
  const numberField = fields.find((f) => typesOf(f.schema).has('number'));
  if (numberField) {
    // JSON.parse turns 1e999 into Infinity, which JSON.stringify cannot write.
    const marker = '"__infinity__"';
    cases.push({
      name: `${pathName(numberField.path)} = 1e999 (parses to Infinity)`,
      payload: put(numberField.path, '__infinity__').replace(marker, '1e999'),
      always: true,
    });
  }
  for (const f of fields) {
    const name = pathName(f.path);
    const types = typesOf(f.schema);
    const s = f.schema.anyOf?.[0] ?? f.schema;
    if (f.required) cases.push({ name: `${name} missing`, payload: put(f.path, MISSING) });
    for (const [t, v] of WRONG_TYPES) {
      if (!types.has(t)) cases.push({ name: `${name} as ${t}`, payload: put(f.path, v) });
    }
    if (types.has('string')) {
      const ok = String(sample(s, String(f.path.at(-1)), ctx));
      cases.push(
        { name: `${name} with NUL`, payload: put(f.path, 'a\u0000b'), always: true },
        { name: `${name} with U+0001`, payload: put(f.path, `${ok}\u0001`) },
        { name: `${name} with ESC (U+001B)`, payload: put(f.path, `${ok}\u001b[31m`) },
        // JSON.stringify writes a lone surrogate as the escape \ud800: the server gets it as is.
        {
          name: `${name} with a lone surrogate \\ud800`,
          payload: put(f.path, 'x\ud800y'),
          always: true,
        },
      );
      if (s.maxLength !== undefined && s.maxLength < 512 * 1024) {
        cases.push({
          name: `${name} one over maxLength (${s.maxLength + 1})`,
          payload: put(f.path, 'a'.repeat(s.maxLength + 1)),
        });
      }
      if (isUuidSchema(s)) {
        cases.push(
          { name: `${name} not a uuid`, payload: put(f.path, 'not-a-uuid') },
          { name: `${name} an unknown uuid`, payload: put(f.path, UNKNOWN_UUID) },
        );
      }
      if (s.enum) cases.push({ name: `${name} not in the enum`, payload: put(f.path, 'zzz') });
      if (isDateLike(String(f.path.at(-1)), s)) {
        for (const d of INVALID_DATES) {
          cases.push({
            name: `${name} = ${d}`,
            payload: put(f.path, d),
            always: true,
          });
        }
      }
    }
    if (types.has('number')) {
      for (const [label, v] of [
        ['-1', -1],
        ['1e308', 1e308],
        ['-1e308', -1e308],
        ['2**53', 2 ** 53],
        ['"NaN" (a string)', 'NaN'],
        ...(s.type === 'integer' ? ([['1.5', 1.5]] as const) : []),
      ] as const) {
        cases.push({ name: `${name} = ${label}`, payload: put(f.path, v) });
      }
    }
    if (types.has('array') && s.maxItems !== undefined && s.maxItems <= 1000 && s.items) {
      const item = sample(s.items, String(f.path.at(-1)), ctx);
      cases.push({
        name: `${name} with ${s.maxItems + 1} items`,
        payload: put(
          f.path,
          Array.from({ length: s.maxItems + 1 }, () => item),
        ),
      });
    }
  }
  return cases;
}

interface QueryCase {
  name: string;
  query: string;
  always?: boolean;
}

/** Query strings (already encoded) with one broken parameter next to the valid required ones. */
function queryCases(op: Operation, ctx: VariantContext): QueryCase[] {
  const required = op.query.filter((p) => p.required);
  const valid = (p: OpenApiParameter) =>
    encodeURIComponent(String(sample(p.schema ?? { type: 'string' }, p.name, ctx)));
  const withParam = (name: string, raw: string | null) =>
    [
      ...required.filter((p) => p.name !== name).map((p) => `${p.name}=${valid(p)}`),
      ...(raw === null ? [] : [raw]),
    ].join('&');
  const cases: QueryCase[] = [
    { name: 'an unknown query parameter', query: withParam('', 'zzUnknown=1'), always: true },
    { name: 'an unknown query parameter with NUL', query: withParam('', 'zzUnknown=a%00b') },
  ];
  for (const p of op.query) {
    const s = p.schema?.anyOf?.[0] ?? p.schema ?? {};
    const n = p.name;
    const q = (label: string, value: string, always = false) =>
      cases.push({ name: `${n} ${label}`, query: withParam(n, `${n}=${value}`), always });
    if (p.required) cases.push({ name: `${n} missing`, query: withParam(n, null), always: true });
    q('with NUL (%00)', 'a%00b', true);
    q('with U+0001 (%01)', 'a%01b');
    q('with ESC (%1B)', 'a%1Bb');
    q('with a lone surrogate (%ED%A0%80)', 'x%ED%A0%80y', true);
    q('with broken percent-encoding (%E0%A4)', 'x%E0%A4');
    cases.push({ name: `${n} given twice`, query: withParam(n, `${n}=1&${n}=2`) });
    if (s.type === 'integer' || s.type === 'number') {
      const paging = n === 'page' || n === 'limit';
      q('= abc', 'abc', paging);
      q('= -1', '-1', paging);
      q('= 1e9', '1e9', paging);
      q('= 1.5', '1.5');
      q('= NaN', 'NaN');
      q('= 1e308', '1e308');
    }
    if (s.enum) q('not in the enum', 'zzz');
    if (isUuidSchema(s)) q('not a uuid', 'not-a-uuid');
    if (s.maxLength !== undefined && s.maxLength < 4000) {
      q(`one over maxLength (${s.maxLength + 1})`, 'a'.repeat(s.maxLength + 1));
    }
    if (n === 'sort') {
      q('an unknown sort key', 'zzNoSuchColumn', true);
      q('an unknown descending sort key', '-zzNoSuchColumn');
      q('an SQL fragment', encodeURIComponent('name;drop table users'));
    }
    if (isDateLike(n, s)) {
      for (const d of INVALID_DATES) q(`= ${d}`, d, true);
      q('= 2024-01-15T25:61', '2024-01-15T25:61');
    }
  }
  return cases;
}

/** Everything to send for one operation, before sampling. */
export function variantsOf(
  op: Operation,
  context: VariantContext,
): (Variant & { always: boolean })[] {
  const ctx = withTag(op, context);
  const out: (Variant & { always: boolean })[] = [];
  const fill = (override: Record<string, string> = {}) =>
    op.url.replace(
      /:([A-Za-z0-9_]+)/g,
      (_m, name: string) => override[name] ?? ctx.pathValue(op, name),
    );
  const url = fill();
  const defaultHeaders = Object.fromEntries(
    op.headers
      .filter((h) => h.required)
      .map((h) => [h.name, String(sample(h.schema ?? {}, h.name, ctx))]),
  );
  const body = validBody(op, ctx);
  const validText = body === undefined ? undefined : JSON.stringify(body);
  const validBodyHeaders = validText === undefined ? {} : JSON_TYPE;

  for (const c of bodyCases(op, ctx)) {
    out.push({
      group: 'body',
      name: c.name,
      url,
      headers: {
        ...defaultHeaders,
        ...(c.payload === undefined ? {} : JSON_TYPE),
        ...c.headers,
      },
      ...(c.payload === undefined ? {} : { payload: c.payload }),
      ...(c.expect ? { expect: c.expect } : {}),
      always: c.always ?? false,
    });
  }
  for (const c of queryCases(op, ctx)) {
    out.push({
      group: 'query',
      name: c.name,
      url: c.query ? `${url}?${c.query}` : url,
      headers: { ...defaultHeaders, ...validBodyHeaders },
      ...(validText === undefined ? {} : { payload: validText }),
      always: c.always ?? false,
    });
  }
  for (const p of op.path) {
    for (const [label, value, always] of [
      ['not-a-uuid', 'not-a-uuid', true],
      ['%00', '%00', true],
      ['a lone surrogate (%ED%A0%80)', '%ED%A0%80', false],
      ['an unknown uuid', UNKNOWN_UUID, true],
      ['a 99-character string', 'a'.repeat(99), false],
      ['a 2000-character string', 'a'.repeat(2000), true],
    ] as const) {
      out.push({
        group: 'path',
        name: `:${p.name} = ${label}`,
        url: fill({ [p.name]: value }),
        headers: { ...defaultHeaders, ...validBodyHeaders },
        ...(validText === undefined ? {} : { payload: validText }),
        always,
      });
    }
  }
  for (const h of op.headers) {
    const s = h.schema ?? {};
    for (const [label, value] of [
      ['empty', ''],
      ['one character', 'x'],
      [`${(s.maxLength ?? 1000) + 1} characters`, 'k'.repeat((s.maxLength ?? 1000) + 1)],
    ] as const) {
      out.push({
        group: 'header',
        name: `${h.name} header ${label}`,
        url,
        headers: { ...defaultHeaders, ...validBodyHeaders, [h.name]: value },
        ...(validText === undefined ? {} : { payload: validText }),
        always: true,
      });
    }
  }
  if (op.rawBody) {
    const b = 'malformed0boundary';
    const part = (field: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="probe.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\nname,price\r\nProbe,1\r\n';
    for (const [name, contentType, payload] of [
      ['multipart without a boundary', 'multipart/form-data', `${part('file')}--${b}--\r\n`],
      ['multipart truncated mid-file', `multipart/form-data; boundary=${b}`, part('file')],
      [
        'multipart truncated in the part header',
        `multipart/form-data; boundary=${b}`,
        part('file').slice(0, 60),
      ],
      ['multipart with an empty body', `multipart/form-data; boundary=${b}`, ''],
      [
        'multipart with only the closing boundary',
        `multipart/form-data; boundary=${b}`,
        `--${b}--\r\n`,
      ],
      ['invalid JSON text', 'application/json', '{"file": '],
      ['a JSON array', 'application/json', '[]'],
      ['bytes as application/octet-stream', 'application/octet-stream', '\u0000\u0001binary'],
    ] as const) {
      out.push({
        group: 'multipart',
        name,
        url,
        headers: { ...defaultHeaders, 'content-type': contentType },
        payload,
        always: true,
      });
    }
  }
  if (op.method === 'GET') {
    // Unknown paths under /api answer a JSON 404, never the web app's index.html.
    for (const [name, u] of [
      ['an unknown sub-path', `${url}/zz-unknown`],
      ['the path in upper case', url.toUpperCase()],
    ] as const) {
      out.push({ group: 'route', name, url: u, headers: {}, always: true, mustReject: true });
    }
  }
  return out;
}

/**
 * At most `max` variants for an operation: every variant marked `always`, then a fixed-seed
 * sample of the per-field and per-parameter ones.
 */
export function sampleVariants<T extends { always: boolean }>(all: T[], max: number): T[] {
  const kept = all.filter((v) => v.always);
  const rest = all.filter((v) => !v.always);
  const room = Math.max(0, max - kept.length);
  if (rest.length <= room) return [...kept, ...rest];
  const picked = fc.sample(fc.shuffledSubarray(rest, { minLength: room, maxLength: room }), {
    seed: SEED,
    numRuns: 1,
  })[0] as T[];
  const order = new Map(rest.map((v, i) => [v, i]));
  return [...kept, ...picked.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))];
}
