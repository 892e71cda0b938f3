import type { Db, Executor } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import * as repo from './auth.repository.js';

/**
 * Sign-in throttling that slows a guesser without letting anyone lock an owner out (NIST
 * SP 800-63B §5.2.2; docs/guide/api.md, "Sign-in throttling"):
 * - one account from one address: 5 failures per 15 minutes, then wait for the window;
 * - one address over all accounts: 20 failures per 15 minutes;
 * - one account from anywhere: 10 failures in 24 hours are free, then each attempt waits
 *   1, 2, 4 … up to 60 minutes after the previous one.
 * An address the user has signed in from in the last 90 days is exempt from the last two, so
 * failures elsewhere never stop the owner at their own till.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  accountAndIp: 5,
  ip: 20,
  accountWindowHours: 24,
  accountFreeFailures: 10,
  maxDelayMinutes: 60,
  knownAddressDays: 90,
} as const;

const MINUTE = 60_000;

interface Account {
  login: string;
  user: { organizationId: string; id: string } | null;
}

/**
 * What is being guessed: the sign-in password, or a manager's register PIN (DESIGN §13), each with
 * its own counters. A PIN has few digits, so no address is exempt: the account's growing delay
 * applies at the shop's own registers too.
 */
interface Secret {
  prefix: 'login' | 'pin';
  refusal: string;
  knownAddressExempt: boolean;
}
const PASSWORD: Secret = {
  prefix: 'login',
  refusal: 'Too many failed sign-in attempts.',
  knownAddressExempt: true,
};
const REGISTER_PIN: Secret = {
  prefix: 'pin',
  refusal: 'Too many wrong register PINs.',
  knownAddressExempt: false,
};

const accountPart = (a: Account) => (a.user ? `u:${a.user.id}` : `l:${a.login.toLowerCase()}`);
const keysOf = (ip: string, a: Account, { prefix }: Secret) => ({
  pair: `${prefix}:pair:${accountPart(a)}:${ip}`,
  ip: `${prefix}:ip:${ip}`,
  account: `${prefix}:acct:${accountPart(a)}`,
});

/** Minutes the account waits after its latest attempt, once its free failures are used. */
export const accountDelayMinutes = (failures: number) =>
  failures < LOGIN_LIMITS.accountFreeFailures
    ? 0
    : Math.min(2 ** (failures - LOGIN_LIMITS.accountFreeFailures), LOGIN_LIMITS.maxDelayMinutes);

/** When a window counter at its limit opens again (null: not at its limit). */
const windowEndAt = (row: repo.ThrottleRow | undefined, limit: number) =>
  row && row.failures >= limit
    ? row.windowStartedAt.getTime() + LOGIN_LIMITS.windowMinutes * MINUTE
    : null;

/** When an account past its free failures may try again (null: no delay). */
const delayEndAt = (row: repo.ThrottleRow | undefined) => {
  const delay = row ? accountDelayMinutes(row.failures) : 0;
  return row && delay > 0 ? (row.lastAttemptAt?.getTime() ?? 0) + delay * MINUTE : null;
};

const refuse = (retryAt: number, now: Date, secret: Secret) => {
  const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  return tooManyRequests(
    `${secret.refusal} Please try again in ${Math.ceil(seconds / 60)} minute(s).`,
    seconds,
  );
};

/**
 * Decides whether this attempt may check a password and counts it as a failure until
 * `succeeded` says otherwise — decided and counted under row locks, so parallel guesses cannot
 * slip past a limit. A refused attempt writes nothing.
 */
export const beginLoginAttempt = (db: Db, ip: string, account: Account, now = new Date()) =>
  beginAttempt(db, ip, account, PASSWORD, now);

/** The same for a manager's register PIN (an approval at a register), on counters of its own. */
export const beginPinAttempt = (db: Db, ip: string, account: Account, now = new Date()) =>
  beginAttempt(db, ip, account, REGISTER_PIN, now);

async function beginAttempt(db: Db, ip: string, account: Account, secret: Secret, now: Date) {
  const k = keysOf(ip, account, secret);
  const known =
    account.user && secret.knownAddressExempt
      ? await repo.isKnownAddress(
          db,
          account.user.organizationId,
          account.user.id,
          ip,
          new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * 24 * 60 * MINUTE),
        )
      : false;
  const shortWindow = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * MINUTE);
  const dayWindow = new Date(now.getTime() - LOGIN_LIMITS.accountWindowHours * 60 * MINUTE);

  await db.transaction(async (tx) => {
    const rows = await repo.lockThrottleRows(tx, [k.pair, k.ip, k.account], now);
    const live = (key: string, since: Date) =>
      rows.find((r) => r.key === key && r.windowStartedAt >= since);

    const refusedUntil = [
      windowEndAt(live(k.pair, shortWindow), LOGIN_LIMITS.accountAndIp),
      known ? null : windowEndAt(live(k.ip, shortWindow), LOGIN_LIMITS.ip),
      known ? null : delayEndAt(live(k.account, dayWindow)),
    ].find((at) => at !== null && at > now.getTime());
    if (refusedUntil !== undefined && refusedUntil !== null) {
      throw refuse(refusedUntil, now, secret);
    }
    await repo.countAttempt(tx, k.pair, now, shortWindow);
    await repo.countAttempt(tx, k.ip, now, shortWindow);
    await repo.countAttempt(tx, k.account, now, dayWindow);
  });

  return {
    /** The secret was right: the account's failures are forgiven (and a sign-in's address known). */
    async succeeded(user: { organizationId: string; id: string }) {
      await db.transaction(async (tx) => {
        await repo.clearThrottle(tx, [k.pair, k.account]);
        await repo.refundAttempt(tx, k.ip);
        if (secret === PASSWORD) await rememberSignInAddress(tx, user, ip);
      });
    },
  };
}

/** The address a user just proved their password from (sign-up counts too). */
export const rememberSignInAddress = (
  ex: Executor,
  user: { organizationId: string; id: string },
  ip: string,
) => repo.rememberAddress(ex, user.organizationId, user.id, ip, new Date());

/** After a password reset the account starts clean, from every address. */
export const forgiveAccountFailures = (ex: Executor, userId: string) =>
  repo.clearThrottleOf(ex, `login:acct:u:${userId}`, `login:pair:u:${userId}:`);

const SIGNUP_WINDOW_MINUTES = 60;

/** Takes one of the address's sign-ups of the hour, or refuses with 429 and Retry-After. */
export async function takeSignupSlot(ex: Executor, ip: string, perHour: number, now = new Date()) {
  const key = `signup:ip:${ip}`;
  const windowStart = new Date(now.getTime() - SIGNUP_WINDOW_MINUTES * MINUTE);
  if (await repo.takeSlot(ex, key, perHour, now, windowStart)) return;
  const started = (await repo.throttleWindowStart(ex, key)) ?? now;
  const seconds = Math.max(
    1,
    Math.ceil((started.getTime() + SIGNUP_WINDOW_MINUTES * MINUTE - now.getTime()) / 1000),
  );
  throw tooManyRequests(
    `Too many sign-ups from this network. Please try again in ${Math.ceil(seconds / 60)} minute(s).`,
    seconds,
  );
}
