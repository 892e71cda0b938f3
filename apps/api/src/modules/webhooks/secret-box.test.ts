import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretBoxKey } from './secret-box.js';

const key = secretBoxKey('a-server-jwt-secret-of-at-least-32-characters');
const secret = 'whsec_5nX9bWq2yZ0p-Ke8rTQeF1vN6cJd3uHgL4aSmYiO7xo';

/** `sealed` with one base64url character of its body changed. */
const altered = (sealed: string, at: number) => {
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  bytes[at] = (bytes[at] ?? 0) ^ 1;
  return `v1:${bytes.toString('base64url')}`;
};

describe('secret box', () => {
  it('opens what it sealed', () => {
    const sealed = sealSecret(secret, key);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret.slice(6));
    expect(openSecret(sealed, key)).toBe(secret);
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    const [a, b] = [sealSecret(secret, key), sealSecret(secret, key)];
    expect(a).not.toBe(b);
    expect(openSecret(b, key)).toBe(secret);
  });

  it('derives a 32-byte key, stable for a server secret and different for another', () => {
    expect(key).toHaveLength(32);
    expect(secretBoxKey('a-server-jwt-secret-of-at-least-32-characters')).toEqual(key);
    const other = secretBoxKey('another-server-jwt-secret-of-32-characters!');
    expect(other).not.toEqual(key);
    expect(() => openSecret(sealSecret(secret, key), other)).toThrow(/another key/);
  });

  it('refuses a sealed secret altered in its IV, tag or ciphertext', () => {
    const sealed = sealSecret(secret, key);
    for (const at of [0, 11, 12, 27, 28, 40]) {
      expect(() => openSecret(altered(sealed, at), key)).toThrow(/altered/);
    }
    expect(() => openSecret(sealed.slice(0, -2), key)).toThrow(/altered/);
  });

  it('refuses what is not a sealed secret', () => {
    expect(() => openSecret(secret, key)).toThrow(/unknown format/);
    expect(() => openSecret('v1:abc', key)).toThrow(/too short/);
  });
});
