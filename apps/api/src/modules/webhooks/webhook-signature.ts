import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a webhook delivery (docs/DESIGN.md, "Integrations, languages and switching",
 * step 2): `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, the layout Stripe
 * made familiar, so receivers can reuse the verification code they already have. The timestamp
 * is inside the MAC, so a captured delivery cannot be replayed later with a fresh `t`.
 */
export const SIGNATURE_HEADER = 'X-POS-Signature';

/** How old (or how far ahead, for a receiver's skewed clock) a signature may be. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

const mac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest();

/** The header value for `body` sent at `at`. The key is the whole secret, `whsec_` included. */
export function signPayload(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body).toString('hex')}`;
}

/**
 * `t` and every `v1` of a header, or null when it is not one. Several `v1` are allowed so a
 * secret can be rolled (old and new signatures side by side); other schemes are skipped so a
 * later `v2` does not break receivers of this code.
 */
function parseHeader(header: string): { t: number; signatures: Buffer[] } | null {
  let t: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 1) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (t !== null || !UNIX_SECONDS.test(value)) return null;
      t = Number(value);
    } else if (key === 'v1' && HEX_SHA256.test(value)) {
      signatures.push(Buffer.from(value, 'hex'));
    }
  }
  return t === null || signatures.length === 0 ? null : { t, signatures };
}

/**
 * Whether `header` signs `body` with `secret` within `toleranceSeconds` of `now`. Malformed or
 * missing headers are simply false (never an exception: the value comes from the network).
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): boolean {
  if (typeof header !== 'string') return false;
  const parsed = parseHeader(header);
  if (!parsed) return false;
  if (Math.abs(now.getTime() / 1000 - parsed.t) > toleranceSeconds) return false;
  const expected = mac(secret, parsed.t, body);
  // Every candidate is compared (no early exit), each in constant time on 32-byte buffers.
  let valid = false;
  for (const given of parsed.signatures) {
    if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
  }
  return valid;
}

/**
 * A new endpoint signing secret, shown to its creator once. Random, so (unlike a password) it
 * needs no stretching; it is stored sealed (secret-box.ts) because the server signs with it.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
