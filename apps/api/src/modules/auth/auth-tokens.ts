import type { Db } from '../../db/client.js';
import { newSecretToken } from '../../lib/tokens.js';
import * as repo from './auth.repository.js';

type TokenKind = 'password_reset' | 'email_verification';
interface TokenOwner {
  organizationId: string;
  userId: string;
}

/** Links of this kind mailed to the user in the last hour (each kind allows a few an hour). */
export const linksSentLastHour = (db: Db, owner: TokenOwner, kind: TokenKind) =>
  repo.countRecentTokens(
    db,
    owner.organizationId,
    owner.userId,
    kind,
    new Date(Date.now() - 3_600_000),
  );

/**
 * A new single-use link token (DESIGN §12: 256 bits, only its hash stored); the user's older
 * unused ones of the same kind stop working in the same transaction.
 */
export async function issueToken(
  db: Db,
  owner: TokenOwner,
  kind: TokenKind,
  validForMs: number,
  email?: string,
) {
  const { token, hash } = newSecretToken();
  await db.transaction(async (tx) => {
    await repo.voidTokens(tx, owner.organizationId, owner.userId, kind);
    await repo.insertToken(tx, {
      organizationId: owner.organizationId,
      userId: owner.userId,
      kind,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + validForMs),
      email,
    });
  });
  return token;
}
