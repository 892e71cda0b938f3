import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  organizationId: string;
  tokenVersion: number;
}

export function createJwt(secret: string, expiresIn: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (c: TokenClaims) =>
      new SignJWT({ org: c.organizationId, tv: c.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(c.userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    /** null for any token that is malformed, expired, not HS256 or signed with another key. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
        if (typeof payload.tv !== 'number') return null;
        return { userId: payload.sub, organizationId: payload.org, tokenVersion: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
