import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_CREDENTIALS,
  RESET_LINK_INVALID,
} from '@pos/contracts/auth-messages';
import { PERMISSION_NAMES } from '@pos/contracts/permissions';
import { TIME_ZONE_MESSAGE } from '@pos/contracts/time-zone';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { APP_URL, lastResetToken, signUp, useTestApp } from '../../test/test-app.js';
import { stores } from '../inventory/stores.tables.js';
import { roles } from '../roles/roles.tables.js';
import { authTokens } from './auth.tables.js';

const t = useTestApp();

const rowsOf = <R>(query: SQL) => queryRows<R>(t.db, query);

describe('sign-up', () => {
  it('creates the organization, its Owner, roles, store, settings and a 30-day trial', async () => {
    const res = await t.as(null).post('auth/signup', {
      organizationName: 'Corner Books',
      name: 'Ana Lima',
      email: 'Ana.Lima@Corner.test',
      password: 'a long enough secret',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.message).toBeTruthy();
    expect(body.user).toMatchObject({
      name: 'Ana Lima',
      username: 'ana.lima',
      email: 'Ana.Lima@Corner.test',
      role: 'Owner',
      organizationName: 'Corner Books',
      subscription: { isTrial: true, plan: 'trail', status: 'active' },
    });
    expect(body.user.permissions.sort()).toEqual([...PERMISSION_NAMES].sort());
    const days = (Date.parse(body.user.subscription.trialEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const orgId = body.user.organizationId;
    const roleNames = (
      await t.db.select({ name: roles.name }).from(roles).where(eq(roles.organizationId, orgId))
    ).map((r) => r.name);
    expect(roleNames.sort()).toEqual(
      ['Owner', 'cashier', 'organization_admin', 'organization_manager'].sort(),
    );
    const storeRows = await t.db.select().from(stores).where(eq(stores.organizationId, orgId));
    expect(storeRows).toMatchObject([{ name: 'Main Store', isDefault: true, isActive: true }]);

    // Sent neither zone nor currency (an older client): the platform's zone and dollars.
    const settings = await t.as(body).get('settings/general');
    expect(settings.json().data).toMatchObject({
      currencySymbol: '$',
      currencyCode: 'USD',
      itemsPerPage: 10,
      timeZone: null,
      effectiveTimeZone: 'Asia/Kolkata',
    });
  });

  it("starts the shop in the time zone and currency it was sent, the symbol the code's", async () => {
    const owner = await signUp(t, { timeZone: 'America/Chicago', currencyCode: ' eur ' });
    const settings = (await t.as(owner).get('settings/general')).json().data;
    expect(settings).toMatchObject({
      timeZone: 'America/Chicago',
      effectiveTimeZone: 'America/Chicago',
      platformTimeZone: 'Asia/Kolkata',
      currencyCode: 'EUR',
      currencySymbol: '€',
    });
    // The reports' days start in that zone too: no recalculation after the first sale.
    const [state] = await rowsOf<{ time_zone: string }>(
      sql`select time_zone from report_rollup_states
          where organization_id = ${owner.user.organizationId}`,
    );
    expect(state?.time_zone).toBe('America/Chicago');
    const yen = await signUp(t, { currencyCode: 'JPY' });
    expect((await t.as(yen).get('settings/general')).json().data).toMatchObject({
      timeZone: null,
      currencyCode: 'JPY',
      currencySymbol: '¥',
    });
  });

  it('refuses an unknown time zone or currency with 400 and creates nothing', async () => {
    const count = async () =>
      (await rowsOf<{ n: number }>(sql`select count(*)::int as n from organizations`))[0]?.n;
    const before = await count();
    const good = {
      organizationName: 'Zone Shop',
      name: 'Zed',
      email: 'zed@shop.test',
      password: 'a long enough secret',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', TIME_ZONE_MESSAGE],
      [{ timeZone: 'America/Chicag' }, 'timeZone', TIME_ZONE_MESSAGE],
      [{ timeZone: '' }, 'timeZone', TIME_ZONE_MESSAGE],
      [{ timeZone: 42 }, 'timeZone', 'Invalid input: expected string, received number'],
      [{ currencyCode: 'XYZ' }, 'currencyCode', 'Unknown currency code.'],
      [{ currencyCode: 'EURO' }, 'currencyCode', 'Currency code has 3 letters.'],
      [{ currencyCode: null }, 'currencyCode', 'Currency code has 3 letters.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.as(null).post('auth/signup', { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code, JSON.stringify(change)).toBe('VALIDATION_ERROR');
      expect(res.json().details, JSON.stringify(change)).toEqual({ [field]: message });
    }
    expect(await count()).toBe(before);
    expect(await rowsOf(sql`select 1 from users where lower(email) = ${good.email}`)).toEqual([]);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const a = await signUp(t);
    const res = await t.as(null).post('auth/signup', {
      organizationName: 'Other',
      name: 'X',
      email: a.email.toUpperCase(),
      password: 'another good password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
  });

  it('gives each field its message and writes nothing on bad input', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from organizations`);
    const res = await t.as(null).post('auth/signup', {
      organizationName: ' ',
      name: '',
      email: 'nope',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      organizationName: 'Organization name is required.',
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters long.',
    });
    const after = await t.db.execute(sql`select count(*)::int as n from organizations`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual(
      (before as unknown as { rows: unknown[] }).rows,
    );
  });

  it('rejects unknown fields instead of mass-assigning them', async () => {
    const res = await t.as(null).post('auth/signup', {
      organizationName: 'Sneaky',
      name: 'S',
      email: 'sneaky@shop.test',
      password: 'a good password here',
      role: 'super_admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: role');
  });

  it('refuses a common password', async () => {
    const res = await t.as(null).post('auth/signup', {
      organizationName: 'Weak',
      name: 'W',
      email: 'weak@shop.test',
      password: 'Password123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too common/);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.as(null).post('auth/signup', '{"organizationName":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('sign-in', () => {
  it('accepts the e-mail or the username, in any case', async () => {
    const a = await signUp(t);
    for (const username of [a.email, a.email.toUpperCase(), a.user.username]) {
      const res = await t
        .as(null)
        .post(
          'auth/login',
          { username, password: a.password },
          { headers: { 'x-forwarded-for': username } },
        );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Login successful', user: { _id: a.user._id } });
    }
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const a = await signUp(t);
    const wrong = await t
      .as(null)
      .post('auth/login', { username: a.email, password: 'not the password' });
    const unknown = await t.as(null).post('auth/login', {
      username: 'nobody@shop.test',
      password: 'whatever123',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INVALID_CREDENTIALS);
    }
  });

  it('requires both fields', async () => {
    const res = await t.as(null).post('auth/login', { username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      username: 'Email or username is required.',
      password: 'Password is required.',
    });
  });

  it('locks an account out with 429 after repeated failures, even with the right password', async () => {
    const a = await signUp(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.as(null).post('auth/login', { username: a.email, password: `wrong-${i}-pass` }))
          .statusCode,
      ).toBe(401);
    }
    const locked = await t.as(null).post('auth/login', { username: a.email, password: a.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('clears the failure count after a successful sign-in', async () => {
    const a = await signUp(t);
    for (let i = 0; i < 4; i++)
      await t.as(null).post('auth/login', { username: a.email, password: `bad-${i}-pass` });
    expect(
      (await t.as(null).post('auth/login', { username: a.email, password: a.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++)
      await t.as(null).post('auth/login', { username: a.email, password: `bad-${i}-pass` });
    expect(
      (await t.as(null).post('auth/login', { username: a.email, password: a.password })).statusCode,
    ).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('always answers the neutral message, and mails only existing accounts', async () => {
    const before = t.outbox().length;
    const res = await t.as(null).post('auth/forgot-password', { email: 'ghost@shop.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(t.outbox().length).toBe(before);
  });

  it('mails an APP_URL link that resets the password once and ends older sessions', async () => {
    const a = await signUp(t);
    const res = await t
      .as(null)
      .post('auth/forgot-password', { email: a.email }, { headers: { host: 'evil.example' } });
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const mail = t.outbox().at(-1) ?? '';
    expect(mail).toContain(`To: ${a.email}`);
    expect(mail.replace(/=\r?\n/g, '')).toContain(`${APP_URL}/reset-password/`);
    const token = lastResetToken(t);

    const mismatch = await t.as(null).put(`auth/reset-password/${token}`, {
      password: 'brand new secret',
      confirmPassword: 'brand new secrex',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match.');

    const ok = await t.as(null).put(`auth/reset-password/${token}`, {
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/reset successfully/);

    // The session from before the reset is over; the old password no longer works; the new one does.
    expect((await t.as(a).get('profile')).statusCode).toBe(401);
    expect(
      (await t.as(null).post('auth/login', { username: a.email, password: a.password })).statusCode,
    ).toBe(401);
    expect(
      (await t.as(null).post('auth/login', { username: a.email, password: 'brand new secret' }))
        .statusCode,
    ).toBe(200);

    const reuse = await t.as(null).put(`auth/reset-password/${token}`, {
      password: 'third new secret',
      confirmPassword: 'third new secret',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses an expired link', async () => {
    const a = await signUp(t);
    await t.as(null).post('auth/forgot-password', { email: a.email });
    const token = lastResetToken(t);
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(authTokens.organizationId, a.user.organizationId),
          eq(authTokens.kind, 'password_reset'),
        ),
      );
    const res = await t.as(null).put(`auth/reset-password/${token}`, {
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_LINK_INVALID);
    expect(
      (await t.as(null).post('auth/login', { username: a.email, password: a.password })).statusCode,
    ).toBe(200);
  });

  it('voids the older link when a new one is asked for', async () => {
    const a = await signUp(t);
    await t.as(null).post('auth/forgot-password', { email: a.email });
    const first = lastResetToken(t);
    await t.as(null).post('auth/forgot-password', { email: a.email });
    const second = lastResetToken(t);
    expect(second).not.toBe(first);
    const payload = { password: 'brand new secret', confirmPassword: 'brand new secret' };
    const old = await t.as(null).put(`auth/reset-password/${first}`, payload);
    expect(old.statusCode).toBe(400);
    const fresh = await t.as(null).put(`auth/reset-password/${second}`, payload);
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await t.as(null).put(`auth/reset-password/${'x'.repeat(43)}`, {
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_LINK_INVALID);
  });
});
