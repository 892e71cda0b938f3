/**
 * When a failed webhook delivery is tried again (docs/DESIGN.md, "Integrations, languages and
 * switching", step 2: retries on a backoff schedule for 24 h, then the endpoint is disabled).
 *
 * The wait after the n-th failed attempt doubles from 30 s to 32 min, then 1 h, 2 h, 4 h, and
 * 6 h from then on: a receiver that blinked is retried within minutes, one that is down for the
 * night is not hammered. Every attempt lands no later than 24 h after the first: the one that
 * would fall beyond is moved to the 24 h mark, so a receiver back at hour 23 still gets the
 * event, and after it the delivery gives up. Nominally 14 attempts (BACKOFF_TABLE).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, … failed attempt; the last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [
  30 * SECOND,
  1 * MINUTE,
  2 * MINUTE,
  4 * MINUTE,
  8 * MINUTE,
  16 * MINUTE,
  32 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  4 * HOUR,
  6 * HOUR,
];

export const RETRY_WINDOW_MS = 24 * HOUR;

/**
 * ±10 %: endpoints that failed together (a receiver's outage) are not retried in one burst.
 * `random` is in [0, 1), as Math.random.
 */
const JITTER = 0.1;
const jittered = (ms: number, random: () => number) => ms * (1 + (random() * 2 - 1) * JITTER);

/**
 * The next attempt after `attempt` attempts have failed, the last one just before `now`; null
 * when the 24 h from `firstAttemptAt` are spent (give up). The wait counts from `now`, not
 * from the plan, so a job that ran late does not fire the missed attempts in a row.
 */
export function nextAttemptAt(
  firstAttemptAt: Date,
  attempt: number,
  now: Date,
  random: () => number = Math.random,
): Date | null {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`attempt counts attempts made, from 1 (got ${attempt})`);
  }
  const deadline = firstAttemptAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 0;
  return new Date(Math.min(now.getTime() + Math.round(jittered(delay, random)), deadline));
}

export interface BackoffRow {
  /** The attempt this row schedules (the first, at 0, is the delivery itself). */
  attempt: number;
  /** The wait after the previous attempt failed, without jitter. */
  waitMs: number;
  /** When it happens, counted from the first attempt, without jitter. */
  atMs: number;
}

/** The nominal schedule (no jitter, instant failures), for the documentation. */
export const BACKOFF_TABLE: readonly BackoffRow[] = (() => {
  const first = new Date(0);
  const noJitter = () => 0.5;
  const rows: BackoffRow[] = [{ attempt: 1, waitMs: 0, atMs: 0 }];
  for (
    let at = nextAttemptAt(first, 1, first, noJitter);
    at;
    at = nextAttemptAt(first, rows.length, at, noJitter)
  ) {
    const atMs = at.getTime();
    rows.push({ attempt: rows.length + 1, waitMs: atMs - (rows.at(-1)?.atMs ?? 0), atMs });
  }
  return rows;
})();
