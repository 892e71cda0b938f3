import bwipjs from 'bwip-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('GET /profile', () => {
  it('returns the signed-in user with role, effective permissions and trial', async () => {
    const owner = await signUp(t, { organizationName: 'Bakery Lane', name: 'Bea Baker' });
    const res = await t.as(owner).get('profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      _id: owner.user._id,
      name: 'Bea Baker',
      role: 'Owner',
      organizationId: owner.user.organizationId,
      organizationName: 'Bakery Lane',
      profilePic: null,
      phone: null,
      subscription: { isTrial: true },
    });
  });

  it("gives a cashier only the cashier role's permissions", async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const res = await t.as(cashier).get('profile');
    expect(res.json().user.role).toBe('cashier');
    expect(res.json().user.permissions.sort()).toEqual(['manage_customers', 'manage_transactions']);
  });

  it('answers 401 without a token, with a malformed one, a forged one and an expired one', async () => {
    const owner = await signUp(t);
    const [, payload] = owner.token.split('.');
    const forged = await new SignJWT({ org: owner.user.organizationId, tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.user._id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret-123'));
    const expired = await new SignJWT({ org: owner.user.organizationId, tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.user._id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.deps.config.jwtSecret));
    const unsigned = `eyJhbGciOiJub25lIn0.${payload}.`;
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: owner.token },
      bearer(forged),
      bearer(expired),
      bearer(unsigned),
    ]) {
      const res = await t.as(null).get('profile', { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('PATCH /profile', () => {
  it('updates name, username and phone', async () => {
    const owner = await signUp(t);
    const res = await t
      .as(owner)
      .patch('profile', { name: 'New Name', username: 'newname_1', phone: '+44 20 7946 0000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'New Name',
      username: 'newname_1',
      phone: '+44 20 7946 0000',
    });
    expect((await t.as(owner).get('profile')).json().user.username).toBe('newname_1');
  });

  it('refuses a username someone else has (409) and unknown fields (400)', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const taken = await t.as(b).patch('profile', { username: a.user.username.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This username is already taken.');
    const sneaky = await t.as(b).patch('profile', { organizationId: a.user.organizationId });
    expect(sneaky.statusCode).toBe(400);
    expect((await t.as(b).get('profile')).json().user.organizationId).toBe(b.user.organizationId);
  });

  it('requires a non-empty name', async () => {
    const a = await signUp(t);
    const res = await t.as(a).patch('profile', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ name: 'Name is required.' });
  });

  it('requires a username, and answers the spec text', async () => {
    const a = await signUp(t);
    const res = await t.as(a).patch('profile', { username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ username: 'Username is required.' });
  });
});

const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

describe('profile photo', () => {
  it('stores a PNG or JPEG photo in the file store, keeps it when sent back, removes it with null', async () => {
    const a = await signUp(t);
    const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'me', scale: 2 });
    const res = await t.as(a).patch('profile', { profileImage: dataUrl('image/png', png) });
    expect(res.statusCode).toBe(200);
    const url = res.json().user.profilePic as string;
    expect(url).toMatch(new RegExp(`^/uploads/${a.user.organizationId}/[0-9a-f]{32}\\.png$`));
    const file = await t.as(null).get(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const j = await t.as(a).patch('profile', { profileImage: dataUrl('image/jpeg', jpeg) });
    expect(j.json().user.profilePic).toMatch(/\.jpg$/);
    const kept = j.json().user.profilePic;
    expect(
      (await t.as(a).patch('profile', { name: 'Same Photo', profileImage: kept })).json().user
        .profilePic,
    ).toBe(kept);
    expect((await t.as(a).patch('profile', { name: 'Still' })).json().user.profilePic).toBe(kept);
    expect(
      (await t.as(a).patch('profile', { profileImage: null })).json().user.profilePic,
    ).toBeNull();
  });

  it('refuses a GIF, an SVG, a non-image and a file of another organization; nothing changes', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const body of [
      dataUrl('image/gif', gif),
      dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      dataUrl('image/png', 'plain text'),
    ]) {
      const res = await t.as(a).patch('profile', { name: 'Changed', profileImage: body });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('The photo must be a PNG or JPEG image.');
    }
    const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'b', scale: 2 });
    const theirs = (
      await t.as(b).patch('profile', { profileImage: dataUrl('image/png', png) })
    ).json().user.profilePic;
    expect((await t.as(a).patch('profile', { profileImage: theirs })).statusCode).toBe(400);
    const me = (await t.as(a).get('profile')).json().user;
    expect(me).toMatchObject({ profilePic: null, name: expect.not.stringMatching('Changed') });
  });
});
