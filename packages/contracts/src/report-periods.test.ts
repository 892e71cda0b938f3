import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysIn, presetRange, previousPeriod, REPORT_PRESETS } from './report-periods.js';

describe('report periods', () => {
  it('reads each preset on a Wednesday in March', () => {
    const today = '2026-03-11';
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(presetRange('thisWeek', today)).toEqual({ from: '2026-03-09', to: today });
    expect(presetRange('lastWeek', today)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
  });

  it('crosses years and leap days', () => {
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    // 2027-01-01 is a Friday: its week began on Monday 2026-12-28.
    expect(presetRange('thisWeek', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' });
    expect(presetRange('yesterday', '2026-01-01').from).toBe('2025-12-31');
  });

  it('compares a range with as many days just before it', () => {
    expect(previousPeriod({ from: '2026-03-02', to: '2026-03-08' })).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
  });

  it('holds for every day: ranges are in order, end by today, weeks start on Monday', () => {
    const day = fc.integer({ min: 0, max: 365 * 60 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(day, fc.constantFrom(...REPORT_PRESETS), (today, preset) => {
        const r = presetRange(preset, today);
        expect(r.from <= r.to).toBe(true);
        expect(r.to <= today).toBe(true);
        if (preset === 'thisWeek' || preset === 'lastWeek') {
          expect(new Date(`${r.from}T00:00:00Z`).getUTCDay()).toBe(1);
        }
        if (preset === 'lastWeek') expect(daysIn(r)).toBe(7);
        const before = previousPeriod(r);
        expect(daysIn(before)).toBe(daysIn(r));
        expect(addDays(before.to, 1)).toBe(r.from);
      }),
      { numRuns: 2000 },
    );
  });
});
