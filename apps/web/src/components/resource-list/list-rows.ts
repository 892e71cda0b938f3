import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { RowActions } from './row-actions';
import type { ColumnDef, RowBase } from './types';

/** A list's rows, drawn as a table (`ListTable`) or, on a phone, as cards (`ListCards`). */
export interface ListRowsProps<Row extends RowBase> {
  caption: string;
  columns: readonly ColumnDef<Row>[];
  /** Undefined while the first page loads: skeleton rows. */
  rows: readonly Row[] | undefined;
  skeletonRows: number;
  /** The sort in effect (the URL's or the screen's default). */
  sort: string | undefined;
  onSort: (sort: string) => void;
  /** Omitted when the screen hides row actions. */
  actions?: RowActions<Row>;
  rowHref?: (row: Row) => string;
  /** An older page stays visible, dimmed, while the new one loads. */
  stale: boolean;
}

/**
 * A click on a row opens its page (`rowHref`); a click on the row's own buttons, links and inputs
 * does their own thing. Undefined when rows open nothing.
 */
export function useRowOpener<Row>(rowHref: ((row: Row) => string) | undefined) {
  const navigate = useNavigate();
  if (!rowHref) return undefined;
  return (row: Row) => (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('button, a, input')) return;
    navigate(rowHref(row));
  };
}
