import type { SalesReportAnswer, SalesReportName } from '@pos/contracts/sales-reports';
import { msg } from '../../lib/i18n';

/**
 * The shape of a report definition (`report-definitions.tsx`): what its table columns are and
 * what its chart draws, from the report's answer. Its titles, labels and empty texts are catalog
 * keys (`msg`), translated where the renderer shows them. `defineReport` turns a typed definition into
 * the plain views the one renderer (`report-view.tsx`) draws, so the renderer knows no report.
 */

/** What a report or a table with no rows says. */
export const NO_SALES_TEXT = msg('No sales in this period.');

/** How a cell is written: an amount, a whole number, a percent, a tax rate, or text as is. */
export type CellKind = 'text' | 'money' | 'count' | 'percent' | 'rate';
export type CellValue = string | number | null;

export interface Column<Row> {
  label: string;
  kind: CellKind;
  value: (row: Row) => CellValue;
  /** What a null value reads as ("Cost unknown"); a dash by default. */
  empty?: string;
}

interface TableDef<Answer, Row> {
  /** The table's heading (and caption). */
  title: string;
  rows: (answer: Answer) => readonly Row[];
  key: (row: Row, index: number) => string;
  columns: Column<Row>[];
  /** A totals line under the rows. */
  totals?: (answer: Answer) => Row | null;
  /** A line under the table ("Showing 50 of 120 products"). */
  note?: (answer: Answer) => string | null;
}

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

/** What a report draws above its table. */
export type ChartDef<Answer> =
  | { kind: 'summary' }
  | { kind: 'heatmap' }
  | {
      kind: 'bar' | 'line' | 'area';
      title: string;
      data: (answer: Answer) => Record<string, string | number>[];
      /** The key of the x axis' label (the category axis of a horizontal bar chart). */
      dataKey: string;
      series: ChartSeries[];
      unit: 'money' | 'count';
      /** Bars along the y axis: long names (products, customers) read better. */
      horizontal?: boolean;
    };

export interface ReportDefinition<N extends SalesReportName> {
  /**
   * The filters the report reads besides the days and the store; `withoutStore`: the report is
   * the organization's (stored value), no store narrows it.
   */
  uses: { groupBy?: boolean; order?: boolean; withoutStore?: boolean };
  chart: ChartDef<SalesReportAnswer<N>>;
  tables: TableView<SalesReportAnswer<N>>[];
  /** Nothing was sold in the period: the report shows "No sales in this period." */
  isEmpty: (answer: SalesReportAnswer<N>) => boolean;
}

/** A table ready to draw: its columns and each row's cell values. */
export interface TableView<Answer = unknown> {
  title: string;
  columns: { label: string; kind: CellKind; empty?: string }[];
  rows: (answer: Answer) => { key: string; cells: CellValue[] }[];
  totals: (answer: Answer) => CellValue[] | null;
  note: (answer: Answer) => string | null;
}

/** A table of a report: its rows' type stays inside, the renderer sees cells. */
export function defineTable<Answer, Row>(def: TableDef<Answer, Row>): TableView<Answer> {
  const cellsOf = (row: Row) => def.columns.map((c) => c.value(row));
  return {
    title: def.title,
    columns: def.columns.map(({ label, kind, empty }) => ({ label, kind, empty })),
    rows: (answer) =>
      def.rows(answer).map((row, i) => ({ key: def.key(row, i), cells: cellsOf(row) })),
    totals: (answer) => {
      const row = def.totals?.(answer);
      return row ? cellsOf(row) : null;
    },
    note: (answer) => def.note?.(answer) ?? null,
  };
}

/** Any report's definition, as the renderer takes it (the answer's type is the report's). */
export interface AnyReportDefinition {
  uses: ReportDefinition<SalesReportName>['uses'];
  chart: ChartDef<unknown>;
  tables: TableView<unknown>[];
  isEmpty: (answer: unknown) => boolean;
}

/** Every report has its definition (the type says so). */
export type ReportDefinitions = { [N in SalesReportName]: ReportDefinition<N> };

export const definitionOf = (defs: ReportDefinitions, name: SalesReportName) =>
  defs[name] as unknown as AnyReportDefinition;
