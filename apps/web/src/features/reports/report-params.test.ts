import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_STATE, parseReportParams, rangeOf, toReportParams } from './report-params';

const ID = '0190a4d6-8f1e-7cc0-9a3b-1d2e3f4a5b6c';
const parse = (query: string) => parseReportParams(new URLSearchParams(query));

describe('the reports URL', () => {
  it('opens the sales summary of this month when the URL says nothing', () => {
    expect(parse('')).toEqual(DEFAULT_REPORT_STATE);
  });

  it('keeps a report, a custom range, a store and the grouping across a reload', () => {
    const state = {
      ...DEFAULT_REPORT_STATE,
      report: 'taxes' as const,
      period: 'custom' as const,
      from: '2026-11-02',
      to: '2026-11-15',
      storeId: ID,
      groupBy: 'week' as const,
    };
    const query = toReportParams(state).toString();
    expect(query).toBe(
      `report=taxes&period=custom&from=2026-11-02&to=2026-11-15&storeId=${ID}&groupBy=week`,
    );
    expect(parse(query)).toEqual(state);
  });

  it('drops what it cannot read instead of failing', () => {
    expect(
      parse('report=nope&period=someday&from=2026-02-30&storeId=x&groupBy=year&order=middle'),
    ).toEqual(DEFAULT_REPORT_STATE);
  });

  it('writes the custom days only with "custom"', () => {
    const state = { ...DEFAULT_REPORT_STATE, period: 'lastWeek' as const, from: '2026-11-02' };
    expect(toReportParams(state).toString()).toBe('period=lastWeek');
  });
});

describe('the days of a report', () => {
  const today = '2026-11-26'; // a Thursday

  it('are the preset’s, seen on the organization’s today', () => {
    const of = (period: 'today' | 'lastWeek' | 'thisMonth') =>
      rangeOf({ ...DEFAULT_REPORT_STATE, period }, today);
    expect(of('today')).toEqual({ from: today, to: today });
    expect(of('lastWeek')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(of('thisMonth')).toEqual({ from: '2026-11-01', to: today });
  });

  it('of a custom range: both ends, swapped when picked backwards, one day when one is picked', () => {
    const custom = (from: string | null, to: string | null) =>
      rangeOf({ ...DEFAULT_REPORT_STATE, period: 'custom', from, to }, today);
    expect(custom('2026-10-01', '2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(custom('2026-10-31', '2026-10-01')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(custom('2026-10-05', null)).toEqual({ from: '2026-10-05', to: '2026-10-05' });
    expect(custom(null, null)).toEqual({ from: today, to: today });
  });

  it('cover at most the 366 days a report may', () => {
    const state = { ...DEFAULT_REPORT_STATE, period: 'custom' as const };
    expect(rangeOf({ ...state, from: '2024-01-01', to: '2026-01-01' }, today)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });
});
