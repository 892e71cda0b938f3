import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJwt } from './jwt.js';

const claims = { userId: 'u1', organizationId: 'o1', tokenVersion: 3 };

describe('tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again, and nobody else’s', async () => {
    const jwt = createJwt('s'.repeat(40), '1h');
    const token = await jwt.sign(claims);
    expect(await jwt.verify(token)).toEqual(claims);
    expect(await jwt.verify(token)).toEqual(claims);
    const other = createJwt('t'.repeat(40), '1h');
    expect(await other.verify(token)).toBeNull();
    const [head, body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u2', org: 'o1', tv: 3, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await jwt.verify(`${head}.${forged}.${sig}`)).toBeNull();
    // The first character: its six bits are all signature (the last one's low bits are padding,
    // so changing it can leave the bytes as they were).
    const tampered = `${sig?.startsWith('A') ? 'B' : 'A'}${sig?.slice(1)}`;
    expect(await jwt.verify(`${head}.${body}.${tampered}`)).toBeNull();
  });

  it('refuses a token once it has expired, also after it was verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    const jwt = createJwt('s'.repeat(40), '2s');
    const token = await jwt.sign(claims);
    expect(await jwt.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-25T10:00:03Z'));
    expect(await jwt.verify(token)).toBeNull();
  });
});
