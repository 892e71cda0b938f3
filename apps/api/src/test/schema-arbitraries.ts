import fc from 'fast-check';
import type { DocOperation, JsonSchema, RequestDocument } from './document-requests.js';

/**
 * Values an OpenAPI 3.0 schema admits, as fast-check arbitraries (openapi-requests.test.ts):
 * the subset the document uses — types, `nullable`, `enum`, `anyOf`/`oneOf`/`allOf`, `$ref`,
 * string lengths, `format` (uuid, email, date, date-time), `pattern`s, number bounds with
 * `exclusiveMinimum`/`exclusiveMaximum` and `multipleOf`, array sizes, required and optional
 * properties, `minProperties`. What it makes is then checked by ajv against the document, so a
 * value this file gets wrong is dropped, never sent as "valid".
 */

type Arb = fc.Arbitrary<unknown>;

const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'];

/**
 * Characters of free text: mostly printable ASCII, some of any plane (accents, CJK, emoji — the
 * text rule's pattern drops what it refuses), and whitespace, so that blank and padded values
 * come up as often as a client might send them.
 */
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...WHITESPACE) },
);

const codePoints = (s: string) => [...s].length;

export class SchemaArbitraries {
  constructor(private readonly doc: RequestDocument) {}

  private resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const name = ref.replace('#/components/schemas/', '');
    return this.resolve(this.doc.components?.schemas?.[name] ?? {});
  }

  /** Any value the schema admits (mostly; ajv has the last word). */
  of(input: JsonSchema): Arb {
    const schema = this.merged(this.resolve(input));
    if (schema.nullable === true) {
      const { nullable: _, ...rest } = schema;
      return fc.option(this.of(rest), { nil: null, freq: 8 });
    }
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
    const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (branches?.length) {
      const { anyOf: _a, oneOf: _o, ...rest } = schema;
      return fc.oneof(...branches.map((b) => this.of({ ...rest, ...this.resolve(b) })));
    }
    switch (schema.type) {
      case 'string':
        return this.string(schema);
      case 'integer':
      case 'number':
        return number(schema);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return this.array(schema);
      case 'object':
        return this.object(schema);
      default:
        // A schema that says nothing: any JSON value.
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /** `allOf` folded into its schema: its patterns gathered, its other keywords laid over. */
  private merged(schema: JsonSchema): JsonSchema {
    const parts = schema.allOf as JsonSchema[] | undefined;
    if (!parts) return schema;
    const { allOf: _, ...out } = schema;
    const patterns = [...((out['x-patterns'] as string[]) ?? [])];
    if (typeof out.pattern === 'string') patterns.push(out.pattern);
    for (const part of parts.map((p) => this.merged(this.resolve(p)))) {
      const { pattern, ...rest } = part;
      if (typeof pattern === 'string') patterns.push(pattern);
      Object.assign(out, rest);
    }
    delete out.pattern;
    return { ...out, 'x-patterns': patterns };
  }

  private string(s: JsonSchema): Arb {
    const patterns = [
      ...((s['x-patterns'] as string[] | undefined) ?? []),
      ...(typeof s.pattern === 'string' ? [s.pattern] : []),
    ].map((p) => new RegExp(p, 'u'));
    const min = (s.minLength as number | undefined) ?? 0;
    const max = (s.maxLength as number | undefined) ?? Math.max(min, 40);
    // The longest pattern, the most specific as a rule, makes the values; the others filter them.
    const [first] = patterns
      .filter((p) => !isTextRule(p))
      .sort((a, b) => b.source.length - a.source.length);
    const free = first === undefined || first.source === '\\S';
    const base: fc.Arbitrary<string> =
      s.format === 'uuid'
        ? fc.uuid()
        : free
          ? fc.string({ unit: textUnit, minLength: min, maxLength: Math.min(max, min + 40) })
          : fc.stringMatching(first, { size: 'xsmall' });
    return base.filter(
      (v) =>
        codePoints(v) >= min &&
        // The server counts a string's length in UTF-16 units, as JavaScript does (an emoji is
        // two); docs/guide/api.md says so, and the values keep to it.
        v.length <= max &&
        patterns.every((p) => p.test(v)),
    );
  }

  private array(s: JsonSchema): Arb {
    const items = this.of((s.items as JsonSchema | undefined) ?? {});
    const minLength = (s.minItems as number | undefined) ?? 0;
    const maxLength = Math.min((s.maxItems as number | undefined) ?? 4, minLength + 4);
    return s.uniqueItems
      ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
      : fc.array(items, { minLength, maxLength });
  }

  private object(s: JsonSchema): Arb {
    const properties = (s.properties as Record<string, JsonSchema> | undefined) ?? {};
    const required = (s.required as string[] | undefined) ?? [];
    const record = fc.record(
      Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, this.of(v)])),
      { requiredKeys: required.filter((k) => k in properties) },
    ) as Arb;
    const min = (s.minProperties as number | undefined) ?? 0;
    return min > 0 ? record.filter((v) => Object.keys(v as object).length >= min) : record;
  }
}

/** The text rule's own pattern (it admits nearly everything: a poor source of values). */
const isTextRule = (re: RegExp) => re.source.startsWith('^[^\\u0000');

function number(s: JsonSchema): Arb {
  const integer = s.type === 'integer';
  const step = (s.multipleOf as number | undefined) ?? (integer ? 1 : undefined);
  let min = (s.minimum as number | undefined) ?? -1e9;
  let max = (s.maximum as number | undefined) ?? 1e9;
  const exclusiveMin = s.exclusiveMinimum === true;
  const exclusiveMax = s.exclusiveMaximum === true;
  if (step !== undefined) {
    // k·step for whole k within the bounds, written with the step's decimals.
    const decimals = (String(step).split('.')[1] ?? '').length;
    let low = Math.ceil(min / step);
    let high = Math.floor(max / step);
    if (exclusiveMin && low * step <= min) low += 1;
    if (exclusiveMax && high * step >= max) high -= 1;
    low = Math.max(low, -1e12);
    high = Math.min(high, 1e12);
    const k = fc.oneof(
      fc.integer({ min: low, max: Math.min(high, low + 1000) }),
      fc.integer({ min: Math.max(low, high - 10), max: high }),
      fc.constantFrom(...[low, high, 0, 1, -1].filter((v) => v >= low && v <= high)),
      fc.integer({ min: Math.max(low, -(2 ** 52)), max: Math.min(high, 2 ** 52) }),
    );
    return k.map((n) => Number((n * step).toFixed(decimals)));
  }
  if (exclusiveMin) min = min + Math.max(Math.abs(min) * 1e-9, 1e-6);
  if (exclusiveMax) max = max - Math.max(Math.abs(max) * 1e-9, 1e-6);
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...[min, max, 0, 1, 0.5].filter((v) => v >= min && v <= max)),
  );
}

/** The parameters of one place (`path`, `query`, `header`) as one object schema. */
export function parametersSchema(operation: DocOperation, where: 'path' | 'query' | 'header') {
  const params = (operation.parameters ?? []).filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
    required: params.filter((p) => p.required).map((p) => p.name),
  } satisfies JsonSchema;
}
