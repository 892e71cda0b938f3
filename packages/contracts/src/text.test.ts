import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FILTER_PATTERN, ZDateFilter } from './list.js';
import { isCalendarDate } from './text.js';

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
