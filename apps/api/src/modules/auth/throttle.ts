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
  prefix: 'login' | 'pin' | 'card' | 'display';
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

/**
 * A gift card's code typed at a register (docs/DESIGN.md, "Stored value"): a wrong one counts
 * against the staff member and their address as a wrong password does, so codes cannot be
 * guessed from inside the shop either. Only unknown codes count.
 */
const GIFT_CARD: Secret = {
  prefix: 'card',
  refusal: 'Too many unknown gift card codes.',
  knownAddressExempt: false,
};

/**
 * A customer display's pairing code (docs/DESIGN.md, "Customer display"): no one is signed in,
 * so the address stands for the account — a wrong code counts as a wrong password from it.
 */
const DISPLAY_PAIRING: Secret = {
  prefix: 'display',
  refusal: 'Too many unknown pairing codes.',
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

/** Where the counters' windows start for an attempt now: the short ones, and the account's day. */
const windowsAt = (now: Date) => ({
  shortWindow: new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * MINUTE),
  dayWindow: new Date(now.getTime() - LOGIN_LIMITS.accountWindowHours * 60 * MINUTE),
});

/** One failure on each of the three counters. */
async function countFailure(tx: Executor, k: ReturnType<typeof keysOf>, now: Date) {
  const { shortWindow, dayWindow } = windowsAt(now);
  await repo.countAttempt(tx, k.pair, now, shortWindow);
  await repo.countAttempt(tx, k.ip, now, shortWindow);
  await repo.countAttempt(tx, k.account, now, dayWindow);
}

/** The 429 the counters' rows give an attempt now, or null: under every limit. */
function refusalOf(
  k: ReturnType<typeof keysOf>,
  rows: readonly repo.ThrottleRow[],
  known: boolean,
  secret: Secret,
  now: Date,
) {
  const { shortWindow, dayWindow } = windowsAt(now);
  // Rows read as JSON (a sale's one read) carry their times as text.
  const live = (key: string, since: Date) => {
    const r = rows.find((row) => row.key === key);
    if (!r || new Date(r.windowStartedAt) < since) return undefined;
    const at = r.lastAttemptAt === null ? null : new Date(r.lastAttemptAt);
    return { ...r, windowStartedAt: new Date(r.windowStartedAt), lastAttemptAt: at };
  };
  const refusedUntil = [
    windowEndAt(live(k.pair, shortWindow), LOGIN_LIMITS.accountAndIp),
    known ? null : windowEndAt(live(k.ip, shortWindow), LOGIN_LIMITS.ip),
    known ? null : delayEndAt(live(k.account, dayWindow)),
  ].find((at) => at !== null && at > now.getTime());
  return refusedUntil === undefined || refusedUntil === null
    ? null
    : refuse(refusedUntil, now, secret);
}

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
  await db.transaction(async (tx) => {
    const rows = await repo.lockThrottleRows(tx, [k.pair, k.ip, k.account], now);
    const refused = refusalOf(k, rows, known, secret, now);
    if (refused) throw refused;
    await countFailure(tx, k, now);
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

const giftCardKeys = (ip: string, userId: string) =>
  keysOf(ip, { login: '', user: { organizationId: '', id: userId } }, GIFT_CARD);

/** The counters a user's gift-card codes are throttled by: a sale reads them in its one read. */
export const giftCardThrottleKeys = (ip: string, userId: string) =>
  Object.values(giftCardKeys(ip, userId));

/** The 429 those counters, as read, give another code now; null when under every limit. */
export const giftCardRefusal = (
  ip: string,
  userId: string,
  rows: readonly repo.ThrottleRow[],
  now = new Date(),
) => refusalOf(giftCardKeys(ip, userId), rows, false, GIFT_CARD, now);

/**
 * A code looked up at a register: refused (429) past the limits, else counted until `found`
 * gives the attempt back — decided and counted under the counters' row locks.
 */
export async function beginGiftCardLookup(db: Db, ip: string, userId: string, now = new Date()) {
  const account = { login: '', user: { organizationId: '', id: userId } };
  await beginAttempt(db, ip, account, GIFT_CARD, now);
  return { found: () => giveBack(db, giftCardKeys(ip, userId)) };
}

/** An attempt that turned out right is not a failure: each counter gets it back. */
const giveBack = (db: Db, k: ReturnType<typeof keysOf>) =>
  db.transaction(async (tx) => {
    for (const key of [k.pair, k.ip, k.account].sort()) await repo.refundAttempt(tx, key);
  });

/** A sale named a code no card has: one failure on the counters (the sale rolled back). */
export async function countGiftCardFailure(db: Db, ip: string, userId: string, now = new Date()) {
  await db.transaction((tx) => countFailure(tx, giftCardKeys(ip, userId), now));
}

/**
 * A pairing code opened by a display: refused (429) past the limits, else counted until
 * `found` gives the attempt back.
 */
export async function beginPairingAttempt(db: Db, ip: string, now = new Date()) {
  const account = { login: `ip:${ip}`, user: null };
  await beginAttempt(db, ip, account, DISPLAY_PAIRING, now);
  return { found: () => giveBack(db, keysOf(ip, account, DISPLAY_PAIRING)) };
}
