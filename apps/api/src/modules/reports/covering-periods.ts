import { addDays, daysIn, monthStart } from '@pos/contracts/report-periods';

/** Rows of one grain whose period starts in [from, before). */
export interface PeriodPart {
  grain: 'day' | 'month' | 'year';
  from: string;
  before: string;
}

/**
 * The fewest rollup periods that make up the days `from` … `to` (both included): whole years,
 * else whole months, else days, from the first day on; neighbours of one grain are one part.
 * 15 February – 14 March 2027 is one part of days; 1 November 2025 – 31 December 2026 is a part
 * of two months and a year.
 */
export function coveringPeriods(from: string, to: string): PeriodPart[] {
  const parts: PeriodPart[] = [];
  for (let day = from; day <= to; ) {
    const nextYear = `${String(Number(day.slice(0, 4)) + 1).padStart(4, '0')}-01-01`;
    const nextMonth = monthStart(day, 1);
    const grain =
      day.endsWith('-01-01') && addDays(nextYear, -1) <= to
        ? 'year'
        : day.endsWith('-01') && addDays(nextMonth, -1) <= to
          ? 'month'
          : 'day';
    const before = grain === 'year' ? nextYear : grain === 'month' ? nextMonth : addDays(day, 1);
    const last = parts.at(-1);
    if (last?.grain === grain && last.before === day) last.before = before;
    else parts.push({ grain, from: day, before });
    day = before;
  }
  return parts;
}

/** How many days, months or years a part holds. */
export function periodsIn({ grain, from, before }: PeriodPart) {
  if (grain === 'day') return daysIn({ from, to: addDays(before, -1) });
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return grain === 'month' ? months(before) - months(from) : (months(before) - months(from)) / 12;
}
