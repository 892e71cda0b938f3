import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { lastResetToken, signUp, useTestApp } from '../../test/test-app.js';
import { accountDelayMinutes, LOGIN_LIMITS } from './throttle.js';

const t = useTestApp();

let nextIp = 0;
/** A fresh address no one has used yet. */
const newIp = () => {
  nextIp += 1;
  return `192.0.2.${nextIp}`;
};

const login = (username: string, password: string, ip: string) =>
  t.as(null).post('auth/login', { username, password }, { remoteAddress: ip });

/**
 * Moves an account's throttle clock back, as if `minutes` had passed since its last attempt.
 * Row by row, from the times read as text: Citus refuses a time computed from a column in an
 * UPDATE of a reference table (a STABLE function with a column reference).
 */
async function letTimePass(userId: string, minutes: number) {
  const rows = await queryRows<{ key: string; last: string; started: string }>(
    t.db,
    sql`select key, last_attempt_at::text as last, window_started_at::text as started
        from auth_throttle where key like ${`login:%u:${userId}%`}`,
  );
  for (const r of rows) {
    await t.db.execute(
      sql`update auth_throttle
          set last_attempt_at = ${r.last}::timestamptz - make_interval(mins => ${minutes}),
            window_started_at = ${r.started}::timestamptz - make_interval(mins => ${minutes})
          where key = ${r.key}`,
    );
  }
}

describe('sign-in throttling that an attacker cannot turn against the owner', () => {
  it('refuses the attacker but lets the owner in from an address they signed in from', async () => {
    const owner = await signUp(t);
    const home = newIp();
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);

    // The attacker guesses from five addresses until each is stopped by the per-address limit.
    const attackers = [newIp(), newIp(), newIp(), newIp(), newIp()];
    for (const ip of attackers) {
      for (let i = 0; i < LOGIN_LIMITS.accountAndIp; i++) {
        const res = await login(owner.email, `guess-${ip}-${i}`, ip);
        // Once the account-wide free failures are used up, the attacker waits between guesses.
        if (res.statusCode === 429) break;
        expect(res.statusCode).toBe(401);
      }
      const stopped = await login(owner.email, `guess-${ip}-again`, ip);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A new address of the attacker's is slowed by the account-wide delay, right password or not.
    const fresh = await login(owner.email, owner.password, newIp());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toMatch(/Too many failed sign-in attempts/);

    // The owner at their own till is not refused, and their session works.
    const ownerIn = await login(owner.email, owner.password, home);
    expect(ownerIn.statusCode).toBe(200);
    expect(ownerIn.json().user.email).toBe(owner.email);
  });

  it('slows the attacker with delays that grow after each guess', async () => {
    const owner = await signUp(t);
    for (let i = 0; i < LOGIN_LIMITS.accountFreeFailures; i++) {
      // Two guesses per address, so only the account-wide rule can stop them.
      const res = await login(owner.email, `guess-${i}`, i % 2 ? `198.51.100.${i}` : newIp());
      expect(res.statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(owner.email, 'next-guess', newIp());
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await letTimePass(owner.user._id, Math.ceil(wait / 60));
      expect((await login(owner.email, `late-guess-${round}`, newIp())).statusCode).toBe(401);
    }
    // 1, 2 and 4 minutes: each wait doubles.
    expect(waits.map((s) => Math.ceil(s / 60))).toEqual([1, 2, 4]);
    expect(accountDelayMinutes(LOGIN_LIMITS.accountFreeFailures + 20)).toBe(
      LOGIN_LIMITS.maxDelayMinutes,
    );
  });

  it('limits one address over many accounts, except for accounts that know it', async () => {
    const ip = newIp();
    const regular = await signUp(t);
    expect((await login(regular.email, regular.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.ip; i++) {
      expect((await login(`nobody-${i}@shop.test`, 'whatever pass', ip)).statusCode).toBe(401);
    }
    const stranger = await signUp(t);
    expect((await login(stranger.email, stranger.password, ip)).statusCode).toBe(429);
    expect((await login(regular.email, regular.password, ip)).statusCode).toBe(200);
  });

  it('starts the account clean after a password reset', async () => {
    const owner = await signUp(t);
    const ip = newIp();
    for (let i = 0; i < LOGIN_LIMITS.accountAndIp; i++) await login(owner.email, `bad-${i}`, ip);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(429);

    await t.as(null).post('auth/forgot-password', { email: owner.email });
    const reset = await t.as(null).put(`auth/reset-password/${lastResetToken(t)}`, {
      password: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'a brand new passphrase', ip)).statusCode).toBe(200);
  });
});

describe('sign-up limit per address', () => {
  it('allows a few organizations an hour from one address, then 429 with Retry-After', async () => {
    const ip = newIp();
    const signup = (n: number) =>
      t.as(null).post(
        'auth/signup',
        {
          organizationName: `Spam ${n}`,
          name: 'Spammer',
          email: `spam-${n}-${ip}@shop.test`,
          password: 'correct horse battery',
        },
        { remoteAddress: ip },
      );
    const count = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as n from organizations`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    for (let n = 0; n < t.deps.config.signupsPerIpPerHour; n++) {
      expect((await signup(n)).statusCode).toBe(201);
    }
    const before = await count();
    const refused = await signup(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many sign-ups from this network/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await count()).toEqual(before);
  });
});
