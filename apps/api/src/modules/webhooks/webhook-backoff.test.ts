import { describe, expect, it } from 'vitest';
import {
  BACKOFF_TABLE,
  nextAttemptAt,
  RETRY_DELAYS_MS,
  RETRY_WINDOW_MS,
} from './webhook-backoff.js';

const first = new Date('2026-12-01T10:00:00Z');
const after = (ms: number) => new Date(first.getTime() + ms);
const noJitter = () => 0.5;
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('webhook retry backoff', () => {
  it('waits 30 s, 1, 2, 4, 8, 16, 32 min, 1, 2, 4 h, then 6 h', () => {
    expect(RETRY_DELAYS_MS).toEqual([
      30_000,
      MIN,
      2 * MIN,
      4 * MIN,
      8 * MIN,
      16 * MIN,
      32 * MIN,
      HOUR,
      2 * HOUR,
      4 * HOUR,
      6 * HOUR,
    ]);
  });

  it('is the documented table: 14 attempts, the last at the 24 h mark', () => {
    const at = BACKOFF_TABLE.map((r) => r.atMs);
    expect(at.slice(0, 8)).toEqual([
      0, 30_000, 90_000, 210_000, 450_000, 930_000, 1_890_000, 3_810_000,
    ]);
    expect(BACKOFF_TABLE).toHaveLength(14);
    expect(BACKOFF_TABLE.at(-2)).toEqual({
      attempt: 13,
      waitMs: 6 * HOUR,
      atMs: 20 * HOUR + 210_000,
    });
    expect(BACKOFF_TABLE.at(-1)).toEqual({
      attempt: 14,
      waitMs: 4 * HOUR - 210_000,
      atMs: RETRY_WINDOW_MS,
    });
  });

  it('never shortens the wait and never moves backwards', () => {
    for (let i = 1; i < BACKOFF_TABLE.length; i++) {
      const [previous, row] = [BACKOFF_TABLE[i - 1], BACKOFF_TABLE[i]];
      expect(row?.atMs).toBeGreaterThan(previous?.atMs ?? Number.POSITIVE_INFINITY);
    }
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++) {
      expect(RETRY_DELAYS_MS[i]).toBeGreaterThan(
        RETRY_DELAYS_MS[i - 1] ?? Number.POSITIVE_INFINITY,
      );
    }
  });

  it('counts the wait from now, with ±10 % jitter', () => {
    const now = after(5 * MIN);
    const wait = (random: () => number, attempt = 3) =>
      (nextAttemptAt(first, attempt, now, random)?.getTime() ?? 0) - now.getTime();
    expect(wait(noJitter)).toBe(2 * MIN);
    expect(wait(() => 0)).toBe(0.9 * 2 * MIN);
    expect(wait(() => 0.999999)).toBeLessThanOrEqual(1.1 * 2 * MIN);
    expect(wait(() => 0.999999)).toBeGreaterThan(1.0999 * 2 * MIN);
    for (let i = 0; i < 200; i++) {
      const w = wait(Math.random, 1);
      expect(w).toBeGreaterThanOrEqual(27_000);
      expect(w).toBeLessThanOrEqual(33_000);
    }
  });

  it('keeps 6 h between late attempts and moves the last one to the 24 h mark', () => {
    expect(nextAttemptAt(first, 20, after(8 * HOUR), noJitter)).toEqual(after(14 * HOUR));
    expect(nextAttemptAt(first, 20, after(20 * HOUR), () => 0)).toEqual(after(24 * HOUR));
    expect(nextAttemptAt(first, 2, after(24 * HOUR - 10_000), () => 0.999)).toEqual(
      after(24 * HOUR),
    );
  });

  it('gives up once the 24 h are spent', () => {
    expect(nextAttemptAt(first, 14, after(24 * HOUR), noJitter)).toBeNull();
    expect(nextAttemptAt(first, 3, after(30 * HOUR), noJitter)).toBeNull();
  });

  it('refuses an attempt count that is not one of attempts made', () => {
    expect(() => nextAttemptAt(first, 0, first)).toThrow(RangeError);
    expect(() => nextAttemptAt(first, 1.5, first)).toThrow(RangeError);
  });
});
