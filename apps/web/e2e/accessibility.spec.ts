import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { SCREENS, type Screen } from '@pos/contracts/permissions';
import { expectAccessible } from './axe';
import { expectVisibleEdge, expectVisibleRing } from './contrast';
import { apiCall, DEMO, roleIdByName, signIn, signUp, unique } from './helpers';

// WCAG 2.2 AA (and axe's best practices) on every screen, signed out, as an Owner and as a
// platform operator, with the modals, menus and drawers open (README "Accessibility"). Each screen is checked at a desktop
// size; the phone layout on the screens where it differs (drawer, full-screen form).
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const screens = (group: Screen['group']) => Object.values(SCREENS).filter((s) => s.group === group);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Opens a path and checks it once its page heading shows and its data has come (and not the
 * page a guard sent us to instead).
 */
async function check(page: Page, path: string, where = path) {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(h1(page)).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await expectAccessible(page, where);
}

/**
 * A fresh organization on its trial, with something on every screen: products in and out of
 * stock (the three stock badges), a category, an attribute, a second store, a cashier, and a
 * customer who bought something (a completed sale, the dashboard's charts).
 */
async function ownerWithData(page: Page) {
  await signUp(
    page,
    unique('Lantern Shop'),
    'Lena Lantern',
    `${unique('lena')}@shop.test`,
    'lantern 2026 pw',
  );
  const { data: category } = await apiCall<{ data: { _id: string; name: string } }>(
    page,
    'POST',
    '/categories',
    {
      name: unique('Lamps'),
      parentCategoryId: null,
    },
  );
  await apiCall(page, 'POST', '/attributes', { name: unique('Colour') });
  const products: { _id: string; sku: string }[] = [];
  for (const [name, stock] of [
    ['Desk Lamp', 50],
    ['Wick', 5],
    ['Shade', 0],
  ] as const) {
    const { data } = await apiCall<{ data: { _id: string; sku: string } }>(
      page,
      'POST',
      '/products',
      {
        name: unique(name),
        price: 12.5,
        stock,
        sku: unique(name.slice(0, 3)).toUpperCase(),
        categoryId: category._id,
      },
    );
    products.push(data);
  }
  await apiCall(page, 'POST', '/stores', { name: unique('Uptown'), location: '12 High Street' });
  const cashier = unique('cass');
  await apiCall(page, 'POST', '/users', {
    name: 'Cass Cashier',
    username: cashier,
    email: `${cashier}@shop.test`,
    password: 'cashier 2026 pw',
    role: await roleIdByName(page, 'cashier'),
    permissions: [],
  });
  const { data: customer } = await apiCall<{ data: { _id: string; name: string } }>(
    page,
    'POST',
    '/customers',
    { name: unique('Carla Customer'), email: `${unique('carla')}@mail.test` },
  );
  const { data: sale } = await apiCall<{ data: { _id: string } }>(
    page,
    'POST',
    '/transactions',
    {
      items: [{ productId: products[0]?._id, quantity: 2 }],
      customerId: customer._id,
      paymentMethod: 'Cash',
    },
    { 'Idempotency-Key': randomUUID() },
  );
  return { category, sale, product: products[0] as { _id: string; sku: string } };
}

test('signed out: sign-in, sign-up and password recovery', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await check(page, '/login');

  // The keyboard: a focused field shows a ring; the show-password toggle is in the tab order.
  const email = page.getByLabel('Email address');
  await email.focus();
  await expect(email).toHaveCSS('outline-style', 'solid');
  await expect(email).toHaveCSS('outline-width', '2px');
  const password = page.getByLabel('Password', { exact: true });
  await password.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');

  // A refused sign-in shows its message.
  await email.fill('nobody@shop.test');
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, '/login, sign-in refused');
  await check(page, '/');
  await check(page, '/forgot-password');
  await page.getByLabel('Email address').fill('nobody@shop.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expectAccessible(page, '/forgot-password, link sent');
  await check(page, '/reset-password/not-a-real-token');
  await check(page, '/verify-email/not-a-real-token');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, '/verify-email, link refused');

  await page.setViewportSize(PHONE);
  await check(page, '/login', '/login (phone)');
});

test('an Owner: every screen of the menu, its tabs and detail pages', async ({ page }) => {
  // About thirty screens, each loaded and analysed: seconds apiece on a busy machine.
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const { sale } = await ownerWithData(page);

  for (const screen of screens('main')) await check(page, screen.path);
  await check(page, `${SCREENS.settings.path}?tab=subscription`);
  await check(page, `${SCREENS.settings.path}?tab=general`);
  await check(page, `${SCREENS.transactions.path}/${sale._id}`);
  await check(page, '/sandbox-checkout/card');
});

test('an Owner: the skip link, a sale, forms, menus and the phone drawer', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const { category, product } = await ownerWithData(page);

  // The first Tab reaches "Skip to content", shown while focused; it takes the focus past the
  // header and the menu.
  await check(page, SCREENS.dashboard.path);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  // The register with a line in the cart, then the completed sale.
  await check(page, SCREENS.register.path);
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  await barcode.fill(product.sku);
  await barcode.press('Enter');
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, '/pos, a line in the cart');
  await page.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByRole('region', { name: 'Sale completed' })).toBeVisible();
  await expectAccessible(page, '/pos, sale completed');

  // The checkout of an upgrade (the sandbox gateway's dialog).
  await check(page, `${SCREENS.settings.path}?tab=subscription`);
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toContainText('$19');
  await expectAccessible(page, 'sandbox checkout');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A create form, then a delete confirmation.
  await check(page, SCREENS.categories.path);
  await page.getByRole('button', { name: 'Add New Category' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add New Category' })).toBeVisible();
  await expectAccessible(page, 'Add New Category form');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${category.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm deletion' })).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The header's menus.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'profile menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No new notifications.')).toBeVisible();
  await expectAccessible(page, 'notifications');
  await page.keyboard.press('Escape');

  // A phone: the navigation drawer and the full-screen form.
  await page.setViewportSize(PHONE);
  await check(page, SCREENS.dashboard.path, '/dashboard (phone)');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'navigation drawer (phone)');
  await page.keyboard.press('Escape');
  await check(page, SCREENS.products.path, '/products (phone)');
  await page.getByRole('button', { name: 'Add New Product' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add New Product' })).toBeVisible();
  await expectAccessible(page, 'Add New Product form (phone)');
});

test('a platform operator: the Business Admin screens', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const screen of screens('business-admin')) await check(page, screen.path);
});

test('the pages a wrong turn shows: Page not found, signed out and in, and Access Denied', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const notFound = page.getByRole('heading', { name: 'Page not found', level: 1 });
  await page.goto('/no-such-page');
  await expect(notFound).toBeVisible();
  await expectAccessible(page, 'Page not found, signed out');

  await signIn(page, DEMO.cashier.email, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-page');
  await expect(notFound).toBeVisible();
  await expectAccessible(page, 'Page not found, signed in');
  await page.goto(SCREENS.users.path);
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expectAccessible(page, `${SCREENS.users.path}, Access Denied (cashier)`);
});

test('non-text contrast (1.4.11): field and box borders, the switch track, focus rings', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // The sign-in page: its fields on the white card, each ring as the keyboard brings it.
  await check(page, '/login');
  const email = page.getByLabel('Email address');
  const password = page.getByLabel('Password', { exact: true });
  // A password field's box is the element around its <input>.
  const passwordBox = password.locator('xpath=..');
  await expectVisibleEdge(email, 'sign-in Email address');
  await expectVisibleEdge(passwordBox, 'sign-in Password');
  await email.focus();
  await expectVisibleRing(email, 'sign-in Email address, focused');
  await page.keyboard.press('Tab');
  await expectVisibleRing(passwordBox, 'sign-in Password, focused');
  for (const name of ['show-password toggle', 'Forgot your password? link', 'Sign in button']) {
    await page.keyboard.press('Tab');
    await expectVisibleRing(page.locator(':focus'), `sign-in ${name}, focused`);
  }

  // A form in a dialog: text fields, a select and checkboxes.
  await ownerWithData(page);
  await check(page, SCREENS.users.path);
  await page.getByRole('button', { name: 'Add New User' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  // (Name has the focus: the one not focused shows the resting border.)
  const username = dialog.getByRole('textbox', { name: 'Username', exact: true });
  const role = dialog.getByRole('combobox', { name: 'Role' });
  const box = dialog.getByRole('checkbox', { name: 'manage_settings' });
  await expect(box).toBeVisible();
  await expectVisibleEdge(username, 'user form Username');
  await expectVisibleEdge(role, 'user form Role');
  await expectVisibleEdge(box, 'user form permission checkbox');
  // Reached by the keyboard, so the browser shows the ring as it does for a keyboard user.
  await box.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await expectVisibleRing(box, 'user form permission checkbox, focused');
  await page.keyboard.press('Escape');

  // The labels page: checkboxes in a table, a switch on a card.
  await check(page, SCREENS.labels.path);
  const select = page.getByRole('checkbox', { name: /^Select / }).first();
  await expectVisibleEdge(select, 'labels product checkbox');
  const logo = page.getByRole('switch', { name: 'Include logo' });
  await logo.uncheck();
  const track = page.locator('.mantine-Switch-track');
  await expectVisibleEdge(track, 'labels Include logo switch (off)', 'background');
  await logo.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expectVisibleRing(track, 'labels Include logo switch, focused');
});
