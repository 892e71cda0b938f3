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

/** A timestamp in the browser's locale and time zone, e.g. "11/22/2026, 2:05:09 PM". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}
