import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserCurrency,
  browserTimeZone,
  currencyHint,
  currencyOptions,
  suggestedCurrency,
  timezoneOptions,
  withCurrent,
} from './zones-and-currencies';

afterEach(() => vi.restoreAllMocks());

describe('zones and currencies', () => {
  it('keeps a stored value the list does not know, once', () => {
    const options = [{ value: 'en', label: 'English (en)' }];
    expect(withCurrent(options, 'en')).toEqual(options);
    expect(withCurrent(options, 'x-klingon')).toEqual([
      { value: 'x-klingon', label: 'x-klingon' },
      ...options,
    ]);
    expect(withCurrent(options, '')).toEqual(options);
    expect(withCurrent(options, null)).toEqual(options);
  });

  it('lists the zones and currencies the runtime knows, the defaults among them', () => {
    const zones = timezoneOptions().map((o) => o.value);
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('UTC');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).toEqual([...zones].sort());
    expect(timezoneOptions()).toContainEqual({
      value: 'America/New_York',
      label: 'America/New York',
    });
    expect(currencyOptions().find((o) => o.value === 'INR')?.label).toBe('INR – Indian Rupee');
  });

  it("names each currency's symbol where it has one of its own", () => {
    const label = (code: string) =>
      currencyOptions({ withSymbol: true }).find((o) => o.value === code)?.label;
    expect(label('INR')).toBe('INR – Indian Rupee (₹)');
    expect(label('USD')).toBe('USD – US Dollar ($)');
    expect(label('CHF')).toBe('CHF – Swiss Franc');
  });

  it("suggests the currency of the first language's region", () => {
    expect(browserCurrency(['en-US'])).toBe('USD');
    expect(browserCurrency(['en-IN', 'en-US'])).toBe('INR');
    // A language without a region: its likeliest one (German → Germany → euro).
    expect(browserCurrency(['de'])).toBe('EUR');
    expect(browserCurrency(['fr-CH'])).toBe('CHF');
    expect(browserCurrency(['ja-JP'])).toBe('JPY');
    // A tag Intl cannot read is passed over.
    expect(browserCurrency(['not a tag!', 'en-GB'])).toBe('GBP');
    expect(browserCurrency([])).toBeNull();
  });

  it("asks with the stored currency once an owner set one, else the browser's", () => {
    const untouched = { currencyCode: 'USD', currencySymbol: '$' };
    expect(suggestedCurrency(untouched, ['en-IN'])).toBe('INR');
    expect(suggestedCurrency(untouched, [])).toBe('USD');
    expect(suggestedCurrency({ currencyCode: 'EUR', currencySymbol: '€' }, ['en-IN'])).toBe('EUR');
    // A symbol changed alone, before the symbol followed the code: the owner's, not the browser's.
    expect(suggestedCurrency({ currencyCode: 'USD', currencySymbol: '₹' }, ['en-GB'])).toBe('USD');
  });

  it('shows the symbol a currency gives, and says when a stored pair disagrees', () => {
    const euro = { currencyCode: 'EUR', currencySymbol: '€' };
    expect(currencyHint(euro, 'EUR')).toBe(
      'Amounts show as €12.50: the symbol follows the currency.',
    );
    expect(currencyHint(euro, 'GBP')).toBe(
      'Amounts show as £12.50: the symbol follows the currency.',
    );
    const old = { currencyCode: 'USD', currencySymbol: '₹' };
    expect(currencyHint(old, 'USD')).toBe(
      'Amounts show “₹” today, which is not the symbol of USD; saving shows “$”. Pick the currency you sell in.',
    );
    expect(currencyHint(old, 'INR')).toBe(
      'Amounts show as ₹12.50: the symbol follows the currency.',
    );
  });

  it("answers the browser's zone under its current name", () => {
    const zoneIs = (timeZone: string) =>
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
        ...new Intl.DateTimeFormat().resolvedOptions(),
        timeZone,
      });
    zoneIs('America/Chicago');
    expect(browserTimeZone()).toBe('America/Chicago');
    zoneIs('Asia/Calcutta');
    expect(browserTimeZone()).toBe('Asia/Kolkata');
    zoneIs('Nowhere/Special');
    expect(browserTimeZone()).toBeNull();
  });
});
