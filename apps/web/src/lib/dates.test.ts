import { describe, expect, it } from 'vitest';
import { formatDateTime, isIsoDate, localDayBoundary, localIsoDate } from './dates';

describe('localIsoDate', () => {
  it('names the local calendar day with zero padding', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 22, 0, 0))).toBe('2026-11-22');
  });
});

describe('isIsoDate', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('localDayBoundary', () => {
  it('gives the first and last instant of the local day', () => {
    const start = new Date(localDayBoundary('2026-11-22', 'start'));
    const end = new Date(localDayBoundary('2026-11-22', 'end'));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 10, 22, 0,
    ]);
    expect(start.getMinutes()).toBe(0);
    expect(localIsoDate(end)).toBe('2026-11-22');
    expect(end.getTime() - start.getTime()).toBeGreaterThan(22 * 3600_000);
    expect(new Date(end.getTime() + 1).getHours()).toBe(0);
  });

  it('refuses anything but yyyy-MM-dd', () => {
    expect(() => localDayBoundary('yesterday', 'start')).toThrow();
  });
});

describe('formatDateTime', () => {
  it('is empty for missing or junk values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2026-11-22T10:00:00Z')).not.toBe('');
  });
});
