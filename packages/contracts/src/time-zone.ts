import { z } from 'zod';

/** A name the runtime knows as an IANA time zone (Europe/London, America/New_York, UTC). */
export function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz);
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as Europe/London.';

/** An IANA time zone name. */
export const ZIanaTimeZone = z.string().max(64).refine(isTimeZone, TIME_ZONE_MESSAGE);

/**
 * A `tz` override (query or body): the days and times of a report or a document in this zone;
 * absent, the organization's time zone (general settings, else the platform's default).
 */
export const ZTimeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, 'tz must be an IANA time zone such as Europe/London.')
  .optional();
