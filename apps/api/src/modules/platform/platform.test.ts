import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PLATFORM_SETTINGS,
  PLATFORM_SETTINGS_MESSAGES as M,
} from '@pos/contracts/platform-settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, signInOperator, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp({ env: { INSTALLER_MAX_MB: '1' } });
let operator: { token: string };
beforeAll(async () => {
  operator = await signInOperator(t);
});

const settingsUrl = 'business-admin/platform-settings';
const getSettings = async () => (await t.as(operator).get(settingsUrl)).json().data;
const putSettings = (payload: object) => t.as(operator).put(settingsUrl, payload);

/** A multipart body with one file field, as a browser sends it. */
function multipart(field: string, filename: string, bytes: Buffer) {
  const boundary = '----pos-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (platform: string, filename: string, bytes: Buffer, field = 'file') => {
  const body = multipart(field, filename, bytes);
  return t
    .as(operator)
    .post(`${settingsUrl}/upload/${platform}`, body.payload, { headers: body.headers });
};
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
const uploadedFiles = () =>
  readdirSync(path.join(t.deps.config.dataDir, 'uploads'), { recursive: true }).filter((f) =>
    /\.(apk|exe|msi)$/.test(String(f)),
  );

describe('platform settings', () => {
  it('starts with the defaults of spec 2 §3 and saves the whole object', async () => {
    expect(await getSettings()).toEqual(DEFAULT_PLATFORM_SETTINGS);
    const next = {
      ...DEFAULT_PLATFORM_SETTINGS,
      siteName: 'ShopCloud',
      supportEmail: 'help@shopcloud.test',
      facebookUrl: 'https://facebook.com/shopcloud',
      defaultCurrency: 'usd',
      announcement: 'New reports are live.',
    };
    const res = await putSettings(next);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.saved);
    expect(await getSettings()).toEqual({ ...next, defaultCurrency: 'USD' });
    const info = (await t.as(null).get('platform/info')).json().data;
    expect(info).toMatchObject({
      siteName: 'ShopCloud',
      supportEmail: 'help@shopcloud.test',
      announcement: 'New reports are live.',
      maintenanceMode: false,
    });
    expect(info).not.toHaveProperty('defaultCurrency');
    await putSettings(DEFAULT_PLATFORM_SETTINGS);
  });

  it('answers each validation text and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ siteName: '  ' }, M.siteNameRequired],
      [{ supportEmail: '' }, M.supportEmailRequired],
      [{ supportEmail: 'help-at-shop' }, M.invalidEmail],
      [{ contactEmail: 'nope' }, M.invalidEmail],
      [{ privacyPolicyUrl: 'not a url' }, M.invalidUrl],
      [{ youtubeUrl: 'javascript:alert(1)' }, M.invalidUrl],
      [{ androidAppUrl: 'ftp://files.test/app.apk' }, M.invalidUrl],
      [{ maintenanceMode: 'yes' }, 'Maintenance mode is on or off.'],
    ];
    for (const [change, message] of cases) {
      const res = await putSettings({ ...DEFAULT_PLATFORM_SETTINGS, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    const { siteName: _missing, ...partial } = DEFAULT_PLATFORM_SETTINGS;
    expect((await putSettings(partial)).json().message).toBe(M.siteNameRequired);
    expect((await putSettings({ ...DEFAULT_PLATFORM_SETTINGS, admin: true })).statusCode).toBe(400);
    expect(await getSettings()).toEqual(DEFAULT_PLATFORM_SETTINGS);
  });
});

describe('installer uploads', () => {
  it('stores an .apk, .exe and .msi checked by content; the URL downloads the same bytes', async () => {
    const apk = await upload('android', 'shop.apk', zip);
    expect(apk.statusCode, apk.body).toBe(200);
    const url = apk.json().url as string;
    expect(apk.json().androidAppUrl).toBe(url);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}\.apk$/);
    const file = await t.as(null).get(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(zip)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);

    const exe = await upload(
      'windows',
      'Setup.EXE',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
    );
    expect(exe.json().windowsAppUrl).toMatch(/\.exe$/);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect((await upload('windows', 'setup.msi', ole)).statusCode).toBe(200);

    // The stored URL is what the settings then keep.
    const saved = await putSettings({ ...DEFAULT_PLATFORM_SETTINGS, androidAppUrl: url });
    expect(saved.json().data.androidAppUrl).toBe(url);
    await putSettings(DEFAULT_PLATFORM_SETTINGS);
  });

  it('refuses a wrong name or content (415), a missing file (400) and a file over the limit (413), keeping nothing', async () => {
    const before = uploadedFiles().length;
    const text = Buffer.from('just some text, not an app');
    for (const [platform, name, bytes, message] of [
      ['android', 'shop.apk', text, M.androidType],
      ['android', 'shop.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(10)]), M.androidType],
      ['windows', 'setup.exe', zip, M.windowsType],
      ['windows', 'setup.msi', Buffer.from('MZ....'), M.windowsType],
      ['windows', 'setup.apk', zip, M.windowsType],
    ] as const) {
      const res = await upload(platform, name, bytes);
      expect(res.statusCode, `${platform} ${name}: ${res.body}`).toBe(415);
      expect(res.json().message).toBe(message);
    }
    const wrongField = await upload('android', 'shop.apk', zip, 'installer');
    expect(wrongField.statusCode, wrongField.body).toBe(400);
    expect(wrongField.json().message).toBe(M.fileRequired);

    const big = Buffer.concat([zip, Buffer.alloc(1024 * 1024 + 10)]);
    const tooBig = await upload('android', 'big.apk', big);
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(tooBig.json().message).toBe('The file is larger than 1 MB.');
    expect(uploadedFiles().length).toBe(before);
  });

  it('answers 400 INVALID_MULTIPART to a malformed body (fuzz), keeping nothing', async () => {
    const before = uploadedFiles().length;
    const boundary = '----pos-test-boundary';
    const part = (bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shop.apk"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
      ]);
    const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
    // Larger than the stream buffers: part of it is on disk when the cut is found.
    const large = Buffer.concat([zip, Buffer.alloc(300 * 1024, 7)]);
    const withBoundary = `multipart/form-data; boundary=${boundary}`;
    const cases: [string, string, string | Buffer, string][] = [
      [
        'no boundary',
        'multipart/form-data',
        Buffer.concat([part(zip), closing]),
        'INVALID_MULTIPART',
      ],
      [
        'cut off in the part headers',
        withBoundary,
        `--${boundary}\r\nContent-Disposition: form-da`,
        'INVALID_MULTIPART',
      ],
      ['cut off mid-file', withBoundary, part(zip.subarray(0, 100)), 'INVALID_MULTIPART'],
      ['cut off mid-file, 300 KB in', withBoundary, part(large), 'INVALID_MULTIPART'],
      [
        'no closing boundary',
        withBoundary,
        Buffer.concat([part(zip), Buffer.from('\r\n')]),
        'INVALID_MULTIPART',
      ],
      [
        'garbage',
        withBoundary,
        Buffer.from([0, 1, 2, 0xff, 0xfe, 13, 10, 45, 45]),
        'INVALID_MULTIPART',
      ],
      ['an empty body', withBoundary, '', 'BAD_REQUEST'],
      ['not multipart', 'application/json', '{}', 'BAD_REQUEST'],
    ];
    for (const [name, contentType, payload, code] of cases) {
      const res = await t.as(operator).post(`${settingsUrl}/upload/android`, payload, {
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().code, name).toBe(code);
    }
    expect(uploadedFiles().length).toBe(before);
    expect(await getSettings()).toEqual(DEFAULT_PLATFORM_SETTINGS);
  });
});

describe('maintenance mode', () => {
  it("answers 503 with the operators' message to everyone but operators, sign-in included", async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const message = 'Upgrading the database; back at 02:00 UTC.';
    expect(
      (
        await putSettings({
          ...DEFAULT_PLATFORM_SETTINGS,
          maintenanceMode: true,
          maintenanceMessage: message,
        })
      ).statusCode,
    ).toBe(200);
    try {
      const blocked = await t.as(cashier).get('customers');
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json()).toEqual({ message, code: 'MAINTENANCE' });
      const ownerWrite = await t.as(owner).post('customers', { name: 'During maintenance' });
      expect(ownerWrite.statusCode).toBe(503);
      const login = await t
        .as(null)
        .post('auth/login', { username: cashier.email, password: cashier.password });
      expect(login.statusCode).toBe(503);
      expect(login.json().message).toBe(message);
      const signup = await t.as(null).post('auth/signup', {
        organizationName: 'X',
        name: 'X',
        email: 'x@x.test',
        password: 'a fine password',
      });
      expect(signup.statusCode).toBe(503);

      // Operators keep working, and everyone can read why the app is closed.
      expect((await t.as(operator).get('business-admin/analytics')).statusCode).toBe(200);
      const again = await signInOperator(t);
      expect(again.token).toBeTruthy();
      const info = (await t.as(null).get('platform/info')).json().data;
      expect(info).toMatchObject({ maintenanceMode: true, maintenanceMessage: message });
      expect((await t.as(null).get('/healthz')).statusCode).toBe(200);
    } finally {
      await putSettings(DEFAULT_PLATFORM_SETTINGS);
    }
    expect((await t.as(cashier).get('customers')).statusCode).toBe(200);
  });
});
