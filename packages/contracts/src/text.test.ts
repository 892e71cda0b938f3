import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './text.js';

/** The recursive walk the iterative one replaced: the reference for every shape. */
function reference(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return findUnsafeText(value) === null ? null : path;
  if (!value || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (findUnsafeText(key) !== null) return at;
    const hit = reference(v, at);
    if (hit !== null) return hit;
  }
  return null;
}

describe('findUnsafeText', () => {
  it('names the first broken string, value or key, depth first in key order', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'x\u0000' }], d: '\u0001' })).toBe('b.0.c');
    expect(findUnsafeText({ ok: 1, ['bad\u0007']: 'fine' })).toBe('bad\u0007');
    expect(findUnsafeText('x\ud800')).toBe('');
    expect(findUnsafeText({ a: '😀 tab\tline\nfeed\r' })).toBeNull();
  });

  it('walks any nesting without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText({ a: deep })).toBe(`a${'.0'.repeat(200_000)}`);
  });

  it('finds what the recursive walk found, for every JSON value', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '\u0000', '\u0085', '\ud800', '\t', 'é') });
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(text, tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    fc.assert(fc.property(json, (v) => findUnsafeText(v) === reference(v)));
  });
});
