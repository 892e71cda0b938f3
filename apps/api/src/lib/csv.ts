/**
 * CSV as the spec's exports want it: every value quoted, CRLF between rows, and cells that a
 * spreadsheet would run as a formula (= + - @, tab, CR) neutralised with a leading apostrophe
 * (numbers excepted: a negative quantity is a number, not a formula).
 */
export function csvCell(value: unknown): string {
  let s =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  // A number is data, not a formula: -2 stays -2.
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

export const csvRow = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\r\n`;

/** yyyy-mm-dd of today (UTC), for export file names. */
export const fileDate = (d = new Date()) => d.toISOString().slice(0, 10);
