import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, DEMO, SHARED_STATE, signIn } from './helpers';

// The app's service worker is what these tests are about (the others block it).
test.use({ serviceWorkers: 'allow' });

/**
 * The installable app shell (ARCHITECTURE, "The web app's shell"). After one online visit the app
 * opens with no network, from the service worker's copy of its files and the last known session.
 */

const dist = path.resolve(import.meta.dirname, '../dist');

/** Until the service worker has kept the app's files and controls the page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Until the frame's last answers are in IndexedDB (written at most once a second). */
async function keptForOfflineStart(page: Page, queryRoots: string[]) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          // Opening a database that is not there yet would make it, empty: the app's own
          // opening would then find no store to keep its answers in.
          const names = (await indexedDB.databases()).map((d) => d.name);
          if (!names.includes('pos-app-cache')) return [];
          return new Promise<string[]>((resolve) => {
            const open = indexedDB.open('pos-app-cache');
            open.onerror = () => resolve([]);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('queries')) return resolve([]);
              const get = db.transaction('queries').objectStore('queries').get('queries');
              get.onsuccess = () => {
                const kept = get.result as
                  | { state: { queries: { queryKey: unknown[] }[] } }
                  | undefined;
                db.close();
                resolve(kept?.state.queries.map((q) => String(q.queryKey[0])) ?? []);
              };
              get.onerror = () => resolve([]);
            };
          });
        }),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(queryRoots));
}

const header = (page: Page) => page.getByRole('banner');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('the web manifest names the platform, opens the register and has icons', async ({
  page,
  request,
}) => {
  const { data: info } = await (await request.get('/api/v1/platform/info')).json();
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: info.siteName,
    start_url: '/pos',
    display: 'standalone',
    theme_color: '#4c6ef5',
  });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => i.sizes)).toEqual([
    '192x192',
    '512x512',
    '512x512',
  ]);
  for (const icon of manifest.icons as { src: string }[]) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }
  // The page links it, and the service worker is served to be checked at every update.
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('after one online visit the register opens with no network, signed in, and so do other pages', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.cashier.email, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  const { user } = await apiCall<{ user: { name: string } }>(page, 'GET', '/profile');
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await controlledByServiceWorker(page);
  await keptForOfflineStart(page, ['settings', 'stores']);

  await context.setOffline(true);
  const apiCalls: string[] = [];
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  await page.reload();
  await expect(page).toHaveURL(/\/pos$/);
  // The signed-in frame: header with the user, the menu; not the sign-in page, not an error.
  await expect(header(page).getByRole('button', { name: user.name })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  // The app did try the network (the start-up check), and went on without it.
  expect(apiCalls.some((url) => url.includes('/api/v1/profile'))).toBe(true);

  // Another page of the app, by the menu and by its address: the same frame.
  await nav(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(header(page).getByRole('button', { name: user.name })).toBeVisible();
  await page.goto('/dashboard');
  await expect(header(page).getByRole('button', { name: user.name })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Customers' })).toBeVisible();
  // The server's own paths are never answered with the app's page.
  const api = await page.evaluate(() =>
    fetch('/api/v1/profile').then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');

  // Back online: the register loads its answers from the server again.
  await context.setOffline(false);
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: user.name })).toBeVisible();
  const profile = page.waitForResponse((r) => r.url().endsWith('/api/v1/profile'));
  await page.reload();
  expect((await profile).status()).toBe(200);
});

test.describe('a server that does not answer', () => {
  // The network is the test's to hold up here, not the service worker's to answer.
  test.use({ serviceWorkers: 'block' });

  test('opens the app from the last known user after 4 seconds instead of loading for ever', async ({
    page,
  }) => {
    await signIn(page, DEMO.cashier.email, DEMO.cashier.password);
    await expect(page).toHaveURL(/\/pos$/);
    const { user } = await apiCall<{ user: { name: string } }>(page, 'GET', '/profile');
    await page.goto('/pos');
    await keptForOfflineStart(page, ['settings', 'stores']);
    // The start-up check hangs (a shop's Wi-Fi up, its internet down).
    await page.route('**/api/v1/profile', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.abort().catch(() => {});
    });
    const started = Date.now();
    await page.reload();
    await expect(header(page).getByRole('button', { name: user.name })).toBeVisible({
      timeout: 8_000,
    });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(4_000);
    await expect(page).toHaveURL(/\/pos$/);
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test('a refused token still signs out at start, and what was kept for it is forgotten', async ({
  page,
}) => {
  await signIn(page, DEMO.cashier.email, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  await page.goto('/pos');
  await keptForOfflineStart(page, ['settings']);
  await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const kept = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('pos-app-cache');
        open.onsuccess = () => {
          const get = open.result.transaction('queries').objectStore('queries').get('queries');
          get.onsuccess = () => resolve(get.result ?? null);
        };
      }),
  );
  expect(kept).toBeNull();
});

const SW_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(dist, name));

/** Writes the service worker as a new build would, with its compressed copies. */
function writeServiceWorker(source: string) {
  const [plain, br, gz] = SW_FILES as [string, string, string];
  writeFileSync(plain, source);
  writeFileSync(br, brotliCompressSync(source));
  writeFileSync(gz, gzipSync(source));
}

test(
  'a new build is offered as "A new version is ready", and Reload switches to it',
  SHARED_STATE,
  async ({ page }) => {
    test.setTimeout(120_000);
    // The build's own files, put back byte for byte at the end for the other tests.
    const built = SW_FILES.map((file) => readFileSync(file));
    const original = built[0]?.toString('utf8') ?? '';
    await signIn(page, DEMO.cashier.email, DEMO.cashier.password);
    await expect(page).toHaveURL(/\/pos$/);
    await controlledByServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toMatch(/\/sw\.js$/);
    const offer = page.getByRole('region', { name: 'App update' });
    await expect(offer).toHaveCount(0);
    try {
      // A new build on the server: the service worker differs by a byte.
      writeServiceWorker(`${original}\n// build ${Date.now()}\n`);
      // What the hourly and on-return checks do.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await expect(offer).toBeVisible({ timeout: 30_000 });
      await expect(offer).toContainText('A new version is ready');
      await expect(page.locator('[aria-live="polite"]').filter({ has: offer })).toHaveCount(1);
      await expectAccessible(page, 'the update offer');

      await page.evaluate(() => {
        (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
      });
      await offer.getByRole('button', { name: 'Reload' }).click();
      // The page reloads under the new worker; nothing is waiting any more.
      await page.waitForFunction(
        () => !(window as Window & { beforeUpdate?: boolean }).beforeUpdate,
      );
      await controlledByServiceWorker(page);
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null),
        ),
      ).toBeNull();
      await expect(offer).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    } finally {
      SW_FILES.forEach((file, i) => {
        writeFileSync(file, built[i] as Buffer);
      });
    }
  },
);
