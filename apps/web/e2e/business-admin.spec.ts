import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, DEMO, signIn, signInWithForm, signOut, signUp, unique } from './helpers';

const PASSWORD = 'harbour lights 2026';

/** A new organization whose Owner paid for Basic through the sandbox gateway ($19). */
async function paidOrganization(page: Page) {
  const org = unique('Harbour Goods');
  const owner = { name: 'Hana Harbour', email: `${unique('hana')}@shop.test` };
  await signUp(page, org, owner.name, owner.email, PASSWORD);
  const { data: order } = await apiCall<{ data: { order_id: string } }>(
    page,
    'POST',
    '/subscription/upgrade',
    { newPlan: 'basic' },
  );
  const paid = await apiCall<Record<string, string>>(
    page,
    'POST',
    `/payment/sandbox/orders/${order.order_id}/pay`,
    { outcome: 'success' },
  );
  await apiCall(page, 'POST', '/payment/verify-upgrade-payment', { ...paid, newPlan: 'basic' });
  return { org, owner };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const tile = (page: Page, title: string) => page.getByRole('region', { name: title });
/** A tile's figure: the first paragraph of its card (the title is the last). */
const figure = (page: Page, title: string) => tile(page, title).locator('p').first();
const rows = (page: Page) => page.getByRole('table').getByRole('row');

/** A whole number shown with the browser's grouping ("1,234"). */
async function wholeNumber(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/[^\d]/g, ''));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('platform operators see every organization: dashboard, users, payments, subscriptions', async ({
  page,
}) => {
  const { org, owner } = await paidOrganization(page);

  // The Owner of a customer organization is no operator: no menu group, and sent away.
  await expect(nav(page).getByText('Business Admin')).toHaveCount(0);
  await page.goto('/business-admin/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Business Admin Dashboard' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/business-admin\/organizations$/);
  await expect(nav(page).getByText('Business Admin')).toBeVisible();
  await nav(page).locator('a[href="/business-admin/dashboard"]').click();
  await expect(page).toHaveURL(/\/business-admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Business Admin Dashboard' })).toBeVisible();

  // Six tiles with real figures: Demo Retail and the new organization at least.
  for (const title of [
    'Total Users',
    'Total Organizations',
    'Active Subscriptions',
    'Expired Subscriptions',
    'Total Transactions',
    'Total Revenue',
  ]) {
    await expect(figure(page, title)).not.toHaveText('--');
  }
  expect(await wholeNumber(figure(page, 'Total Organizations'))).toBeGreaterThanOrEqual(2);
  // Demo Retail's three people plus the new Owner; operators are not customers.
  expect(await wholeNumber(figure(page, 'Total Users'))).toBeGreaterThanOrEqual(4);
  expect(await wholeNumber(figure(page, 'Active Subscriptions'))).toBeGreaterThanOrEqual(2);
  expect(await wholeNumber(figure(page, 'Total Transactions'))).toBeGreaterThanOrEqual(1);
  // The platform counts in its currency, USD unless changed, the plans' own: the $19 is in it.
  await expect(figure(page, 'Total Revenue')).toHaveText(/^\$[\d,]+\.\d\d$/);
  expect(await wholeNumber(figure(page, 'Total Revenue'))).toBeGreaterThanOrEqual(1900);
  await expect(tile(page, 'Total Revenue')).not.toContainText(' in USD');

  // The three charts are drawn, with the series names of spec 2 §2.
  const revenue = page.getByRole('region', { name: 'Monthly Revenue' });
  await expect(revenue.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(revenue.getByText('Revenue ($)')).toBeVisible();
  // The last of the twelve months is this one, written "Nov 2026".
  const thisMonth = new Date().toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(revenue.getByText(thisMonth, { exact: true })).toBeVisible();
  const growth = page.getByRole('region', { name: 'User Growth' });
  await expect(growth.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(growth.getByText('New Users')).toBeVisible();
  await expect(growth.getByText(thisMonth, { exact: true })).toBeVisible();
  const status = page.getByRole('region', { name: 'Subscription Status' });
  await expect(status.locator('svg.recharts-surface').first()).toBeVisible();
  const legend = status.locator('.recharts-legend-wrapper');
  await expect(legend.getByText('Active', { exact: true })).toBeVisible();
  await expect(legend.getByText('Expired', { exact: true })).toBeVisible();
  // Active subscriptions exist, so a green slice is drawn (spec 2 §9: active green).
  await expect(status.locator('.recharts-pie-sector path[fill*="green"]').first()).toBeVisible();

  // All Users, narrowed to the new organization: its Owner alone.
  await nav(page).getByRole('link', { name: 'All Users' }).click();
  await expect(page.getByRole('heading', { name: 'All Users', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Organization' }).fill(org);
  await expect(page).toHaveURL(/organizationName=/);
  await expect(rows(page)).toHaveCount(2); // header + the Owner
  const user = rows(page).nth(1);
  await expect(user).toContainText(owner.name);
  await expect(user).toContainText(owner.email);
  await expect(user).toContainText('Owner');
  await expect(user).toContainText(org);
  await expect(user.locator('[data-status]')).toHaveText('Active');
  // Demo Retail's people are not in it; with the filter gone, they are.
  await expect(page.getByText('owner@demo.test')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  // Clear Filters remounts the inputs: typing before that lands in the box being replaced.
  await expect(page).not.toHaveURL(/organizationName=/);
  await expect(page.getByRole('textbox', { name: 'Organization' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Email' }).fill('@demo.test');
  await expect(page).toHaveURL(/email=/);
  await expect(rows(page).filter({ hasText: 'Demo Retail' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: org })).toHaveCount(0);

  // All Transactions: the new organization's $19, found by its Owner's e-mail.
  await nav(page).getByRole('link', { name: 'All Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'All Transactions', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'User Email' }).fill(owner.email);
  await expect(page).toHaveURL(/userEmail=/);
  await expect(rows(page)).toHaveCount(2);
  const payment = rows(page).nth(1);
  await expect(payment).toContainText('$19 USD');
  await expect(payment).toContainText(owner.name);
  await expect(payment).toContainText(owner.email);
  await expect(payment).toContainText(org);
  await expect(payment.locator('[data-status]')).toHaveText('Success');
  // Nothing of it failed.
  await choose(page, 'Status', 'Failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No transactions found matching your criteria.')).toBeVisible();
  await choose(page, 'Status', 'Success');
  await expect(rows(page)).toHaveCount(2);

  // All Subscriptions: its Basic plan, active; filtered by status and plan name.
  await nav(page).getByRole('link', { name: 'All Subscriptions' }).click();
  await expect(page.getByRole('heading', { name: 'All Subscriptions', level: 1 })).toBeVisible();
  await choose(page, 'Status', 'Active');
  await expect(page).toHaveURL(/status=active/);
  const statuses = rows(page).locator('[data-status]');
  await expect(statuses.first()).toBeVisible();
  await expect(rows(page).filter({ hasText: org })).toHaveCount(1);
  for (const badge of await statuses.all()) await expect(badge).toHaveText('Active');
  await page.getByRole('textbox', { name: 'User Email' }).fill(owner.email);
  await expect(rows(page)).toHaveCount(2);
  const subscription = rows(page).nth(1);
  await expect(subscription).toContainText('Basic');
  await expect(subscription).toContainText(owner.name);
  await expect(subscription).toContainText(org);
  await page.getByRole('textbox', { name: 'Plan name' }).fill('trial');
  await expect(page.getByText('No subscriptions found matching your criteria.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Plan name' }).fill('basic');
  await expect(rows(page)).toHaveCount(2);
  await choose(page, 'Status', 'Expired');
  await expect(page.getByText('No subscriptions found matching your criteria.')).toBeVisible();

  // Sorting by the period's dates is the API's own.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByRole('columnheader', { name: 'End Date' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=end_at/);
  await expect(rows(page).nth(1)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a failed analytics load shows zeros and offers a retry', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/business-admin\/organizations$/);
  let fail = true;
  await page.route('**/api/v1/business-admin/analytics', (route) =>
    fail
      ? route.fulfill({ status: 400, json: { message: 'Broken on purpose', code: 'TEST' } })
      : route.continue(),
  );
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });

  await page.goto('/business-admin/dashboard');
  // Spec 2 §7: no error box, zeros in the platform's default currency, the charts still drawn.
  await expect(figure(page, 'Total Organizations')).toHaveText('0');
  await expect(figure(page, 'Total Users')).toHaveText('0');
  await expect(figure(page, 'Total Revenue')).toHaveText(/^\$0(\.00)?$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Monthly Revenue' }).locator('svg.recharts-surface').first(),
  ).toBeVisible();
  await expect(page.getByText('No subscriptions yet.')).toBeVisible();
  expect(logged.some((t) => t.includes('Failed to load business analytics'))).toBe(true);

  // The retry brings the real figures.
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect
    .poll(() => wholeNumber(figure(page, 'Total Organizations')))
    .toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

/** A menu entry followed inside the app (no reload), on a phone through the drawer. */
async function follow(page: Page, label: string) {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) {
    await burger.click();
    await page.getByRole('dialog').getByRole('link', { name: label }).click();
  } else {
    await nav(page).getByRole('link', { name: label }).click();
  }
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`an operator disables an organization with a reason and enables it again (${viewport.width}×${viewport.height})`, async ({
    browser,
  }) => {
    // Two browsers, a sign-up and two sign-ins: long on a busy machine.
    test.setTimeout(300_000);
    // A shop of its own, signed in in its own browser (never the demo organization).
    const shopContext = await browser.newContext({ viewport });
    const shop = await shopContext.newPage();
    const org = unique('Quay Crafts');
    const email = `${unique('quinn')}@shop.test`;
    await signUp(shop, org, 'Quinn Quay', email, PASSWORD);

    const operatorContext = await browser.newContext({ viewport });
    const page = await operatorContext.newPage();
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/business-admin\/organizations$/);
    await page.getByPlaceholder('Search name, code or e-mail').fill(email);
    const disable = page.getByRole('button', { name: `Disable ${org}` });
    await expect(disable).toBeVisible();
    await expect(page.getByText(org).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`organizations-${viewport.width}.png`) });

    // A reason is required.
    await disable.click();
    const dialog = page.getByRole('dialog', { name: `Disable ${org}` });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog.getByText('Give a reason: it goes into the audit log.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Unpaid invoices since March');
    await page.screenshot({ path: test.info().outputPath(`disable-dialog-${viewport.width}.png`) });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-status="disabled"]')).toHaveText('Disabled');
    await expect(page.getByText('Unpaid invoices since March')).toBeVisible();

    // The shop's next step signs it out, saying why; signing in again is refused.
    await follow(shop, 'Customers');
    const why = 'This organization has been disabled. Please contact support.';
    await expect(shop.getByText(why).first()).toBeVisible();
    await expect(shop).toHaveURL(/\/login$/);
    await signInWithForm(shop, email, PASSWORD);
    await expect(shop.getByText(why)).toBeVisible();

    // Enabled again (with its reason), the shop signs in.
    await page.getByRole('button', { name: `Enable ${org}` }).click();
    const enable = page.getByRole('dialog', { name: `Enable ${org}` });
    await enable.getByLabel('Reason').fill('Invoices paid');
    await enable.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByRole('button', { name: `Disable ${org}` })).toBeVisible();
    await expect(page.locator('[data-status="disabled"]')).toHaveCount(0);
    // Back where the refused step was headed (the page asked for first wins).
    await signInWithForm(shop, email, PASSWORD);
    await expect(shop).toHaveURL(/\/customers$/);

    await shopContext.close();
    await operatorContext.close();
  });
}

test('an operator deletes a disabled organization, its name typed again, and nothing of it is left', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  const org = unique('Pier Pantry');
  const email = `${unique('pia')}@shop.test`;
  await signUp(shop, org, 'Pia Pier', email, PASSWORD);
  await apiCall(shop, 'POST', '/products', { name: 'Sea salt', price: 4, stock: 12 });

  const operatorContext = await browser.newContext();
  const page = await operatorContext.newPage();
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByPlaceholder('Search name, code or e-mail').fill(email);
  // Only a disabled organization can be deleted.
  await expect(page.getByRole('button', { name: `Disable ${org}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${org}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Disable ${org}` }).click();
  const disable = page.getByRole('dialog', { name: `Disable ${org}` });
  await disable.getByLabel('Reason').fill('Closed down; export sent to the owner');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(disable).toBeHidden();

  await page.getByRole('button', { name: `Delete ${org}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${org}` });
  await expect(dialog.getByText('deleted for good')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText("Type the organization's name to confirm.")).toBeVisible();
  await dialog.getByLabel(`Type the name ${org} to confirm`).fill(`${org}s`);
  await dialog.getByLabel('Reason').fill('Closed down; export sent to the owner');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    "The name typed is not this organization's.",
  );
  await dialog.getByLabel(`Type the name ${org} to confirm`).fill(org);
  await page.screenshot({ path: test.info().outputPath('delete-organization-dialog.png') });
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`${org}: Organization deleted, with all its data and files.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Enable ${org}` })).toHaveCount(0);
  await expect(page.getByRole('table').getByText(org)).toHaveCount(0);

  // Its owner cannot sign in any more: the account went with it.
  await signInWithForm(shop, email, PASSWORD);
  await expect(shop).toHaveURL(/\/login$/);
  await shopContext.close();
  await operatorContext.close();
});
