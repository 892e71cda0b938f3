import { expect, test } from '@playwright/test';
import { DEMO, signInWithForm, signOut } from './helpers';

/** A page's first paint after a sign-in or a reload: its lazy chunk, on a machine that may be busy. */
const SLOW_PAGE = { timeout: 30_000 };

/** Where each starts (docs/guide/dashboard-and-operators.md, "Where you land"). */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a cashier lands on the register, at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInWithForm(page, DEMO.cashier.email, DEMO.cashier.password);
    await expect(page).toHaveURL(/\/pos$/);
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible(SLOW_PAGE);
    // The start page of a signed-in visit is the register too.
    await page.goto('/');
    await expect(page).toHaveURL(/\/pos$/);
  });
}

test('a page asked for before signing in still wins over the landing', async ({ page }) => {
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(DEMO.cashier.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.cashier.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customers$/);
});

test('the owner lands on the dashboard, the operator on the organizations list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithForm(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  await signInWithForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/business-admin\/organizations$/);
  await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible(SLOW_PAGE);
});
