import { addDays, monthStart } from '@pos/contracts/report-periods';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveringPeriods, periodsIn } from './covering-periods.js';

const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays('2024-11-01', n));

describe('coveringPeriods', () => {
  it('takes whole years, then whole months, then days', () => {
    expect(coveringPeriods('2025-11-28', '2026-11-27')).toEqual([
      { grain: 'day', from: '2025-11-28', before: '2025-12-01' },
      { grain: 'month', from: '2025-12-01', before: '2026-11-01' },
      { grain: 'day', from: '2026-11-01', before: '2026-11-28' },
    ]);
    expect(coveringPeriods('2025-11-01', '2026-12-31')).toEqual([
      { grain: 'month', from: '2025-11-01', before: '2026-01-01' },
      { grain: 'year', from: '2026-01-01', before: '2027-01-01' },
    ]);
    expect(coveringPeriods('2027-02-15', '2027-03-14')).toEqual([
      { grain: 'day', from: '2027-02-15', before: '2027-03-15' },
    ]);
    expect(coveringPeriods('2024-02-01', '2024-02-29')).toEqual([
      { grain: 'month', from: '2024-02-01', before: '2024-03-01' },
    ]);
    expect(coveringPeriods('2026-03-05', '2026-03-04')).toEqual([]);
  });

  it('counts the days, months or years of a part', () => {
    expect(coveringPeriods('2025-11-28', '2026-11-27').map(periodsIn)).toEqual([3, 11, 27]);
    expect(coveringPeriods('2024-11-01', '2026-12-31').map(periodsIn)).toEqual([2, 2]);
    // Days across a change of daylight saving time in any zone are whole UTC days here.
    expect(periodsIn({ grain: 'day', from: '2026-03-01', before: '2026-04-01' })).toBe(31);
  });

  it('covers every day of any range exactly once, each part whole periods of its grain', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const parts = coveringPeriods(from, to);
        expect(parts[0]?.from).toBe(from);
        expect(parts.at(-1)?.before).toBe(addDays(to, 1));
        for (const [i, p] of parts.entries()) {
          expect(p.from < p.before).toBe(true);
          if (i > 0) expect(p.from).toBe(parts[i - 1]?.before);
          if (p.grain === 'year') {
            expect(p.from.endsWith('-01-01') && p.before.endsWith('-01-01')).toBe(true);
          }
          if (p.grain === 'month') {
            expect(p.from.endsWith('-01') && p.before.endsWith('-01')).toBe(true);
          }
          // Days never hold a whole month (nor months a whole year) they could read as one row.
          if (p.grain === 'day') {
            for (let m = monthStart(p.from, 1); m < p.before; m = monthStart(m, 1)) {
              expect(monthStart(m, 1) > p.before).toBe(true);
            }
          }
          if (p.grain === 'month') {
            const year = `${Number(p.from.slice(0, 4)) + 1}-01-01`;
            expect(year > p.before || monthStart(year, 12) > p.before).toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
