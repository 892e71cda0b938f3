import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { TPlatformSettings } from '@pos/contracts/platform-settings';
import { apiCall, DEMO, signIn, signInWithForm, signUp, unique } from './helpers';

// Platform settings are one record for the whole server that every e2e file shares: the tests
// here run in order, and afterAll puts back what was stored before, even after a failure.
test.describe.configure({ mode: 'serial' });

const SETTINGS = '/api/v1/business-admin/platform-settings';
const siteName = unique('Acme Platform');
const announcement = `Stocktake on Sunday ${unique('ann')}: registers close at 6 pm.`;
const maintenanceMessage = `Upgrading the registers ${unique('mnt')}; back within the hour.`;

let api: APIRequestContext;
let adminToken: string;
let original: TPlatformSettings;

/**
 * A real (if tiny) zip archive holding one empty file: what an .apk is, and what the API looks
 * for at the start of an upload.
 */
function tinyZip(entry: string): Buffer {
  const name = Buffer.from(entry);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0x21, 12); // date: 1980-01-01
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  central.writeUInt16LE(20, 6); // needed
  central.writeUInt16LE(0x21, 14);
  central.writeUInt16LE(name.length, 28);
  const localSize = local.length + name.length;
  const centralSize = central.length + name.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, name, central, name, end]);
}

async function storedSettings(): Promise<TPlatformSettings> {
  const res = await api.get(SETTINGS, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(res.ok(), `GET settings: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: TPlatformSettings }).data;
}

async function putSettings(settings: TPlatformSettings) {
  const res = await api.put(SETTINGS, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: settings,
  });
  expect(res.ok(), `PUT settings: ${res.status()} ${await res.text()}`).toBe(true);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const res = await api.post('/api/v1/auth/login', {
    data: { username: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(res.ok(), `operator sign-in: ${res.status()}`).toBe(true);
  adminToken = ((await res.json()) as { token: string }).token;
  original = await storedSettings();
});

test.afterAll(async () => {
  // Site name, announcement, app links and maintenance back as they were, for the other files.
  if (original) await putSettings(original);
  await api?.dispose();
});

/** The operator's Platform Settings page, reached from the Business Admin menu. */
async function openPlatformSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Platform Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Platform Settings' })).toBeVisible();
  return page.getByRole('form', { name: 'Platform settings' });
}

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  // Each lands where their work is: the dashboard, the register, the organizations list.
  await expect(page).toHaveURL(/\/(dashboard|pos|business-admin\/organizations)$/);
  return { context, page };
}

test('an operator corrects and saves the settings; the title and announcement follow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  const form = await openPlatformSettings(page);
  await expect(form.getByRole('tab', { name: 'General Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'Site Name' })).toHaveValue(original.siteName);

  // A bad social link, then bad general fields: every button saves the whole object.
  await form.getByRole('tab', { name: 'Social Links' }).click();
  await expect(form.getByText('Please complete all fields before saving.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Facebook URL' }).fill('facebook.com/acme');
  await form.getByRole('tab', { name: 'General Settings' }).click();
  await form.getByRole('textbox', { name: 'Site Name' }).fill('   ');
  await form.getByRole('textbox', { name: 'Support Email' }).fill('help-at-acme');
  await form.getByRole('textbox', { name: 'Terms of Service URL' }).fill('www.acme.test/terms');
  await form.getByRole('button', { name: 'Save General Settings' }).click();
  // Only the shown tab's panel is in the page's accessibility tree.
  const panel = form.getByRole('tabpanel');
  await expect(panel.getByText('Site Name is required.')).toBeVisible();
  await expect(panel.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(panel.getByText('Please enter a valid URL (http:// or https://).')).toBeVisible();
  await expect(form.getByRole('tab', { name: 'Social Links (1 to correct)' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Site Name' })).toBeFocused();

  // Once this tab is right, the save goes to the tab that still has a message.
  await form.getByRole('textbox', { name: 'Site Name' }).fill(siteName);
  await form.getByRole('textbox', { name: 'Support Email' }).fill('help@acme.test');
  await form.getByRole('textbox', { name: 'Support Phone' }).fill('+1 555 010 2030');
  await form.getByRole('textbox', { name: 'Terms of Service URL' }).fill('https://acme.test/terms');
  await form.getByRole('textbox', { name: 'Privacy Policy URL' }).fill('https://acme.test/privacy');
  await form.getByRole('textbox', { name: 'Announcement' }).fill(announcement);
  await form.getByRole('button', { name: 'Save General Settings' }).click();
  await expect(form.getByRole('tab', { name: 'Social Links' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByText('Please enter a valid URL (http:// or https://).')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Facebook URL' })).toBeFocused();
  expect((await storedSettings()).siteName, 'nothing saved while invalid').toBe(original.siteName);

  await form.getByRole('textbox', { name: 'Facebook URL' }).fill('https://facebook.com/acme');
  await form.getByRole('button', { name: 'Save Social Links' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Settings updated successfully.' });
  await expect(saved).toBeVisible();
  // Spec 2 §4: success messages clear after 3 seconds.
  await expect(saved).toBeHidden({ timeout: 6_000 });
  const stored = await storedSettings();
  expect(stored).toMatchObject({
    siteName,
    supportEmail: 'help@acme.test',
    termsOfServiceUrl: 'https://acme.test/terms',
    facebookUrl: 'https://facebook.com/acme',
    announcement,
  });

  // The platform's name is in the browser title and the brand; the announcement shows at once.
  await expect(page).toHaveTitle(`Platform Settings · ${siteName}`);
  await expect(page.getByRole('banner').getByText(siteName)).toBeVisible();
  const banner = page.getByRole('region', { name: 'Announcement', exact: true });
  await expect(banner).toContainText(announcement);
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Platform Settings · ${siteName}`);
  await expect(page.getByRole('region', { name: 'Announcement', exact: true })).toBeHidden();

  // A new announcement is not covered by the earlier dismissal.
  await putSettings({ ...stored, announcement: `${announcement} Bring your keys.` });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcement', exact: true })).toContainText(
    'Bring your keys.',
  );
  await putSettings(stored);
});

test('an operator uploads an Android installer, downloads it, and a fake is refused', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  const form = await openPlatformSettings(page);
  await form.getByRole('tab', { name: 'App Downloads' }).click();
  const picker = form.getByLabel('Android installer (.apk) file');

  // Refused by name before anything is sent.
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(form.getByText('The Android app must be an .apk file.')).toBeVisible();

  const apk = tinyZip('AndroidManifest.xml');
  await picker.setInputFiles({
    name: 'acme-pos.apk',
    mimeType: 'application/vnd.android.package-archive',
    buffer: apk,
  });
  await expect(form.getByText(`acme-pos.apk (${apk.length} B)`)).toBeVisible();
  await expect(form.getByText('The Android app must be an .apk file.')).toBeHidden();
  await form.getByRole('button', { name: 'Save App Settings' }).click();
  await expect(page.getByText('Settings updated successfully.')).toBeVisible();
  await expect(form.getByText(`acme-pos.apk (${apk.length} B)`)).toBeHidden();
  const urlField = form.getByRole('textbox', { name: 'Android App URL' });
  await expect(urlField).toHaveValue(/^\/uploads\/.+\.apk$/);
  const url = await urlField.inputValue();
  expect((await storedSettings()).androidAppUrl).toBe(url);

  // The stored link hands out the very file that was uploaded.
  const downloading = page.waitForEvent('download');
  await form.getByRole('link', { name: 'Download the stored file' }).click();
  const download = await downloading;
  expect(readFileSync(await download.path())).toEqual(apk);

  // Text renamed .apk passes the name check here; the API looks at the content (415).
  await picker.setInputFiles({
    name: 'renamed.apk',
    mimeType: 'application/vnd.android.package-archive',
    buffer: Buffer.from('This is a text file, not an app.\n'),
  });
  await form.getByRole('button', { name: 'Save App Settings' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The Android app must be an .apk file.' }).first(),
  ).toBeVisible();
  await expect(form.getByText('renamed.apk', { exact: false })).toBeVisible();
  expect((await storedSettings()).androidAppUrl, 'the stored app is kept').toBe(url);
});

test('the sign-in page shows the site name and the support, app and legal links', async ({
  browser,
}) => {
  const stored = await storedSettings();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page).toHaveTitle(`Sign in · ${siteName}`);
  await expect(page.getByText(siteName).first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'help@acme.test' })).toHaveAttribute(
    'href',
    'mailto:help@acme.test',
  );
  await expect(footer.getByRole('link', { name: '+1 555 010 2030' })).toHaveAttribute(
    'href',
    'tel:+15550102030',
  );
  await expect(footer.getByRole('link', { name: 'Android app' })).toHaveAttribute(
    'href',
    stored.androidAppUrl,
  );
  // Only the apps that are set.
  await expect(footer.getByRole('link', { name: 'iOS app' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Windows app' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    'https://acme.test/terms',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    'https://acme.test/privacy',
  );
  await context.close();
});

test('maintenance locks organization users out while operators keep working', async ({
  page,
  browser,
}) => {
  // The cashier is signed in before maintenance starts.
  const cashier = await signedIn(browser, DEMO.cashier);
  const cashierNav = cashier.page.getByRole('navigation', { name: 'Main navigation' });
  await expect(
    cashier.page.getByRole('region', { name: 'Announcement', exact: true }),
  ).toContainText(announcement);

  try {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    const form = await openPlatformSettings(page);
    await form.getByRole('switch', { name: 'Maintenance Mode' }).check();
    await form.getByRole('textbox', { name: 'Maintenance Message' }).fill(maintenanceMessage);
    await form.getByRole('button', { name: 'Save General Settings' }).click();
    await expect(page.getByText('Settings updated successfully.')).toBeVisible();
    // The operator keeps working, reminded by a banner that leads back here.
    const reminder = page.getByRole('region', { name: 'Maintenance mode', exact: true });
    await expect(reminder).toContainText('Maintenance mode is on');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'All Users' })
      .click();
    await expect(page.getByRole('heading', { name: 'All Users', level: 1 })).toBeVisible();
    await expect(reminder).toBeVisible();

    // The cashier opens the app afresh (a reload): the session is kept, but the maintenance
    // page replaces the app. (A page left open meets it at its next call or within a minute.)
    await cashier.page.goto('/customers');
    await expect(cashier.page.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
    await expect(cashier.page.getByText(maintenanceMessage)).toBeVisible();
    await expect(cashierNav).toHaveCount(0);
    await cashier.page.getByRole('button', { name: 'Try again' }).click();
    await expect(cashier.page.getByText(/^Still in maintenance at /)).toBeVisible();
    await expect(cashierNav).toHaveCount(0);

    // Signing in is refused too, and the sign-in page says why.
    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    await signInWithForm(login, DEMO.cashier.email, DEMO.cashier.password);
    await expect(login.getByRole('status', { name: 'Down for maintenance' })).toContainText(
      maintenanceMessage,
    );
    await expect(login).toHaveURL(/\/login$/);
    await visitor.close();

    // The operator ends maintenance from the banner's link.
    await reminder.getByRole('link', { name: 'Platform Settings' }).click();
    await form.getByRole('switch', { name: 'Maintenance Mode' }).uncheck();
    await form.getByRole('button', { name: 'Save General Settings' }).click();
    await expect(page.getByText('Settings updated successfully.')).toBeVisible();
    await expect(reminder).toBeHidden();
  } finally {
    // Whatever happened above, no other test may meet a platform in maintenance.
    const now = await storedSettings();
    if (now.maintenanceMode) await putSettings({ ...now, maintenanceMode: false });
  }

  // "Try again" brings the app back where the cashier was going.
  await cashier.page.getByRole('button', { name: 'Try again' }).click();
  await expect(cashierNav).toBeVisible();
  await expect(cashier.page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await cashier.context.close();
});

test('an operator prices the plans; a shop pays the new price; the currency stays while it renews', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  const form = await openPlatformSettings(page);
  const pricing = form.getByRole('region', { name: 'Plans and currency' });
  const currency = pricing.getByRole('combobox', { name: 'Platform Currency' });
  const basic = pricing.getByRole('textbox', { name: 'Basic Plan Price' });
  // A fresh platform: the plans' own prices in their own currency.
  await expect(currency).toHaveValue(/^USD/);
  await expect(basic).toHaveValue('19');
  await expect(pricing.getByRole('textbox', { name: 'Pro Plan Price' })).toHaveValue('49');

  await basic.fill('');
  await form.getByRole('button', { name: 'Save General Settings' }).click();
  await expect(pricing.getByText('Enter a price (0 or more).')).toBeVisible();
  await expect(basic).toBeFocused();
  // Typed as a person types it, the cents included.
  await basic.pressSequentially('24.50');
  await expect(basic).toHaveValue('24.50');
  await form.getByRole('button', { name: 'Save General Settings' }).click();
  await expect(page.getByText('Settings updated successfully.')).toBeVisible();
  expect((await storedSettings()).basicPriceMinor).toBe(2450);

  // A shop sees the new price and pays it.
  const shop = await browser.newContext();
  const owner = await shop.newPage();
  await signUp(
    owner,
    unique('Priced Shop'),
    'Pia Price',
    `${unique('pia')}@shop.test`,
    'price tag 2026',
  );
  await owner.goto('/settings?tab=subscription');
  await expect(owner.getByRole('article', { name: 'Basic' })).toContainText('$24.5/month');
  const { data: order } = await apiCall<{
    data: { order_id: string; amount: number; currency: string };
  }>(owner, 'POST', '/subscription/upgrade', { newPlan: 'basic' });
  expect(order).toMatchObject({ amount: 2450, currency: 'USD' });
  const paid = await apiCall<Record<string, string>>(
    owner,
    'POST',
    `/payment/sandbox/orders/${order.order_id}/pay`,
    { outcome: 'success' },
  );
  await apiCall(owner, 'POST', '/payment/verify-upgrade-payment', { ...paid, newPlan: 'basic' });
  await shop.close();

  // Its plan renews in USD: the currency cannot change under it, and the form says why.
  await currency.click();
  await currency.fill('EUR');
  await page.getByRole('option', { name: /^EUR/ }).click();
  await form.getByRole('button', { name: 'Save General Settings' }).click();
  await expect(
    pricing.getByText(
      /paid subscriptions? renews? in USD; the currency can change once none does\./,
    ),
  ).toBeVisible();
  expect((await storedSettings()).defaultCurrency).toBe('USD');
});
