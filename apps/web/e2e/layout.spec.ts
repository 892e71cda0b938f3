import { expect, test } from '@playwright/test';
import { PERMISSIONS } from '@pos/contracts/permissions';
import { DEMO, signIn } from './helpers';

test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Customers')).toBeVisible();

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(nav.getByText('Customers')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByText('Customers'),
  ).toBeHidden();

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByText('Customers'),
  ).toBeVisible();
});

test('a cashier sees only their menu and Access Denied on /users', async ({ page }) => {
  await signIn(page, DEMO.cashier.email, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByText('Business Admin')).toHaveCount(0);
  // A cashier is not shown the trial banner (owners, admins and managers are).
  await expect(page.getByText('You are currently on a trial period')).toHaveCount(0);

  await page.goto('/users');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(
    page.getByText('You do not have the necessary permission to view this page: "manage_users".'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Business-admin pages send non-operators to the dashboard (unknown paths: not-found.spec.ts).
  await page.goto('/business-admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a platform operator sees the Business Admin group', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Business Admin')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All Users' })).toBeVisible();
});

test('the dashboard shows the real counts of the demo organization', async ({ page }) => {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  const card = (title: string) => page.getByRole('region', { name: title });
  await expect(card('Total Users')).toContainText('3');
  await expect(card('Total Roles')).toContainText('4');
  await expect(card('Total Permissions')).toContainText(String(PERMISSIONS.length));
  await expect(card('Total Transactions')).toContainText('8');
});
