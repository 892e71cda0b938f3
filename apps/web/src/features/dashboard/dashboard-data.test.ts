import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fillSalesTrend, salesTrendRange, shortProductName, twoDecimals } from './dashboard-data';

describe('salesTrendRange', () => {
  it('spans six days before today through today', () => {
    const r = salesTrendRange(dayjs('2026-03-04T15:30:00'));
    expect(r.startDate).toBe('2026-02-26');
    expect(r.endDate).toBe('2026-03-04');
    expect(r.days).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });

  it('crosses a year boundary', () => {
    const r = salesTrendRange(dayjs('2027-01-02T00:05:00'));
    expect(r.startDate).toBe('2026-12-27');
    expect(r.days).toHaveLength(7);
    expect(r.days.at(-1)).toBe('2027-01-02');
  });
});

describe('fillSalesTrend', () => {
  const { days } = salesTrendRange(dayjs('2026-03-04T10:00:00'));

  it('keeps every day of the range and fills missing days with 0', () => {
    const filled = fillSalesTrend(
      [
        { date: '2026-02-27', totalSales: 12.5 },
        { date: '2026-03-04', totalSales: 100 },
      ],
      days,
    );
    expect(filled.map((p) => p.date)).toEqual(days);
    expect(filled.map((p) => p.totalSales)).toEqual([0, 12.5, 0, 0, 0, 0, 100]);
    expect(filled[0]?.label).toBe('Feb 26');
  });

  it('ignores points outside the range and accepts timestamps', () => {
    const filled = fillSalesTrend(
      [
        { date: '2026-01-01', totalSales: 999 },
        { date: '2026-03-01T00:00:00.000Z', totalSales: 7 },
      ],
      days,
    );
    expect(filled.reduce((s, p) => s + p.totalSales, 0)).toBe(7);
    expect(filled.find((p) => p.date === '2026-03-01')?.totalSales).toBe(7);
  });
});

describe('shortProductName', () => {
  it('keeps names of up to 15 characters', () => {
    expect(shortProductName('Espresso Beans')).toBe('Espresso Beans');
    expect(shortProductName('123456789012345')).toBe('123456789012345');
  });

  it('cuts longer names to 12 characters plus an ellipsis', () => {
    expect(shortProductName('1234567890123456')).toBe('123456789012...');
    expect(shortProductName('Organic Whole Milk 1L')).toBe('Organic Whol...');
  });
});

describe('twoDecimals', () => {
  it('always shows two decimals', () => {
    expect(twoDecimals(3)).toMatch(/^3[.,]00$/);
    expect(twoDecimals(2.345)).toMatch(/^2[.,]3[45]$/);
  });
});
