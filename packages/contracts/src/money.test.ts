import { describe, expect, it } from 'vitest';
import { formatMoney, ZLocale } from './money.js';

describe('formatMoney', () => {
  it('prints the symbol, 2 decimals and the locale’s grouping', () => {
    expect(formatMoney(1234.5, '$', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(123456.5, '₹', 'en-IN')).toBe('₹1,23,456.50');
    expect(formatMoney(1234567.891, '₹', 'en-US')).toBe('₹1,234,567.89');
    expect(formatMoney(1234.5, '€', 'de-DE')).toBe('€1.234,50');
    expect(formatMoney(0, '€', 'en-US')).toBe('€0.00');
    expect(formatMoney(-3, '€', 'en-US')).toBe('-€3.00');
    expect(formatMoney(-0.004, '$', 'en-US')).toBe('$0.00');
  });

  it('takes language tags the runtime knows, en-US when none is given', () => {
    expect(ZLocale.parse(undefined)).toBe('en-US');
    expect(ZLocale.parse('en-IN')).toBe('en-IN');
    expect(ZLocale.safeParse('not a locale!').success).toBe(false);
    expect(ZLocale.safeParse('x'.repeat(36)).success).toBe(false);
  });
});
