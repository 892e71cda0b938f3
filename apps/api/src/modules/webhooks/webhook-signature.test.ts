import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  SIGNATURE_HEADER,
  signPayload,
  verifySignature,
} from './webhook-signature.js';

const secret = 'whsec_test-secret';
const body = '{"id":"evt_1","type":"sale.completed","data":{"total":"12.50"}}';
const at = new Date('2026-12-01T10:00:00.750Z');
const t = 1796119200; // at, in whole seconds

describe('webhook signature', () => {
  it('is the t=…,v1=… header of HMAC-SHA256(secret, t.body)', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signPayload(secret, body, at)).toBe(`t=${t},v1=${expected}`);
    expect(SIGNATURE_HEADER).toBe('X-POS-Signature');
  });

  it('verifies what it signs, within the tolerance either way', () => {
    const header = signPayload(secret, body, at);
    expect(verifySignature(secret, body, header, at)).toBe(true);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 299_000))).toBe(true);
    expect(verifySignature(secret, body, header, new Date(at.getTime() - 299_000))).toBe(true);
  });

  it('refuses another body, another secret, an old or a future timestamp', () => {
    const header = signPayload(secret, body, at);
    expect(verifySignature(secret, `${body} `, header, at)).toBe(false);
    expect(verifySignature('whsec_other', body, header, at)).toBe(false);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifySignature(secret, body, header, new Date(at.getTime() - 301_000))).toBe(false);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 3_600_000), 7200)).toBe(
      true,
    );
  });

  it('refuses a valid signature moved to another timestamp', () => {
    const v1 = signPayload(secret, body, at).split(',')[1];
    expect(verifySignature(secret, body, `t=${t + 60},${v1}`, at)).toBe(false);
  });

  it('accepts any of several v1, skipping unknown schemes', () => {
    const good = signPayload(secret, body, at).split(',')[1];
    const wrong = `v1=${'0'.repeat(64)}`;
    expect(verifySignature(secret, body, `t=${t},${wrong},v0=abc,${good}`, at)).toBe(true);
    expect(verifySignature(secret, body, `t=${t}, ${wrong} ,v2=${'1'.repeat(64)}`, at)).toBe(false);
  });

  it.each([
    undefined,
    '',
    'garbage',
    `v1=${'a'.repeat(64)}`,
    `t=${t}`,
    `t=${t},v1=`,
    `t=${t},v1=${'a'.repeat(63)}`,
    `t=${t},v1=${'g'.repeat(64)}`,
    `t=abc,v1=${'a'.repeat(64)}`,
    `t=-${t},v1=${'a'.repeat(64)}`,
    `t=${t},t=${t},v1=${'a'.repeat(64)}`,
    `t=${t},=x,v1=${'a'.repeat(64)}`,
    `t=1e9,v1=${'a'.repeat(64)}`,
  ])('refuses the malformed header %j without throwing', (header) => {
    expect(verifySignature(secret, body, header, at)).toBe(false);
  });

  it('makes fresh whsec_ secrets of 32 random bytes', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice(6), 'base64url')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
