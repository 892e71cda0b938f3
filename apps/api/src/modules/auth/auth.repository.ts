import { and, eq, gt, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authThrottle, authTokens, signInAddresses } from './auth.tables.js';

type TokenKind = 'password_reset' | 'email_verification';

/** Serializes the issuing of one user's links of one kind until the transaction ends. */
export async function lockTokensOf(ex: Executor, userId: string, kind: TokenKind) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth-tokens:${kind}:${userId}`}))`);
}

/** Voids the user's unused tokens of this kind, so only the newest link works. */
export async function voidTokens(
  ex: Executor,
  organizationId: string,
  userId: string,
  kind: TokenKind,
) {
  await ex
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.organizationId, organizationId),
        eq(authTokens.userId, userId),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
      ),
    );
}

export async function insertToken(
  ex: Executor,
  values: {
    organizationId: string;
    userId: string;
    kind: TokenKind;
    tokenHash: string;
    expiresAt: Date;
    email?: string;
  },
) {
  await ex.insert(authTokens).values(values);
}

export async function countRecentTokens(
  ex: Executor,
  organizationId: string,
  userId: string,
  kind: TokenKind,
  since: Date,
) {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.organizationId, organizationId),
        eq(authTokens.userId, userId),
        eq(authTokens.kind, kind),
        gt(authTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Marks a live token used and returns it — one statement, so two requests racing with the
 * same link cannot both succeed.
 */
export async function consumeToken(ex: Executor, tokenHash: string, kind: TokenKind, now: Date) {
  const [row] = await ex
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({
      organizationId: authTokens.organizationId,
      userId: authTokens.userId,
      email: authTokens.email,
    });
  return row ?? null;
}

export interface ThrottleRow {
  key: string;
  failures: number;
  windowStartedAt: Date;
  lastAttemptAt: Date | null;
}

/**
 * The counters of these keys, created empty where missing and locked until the transaction ends
 * (in key order, so two requests never wait on each other crosswise): concurrent attempts on
 * one account are decided one after the other, even the very first ones.
 */
export async function lockThrottleRows(
  ex: Executor,
  keys: string[],
  now: Date,
): Promise<ThrottleRow[]> {
  const sorted = [...keys].sort();
  await ex
    .insert(authThrottle)
    .values(sorted.map((key) => ({ key, failures: 0, windowStartedAt: now })))
    .onConflictDoNothing();
  return ex
    .select({
      key: authThrottle.key,
      failures: authThrottle.failures,
      windowStartedAt: authThrottle.windowStartedAt,
      lastAttemptAt: authThrottle.lastAttemptAt,
    })
    .from(authThrottle)
    .where(inArray(authThrottle.key, sorted))
    .orderBy(authThrottle.key)
    .for('update');
}

/**
 * Counts one attempt on a key; a window that started before `windowStart` starts over. With a
 * `limit`, only while the key is under it — one statement, so concurrent requests cannot
 * overshoot; at the limit nothing is written and no row comes back.
 */
function upsertAttempt(ex: Executor, key: string, now: Date, windowStart: Date, limit?: number) {
  const expired = sql`${authThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return ex
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at} else ${authThrottle.windowStartedAt} end`,
        lastAttemptAt: at,
      },
      ...(limit === undefined
        ? {}
        : { setWhere: sql`${expired} or ${authThrottle.failures} < ${limit}` }),
    })
    .returning({ key: authThrottle.key });
}

export async function countAttempt(ex: Executor, key: string, now: Date, windowStart: Date) {
  await upsertAttempt(ex, key, now, windowStart);
}

/** Counts one attempt if the key is under `limit`; false (nothing written) at the limit. */
export async function takeSlot(
  ex: Executor,
  key: string,
  limit: number,
  now: Date,
  windowStart: Date,
) {
  return (await upsertAttempt(ex, key, now, windowStart, limit)).length > 0;
}

/** When the current window of a key started (null without one). */
export async function throttleWindowStart(ex: Executor, key: string) {
  const [row] = await ex
    .select({ windowStartedAt: authThrottle.windowStartedAt })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return row?.windowStartedAt ?? null;
}

/** Gives back one counted attempt (a success is not a failure). */
export async function refundAttempt(ex: Executor, key: string) {
  await ex
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(eq(authThrottle.key, key));
}

export async function clearThrottle(ex: Executor, keys: string[]) {
  await ex.delete(authThrottle).where(inArray(authThrottle.key, keys));
}

/** Deletes one key and every key starting with `prefix` (a user's per-address counters). */
export async function clearThrottleOf(ex: Executor, key: string, prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await ex
    .delete(authThrottle)
    .where(or(eq(authThrottle.key, key), like(authThrottle.key, pattern)));
}

/** Whether the user signed in successfully from this address since `since`. */
export async function isKnownAddress(
  ex: Executor,
  organizationId: string,
  userId: string,
  ip: string,
  since: Date,
) {
  const [row] = await ex
    .select({ one: sql`1` })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.organizationId, organizationId),
        eq(signInAddresses.userId, userId),
        eq(signInAddresses.ip, ip),
        gt(signInAddresses.lastSignedInAt, since),
      ),
    );
  return Boolean(row);
}

export async function rememberAddress(
  ex: Executor,
  organizationId: string,
  userId: string,
  ip: string,
  now: Date,
) {
  await ex
    .insert(signInAddresses)
    .values({ organizationId, userId, ip, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [signInAddresses.organizationId, signInAddresses.userId, signInAddresses.ip],
      set: { lastSignedInAt: now },
    });
}
