import { describe, expect, it } from 'vitest';
import { csvCell, fileDate } from './csv.js';

describe('csvCell', () => {
  it('quotes every value and neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('Cola')).toBe('"Cola"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const formula of ['=1+1', '+1', '-1+2', '@SUM(A1)', '-A1', '\tx', '-']) {
      expect(csvCell(formula), formula).toBe(`"'${formula.replaceAll('"', '""')}"`);
    }
  });

  it('leaves numbers as they are, written as numbers or as amounts', () => {
    expect(csvCell(-2)).toBe('"-2"');
    expect(csvCell('-2.50')).toBe('"-2.50"');
    expect(csvCell('-12')).toBe('"-12"');
    expect(csvCell(null)).toBe('""');
  });
});

describe('fileDate', () => {
  it('names an export after the day in the organization’s zone, not UTC’s', () => {
    const lateEvening = new Date('2026-11-26T20:30:00Z');
    expect(fileDate(lateEvening)).toBe('2026-11-26');
    expect(fileDate(lateEvening, 'Asia/Kolkata')).toBe('2026-11-27');
    expect(fileDate(new Date('2026-11-27T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-26');
  });
});
