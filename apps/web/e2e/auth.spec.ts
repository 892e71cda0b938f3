import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  apiCall,
  DEMO,
  pickOption,
  resetLinkFor,
  roleIdByName,
  signIn,
  signInWithForm,
  signOut,
  signUp,
  signUpWithForm,
  unique,
} from './helpers';

/** The sign-in page's words for INVALID_CREDENTIALS: what to do, whoever the account is. */
const MISMATCH = "That e-mail or username and password don't match. Check them and try again.";

test('a wrong password and an unknown account get the same clear sentence', async ({ page }) => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await signInWithForm(page, DEMO.owner.email, 'not the password');
    await expect(page.getByText(MISMATCH)).toBeVisible();
    await expect(page.getByText('Invalid credentials')).toHaveCount(0);
    await signInWithForm(page, `${unique('nobody')}@shop.test`, 'not the password');
    await expect(page.getByText(MISMATCH)).toBeVisible();
  }
});

test('a new owner signs up, signs out and signs back in', async ({ page }) => {
  const email = `${unique('owner')}@shop.test`;
  await signUpWithForm(page, 'Harbour Hardware', 'Hana Harbour', email, 'tidal wave 2026');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // A brand-new organization: one user (the Owner), four built-in roles, the permission catalogue.
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText('You are currently on a trial period')).toBeVisible();
  await expect(page.getByText('No sales data available for the last 7 days.')).toBeVisible();
  await expect(page.getByText('No top products data available.')).toBeVisible();

  await signOut(page);
  await signInWithForm(page, email, 'wrong password!');
  await expect(page.getByText(MISMATCH)).toBeVisible();
  await signInWithForm(page, email, 'tidal wave 2026');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByText(`Signed in as ${email.split('@')[0]}`)).toBeVisible();
});

test('a guarded page asked for before sign-in opens after sign-in', async ({ page }) => {
  await page.goto('/customers?search=ann');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(DEMO.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customers\?search=ann$/);
});

test('forgot password → link from the outbox → reset → sign in with the new password', async ({
  page,
}) => {
  const email = `${unique('forgetful')}@shop.test`;
  await signUp(page, 'Forgetful Florist', 'Fern Forget', email, 'first secret 111');
  await signOut(page);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account with that email exists, a password reset link has been sent.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeDisabled();

  const link = await resetLinkFor(email);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('second secret 222');
  await page.getByLabel('Confirm new password').fill('second secret 223');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second secret 222');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('link', { name: 'Proceed to Login' })).toBeVisible();
  // The page sends the user to sign-in by itself after 5 seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });

  await signInWithForm(page, email, 'first secret 111');
  await expect(page.getByText(MISMATCH)).toBeVisible();
  await signInWithForm(page, email, 'second secret 222');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is single-use.
  await signOut(page);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third secret 333');
  await page.getByLabel('Confirm new password').fill('third secret 333');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Failed to reset password. The link may be invalid or expired.'),
  ).toBeVisible();
});

test("a shop signed up in Chicago starts in Chicago's time zone and dollars", async ({
  browser,
}) => {
  // Another browser's region suggests its own currency: the suggestion is read, not fixed.
  const london = await browser.newContext({ timezoneId: 'Europe/London', locale: 'en-GB' });
  const there = await london.newPage();
  await there.goto('/');
  await expect(there.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
  await expect(there.getByRole('combobox', { name: 'Currency' })).toHaveValue(
    'GBP – British Pound (£)',
  );
  await london.close();

  const chicago = await browser.newContext({ timezoneId: 'America/Chicago', locale: 'en-US' });
  const page = await chicago.newPage();
  await page.goto('/');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(zone).toHaveValue('America/Chicago');
  await expect(currency).toHaveValue('USD – US Dollar ($)');
  await expect(
    page.getByText('Amounts show as $12.50: the symbol follows the currency.'),
  ).toBeVisible();
  await page.getByLabel('Organization name').fill(unique('Windy City Records'));
  await page.getByLabel('Your name').fill('Wanda Windy');
  await page.getByLabel('Email address').fill(`${unique('wanda')}@shop.test`);
  await page.getByLabel('Password', { exact: true }).fill('deep dish 2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Its zone is set: nothing to ask on the first visit.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: "Your shop's time zone and currency" }),
  ).toHaveCount(0);

  // Its settings say so.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'General Settings' }).click();
  const form = page.getByRole('form', { name: 'General settings' });
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
  await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD – US Dollar ($)');
  const { data } = await apiCall<{ data: Record<string, unknown> }>(
    page,
    'GET',
    '/settings/general',
  );
  expect(data).toMatchObject({
    timeZone: 'America/Chicago',
    effectiveTimeZone: 'America/Chicago',
    currencyCode: 'USD',
    currencySymbol: '$',
  });
  await chicago.close();
});

test('a shop whose zone was never set asks its owner once, and never its cashier', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'America/Chicago', locale: 'en-US' });
  const page = await context.newPage();
  // An organization made before sign-up sent a zone: as an older client's sign-up does.
  const owner = { email: `${unique('early')}@shop.test`, password: 'early bird 2026' };
  const res = await page.request.post('/api/v1/auth/signup', {
    data: { organizationName: unique('Early Bird Cafe'), name: 'Ed Early', ...owner },
  });
  expect(res.status()).toBe(201);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: "Your shop's time zone and currency" });
  await expect(card).toContainText("they follow the platform's default, Asia/Kolkata");
  // Asked with this browser's zone and region's currency.
  await expect(card.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
  await expect(card.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD – US Dollar ($)');
  await expectAccessible(page, '/dashboard, the first-run question');

  // A cashier of the shop never sees it.
  const cashier = { email: `${unique('cashier')}@shop.test`, password: 'cashier pw 2026' };
  await apiCall(page, 'POST', '/users', {
    name: 'Cal Cashier',
    username: unique('cal'),
    ...cashier,
    role: await roleIdByName(page, 'cashier'),
    permissions: [],
  });
  const till = await browser.newContext({ timezoneId: 'America/Chicago', locale: 'en-US' });
  const cashierPage = await till.newPage();
  await signIn(cashierPage, cashier.email, cashier.password);
  // Signed in once the app leaves the sign-in page; going elsewhere sooner would cut it short.
  await expect(cashierPage).not.toHaveURL(/\/login$/);
  await cashierPage.goto('/dashboard');
  await expect(cashierPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(cashierPage.getByText("Your shop's time zone and currency")).toHaveCount(0);
  await till.close();

  // Unanswered, it is still there on the next visit.
  await page.reload();
  await expect(card).toBeVisible();
  await pickOption(
    page,
    card.getByRole('combobox', { name: 'Currency' }),
    'CAD – Canadian Dollar ($)',
  );
  await card.getByRole('button', { name: 'Save time zone and currency' }).click();
  await expect(page.getByText('Time zone and currency saved.')).toBeVisible();
  await expect(card).toHaveCount(0);
  const { data } = await apiCall<{ data: Record<string, unknown> }>(
    page,
    'GET',
    '/settings/general',
  );
  expect(data).toMatchObject({
    timeZone: 'America/Chicago',
    currencyCode: 'CAD',
    currencySymbol: '$',
  });
  // Answered once: not asked again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText("Your shop's time zone and currency")).toHaveCount(0);
  await context.close();
});

test("keeping the platform's zone is an answer: it is stored as the shop's own", async ({
  page,
}) => {
  const owner = { email: `${unique('keeper')}@shop.test`, password: 'keep it 2026' };
  const res = await page.request.post('/api/v1/auth/signup', {
    data: { organizationName: unique('Keepers'), name: 'Kim Keeper', ...owner },
  });
  expect(res.status()).toBe(201);
  await signIn(page, owner.email, owner.password);
  const card = page.getByRole('region', { name: "Your shop's time zone and currency" });
  await card.getByRole('button', { name: 'Keep Asia/Kolkata' }).click();
  await expect(card).toHaveCount(0);
  const { data } = await apiCall<{ data: Record<string, unknown> }>(
    page,
    'GET',
    '/settings/general',
  );
  expect(data).toMatchObject({ timeZone: 'Asia/Kolkata', effectiveTimeZone: 'Asia/Kolkata' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText("Your shop's time zone and currency")).toHaveCount(0);
});
