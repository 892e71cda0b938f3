import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

/** The platform's site name as the tab shows it (other tests may have renamed the platform). */
async function siteNameOf(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/platform/info');
  const name = ((await res.json()).data.siteName as string).trim();
  return name || 'POS Back Office';
}

test('each page names itself in the browser tab, then the site', async ({ page }) => {
  const site = await siteNameOf(page);
  await page.goto('/login');
  await expect(page).toHaveTitle(`Sign in · ${site}`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveTitle(`Forgot password · ${site}`);
  await page.goto('/');
  await expect(page).toHaveTitle(`Sign up · ${site}`);

  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(`Dashboard · ${site}`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveTitle(`Products · ${site}`);
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveTitle(`Customers · ${site}`);
  await page.goto('/transactions');
  await expect(page).toHaveTitle(`Transactions · ${site}`);
  await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(`Transaction Details · ${site}`);
});

test('an unknown address shows Page not found with the way to sign in', async ({ page }) => {
  const site = await siteNameOf(page);
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
  await expect(page).toHaveTitle(`Page not found · ${site}`);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('signed in, an unknown address shows Page not found with the way to the dashboard', async ({
  page,
}) => {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/customers/nothing/here');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/nothing\/here$/);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the API still answers unknown paths with a JSON 404', async ({ request }) => {
  const res = await request.get('/api/v1/no/such/route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('the icons and the theme colour a browser asks for are there', async ({ page }) => {
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/vnd.microsoft.icon');

  await page.goto('/login');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4c6ef5');
  const touchHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const touch = await page.request.get(touchHref ?? '');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  // A PNG's width and height are bytes 16–23 of its header.
  const png = await touch.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});
