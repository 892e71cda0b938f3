import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { apiCall, pickOption, signUp, unique } from './helpers';

/** A 16 × 16 PNG, checked by the API by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAIElEQVR4nGO4Y3Pijo0G8SQDSarv2JxgGLVh1IYhYwMACvuQEGe8ZrwAAAAASUVORK5CYII=',
  'base64',
);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A fresh organization, signed in as its owner. */
async function newOrganization(page: Page, stem: string) {
  const org = unique(stem);
  await signUp(page, org, 'Sam Settings', `${unique('owner')}@settings.test`, 'settings 2026 pw');
  return org;
}

/** Settings reached the way a user does: the profile menu, then the tab. */
async function openSettingsTab(page: Page, tab: 'Organization Profile' | 'General Settings') {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Application Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

/** Points at today's sales on the dashboard's trend chart; answers the chart's tooltip. */
async function hoverToday(page: Page) {
  const chart = page.getByRole('region', { name: 'Sales Trend (Last 7 Days)' });
  const surface = chart.locator('.recharts-surface');
  await expect(surface).toBeVisible();
  const box = await surface.boundingBox();
  if (!box) throw new Error('the sales chart has no box');
  // Today is the right-most point; moving there from the left makes the tooltip follow.
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2);
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toBeVisible();
  return tooltip;
}

test('a new currency and page size show on the dashboard and the products list without a reload', async ({
  page,
}) => {
  await newOrganization(page, 'Euro Shop');
  // Two products and one sale of 2 × 12.50, so the dashboard has an amount to show.
  const names = [unique('Espresso Cup'), unique('Saucer')];
  const products = [];
  for (const [i, name] of names.entries()) {
    const { data } = await apiCall<{ data: { _id: string } }>(page, 'POST', '/products', {
      name,
      price: i === 0 ? 12.5 : 3,
      stock: 10,
      sku: unique('SKU').toUpperCase(),
    });
    products.push(data);
  }
  await apiCall(
    page,
    'POST',
    '/transactions',
    { items: [{ productId: products[0]?._id, quantity: 2 }], paymentMethod: 'Cash' },
    { 'Idempotency-Key': randomUUID() },
  );

  // The dashboard as it was before the change (reloaded: its figures predate the sale).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Total Transactions' })).toContainText('1');
  await expect(await hoverToday(page)).toContainText('$25.00');

  await openSettingsTab(page, 'General Settings');
  const form = page.getByRole('form', { name: 'General settings' });
  // One currency picker: the symbol follows the code, and the form says which it is.
  const currency = form.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('USD – US Dollar ($)');
  await expect(
    form.getByText('Amounts show as $12.50: the symbol follows the currency.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Currency symbol' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Items per page' })).toHaveValue('10');

  // Bad input is refused with the contract's messages and nothing is saved.
  await form.getByRole('textbox', { name: 'Items per page' }).fill('');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(form.getByText('Items per page must be a number.')).toBeVisible();

  await pickOption(page, currency, 'EUR – Euro (€)');
  await expect(
    form.getByText('Amounts show as €12.50: the symbol follows the currency.'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Items per page' }).fill('1');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!')).toBeVisible();
  await expect(form.getByText('Items per page must be a number.')).toHaveCount(0);

  // The dashboard (reached by the menu, no reload): the sales chart's amount is in euros.
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  const tooltip = await hoverToday(page);
  await expect(tooltip).toContainText('€25.00');
  await expect(tooltip).not.toContainText('$');

  // The products list: euros, and one row per page.
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 2')).toBeVisible();
  const shown = page.getByRole('row').filter({ hasText: /€(12\.50|3\.00)/ });
  await expect(shown).toHaveCount(1);
  await expect(page.getByText(/\$\d/)).toHaveCount(0);

  // And still after a reload (the session caches the settings).
  await page.reload();
  await expect(page.getByText('Showing 1–1 of 2')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /€(12\.50|3\.00)/ })).toHaveCount(1);
});

test('two taxes are saved and still there after a reload; a tax needs a name and a rate', async ({
  page,
}) => {
  await newOrganization(page, 'Tax Shop');
  await openSettingsTab(page, 'General Settings');
  const form = page.getByRole('form', { name: 'General settings' });
  const taxes = form.getByRole('region', { name: 'Taxes' });
  await expect(taxes.getByText('No taxes: sales are charged without tax.')).toBeVisible();

  await taxes.getByRole('button', { name: 'Add tax' }).click();
  await taxes.getByRole('button', { name: 'Add tax' }).click();
  const first = taxes.getByRole('group', { name: 'Tax 1' });
  const second = taxes.getByRole('group', { name: 'Tax 2' });
  await first.getByRole('textbox', { name: 'Tax name' }).fill('VAT');
  await first.getByRole('textbox', { name: 'Rate (%)' }).fill('20');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(second.getByText('Tax name is required.')).toBeVisible();
  await expect(second.getByText('Tax rate must be a number.')).toBeVisible();

  await second.getByRole('textbox', { name: 'Tax name' }).fill('City tax');
  await second.getByRole('textbox', { name: 'Rate (%)' }).fill('2.5');
  await expect(second.getByText('Tax name is required.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!')).toBeVisible();

  await page.reload();
  await expect(first.getByRole('textbox', { name: 'Tax name' })).toHaveValue('VAT');
  await expect(first.getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('20');
  await expect(second.getByRole('textbox', { name: 'Tax name' })).toHaveValue('City tax');
  await expect(second.getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('2.5');
  // The API holds the same.
  const { data } = await apiCall<{ data: { taxes: { name: string; rate: number }[] } }>(
    page,
    'GET',
    '/settings/general',
  );
  expect(data.taxes.map((t) => [t.name, t.rate])).toEqual([
    ['VAT', 20],
    ['City tax', 2.5],
  ]);

  // Removing one and saving keeps the other.
  await taxes.getByRole('button', { name: 'Remove VAT' }).click();
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!').first()).toBeVisible();
  await page.reload();
  await expect(taxes.getByRole('group')).toHaveCount(1);
  await expect(first.getByRole('textbox', { name: 'Tax name' })).toHaveValue('City tax');
});

test('the organization profile: required fields, a bad e-mail, a save with a logo', async ({
  page,
}) => {
  const org = await newOrganization(page, 'Org Shop');
  await openSettingsTab(page, 'Organization Profile');
  const form = page.getByRole('form', { name: 'Organization profile' });
  const name = form.getByRole('textbox', { name: 'Organization Name' });
  const code = form.getByRole('textbox', { name: 'Organization Code' });
  await expect(name).toHaveValue(org);
  await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Active' })).toBeDisabled();

  await name.fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Organization Name and Code are required.')).toBeVisible();

  const renamed = unique('Renamed Shop');
  const newCode = unique('RS')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  await name.fill(renamed);
  await code.fill(newCode);
  await form.getByRole('textbox', { name: 'Email' }).fill('shop-at-example');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Organization Name and Code are required.')).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Email' }).fill('hello@renamed.test');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
  await form.getByRole('textbox', { name: 'Address' }).fill('1 High Street\nLondon');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Organization logo preview' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Organization updated successfully!')).toBeVisible();
  // The header carries the organization's name, renamed at once.
  await expect(page.getByRole('banner').getByText(renamed)).toBeVisible();

  await page.reload();
  await expect(name).toHaveValue(renamed);
  await expect(code).toHaveValue(newCode);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('hello@renamed.test');
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('1 High Street\nLondon');
  const logo = form.getByRole('img', { name: 'Organization logo preview' });
  await expect(logo).toHaveAttribute('src', /^\/uploads\//);
  // The stored file really loads.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  // Removing the logo is saved too.
  await form.getByRole('button', { name: 'Remove logo' }).click();
  await expect(form.getByText('No logo')).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Organization updated successfully!').first()).toBeVisible();
  await page.reload();
  await expect(form.getByText('No logo')).toBeVisible();
});

test('the settings tabs say when they cannot load, and Retry Loading recovers', async ({
  page,
}) => {
  const org = await newOrganization(page, 'Flaky Shop');
  let failing = true;
  await page.route('**/api/v1/organization', (route) =>
    failing && route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'INTERNAL' } })
      : route.fallback(),
  );
  await openSettingsTab(page, 'Organization Profile');
  await expect(page.getByText('Failed to fetch organization data.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('form', { name: 'Organization profile' })).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Retry Loading' }).click();
  await expect(
    page
      .getByRole('form', { name: 'Organization profile' })
      .getByRole('textbox', { name: 'Organization Name' }),
  ).toHaveValue(org);
  await expect(page.getByText('Failed to fetch organization data.')).toHaveCount(0);

  // The General Settings tab says so too, and recovers the same way.
  failing = true;
  await page.route('**/api/v1/settings/general', (route) =>
    failing && route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'INTERNAL' } })
      : route.fallback(),
  );
  await page.getByRole('tab', { name: 'General Settings' }).click();
  await expect(page.getByText('Failed to load general settings.')).toBeVisible({
    timeout: 15_000,
  });
  failing = false;
  await page.getByRole('button', { name: 'Retry Loading' }).click();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD – US Dollar ($)');
});

test("another device's saved currency shows here after a reload, not the old cached one", async ({
  page,
  browser,
}) => {
  await newOrganization(page, 'two-devices');
  const email = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('user') ?? '{}') as { email: string }).email,
  );
  const product = unique('Mug');
  await apiCall(page, 'POST', '/products', { name: product, price: 12.5, stock: 3 });

  // The same owner on a second device, looking at the products.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await second.getByLabel('Email address').fill(email);
  await second.getByLabel('Password', { exact: true }).fill('settings 2026 pw');
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await second.goto('/products');
  const row = second.getByRole('row', { name: new RegExp(product) });
  await expect(row).toContainText('$12.50');

  // The first device switches to euros.
  await openSettingsTab(page, 'General Settings');
  await pickOption(page, page.getByRole('combobox', { name: 'Currency' }), 'EUR – Euro (€)');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!')).toBeVisible();

  await second.reload();
  await expect(second.getByRole('row', { name: new RegExp(product) })).toContainText('€12.50');
  await other.close();
});

test('the time zone: found by search, saved, and back to the platform default', async ({
  page,
}) => {
  await newOrganization(page, 'Zone Shop');
  await openSettingsTab(page, 'General Settings');
  const form = page.getByRole('form', { name: 'General settings' });
  const zone = form.getByRole('combobox', { name: 'Time zone' });
  // The zone picked at sign-up (the platform's default zone, stored as the shop's own).
  await expect(zone).toHaveValue('Asia/Kolkata');
  await zone.click();
  await zone.fill('new yo');
  await page.getByRole('option', { name: 'America/New York', exact: true }).click();
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!')).toBeVisible();
  const stored = () =>
    apiCall<{ data: { timeZone: string | null; effectiveTimeZone: string } }>(
      page,
      'GET',
      '/settings/general',
    );
  expect((await stored()).data).toMatchObject({
    timeZone: 'America/New_York',
    effectiveTimeZone: 'America/New_York',
  });

  await page.reload();
  await page.getByRole('tab', { name: 'General Settings' }).click();
  await expect(zone).toHaveValue('America/New York');
  await zone.click();
  await zone.fill('platform');
  await page.getByRole('option', { name: 'Platform default (Asia/Kolkata)' }).click();
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!')).toBeVisible();
  expect((await stored()).data).toMatchObject({
    timeZone: null,
    effectiveTimeZone: 'Asia/Kolkata',
  });
});
