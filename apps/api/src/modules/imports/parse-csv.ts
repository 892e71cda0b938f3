import { parse } from 'csv-parse/sync';
import type { CsvRow } from './row-reader.js';

/** The most rows one import reads, as the bulk upload (docs/DESIGN.md §11: 10k rows ≤ 5 s). */
export const IMPORT_MAX_ROWS = 50_000;

/** A file that cannot be imported at all (as opposed to a row that cannot: `RowError`). */
export class ImportFileError extends Error {}

/**
 * Square's exports keep a phone number as text with a spreadsheet's leading apostrophe
 * (`'+1 415 555 0100`); the apostrophe is no part of the number.
 */
const TEXT_MARKED_NUMBER = /^'(?=[+(\d])[\d\s()+\-.]+$/;

/**
 * A vendor's CSV export → its headers and its rows keyed by header. Handles a byte-order mark,
 * `\r\n` line ends and quoted fields (with commas and line breaks inside); rows shorter or longer
 * than the header are read as far as they go. Throws `ImportFileError` for a file that is not
 * CSV, has no header, or has more than `maxRows` rows — read only that far, not to the end.
 */
export function parseCsv(
  input: Uint8Array | string,
  { maxRows = IMPORT_MAX_ROWS }: { maxRows?: number } = {},
): { headers: string[]; rows: CsvRow[] } {
  let records: string[][];
  try {
    records = parse(typeof input === 'string' ? input : Buffer.from(input), {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      // Empty lines are kept (as blank rows the normalizer passes over) so that every row keeps
      // the number a spreadsheet shows it under, which the errors quote.
      // The header and one row past the limit: enough to know the file is too long.
      to: maxRows + 2,
    });
  } catch (error) {
    throw new ImportFileError(`The file is not a readable CSV file: ${(error as Error).message}`);
  }
  const [head, ...body] = records;
  if (!head?.some((h) => h.trim())) throw new ImportFileError('The file has no header row.');
  if (body.length > maxRows) {
    throw new ImportFileError(
      `The file has more than ${maxRows.toLocaleString('en')} rows; split it and import each part.`,
    );
  }
  const headers = head.map((h) => h.replace(/\uFEFF/g, '').trim());
  const rows = body.map((record) => {
    const row: CsvRow = {};
    headers.forEach((header, i) => {
      const cell = record[i] ?? '';
      row[header] = TEXT_MARKED_NUMBER.test(cell) ? cell.slice(1) : cell;
    });
    return row;
  });
  return { headers, rows };
}
