import { localIso } from './local-time.js';

/**
 * CSV as the spec's exports want it: every value quoted, CRLF between rows, and cells that a
 * spreadsheet would run as a formula (= + - @, tab, CR) neutralised with a leading apostrophe
 * (numbers excepted: a negative quantity is a number, not a formula). A date is written as the
 * organization's local time with its offset (`localIso`).
 */
export function csvCell(value: unknown, timeZone = 'UTC'): string {
  let s =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? localIso(value, timeZone)
        : String(value);
  // A number is data, not a formula: -2 stays -2, and so does an amount written out ("-2.50").
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(s) && !/^-\d+(\.\d+)?$/.test(s)) {
    s = `'${s}`;
  }
  return `"${s.replaceAll('"', '""')}"`;
}

export const csvRow = (values: readonly unknown[], timeZone?: string) =>
  `${values.map((v) => csvCell(v, timeZone)).join(',')}\r\n`;

/**
 * Starts every CSV file: the byte order mark tells Excel the file is UTF-8 (without it, names
 * like "Café" open as "CafÃ©").
 */
export const CSV_BOM = '\uFEFF';

/** yyyy-mm-dd of a day in `timeZone` (today by default), for export file names. */
export const fileDate = (d = new Date(), timeZone = 'UTC') =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(d)
    .slice(0, 10);
