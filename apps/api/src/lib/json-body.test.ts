import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonTooDeep } from './json-body.js';

/** The depth of a parsed JSON value: a scalar is 0, `[]` and `{}` are 1. */
function depthOf(v: unknown): number {
  if (!v || typeof v !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(v).map(depthOf));
}

describe('jsonTooDeep', () => {
  it('counts objects and arrays, not brackets inside strings or after escapes', () => {
    expect(jsonTooDeep('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonTooDeep('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonTooDeep('{"a":"[[[[[[[[[{{{{{{"}', 1)).toBe(false);
    expect(jsonTooDeep('{"a":"\\"[[[[[\\\\"}', 1)).toBe(false);
    expect(jsonTooDeep('{"a\\\\":[[]]}', 2)).toBe(true);
    // An unterminated string ends the scan; the parser refuses the text afterwards.
    expect(jsonTooDeep('{"a":"[[[[', 1)).toBe(false);
  });

  it('measures a 100,000-deep array without a stack', () => {
    expect(jsonTooDeep(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(true);
  });

  it('agrees with the parsed value for every JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (v, max) => {
        const text = JSON.stringify(v);
        expect(jsonTooDeep(text, max)).toBe(depthOf(v) > max);
      }),
    );
  });
});
