import { ZId } from '@pos/contracts/list';
import {
  addDays,
  type DayRange,
  daysIn,
  presetRange,
  REPORT_PRESETS,
  type ReportPreset,
} from '@pos/contracts/report-periods';
import {
  REPORT_GROUPINGS,
  REPORT_MAX_DAYS,
  type ReportGrouping,
  SALES_REPORTS,
  type SalesReportName,
} from '@pos/contracts/sales-reports';
import { isIsoDate } from '../../lib/dates';

/** A preset range, or the two days picked by hand. */
export type ReportPeriod = ReportPreset | 'custom';
export type ReportOrder = 'top' | 'bottom';

/** What the reports screen shows, kept in its URL so that a link or a reload shows the same. */
export interface ReportState {
  report: SalesReportName;
  period: ReportPeriod;
  /** The custom range's days (yyyy-MM-dd); null until picked. */
  from: string | null;
  to: string | null;
  /** A store id, or null for every store. */
  storeId: string | null;
  groupBy: ReportGrouping;
  order: ReportOrder;
}

export const DEFAULT_REPORT_STATE: ReportState = {
  report: 'sales-summary',
  period: 'thisMonth',
  from: null,
  to: null,
  storeId: null,
  groupBy: 'day',
  order: 'top',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const day = (value: string | null) => (value && isIsoDate(value) ? value : null);

/** The screen's state from the URL; whatever the URL holds, the page opens. */
export function parseReportParams(params: URLSearchParams): ReportState {
  const d = DEFAULT_REPORT_STATE;
  const storeId = params.get('storeId')?.trim() ?? '';
  return {
    report: oneOf(SALES_REPORTS, params.get('report'), d.report),
    period: oneOf<ReportPeriod>([...REPORT_PRESETS, 'custom'], params.get('period'), d.period),
    from: day(params.get('from')),
    to: day(params.get('to')),
    storeId: ZId.safeParse(storeId).success ? storeId : null,
    groupBy: oneOf(REPORT_GROUPINGS, params.get('groupBy'), d.groupBy),
    order: oneOf<ReportOrder>(['top', 'bottom'], params.get('order'), d.order),
  };
}

/** The URL of a state: only what differs from the defaults (the custom days with "custom"). */
export function toReportParams(state: ReportState): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_REPORT_STATE;
  if (state.report !== d.report) params.set('report', state.report);
  if (state.period !== d.period) params.set('period', state.period);
  if (state.period === 'custom') {
    if (state.from) params.set('from', state.from);
    if (state.to) params.set('to', state.to);
  }
  if (state.storeId) params.set('storeId', state.storeId);
  if (state.groupBy !== d.groupBy) params.set('groupBy', state.groupBy);
  if (state.order !== d.order) params.set('order', state.order);
  return params;
}

/**
 * The days a state covers, seen on `today` (the organization's). A custom range lacking a day
 * takes the other (or today); days picked the wrong way round are swapped, and a range longer
 * than a report may cover ends where it may.
 */
export function rangeOf(state: ReportState, today: string): DayRange {
  if (state.period !== 'custom') return presetRange(state.period, today);
  const a = state.from ?? state.to ?? today;
  const b = state.to ?? state.from ?? today;
  const range = a <= b ? { from: a, to: b } : { from: b, to: a };
  if (daysIn(range) <= REPORT_MAX_DAYS) return range;
  return { from: range.from, to: addDays(range.from, REPORT_MAX_DAYS - 1) };
}
