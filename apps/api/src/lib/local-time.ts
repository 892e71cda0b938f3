/** Formatters per time zone: building one costs more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * An instant as the wall-clock time of a time zone, in ISO 8601 with that zone's offset at that
 * instant: 2026-11-25T23:30:00+05:30. Spreadsheets read it as the local time the shop saw, and
 * the offset keeps the instant exact (summer time included). Milliseconds are dropped.
 */
export function localIso(at: Date, timeZone: string): string {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(at)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offset = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
