import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatZonedDateTime,
  isIsoDate,
  isoToZonedWallTime,
  localIsoDate,
  zonedIsoDate,
  zonedWallTimeToIso,
} from './dates';
import { displayLocale, i18n } from './i18n';

describe('localIsoDate', () => {
  it('names the local calendar day with zero padding', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 22, 0, 0))).toBe('2026-11-22');
  });
});

describe('zonedIsoDate', () => {
  it('gives the day of a time zone: 23:30 and 00:30 local fall on their own days', () => {
    // 04:30 UTC on 21 Nov is 23:30 on the 20th in New York; 05:30 UTC is 00:30 on the 21st.
    expect(zonedIsoDate('America/New_York', new Date('2026-11-21T04:30:00Z'))).toBe('2026-11-20');
    expect(zonedIsoDate('America/New_York', new Date('2026-11-21T05:30:00Z'))).toBe('2026-11-21');
    expect(zonedIsoDate('Asia/Kolkata', new Date('2026-11-20T18:35:00Z'))).toBe('2026-11-21');
    expect(zonedIsoDate('Mars/Olympus', new Date(2026, 0, 5, 12))).toBe('2026-01-05');
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

describe('formatDateTime', () => {
  it('is empty for missing or junk values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2026-11-22T10:00:00Z')).not.toBe('');
  });
});

describe('zonedWallTimeToIso and isoToZonedWallTime', () => {
  it("read a form's date and time on the shop's clocks, and write them back", () => {
    expect(zonedWallTimeToIso('2026-06-13T00:00', 'Asia/Kolkata')).toBe('2026-06-12T18:30:00.000Z');
    expect(zonedWallTimeToIso('2026-01-15T09:30', 'America/New_York')).toBe(
      '2026-01-15T14:30:00.000Z',
    );
    // Summer time in New York: four hours behind UTC.
    expect(zonedWallTimeToIso('2026-07-15T09:30', 'America/New_York')).toBe(
      '2026-07-15T13:30:00.000Z',
    );
    expect(zonedWallTimeToIso('2026-06-13', 'Asia/Kolkata')).toBeNull();
    expect(zonedWallTimeToIso('', 'Asia/Kolkata')).toBeNull();
    expect(isoToZonedWallTime('2026-06-12T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-06-13T00:00');
    expect(isoToZonedWallTime('2026-07-15T13:30:00.000Z', 'America/New_York')).toBe(
      '2026-07-15T09:30',
    );
    expect(isoToZonedWallTime(null, 'UTC')).toBe('');
  });
});

describe('dates in the reader’s language', () => {
  it('name the month in the app’s language, in the browser’s own form where it speaks it', async () => {
    const at = '2026-12-10T06:30:00.000Z';
    const zone = 'Asia/Kolkata';
    await i18n.changeLanguage('es');
    expect(displayLocale()).toBe('es');
    expect(formatZonedDateTime(at, zone)).toMatch(/^10 dic 2026/);
    await i18n.changeLanguage('hi');
    expect(displayLocale()).toBe('hi-IN');
    expect(formatZonedDateTime(at, zone)).toContain('दिस॰');
    await i18n.changeLanguage('en');
    // English, and no browser to ask (these tests run in Node): the language itself.
    expect(displayLocale()).toBe('en');
    expect(formatZonedDateTime(at, zone)).toMatch(/^Dec 10, 2026/);
  });
});
