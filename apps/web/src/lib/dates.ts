import { displayLocale } from './i18n';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of `date` in the browser's time zone, as yyyy-MM-dd. */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar day of `date` in a time zone (the organization's: its "today"), as yyyy-MM-dd.
 * An unknown zone falls back to the browser's.
 */
export function zonedIsoDate(timeZone: string, date: Date = new Date()): string {
  try {
    // en-CA writes dates as yyyy-MM-dd.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  } catch {
    return localIsoDate(date);
  }
}

/** A yyyy-MM-dd string that names a real calendar day (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/** A timestamp in the reader's locale and the browser's time zone, e.g. "11/22/2026, 2:05:09 PM". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(displayLocale());
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock parts of `at` in a time zone (hours 0–23). */
function wallPartsOf(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  for (const p of format.formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  return { year, month, day, hour, minute };
}

/** How far a zone's clocks are ahead of UTC at `t` (ms), to the minute. */
function offsetAt(t: number, timeZone: string) {
  const w = wallPartsOf(new Date(t), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(t / 60_000) * 60_000;
}

/**
 * A `datetime-local` value (yyyy-MM-ddTHH:mm) read as that time on the clocks of `timeZone` (the
 * shop's), as an instant (ISO, UTC); null when it is no such value. (A time a change of the
 * clocks skips or repeats is taken as one of the two offsets gives it.)
 */
export function zonedWallTimeToIso(value: string, timeZone: string): string | null {
  const m = WALL_TIME.exec(value);
  if (!m) return null;
  const wall = Date.UTC(+(m[1] ?? 0), +(m[2] ?? 1) - 1, +(m[3] ?? 1), +(m[4] ?? 0), +(m[5] ?? 0));
  try {
    const guess = wall - offsetAt(wall, timeZone);
    const at = wall - offsetAt(guess, timeZone);
    return Number.isNaN(at) ? null : new Date(at).toISOString();
  } catch {
    return null;
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value on the clocks of `timeZone`; '' for none. */
export function isoToZonedWallTime(value: string | null, timeZone: string): string {
  if (!value) return '';
  const w = wallPartsOf(new Date(value), timeZone);
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}`;
}

/** An instant on the clocks of `timeZone`, in the reader's words: "13 Jun 2026, 00:00". */
export function formatZonedDateTime(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return date.toLocaleString(displayLocale(), {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  } catch {
    return date.toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  }
}
