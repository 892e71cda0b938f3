import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Endpoint signing secrets at rest (docs/DESIGN.md, "Integrations, languages and switching",
 * step 2): encrypted, not hashed, because the server must sign with them. AES-256-GCM, so a
 * changed byte is detected rather than decrypted into a wrong secret; a version prefix so the
 * scheme or the key can change later beside rows sealed the old way.
 */
const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The box's key, derived from the server's secret — `config.jwtSecret` (apps/api/src/config.ts:
 * JWT_SECRET, else the `jwt-secret` file generated once in DATA_DIR), so no new setting to keep.
 * HKDF with its own `info` keeps this key independent of the tokens signed with that secret.
 * Changing JWT_SECRET makes the sealed secrets unreadable: the endpoints then need new ones.
 */
export function secretBoxKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', 'webhook-secrets', 32));
}

/** `v1:` + base64url(iv | tag | ciphertext), with a fresh random IV each time. */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The secret sealed by sealSecret; throws when it was altered or sealed with another key. */
export function openSecret(sealed: string, key: Buffer): string {
  if (!sealed.startsWith(VERSION)) throw new Error('Sealed secret: unknown format');
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed secret: too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    const plain = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
    return Buffer.concat([plain, decipher.final()]).toString('utf8');
  } catch {
    throw new Error('Sealed secret: altered, or sealed with another key');
  }
}
