import type { Db } from '../../db/client.js';
import { newSecretToken } from '../../lib/tokens.js';
import * as repo from './auth.repository.js';

type TokenKind = 'password_reset' | 'email_verification';
interface TokenOwner {
  organizationId: string;
  userId: string;
}

/**
 * A new single-use link token (DESIGN §12: 256 bits, only its hash stored); the user's older
 * unused ones of the same kind stop working in the same transaction. Null when `perHour` links
 * of this kind were already issued in the last hour — counted under a per-user lock, so
 * concurrent requests cannot send one more.
 */
export async function issueToken(
  db: Db,
  owner: TokenOwner,
  kind: TokenKind,
  opts: { validForMs: number; perHour: number; email?: string },
) {
  const { token, hash } = newSecretToken();
  const issued = await db.transaction(async (tx) => {
    await repo.lockTokensOf(tx, owner.userId, kind);
    const since = new Date(Date.now() - 3_600_000);
    if (
      (await repo.countRecentTokens(tx, owner.organizationId, owner.userId, kind, since)) >=
      opts.perHour
    ) {
      return false;
    }
    await repo.voidTokens(tx, owner.organizationId, owner.userId, kind);
    await repo.insertToken(tx, {
      organizationId: owner.organizationId,
      userId: owner.userId,
      kind,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + opts.validForMs),
      email: opts.email,
    });
    return true;
  });
  return issued ? token : null;
}
