import { expect, test } from '@playwright/test';
import { DEMO, resetLinkFor, signIn, signOut, signUp, unique } from './helpers';

/** The sign-in page's words for INVALID_CREDENTIALS: what to do, whoever the account is. */
const MISMATCH = "That e-mail or username and password don't match. Check them and try again.";

test('a wrong password and an unknown account get the same clear sentence', async ({ page }) => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.owner.email, 'not the password');
    await expect(page.getByText(MISMATCH)).toBeVisible();
    await expect(page.getByText('Invalid credentials')).toHaveCount(0);
    await signIn(page, `${unique('nobody')}@shop.test`, 'not the password');
    await expect(page.getByText(MISMATCH)).toBeVisible();
  }
});

test('a new owner signs up, signs out and signs back in', async ({ page }) => {
  const email = `${unique('owner')}@shop.test`;
  await signUp(page, 'Harbour Hardware', 'Hana Harbour', email, 'tidal wave 2026');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // A brand-new organization: one user (the Owner), four built-in roles, the permission catalogue.
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText('You are currently on a trial period')).toBeVisible();
  await expect(page.getByText('No sales data available for the last 7 days.')).toBeVisible();
  await expect(page.getByText('No top products data available.')).toBeVisible();

  await signOut(page);
  await signIn(page, email, 'wrong password!');
  await expect(page.getByText(MISMATCH)).toBeVisible();
  await signIn(page, email, 'tidal wave 2026');
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

  await signIn(page, email, 'first secret 111');
  await expect(page.getByText(MISMATCH)).toBeVisible();
  await signIn(page, email, 'second secret 222');
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
