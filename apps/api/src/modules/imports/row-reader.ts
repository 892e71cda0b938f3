import { type Read, readFlag, readMoney, readQuantity } from './cell-values.js';
import type { ColumnMap, Field, NamedField } from './vendor-layouts.js';

/** A row as parsed: each cell under its header. */
export type CsvRow = Record<string, string>;

/**
 * What a row could not give. `row` is the row as a spreadsheet numbers it (the header is row 1),
 * so the owner finds it in the file they exported.
 */
export interface RowError {
  row: number;
  column?: string;
  message: string;
}

/**
 * One row read through a layout's column map. A cell that cannot be read is recorded as an error
 * and marks the row `failed`: the caller leaves the row out and goes on with the next (docs/
 * DESIGN.md, "Integrations, languages and switching", step 5: an import reports, never stops).
 */
export class RowReader {
  failed = false;

  constructor(
    private readonly map: ColumnMap,
    private readonly row: CsvRow,
    readonly line: number,
    private readonly errors: RowError[],
  ) {}

  /** Every cell blank: a spacer row a spreadsheet left, not a record. */
  get blank() {
    return Object.values(this.row).every((cell) => !cell.trim());
  }

  /** The first non-blank cell among the field's headers, trimmed. */
  text(field: Field): string | undefined {
    return this.cell(field)?.value;
  }

  money(field: Field, options?: { signed: boolean }): string | undefined {
    const cell = this.cell(field);
    return cell && this.check(cell.header, readMoney(cell.value, options));
  }

  quantity(field: Field): number | undefined {
    const cell = this.cell(field);
    return cell && this.check(cell.header, readQuantity(cell.value));
  }

  flag(field: Field): boolean | undefined {
    const cell = this.cell(field);
    return cell && this.check(cell.header, readFlag(cell.value));
  }

  /** The non-blank cells of the columns named for a store or a tax, with that name. */
  named(field: NamedField): { name: string; header: string; value: string }[] {
    return this.map.named.flatMap(({ field: f, name, header }) => {
      const value = f === field ? this.row[header]?.trim() : undefined;
      return value ? [{ name, header, value }] : [];
    });
  }

  namedMoney(field: NamedField): string[] {
    return this.named(field).flatMap((c) => this.check(c.header, readMoney(c.value)) ?? []);
  }

  namedFlags(field: NamedField): boolean[] {
    return this.named(field).flatMap((c) => this.check(c.header, readFlag(c.value)) ?? []);
  }

  /** Records a message about the row itself (no name, a duplicate). */
  reject(message: string, column?: string) {
    this.failed = true;
    this.errors.push({ row: this.line, ...(column ? { column } : {}), message });
  }

  /** The header a field was read from, for an error about it. */
  header(field: Field): string | undefined {
    return this.map.fields[field]?.[0];
  }

  check<T>(header: string, read: Read<T>): T | undefined {
    if ('error' in read) {
      this.reject(read.error, header);
      return undefined;
    }
    return read.value;
  }

  private cell(field: Field) {
    for (const header of this.map.fields[field] ?? []) {
      const value = this.row[header]?.trim();
      if (value) return { header, value };
    }
    return undefined;
  }
}
