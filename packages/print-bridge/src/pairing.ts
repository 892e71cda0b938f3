import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Pairing: the bridge makes a token once and shows it; the register is given it and sends it
 * with every request. The bridge keeps only its SHA-256 (a token read off the disk opens
 * nothing), and compares in constant time.
 */

/** A new pairing token: 32 random bytes, base64url. */
export const newToken = () => `ppb_${randomBytes(32).toString('base64url')}`;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash the bridge keeps. */
export function tokenMatches(token: string, hash: string) {
  const given = Buffer.from(tokenHash(token), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
