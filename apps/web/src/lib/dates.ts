const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of `date` in the browser's time zone, as yyyy-MM-dd. */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A yyyy-MM-dd string that names a real calendar day (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/**
 * The first or last instant of a local calendar day, as an ISO timestamp. Date filters are
 * picked as days in the user's time zone; sending the instants keeps "created to 22 Nov" meaning
 * the whole of 22 Nov where the user is, whatever zone the server runs in.
 */
export function localDayBoundary(isoDate: string, bound: 'start' | 'end'): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m) throw new Error(`Not a yyyy-MM-dd date: ${isoDate}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date =
    bound === 'start' ? new Date(y, mo, d, 0, 0, 0, 0) : new Date(y, mo, d, 23, 59, 59, 999);
  return date.toISOString();
}

/** A timestamp in the browser's locale and time zone, e.g. "11/22/2026, 2:05:09 PM". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}
