import type { TSalesTrendPoint } from '@pos/contracts/reports';
import dayjs, { type Dayjs } from 'dayjs';
import { displayLocale } from '../../lib/i18n';

const DAY_FORMAT = 'YYYY-MM-DD';
export const TREND_DAYS = 7;

export interface TrendRange {
  startDate: string;
  endDate: string;
  /** Every day of the range, oldest first, as yyyy-MM-dd. */
  days: string[];
}

/** Six days before today through today (spec 1 §7); the page passes the organization's today. */
export function salesTrendRange(today: Dayjs = dayjs()): TrendRange {
  const end = today.startOf('day');
  const days = Array.from({ length: TREND_DAYS }, (_, i) =>
    end.subtract(TREND_DAYS - 1 - i, 'day').format(DAY_FORMAT),
  );
  return { startDate: days[0] ?? end.format(DAY_FORMAT), endDate: end.format(DAY_FORMAT), days };
}

export interface TrendChartPoint {
  date: string;
  /** Short axis label, e.g. "Mar 4". */
  label: string;
  totalSales: number;
}

/** The chart shows every day of its range; a day the answer lacks counts as 0. */
export function fillSalesTrend(
  points: readonly TSalesTrendPoint[],
  days: readonly string[],
): TrendChartPoint[] {
  const byDay = new Map<string, number>();
  for (const p of points) {
    const day = String(p.date).slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + (Number(p.totalSales) || 0));
  }
  return days.map((date) => ({
    date,
    label: new Intl.DateTimeFormat(displayLocale(), {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`)),
    totalSales: byDay.get(date) ?? 0,
  }));
}

const AXIS_LABEL_MAX = 15;
const AXIS_LABEL_KEEP = 12;

/** Product names longer than 15 characters are cut to 12 plus "..." on the chart axis. */
export function shortProductName(name: string): string {
  return name.length > AXIS_LABEL_MAX ? `${name.slice(0, AXIS_LABEL_KEEP)}...` : name;
}

/** Tooltip values: always 2 decimals (spec 1 §2). */
export const twoDecimals = (value: number) =>
  (Number.isFinite(value) ? value : 0).toLocaleString(undefined, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
