import { ORGANIZATION_MESSAGES as M } from '@pos/contracts/organization';
import bwipjs from 'bwip-js';
import { describe, expect, it } from 'vitest';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;
/** Saves the caller's own organization, or the one `id` names. */
const save = (s: Session, body: Record<string, unknown>, id = s.user.organizationId) =>
  t.as(s).put(`organization/${id}`, body);
const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
const png = () => bwipjs.toBuffer({ bcid: 'qrcode', text: 'logo', scale: 2 });

describe('organization profile', () => {
  it('reads the organization made at sign-up, with its code and active flag', async () => {
    const owner = await signUp(t, { organizationName: 'Corner Bakery' });
    const res = await t.as(owner).get('organization');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: owner.user.organizationId,
      name: 'Corner Bakery',
      code: expect.stringMatching(/^CORNER-[0-9A-F]{6}$/),
      email: owner.email,
      logo: null,
      isActive: true,
    });
  });

  it('saves name, code, address, e-mail and phone', async () => {
    const owner = await signUp(t);
    const res = await save(owner, {
      name: 'Corner Bakery Ltd',
      code: 'BAKERY-1',
      address: '1 High Street, Leeds',
      email: 'hello@bakery.test',
      phone: '+44 113 496 0000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Organization updated successfully!');
    expect((await t.as(owner).get('organization')).json().data).toMatchObject({
      name: 'Corner Bakery Ltd',
      code: 'BAKERY-1',
      address: '1 High Street, Leeds',
      email: 'hello@bakery.test',
      phone: '+44 113 496 0000',
    });
    // The new name is the one members see on their profile.
    const profile = await t.as(owner).get('profile');
    expect(profile.json().user.organizationName).toBe('Corner Bakery Ltd');
  });

  it('answers the spec texts for a missing name or code and a malformed e-mail, and writes nothing', async () => {
    const owner = await signUp(t, { organizationName: 'Unchanged' });
    for (const body of [{ name: '', code: 'X1' }, { name: 'Shop', code: '   ' }, { code: 'X1' }]) {
      const res = await save(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.required);
    }
    const bad = await save(owner, { name: 'Shop', code: 'X1', email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.invalidEmail);
    const extra = await save(owner, { name: 'Shop', code: 'X1', isActive: false });
    expect(extra.statusCode).toBe(400);
    expect((await t.as(owner).get('organization')).json().data).toMatchObject({
      name: 'Unchanged',
      isActive: true,
    });
  });

  it("refuses another organization's code (409, whatever its case)", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect((await save(a, { name: 'A', code: 'TAKEN-CODE' })).statusCode).toBe(200);
    const res = await save(b, { name: 'B', code: 'taken-code' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.codeTaken);
  });

  it("answers 404 for another organization's id and changes nothing there", async () => {
    const a = await signUp(t);
    const b = await signUp(t, { organizationName: 'Victim' });
    const res = await save(a, { name: 'Hijacked', code: 'HIJACK' }, b.user.organizationId);
    expect(res.statusCode).toBe(404);
    expect((await t.as(b).get('organization')).json().data.name).toBe('Victim');
    expect((await t.as(a).get('organization')).json().data.name).not.toBe('Hijacked');
  });

  it('is for manage_settings only: a cashier gets 403 on reading and on saving', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const read = await t.as(cashier).get('organization');
    expect(read.statusCode).toBe(403);
    expect(read.json().details).toEqual({ permission: 'manage_settings' });
    const write = await t
      .as(cashier)
      .put(`organization/${owner.user.organizationId}`, { name: 'X', code: 'X' });
    expect(write.statusCode).toBe(403);
  });

  it('has no second organization to create: POST answers 409', async () => {
    const owner = await signUp(t);
    const res = await t.as(owner).post('organization', { name: 'Second', code: 'SECOND' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.exists);
  });
});

describe('organization logo', () => {
  it('stores a PNG logo, keeps it when its URL is sent back, and removes it with null', async () => {
    const owner = await signUp(t);
    const saved = await save(owner, {
      name: 'Logo Shop',
      code: 'LOGO-1',
      logo: dataUrl('image/png', await png()),
    });
    expect(saved.statusCode).toBe(200);
    const url = saved.json().data.logo as string;
    expect(url).toMatch(new RegExp(`^/uploads/${owner.user.organizationId}/[0-9a-f]{32}\\.png$`));
    const file = await t.as(null).get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    expect(
      (await save(owner, { name: 'Logo Shop', code: 'LOGO-1', logo: url })).json().data.logo,
    ).toBe(url);
    expect((await save(owner, { name: 'Logo Shop', code: 'LOGO-1' })).json().data.logo).toBe(url);
    expect(
      (await save(owner, { name: 'Logo Shop', code: 'LOGO-1', logo: null })).json().data.logo,
    ).toBeNull();
  });

  it('accepts GIF and SVG, and serves an SVG with a sandboxing content-security policy', async () => {
    const owner = await signUp(t);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const g = await save(owner, { name: 'S', code: 'GIF-1', logo: dataUrl('image/gif', gif) });
    expect(g.json().data.logo).toMatch(/\.gif$/);
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0a0"/></svg>';
    const s = await save(owner, { name: 'S', code: 'SVG-1', logo: dataUrl('image/svg+xml', svg) });
    expect(s.statusCode).toBe(200);
    const url = s.json().data.logo as string;
    expect(url).toMatch(/\.svg$/);
    const file = await t.as(null).get(url);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses an SVG that could run script, other file types, a file of another organization and a big file', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const base = { name: 'Still Here', code: 'SAFE-1' };
    await save(owner, base);
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
    ]) {
      const res = await save(owner, { ...base, logo: dataUrl('image/svg+xml', svg) });
      expect(res.statusCode).toBe(415);
    }
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    const html = await save(owner, {
      ...base,
      logo: dataUrl('image/png', '<html><body>hi</body></html>'),
    });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(M.logoType);
    expect((await save(owner, { ...base, logo: dataUrl('image/webp', webp) })).statusCode).toBe(
      415,
    );

    const theirs = await save(other, {
      name: 'O',
      code: 'OTHER-1',
      logo: dataUrl('image/png', await png()),
    });
    const stolen = await save(owner, { ...base, logo: theirs.json().data.logo });
    expect(stolen.statusCode).toBe(400);
    expect((await save(owner, { ...base, logo: 'https://evil.test/logo.png' })).statusCode).toBe(
      400,
    );

    // Just past 2 MB: the file check answers 413 (far larger bodies stop at the schema's 400).
    const head = await png();
    const big = Buffer.concat([head, Buffer.alloc(2 * 1024 * 1024 - head.length + 10)]);
    const tooBig = await save(owner, { ...base, logo: dataUrl('image/png', big) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(M.logoSize);
    expect((await t.as(owner).get('organization')).json().data.logo).toBeNull();
  });

  it('refuses the SVGs the fuzz found (a prefixed script, an encoded javascript: link) and keeps the logo', async () => {
    const owner = await signUp(t);
    const base = { name: 'Fuzzed', code: 'FUZZ-1' };
    const logo = (await save(owner, { ...base, logo: dataUrl('image/png', await png()) })).json()
      .data.logo as string;
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:alert(1)"><text>x</text></a></svg>',
    ]) {
      const res = await save(owner, { ...base, logo: dataUrl('image/svg+xml', svg) });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(
        'The SVG image contains scripts or event handlers, which are not allowed.',
      );
    }
    expect((await t.as(owner).get('organization')).json().data.logo).toBe(logo);
  });
});
