import type { Executor } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import * as repo from './auth.repository.js';

/** Failed sign-ins allowed per window before 429 (DESIGN §12: per account and per IP). */
export const LOGIN_LIMITS = { account: 5, ip: 20, windowMinutes: 15 } as const;

const keys = (ip: string, login: string) => ({
  ip: `login:ip:${ip}`,
  account: `login:acct:${login.toLowerCase()}`,
});

export async function assertLoginAllowed(
  ex: Executor,
  ip: string,
  login: string,
  now = new Date(),
) {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  const k = keys(ip, login);
  for (const [key, limit] of [
    [k.account, LOGIN_LIMITS.account],
    [k.ip, LOGIN_LIMITS.ip],
  ] as const) {
    const { failures, windowStartedAt } = await repo.throttleFailures(ex, key, windowStart);
    if (failures >= limit && windowStartedAt) {
      const retryAfter = Math.max(
        1,
        Math.ceil(
          (windowStartedAt.getTime() + LOGIN_LIMITS.windowMinutes * 60_000 - now.getTime()) / 1000,
        ),
      );
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
        retryAfter,
      );
    }
  }
}

export async function recordLoginFailure(
  ex: Executor,
  ip: string,
  login: string,
  now = new Date(),
) {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  const k = keys(ip, login);
  await repo.recordFailure(ex, k.account, now, windowStart);
  await repo.recordFailure(ex, k.ip, now, windowStart);
}

export const clearAccountFailures = (ex: Executor, ip: string, login: string) =>
  repo.clearThrottle(ex, keys(ip, login).account);
