/**
 * The date ranges of the reports: the presets an owner picks from — today, yesterday,
 * this and last week, this and last month, this year — and the period a figure is compared
 * with. Dates are calendar days `YYYY-MM-DD` in the organization's time zone; the caller gives
 * "today" in that zone, so this file knows nothing of clocks or zones. Weeks start on Monday
 * (ISO 8601).
 */

export const REPORT_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisYear: 'This year',
};

/** A range of whole days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date (no time zone: a date is a date). */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `n` days after `date` (before, when negative). */
export const addDays = (date: string, n: number) => dateOf(dayNumber(date) + n);

/** How many days the range holds, both ends counted. */
export const daysIn = (r: DayRange) => dayNumber(r.to) - dayNumber(r.from) + 1;

/** The Monday of the week `date` is in. */
function mondayOf(date: string) {
  // 1970-01-01 was a Thursday: day 0 → weekday 3 counted from Monday.
  const weekday = (((dayNumber(date) + 3) % 7) + 7) % 7;
  return addDays(date, -weekday);
}

/** The first day of the month `months` months after the month of `date`. */
export function monthStart(date: string, months = 0) {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The days a preset names, seen on `today`. "This …" ranges end today, not in the future. */
export function presetRange(preset: ReportPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'lastWeek': {
      const monday = addDays(mondayOf(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth':
      return { from: monthStart(today, -1), to: addDays(monthStart(today), -1) };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The period a range is compared with: as many days, ending the day before it starts. */
export function previousPeriod(r: DayRange): DayRange {
  const n = daysIn(r);
  return { from: addDays(r.from, -n), to: addDays(r.from, -1) };
}
