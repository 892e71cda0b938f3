import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  organizationId: string;
  tokenVersion: number;
}

/** Verified tokens remembered at most; a register sends the same token all day. */
const VERIFIED_MAX = 10_000;

export function createJwt(secret: string, expiresIn: string) {
  // Imported once: given raw bytes, jose imports the key again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /**
   * Tokens whose signature was checked, with their claims and expiry. A signature, once valid,
   * stays valid until the token expires, so it is checked once: the WebCrypto HMAC verify cost
   * ~1 ms of the API's time per request under load (a job on the thread pool). Whether the
   * token still counts — user active, not reset, permissions — is read from the database on
   * every request as before.
   */
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    sign: async (c: TokenClaims) =>
      new SignJWT({ org: c.organizationId, tv: c.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(c.userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await key),
    /** null for any token that is malformed, expired, not HS256 or signed with another key. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
        if (typeof payload.tv !== 'number' || typeof payload.exp !== 'number') return null;
        const claims = {
          userId: payload.sub,
          organizationId: payload.org,
          tokenVersion: payload.tv,
        };
        // Oldest first out (a Map keeps insertion order).
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value ?? '');
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
