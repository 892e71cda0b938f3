import { describe, expect, it } from 'vitest';
import { attemptKey } from './attempt-key';

describe("an attempt's Idempotency-Key", () => {
  it('is kept for the same body (a retry) and new for another body', () => {
    let n = 0;
    const next = () => `k${++n}`;
    const first = attemptKey(null, { amount: 20, method: 'Cash' }, next);
    expect(first.key).toBe('k1');
    expect(attemptKey(first, { amount: 20, method: 'Cash' }, next)).toBe(first);
    expect(attemptKey(first, { amount: 25, method: 'Cash' }, next).key).toBe('k2');
  });

  it('is a UUID by default, a new one each time', () => {
    const a = attemptKey(null, {});
    const b = attemptKey(null, {});
    expect(a.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.key).not.toBe(a.key);
  });
});
