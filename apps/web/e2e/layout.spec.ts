import { expect, test } from '@playwright/test';
import { formatMoney } from '@pos/contracts/money';
import { PERMISSIONS } from '@pos/contracts/permissions';
import { apiCall, DEMO, SHARED_STATE, signIn } from './helpers';

/** A page's first paint after a sign-in or a reload: its lazy chunk, on a machine that may be busy. */
const SLOW_PAGE = { timeout: 30_000 };

test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Customers')).toBeVisible(SLOW_PAGE);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(nav.getByText('Customers')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(SLOW_PAGE);
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
  await expect(page).toHaveURL(/\/pos$/);
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

  // Business-admin pages send non-operators to where they start (unknown paths: not-found.spec.ts).
  await page.goto('/business-admin/users');
  await expect(page).toHaveURL(/\/pos$/);
});

test('a platform operator sees the Business Admin group, with one Dashboard', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/business-admin\/organizations$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Business Admin')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All Users' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Organizations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(1);
});

test('the register gets the width: a rail there, remembered apart from other pages', async ({
  page,
}) => {
  // Two pages, three reloads: long on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const width = async () => (await nav.boundingBox())?.width ?? 0;
  // Elsewhere the full menu.
  await expect(nav.getByText('Customers')).toBeVisible(SLOW_PAGE);
  expect(await width()).toBeGreaterThan(200);

  // The register opens with the rail: icons named by their labels, the page gets the width.
  await nav.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav.getByText('Customers')).toBeHidden();
  expect(await width()).toBeLessThan(100);
  await page.screenshot({ path: test.info().outputPath('register-rail-1366.png') });

  // Expanded at the register, it stays expanded there after a reload…
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(nav.getByText('Customers')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible(SLOW_PAGE);
  await expect(nav.getByText('Customers')).toBeVisible();
  // …and collapsed there again, it is a rail again after a reload.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible(SLOW_PAGE);
  await expect(nav.getByText('Customers')).toBeHidden();

  // Other pages kept their own state: the full menu.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(nav.getByText('Customers')).toBeVisible();
  expect(await width()).toBeGreaterThan(200);
});

test('on a phone the register keeps the navigation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.cashier.email, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible(SLOW_PAGE);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Customers')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('register-drawer-390.png') });
  await drawer.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(drawer).toBeHidden();
});

test('the dashboard shows the real counts of the demo organization', async ({ page }) => {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  const card = (title: string) => page.getByRole('region', { name: title });
  await expect(card('Total Users')).toContainText('3', SLOW_PAGE);
  await expect(card('Total Roles')).toContainText('4');
  await expect(card('Total Permissions')).toContainText(String(PERMISSIONS.length));
  await expect(card('Total Transactions')).toContainText('8');
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(
    `the dashboard opens with today's figures, each as its report or list shows it (${viewport.width}×${viewport.height})`,
    SHARED_STATE,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, DEMO.owner.email, DEMO.owner.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const card = (title: string) => page.getByRole('region', { name: title, exact: true });
      await expect(card("Today's Sales")).toBeVisible(SLOW_PAGE);

      const { data: today } = await apiCall<{ data: { date: string } }>(
        page,
        'GET',
        '/dashboard/today',
      );
      const { data: summary } = await apiCall<{ data: { key: string; value: number }[] }>(
        page,
        'GET',
        `/reports/sales-summary?from=${today.date}&to=${today.date}`,
      );
      const figure = (key: string) => summary.find((f) => f.key === key)?.value ?? Number.NaN;
      const count = async (path: string) =>
        (await apiCall<{ totalCount: number }>(page, 'GET', path)).totalCount;
      await expect(card("Today's Sales")).toContainText(formatMoney(figure('netSales'), '$'));
      await expect(card('Transactions Today')).toContainText(String(figure('sales')));
      await expect(card('Average Basket')).toContainText(formatMoney(figure('averageSale'), '$'));
      await expect(card('Open Shifts')).toContainText(String(await count('/shifts?status=open')));
      const low = await count('/inventory-items?lowStock=true');
      await expect(card('Low Stock Items')).toContainText(String(low));
      // Today's figures come first; the spec's cards stay below them.
      const top = async (title: string) => (await card(title).boundingBox())?.y ?? 0;
      expect(await top("Today's Sales")).toBeLessThan(await top('Total Users'));
      await page.screenshot({
        path: test.info().outputPath(`dashboard-today-${viewport.width}.png`),
        fullPage: true,
      });
      // A count card opens its list, filtered the same way.
      await card('Low Stock Items').getByRole('link').click();
      await expect(page).toHaveURL(/\/inventory\?lowStock=true$/);
    },
  );
}
