import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localIso } from './local-time.js';

describe('localIso', () => {
  it('writes the wall-clock time of the zone with its offset', () => {
    const at = new Date('2026-11-25T18:00:00.250Z');
    expect(localIso(at, 'Asia/Kolkata')).toBe('2026-11-25T23:30:00+05:30');
    expect(localIso(at, 'UTC')).toBe('2026-11-25T18:00:00+00:00');
    expect(localIso(at, 'America/New_York')).toBe('2026-11-25T13:00:00-05:00');
    // Summer time in New York; a zone 45 minutes off the hour; the day before in the Pacific.
    expect(localIso(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(
      '2026-07-01T08:00:00-04:00',
    );
    expect(localIso(new Date('2026-01-01T00:00:00Z'), 'Asia/Kathmandu')).toBe(
      '2026-01-01T05:45:00+05:45',
    );
    expect(localIso(new Date('2026-01-01T05:00:00Z'), 'Pacific/Honolulu')).toBe(
      '2025-12-31T19:00:00-10:00',
    );
  });

  it('names the same instant, to the second, in every zone', () => {
    const zones = ['Asia/Kolkata', 'America/St_Johns', 'Europe/London', 'Pacific/Chatham', 'UTC'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (at, zone) => {
          const back = new Date(localIso(at, zone)).getTime();
          expect(back).toBe(Math.floor(at.getTime() / 1000) * 1000);
        },
      ),
    );
  });
});
