import { describe, expect, it } from 'vitest';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';
import { LOGIN_LIMITS } from './throttle.js';

/**
 * The limits hold when requests race (PostgreSQL only: PGlite has one connection, so nothing
 * runs concurrently there).
 */
const t = usePostgresApp();

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe.runIf(onPostgres)('limits under concurrent requests', () => {
  it('lets exactly five parallel guesses through from one address', async () => {
    const owner = await signUp(t);
    const res = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t
          .as(null)
          .post(
            'auth/login',
            { username: owner.email, password: `parallel-guess-${i}` },
            { remoteAddress: '203.0.113.7' },
          ),
      ),
    );
    const s = statuses(res);
    expect(s.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.accountAndIp);
    expect(s.filter((c) => c === 429)).toHaveLength(12 - LOGIN_LIMITS.accountAndIp);
  });

  it('mails at most five reset links an hour, however many requests race', async () => {
    const owner = await signUp(t);
    const before = t.outbox().length;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        t.as(null).post('auth/forgot-password', { email: owner.email }),
      ),
    );
    expect(t.outbox().length - before).toBe(5);
  });

  it('creates at most the hourly number of organizations from one address', async () => {
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.as(null).post(
          'auth/signup',
          {
            organizationName: `Race ${i}`,
            name: 'Racer',
            email: `race-${i}-${Date.now()}@shop.test`,
            password: 'correct horse battery',
          },
          { remoteAddress: '203.0.113.99' },
        ),
      ),
    );
    const s = statuses(res);
    expect(s.filter((c) => c === 201)).toHaveLength(t.deps.config.signupsPerIpPerHour);
    expect(s.filter((c) => c === 429)).toHaveLength(10 - t.deps.config.signupsPerIpPerHour);
  });
});
