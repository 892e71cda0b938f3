import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FILTER_PATTERN, ZDateFilter } from './list.js';
import { findUnsafeText, isCalendarDate } from './text.js';

/** The day exists: the calendar of Date.UTC, which rolls 2023-02-29 over into March. */
function dayExists(y: number, m: number, d: number) {
  const at = new Date(Date.UTC(2000, m - 1, d));
  at.setUTCFullYear(y);
  return (
    y >= 1 &&
    m >= 1 &&
    m <= 12 &&
    d >= 1 &&
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === m - 1 &&
    at.getUTCDate() === d
  );
}

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

describe('the calendar date pattern', () => {
  it('admits exactly the days that exist, years 0001–9999', () => {
    const years = [
      0, 1, 4, 96, 100, 200, 400, 1600, 1900, 2000, 2023, 2024, 2100, 2400, 9996, 9999,
    ];
    for (const y of years) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++)
          expect(isCalendarDate(iso(y, m, d)), iso(y, m, d)).toBe(dayExists(y, m, d));
      }
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => isCalendarDate(iso(y, m, d)) === dayExists(y, m, d),
      ),
      { seed: 37, numRuns: 20_000 },
    );
    expect(isCalendarDate('2024-1-01')).toBe(false);
    expect(isCalendarDate(' 2024-01-01')).toBe(false);
  });

  it('documents date filters the server accepts', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(new RegExp(DATE_FILTER_PATTERN)),
        (s) => ZDateFilter.safeParse(s).success,
      ),
      { seed: 37, numRuns: 5_000 },
    );
  });
});

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
    expect(findUnsafeText({ ok: 1, 'bad\u0007': 'fine' })).toBe('bad\u0007');
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
