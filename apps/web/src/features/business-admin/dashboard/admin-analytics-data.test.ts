import { describe, expect, it } from 'vitest';
import {
  compactCurrency,
  currencySign,
  formatCurrency,
  growthPoints,
  lastMonths,
  monthLabel,
  otherRevenueNotes,
  revenuePoints,
  revenueSeriesLabel,
  subscriptionSlices,
  toAnalytics,
} from './admin-analytics-data';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('lastMonths', () => {
  it('lists twelve months up to the current one, oldest first, across a year boundary', () => {
    const months = lastMonths(NOW);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months.at(-1)).toBe('2026-03');
    expect(months).toContain('2025-12');
    expect(months).toContain('2026-01');
  });

  it('counts in UTC, as the API does', () => {
    // Still 31 January in UTC, whatever the machine's zone says.
    expect(lastMonths(new Date('2026-01-31T23:30:00Z'), 2)).toEqual(['2025-12', '2026-01']);
  });
});

describe('toAnalytics', () => {
  it('keeps a complete answer as it is', () => {
    const answer = {
      totalUsers: 12,
      organizations: 3,
      totalTransactions: 4,
      totalRevenue: 1234.5,
      currency: 'INR',
      otherRevenue: [{ currency: 'USD', amount: 57 }],
      activeSubscriptions: 2,
      expiredSubscriptions: 1,
      monthlyRevenue: [{ month: '2026-03', amount: 1234.5 }],
      userGrowth: [{ month: '2026-03', count: 12 }],
    };
    expect(toAnalytics(answer, NOW)).toEqual(answer);
  });

  it('gives zeros over the last twelve months when there is no answer (spec 2 §7)', () => {
    const a = toAnalytics(undefined, NOW);
    expect(a.totalUsers).toBe(0);
    expect(a.organizations).toBe(0);
    expect(a.totalRevenue).toBe(0);
    // The platform's default currency, the one its plans are priced in.
    expect(a.currency).toBe('USD');
    expect(a.otherRevenue).toEqual([]);
    expect(a.monthlyRevenue).toHaveLength(12);
    expect(a.monthlyRevenue.every((p) => p.amount === 0)).toBe(true);
    expect(a.userGrowth.map((p) => p.month)).toEqual(lastMonths(NOW));
  });

  it('reads garbled fields as zero and drops other-currency entries without a code', () => {
    const a = toAnalytics(
      {
        totalUsers: '7',
        organizations: null,
        totalRevenue: 'lots',
        currency: ' usd ',
        otherRevenue: [{ amount: 3 }, { currency: 'eur', amount: '4.5' }],
        monthlyRevenue: 'none',
      },
      NOW,
    );
    expect(a.totalUsers).toBe(7);
    expect(a.organizations).toBe(0);
    expect(a.totalRevenue).toBe(0);
    expect(a.currency).toBe('USD');
    expect(a.otherRevenue).toEqual([{ currency: 'EUR', amount: 4.5 }]);
    expect(a.monthlyRevenue).toHaveLength(12);
  });
});

describe('monthLabel', () => {
  it('shows a month as "Nov 2026"', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2027-01')).toBe('Jan 2027');
  });

  it('leaves what is not a month alone', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('soon')).toBe('soon');
  });
});

describe('money', () => {
  it('shows rupees with the sign and the locale grouping', () => {
    expect(formatCurrency(1234567.5, 'INR', 'en-IN')).toBe('₹12,34,567.50');
    expect(formatCurrency(1234567.5, 'INR', 'en-US')).toBe('₹1,234,567.50');
    expect(formatCurrency(0, 'INR', 'en-US')).toBe('₹0.00');
  });

  it('keeps axis ticks short', () => {
    expect(compactCurrency(1234, 'INR', 'en-US')).toBe('₹1.2K');
    expect(compactCurrency(0, 'INR', 'en-US')).toBe('₹0');
  });

  it('names an unknown code instead of failing', () => {
    expect(formatCurrency(12, 'XX', 'en-US')).toBe('XX 12.00');
    expect(currencySign('XX', 'en-US')).toBe('XX');
  });

  it('labels the revenue series with the platform currency sign', () => {
    expect(revenueSeriesLabel('INR', 'en-US')).toBe('Revenue (₹)');
    expect(revenueSeriesLabel('INR', 'en-IN')).toBe('Revenue (₹)');
    expect(revenueSeriesLabel('USD', 'en-US')).toBe('Revenue ($)');
    expect(revenueSeriesLabel('EUR', 'en-US')).toBe('Revenue (€)');
  });

  it('lists payments in other currencies apart, never the platform one or empty sums', () => {
    expect(
      otherRevenueNotes(
        [
          { currency: 'USD', amount: 57 },
          { currency: 'EUR', amount: 0 },
          { currency: 'INR', amount: 10 },
        ],
        'INR',
        'en-US',
      ),
    ).toEqual(['+ $57.00 in USD']);
  });
});

describe('chart data', () => {
  const a = toAnalytics(
    {
      monthlyRevenue: [
        { month: '2026-02', amount: 0 },
        { month: '2026-03', amount: 1900 },
      ],
      userGrowth: [{ month: '2026-03', count: 5 }],
      activeSubscriptions: 4,
      expiredSubscriptions: 1,
    },
    NOW,
  );

  it('labels the months and keeps their order', () => {
    expect(revenuePoints(a)).toEqual([
      { month: 'Feb 2026', value: 0 },
      { month: 'Mar 2026', value: 1900 },
    ]);
    expect(growthPoints(a)).toEqual([{ month: 'Mar 2026', value: 5 }]);
  });

  it('colours active subscriptions green and expired ones red', () => {
    expect(subscriptionSlices(a)).toEqual([
      { name: 'Active', value: 4, color: 'green.6' },
      { name: 'Expired', value: 1, color: 'red.6' },
    ]);
  });
});
