import { describe, expect, it } from 'vitest';
import { currencySymbolOf, isKnownCurrency, minorDigits, toMajor, toMinor } from './currency.js';
import { formatMinor } from './subscription.js';

describe('currency', () => {
  it('knows ISO codes, not any three letters', () => {
    expect(['USD', 'INR', 'EUR', 'JPY'].every(isKnownCurrency)).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('usd')).toBe(false);
  });

  it('gives each code its one symbol, and the code where Intl has none', () => {
    const symbols = ['USD', 'INR', 'EUR', 'GBP', 'JPY', 'CHF'].map(currencySymbolOf);
    expect(symbols).toEqual(['$', '₹', '€', '£', '¥', 'CHF']);
    // A code Intl does not know, as an older client could store it: the code is its symbol.
    expect(currencySymbolOf('ABC')).toBe('ABC');
    expect(currencySymbolOf('??')).toBe('??');
    // Every symbol fits the settings' 8 characters (the column's rule since spec 2 §3).
    for (const code of Intl.supportedValuesOf('currency')) {
      expect(currencySymbolOf(code).length, code).toBeLessThanOrEqual(8);
    }
  });

  it("counts minor units in each currency's own decimals", () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([2, 0, 3]);
    expect(toMajor(1999, 'USD')).toBe(19.99);
    expect(toMajor(1900, 'JPY')).toBe(1900);
    expect(toMajor(1500, 'KWD')).toBe(1.5);
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(24.5, 'USD')).toBe(2450);
    expect(toMinor(1900, 'JPY')).toBe(1900);
    // Cents that binary fractions cannot hold exactly still come back whole.
    for (let cents = 0; cents < 10_000; cents += 7) {
      expect(toMinor(toMajor(cents, 'USD'), 'USD')).toBe(cents);
    }
  });

  it('formats minor units in the currency', () => {
    expect(formatMinor(1900, 'USD', 'en-US')).toBe('$19');
    expect(formatMinor(2450, 'USD', 'en-US')).toBe('$24.5');
    expect(formatMinor(2500, 'JPY', 'en-US')).toBe('¥2,500');
  });
});
