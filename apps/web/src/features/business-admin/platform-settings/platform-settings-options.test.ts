import { describe, expect, it } from 'vitest';
import { dateFormatOptions, timeFormatOptions } from './platform-settings-options';

describe('platform settings options', () => {
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
});
