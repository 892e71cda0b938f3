import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authThrottle, authTokens } from './auth.tables.js';

type TokenKind = 'password_reset' | 'email_verification';

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

/** Current failure count of a throttle key within the window (0 when the window has passed). */
export async function throttleFailures(ex: Executor, key: string, windowStart: Date) {
  const [row] = await ex
    .select({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  if (!row || row.windowStartedAt < windowStart) return { failures: 0, windowStartedAt: null };
  return row;
}

/** Counts one failure; a window older than `windowStart` starts over. */
export async function recordFailure(ex: Executor, key: string, now: Date, windowStart: Date) {
  await ex
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${authThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
      },
    });
}

export async function clearThrottle(ex: Executor, key: string) {
  await ex.delete(authThrottle).where(eq(authThrottle.key, key));
}
