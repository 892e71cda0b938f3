import { DEFAULT_PLATFORM_SETTINGS } from '@pos/contracts/platform-settings';
import { ZWebManifest } from '@pos/contracts/web-manifest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInOperator, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let operator: { token: string };
beforeAll(async () => {
  operator = await signInOperator(t);
});

const putSettings = async (changes: object) => {
  const res = await t
    .as(operator)
    .put('business-admin/platform-settings', { ...DEFAULT_PLATFORM_SETTINGS, ...changes });
  expect(res.statusCode, res.body).toBe(200);
};
const manifest = () => t.as(null).get('/manifest.webmanifest');

describe('GET /manifest.webmanifest', () => {
  it('describes the installable register, public, as a manifest that is never stale', async () => {
    const res = await manifest();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(ZWebManifest.parse(res.json())).toEqual({
      id: '/',
      name: 'POS Back Office',
      short_name: 'POS Back',
      description: 'POS Back Office: the register and back office of your stores.',
      lang: 'en',
      start_url: '/pos',
      scope: '/',
      display: 'standalone',
      theme_color: '#4c6ef5',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it("takes the platform's site name as it is saved, the short name cut at a word", async () => {
    await putSettings({ siteName: 'ShopCloud' });
    expect((await manifest()).json()).toMatchObject({ name: 'ShopCloud', short_name: 'ShopCloud' });
    await putSettings({ siteName: 'Corner Shop Registers' });
    expect((await manifest()).json()).toMatchObject({
      name: 'Corner Shop Registers',
      short_name: 'Corner Shop',
    });
    await putSettings({ siteName: 'Supercalifragilistic Tills' });
    expect((await manifest()).json()).toMatchObject({ short_name: 'Supercalifra' });
  });

  it('answers during maintenance: an installed app still starts', async () => {
    await putSettings({ siteName: 'ShopCloud', maintenanceMode: true });
    try {
      const res = await manifest();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'ShopCloud' });
    } finally {
      await putSettings({ siteName: 'ShopCloud', maintenanceMode: false });
    }
  });
});
