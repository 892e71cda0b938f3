import { describe, expect, it } from 'vitest';
import {
  currencyOptions,
  dateFormatOptions,
  timeFormatOptions,
  timezoneOptions,
  withCurrent,
} from './platform-settings-options';

describe('platform settings options', () => {
  it('keeps a stored value the list does not know, once', () => {
    const options = [{ value: 'en', label: 'English (en)' }];
    expect(withCurrent(options, 'en')).toEqual(options);
    expect(withCurrent(options, 'x-klingon')).toEqual([
      { value: 'x-klingon', label: 'x-klingon' },
      ...options,
    ]);
    expect(withCurrent(options, '')).toEqual(options);
  });

  it('shows each format with an example', () => {
    const now = new Date(2026, 10, 5, 14, 7);
    expect(dateFormatOptions(now)).toContainEqual({
      value: 'DD/MM/YYYY',
      label: 'DD/MM/YYYY  (05/11/2026)',
    });
    expect(timeFormatOptions(now).map((o) => o.label)).toEqual([
      'HH:mm  (24-hour, 14:07)',
      'hh:mm A  (12-hour, 02:07 PM)',
      'h:mm A  (12-hour, no leading zero, 2:07 PM)',
    ]);
  });

  it('lists the zones and currencies the runtime knows, the defaults among them', () => {
    const zones = timezoneOptions().map((o) => o.value);
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).toEqual([...zones].sort());
    expect(timezoneOptions()).toContainEqual({
      value: 'America/New_York',
      label: 'America/New York',
    });
    expect(currencyOptions().find((o) => o.value === 'INR')?.label).toBe('INR – Indian Rupee');
  });
});
