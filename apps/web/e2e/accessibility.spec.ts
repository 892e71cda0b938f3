import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { SCREENS, type Screen } from '@pos/contracts/permissions';
import type { TPlatformSettings } from '@pos/contracts/platform-settings';
import { STORE_MESSAGES } from '@pos/contracts/stores';
import { expectAccessible } from './axe';
import { expectVisibleEdge, expectVisibleRing } from './contrast';
import {
  apiCall,
  DEMO,
  resetLinkFor,
  roleIdByName,
  SHARED_STATE,
  shopIsoDate,
  signIn,
  signInWithForm,
  signOut,
  signUp,
  unique,
} from './helpers';
import { verifyLinkCount, verifyLinkFor } from './mail-links';

// WCAG 2.2 AA (and axe's best practices) on every screen, signed out, as an Owner and as a
// platform operator, with the modals, menus and drawers open (docs/guide/accessibility.md). Each
// screen is checked at a desktop size; the phone layout on the screens where it differs (drawer,
// full-screen form).
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The platform's settings: one record for the whole server (the maintenance test puts it back). */
const PLATFORM_SETTINGS = '/business-admin/platform-settings';

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
 * The same for a screen after another of the app: there as a link would take the user (the
 * router follows the history), not by loading the app again — the screen is what is checked,
 * and a load per screen took as long as axe's analysis of it. Its heading changes once the
 * router has shown it; another tab of the same page loads it.
 */
async function checkNext(page: Page, path: string) {
  const here = page.url();
  const before = (await h1(page).count()) === 1 ? await h1(page).textContent() : null;
  if (before && new URL(here).pathname !== new URL(path, here).pathname) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(h1(page)).not.toHaveText(before);
    await expect(page).toHaveURL(path);
    await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
    await expectAccessible(page, path);
  } else {
    await check(page, path);
  }
}

/**
 * A fresh organization on its trial, with something on every screen: products in and out of
 * stock (the three stock badges), a category, an attribute, a second store, a cashier, and a
 * customer who bought something (a completed sale, the dashboard's charts) in an open shift.
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
  const products: { _id: string; sku: string; name: string }[] = [];
  for (const [name, stock] of [
    ['Desk Lamp', 50],
    ['Wick', 5],
    ['Shade', 0],
  ] as const) {
    const { data } = await apiCall<{ data: { _id: string; sku: string; name: string } }>(
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
  const { data: store } = await apiCall<{ data: { _id: string; name: string } }>(
    page,
    'POST',
    '/stores',
    { name: unique('Uptown'), location: '12 High Street' },
  );
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
  // An open shift: the register's shift bar, a row of the shifts list, its details.
  const { data: shift } = await apiCall<{ data: { _id: string } }>(page, 'POST', '/shifts/open', {
    openingFloat: 100,
  });
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
  return {
    category,
    sale,
    shift,
    customer,
    store,
    cashier,
    products,
    product: products[0] as { _id: string; sku: string },
  };
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
  const { sale, shift, store, product, customer } = await ownerWithData(page);
  // Store credit on the customer: the customer's page with its ledger.
  await apiCall(page, 'POST', `/customers/${customer._id}/store-credit`, {
    direction: 'add',
    amount: 10,
    reason: 'Goodwill',
  });
  // A purchase order and a stock count: the purchasing pages.
  const { data: supplier } = await apiCall<{ data: { _id: string } }>(page, 'POST', '/suppliers', {
    name: unique('Supplier'),
  });
  const { data: order } = await apiCall<{ data: { _id: string } }>(
    page,
    'POST',
    '/purchase-orders',
    {
      supplierId: supplier._id,
      storeId: store._id,
      lines: [{ productId: product._id, quantity: 3, unitCost: 2 }],
    },
  );
  const { data: count } = await apiCall<{ data: { _id: string } }>(page, 'POST', '/stock-counts', {
    name: 'Shelf count',
    storeId: store._id,
  });

  for (const screen of screens('main')) await checkNext(page, screen.path);
  await checkNext(page, `${SCREENS.settings.path}?tab=subscription`);
  await checkNext(page, `${SCREENS.settings.path}?tab=general`);
  await checkNext(page, `${SCREENS.transactions.path}/${sale._id}`);
  await checkNext(page, `${SCREENS.shifts.path}/${shift._id}`);
  await checkNext(page, `${SCREENS.purchaseOrders.path}/${order._id}`);
  await checkNext(page, `${SCREENS.stockCounts.path}/${count._id}`);
  await checkNext(page, `${SCREENS.customers.path}/${customer._id}`);
  await checkNext(page, '/sandbox-checkout/card');
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

test("the register's day: payments and change, parked sales, shift dialogs, Return mode, an approval, the PIN card", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const { product, sale, cashier } = await ownerWithData(page);
  const shot = (name: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

  // Payments: cash tendered short (the message), then split rows with what is left filled in.
  await check(page, SCREENS.register.path);
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  await barcode.fill(product.sku);
  await barcode.press('Enter');
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('textbox', { name: 'Cash tendered' }).fill('1');
  await expect(payment).toContainText('The payments do not cover the total.');
  await expectAccessible(page, '/pos, cash tendered short');
  await payment.getByRole('textbox', { name: 'Cash tendered' }).fill('20');
  await expect(payment.getByTestId('change-due')).toHaveText('$7.50');
  await expectAccessible(page, '/pos, change due');
  await payment.getByRole('button', { name: 'Split payment' }).click();
  await expect(payment.getByRole('textbox', { name: 'Payment 2 amount' })).toBeVisible();
  await payment.getByRole('combobox', { name: 'Payment 1 method' }).click();
  await page.getByRole('option', { name: 'Card', exact: true }).click();
  await payment.getByRole('textbox', { name: 'Payment 2 amount' }).fill('1');
  await expect(payment).toContainText(
    'Card, UPI, store credit, gift card and account payments cannot be more than what is left',
  );
  await expectAccessible(page, '/pos, split payment over the total by card');
  await shot('pos-split-error');
  await page.setViewportSize(PHONE);
  await shot('pos-split-error-phone');
  await page.setViewportSize(DESKTOP);

  // Parked sales: none yet, then the park form.
  await page.getByRole('button', { name: 'Parked (0)' }).click();
  await expect(page.getByRole('dialog', { name: 'Parked sales (0)' })).toBeVisible();
  await expectAccessible(page, 'parked sales, none');
  await shot('parked-none');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Park sale' }).click();
  await expect(page.getByRole('dialog', { name: 'Park sale' })).toBeVisible();
  await expectAccessible(page, 'park sale form');
  await page.keyboard.press('Escape');

  // The shift's dialogs (the owner's shift is open).
  const shiftBar = page.getByRole('region', { name: 'Shift' });
  await shiftBar.getByRole('button', { name: 'Pay in / Pay out' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay in / Pay out' });
  await pay.getByRole('button', { name: 'Pay out' }).click();
  await expect(pay.getByText('Amount is required.')).toBeVisible();
  await expectAccessible(page, 'pay in / pay out, errors');
  await page.keyboard.press('Escape');
  await shiftBar.getByRole('button', { name: 'Close shift' }).click();
  const close = page.getByRole('dialog', { name: 'Close shift' });
  await close.getByRole('textbox', { name: 'Counted cash' }).fill('90');
  await expect(close.getByRole('row', { name: 'Over / short' })).toContainText('Short');
  await expectAccessible(page, 'close shift, short');
  await shot('close-shift-short');
  await page.keyboard.press('Escape');

  // Return mode: a number no sale has, then a sale found and a line picked.
  await page.getByRole('radiogroup', { name: 'Register mode' }).getByText('Return').click();
  const number = page.getByRole('textbox', { name: 'Receipt number' });
  await number.fill('999999');
  await number.press('Enter');
  await expect(page.getByRole('region', { name: 'Find the sale' })).toContainText(
    'No sale has this receipt number.',
  );
  await expectAccessible(page, 'Return mode, no such sale');
  await shot('return-not-found');
  const { data: sold } = await apiCall<{
    data: { documentNumber: string; items: { _id: string }[] };
  }>(page, 'GET', `/transactions/${sale._id}`);
  await number.fill(sold.documentNumber);
  await number.press('Enter');
  const found = page.getByRole('region', { name: `Sale ${sold.documentNumber}` });
  await found.getByRole('textbox', { name: /^Units of .* to return$/ }).fill('2');
  await found.getByRole('radio', { name: 'Cash' }).check();
  await expectAccessible(page, 'Return mode, two units picked');
  // Another register takes one back meanwhile: this refund of two is refused, and says why.
  await apiCall(page, 'POST', `/transactions/${sale._id}/returns`, {
    items: [{ itemId: sold.items[0]?._id, quantity: 1 }],
  });
  await found.getByRole('button', { name: 'Refund $25.00' }).click();
  await expect(found.getByRole('alert')).toContainText('can still be returned.');
  // The sale is read again: one unit is left to return now.
  await expect(found.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('1');
  await expectAccessible(page, 'Return mode, the refund refused');
  await shot('return-refused');
  await page.setViewportSize(PHONE);
  await shot('return-refused-phone');
  await page.setViewportSize(DESKTOP);

  // The PIN card with its errors, then a manager's approval refused.
  await check(page, '/profile');
  const pinCard = page.getByRole('region', { name: 'Register PIN' });
  await pinCard.getByLabel('PIN', { exact: true }).fill('12');
  await pinCard.getByLabel('PIN again').fill('13');
  await pinCard.getByRole('button', { name: 'Save PIN' }).click();
  await expect(pinCard.getByText('The register PIN has 4 to 8 digits.')).toBeVisible();
  await expectAccessible(page, 'register PIN card, errors');
  await shot('pin-card-errors');

  // A cashier's discount: the manager's approval, refused.
  await signOut(page);
  await signIn(page, `${cashier}@shop.test`, 'cashier 2026 pw');
  await expect(page).toHaveURL(/\/pos$/);
  await page.goto(SCREENS.register.path);
  await barcode.fill(product.sku);
  await barcode.press('Enter');
  await page.getByRole('button', { name: 'Discounts' }).click();
  await page
    .getByRole('region', { name: 'Cart' })
    .getByRole('textbox', { name: /^Discount on / })
    .fill('1');
  await expectAccessible(page, '/pos, a cashier giving a discount');
  await page.getByRole('button', { name: 'Complete Sale' }).first().click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByRole('textbox', { name: 'Manager e-mail' }).fill('nobody@shop.test');
  await approval.getByLabel('Register PIN').fill('1234');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toContainText('The e-mail or register PIN is not right.');
  await expectAccessible(page, 'manager approval, refused');
});

test.describe(() => {
  // The app opens offline from its service worker's copy.
  test.use({ serviceWorkers: 'allow' });

  test('the register offline: its status, a sale saved on the register, the sales that could not be synced', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    const { products } = await ownerWithData(page);
    // Out of stock, and without stock history: deleted outright below.
    const shade = products[2] as { _id: string; sku: string };
    await page.goto(SCREENS.register.path);
    const status = page.getByRole('status').filter({ hasText: 'Catalogue' });
    await expect(status).toContainText('Catalogue updated just now');
    await page.context().setOffline(true);
    await expect(status).toContainText('Offline — 0 sales waiting to sync');
    const barcode = page.getByRole('textbox', { name: 'Barcode' });
    await barcode.fill(shade.sku);
    await barcode.press('Enter');
    await expectAccessible(page, '/pos offline, a cart');
    await page.getByRole('button', { name: 'Complete Sale' }).click();
    await expect(page.getByRole('region', { name: 'Sale completed' })).toContainText(
      'Sale saved on this register',
    );
    await expectAccessible(page, '/pos offline, a sale saved on the register');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, '/pos offline, a sale saved on the register (phone)');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'New sale' }).click();
    // The product is deleted before the sale reaches the server: refused for good, kept here.
    await apiCall(page, 'DELETE', `/products/${shade._id}`);
    await page.context().setOffline(false);
    await expect(page.getByText('1 sale could not be synced')).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, '/pos, a sale that could not be synced');
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sales that could not be synced' });
    await expect(dialog).toContainText('Product not found');
    await expectAccessible(page, '/pos, the sales that could not be synced');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('unsynced-sales.csv');
  });
});

test('a platform operator: the Business Admin screens', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/business-admin\/organizations$/);
  for (const screen of screens('business-admin')) await checkNext(page, screen.path);
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
  await expect(page).toHaveURL(/\/pos$/);
  await page.goto('/no-such-page');
  await expect(notFound).toBeVisible();
  await expectAccessible(page, 'Page not found, signed in');
  await page.goto(SCREENS.users.path);
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expectAccessible(page, `${SCREENS.users.path}, Access Denied (cashier)`);
});

/** A form in a dialog, checked once it has loaded what it shows. */
async function checkDialog(page: Page, name: string, where: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await expectAccessible(page, where);
  return dialog;
}

/** A 1×1 GIF, as the image of a product. */
const GIF = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

test('signed out: the pages a mailed link opens, once it has worked', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const email = `${unique('mona')}@shop.test`;
  await signUp(page, unique('Mail Shop'), 'Mona Mail', email, 'mail shop 2026 pw');
  const before = verifyLinkCount(email);
  await apiCall(page, 'POST', '/auth/resend-verification', { email });
  const verify = await verifyLinkFor(email, before);
  await signOut(page);

  await page.goto(verify);
  await expect(page.getByRole('status')).toContainText('verified');
  await expect(page.getByRole('link', { name: 'Proceed to Login' })).toBeVisible();
  await expectAccessible(page, '/verify-email, address verified');

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.goto(await resetLinkFor(email));
  await page.getByLabel('New password', { exact: true }).fill('mail shop 2027 pw');
  await page.getByLabel('Confirm new password').fill('mail shop 2028 pw');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expectAccessible(page, '/reset-password, the passwords differ');
  await page.getByLabel('Confirm new password').fill('mail shop 2027 pw');
  await page.getByRole('button', { name: 'Reset password' }).click();
  // Checked before the page moves on to the sign-in by itself (after 5 seconds).
  await expect(page.getByRole('link', { name: 'Proceed to Login' })).toBeVisible();
  await expectAccessible(page, '/reset-password, password changed');
});

test('an Owner: edit forms with what they hold, a toast, a new customer', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const { category, store, cashier } = await ownerWithData(page);
  // A product with everything its form shows: a description, an image, variations.
  const { data: lamp } = await apiCall<{ data: { name: string } }>(page, 'POST', '/products', {
    name: unique('Floor Lamp'),
    description: 'Brass stem, linen shade, 160 cm.',
    price: 89,
    stock: 4,
    sku: unique('FLR').toUpperCase(),
    categoryId: category._id,
    configurableAttributes: [{ name: 'Finish', values: ['Brass', 'Black'] }],
    variations: [
      { attributeCombination: ['Brass'], price: 89, stock: 2 },
      { attributeCombination: ['Black'], price: 92, stock: 0 },
    ],
    images: [{ url: `data:image/gif;base64,${GIF}`, name: 'lamp.gif', isPrimary: true }],
  });

  // The edit forms, filled with what is stored.
  await check(page, SCREENS.products.path);
  await page.getByRole('button', { name: `Edit ${lamp.name}` }).click();
  const product = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(product.getByRole('table', { name: 'Variations' }).getByRole('row')).toHaveCount(3);
  await expect(product.getByRole('group', { name: 'lamp.gif (primary)' })).toBeVisible();
  await checkDialog(page, 'Edit Product', 'Edit Product form, with variations and an image');
  await page.keyboard.press('Escape');
  await expect(product).toBeHidden();

  await check(page, SCREENS.users.path);
  await page.getByRole('button', { name: `Edit ${cashier}` }).click();
  const user = await checkDialog(page, 'Edit User', 'Edit User form');
  await user.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: 'cashier' })).toBeVisible();
  await expectAccessible(page, 'Edit User form, the Role select open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A saved edit: its toast, held open by the pointer (it would close after 3 seconds).
  await check(page, SCREENS.stores.path);
  await page.getByRole('button', { name: `Edit ${store.name}` }).click();
  const edit = await checkDialog(page, 'Edit Store', 'Edit Store form');
  await edit.getByRole('textbox', { name: 'Contact Person' }).fill('Uma Uptown');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const toast = page.getByText(STORE_MESSAGES.updated);
  await toast.hover();
  await expect(edit).toBeHidden();
  await expect(toast).toBeVisible();
  await expectAccessible(page, `toast "${STORE_MESSAGES.updated}"`);

  // Customers have no form of their own: a new one is entered at the register.
  await check(page, SCREENS.register.path);
  await page
    .getByRole('radiogroup', { name: 'Customer' })
    .getByText('New', { exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: 'Customer name' })).toBeVisible();
  await expectAccessible(page, `${SCREENS.register.path}, a new customer's fields`);
});

test('an Owner: open dropdowns and the collapsed sidebar', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(
    page,
    unique('Pop Shop'),
    'Pip Popup',
    `${unique('pip')}@shop.test`,
    'popup 2026 pw',
  );

  // A list's filters with their dropdowns open (a date chosen: its clear button shows).
  const filtered = `${SCREENS.transactions.path}?fromDate=${shopIsoDate()}`;
  await check(page, filtered);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option', { name: 'Completed' })).toBeVisible();
  await expectAccessible(page, `${filtered}, the Status select open`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'From Date', exact: true }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  await expectAccessible(page, `${filtered}, the From Date picker open`);
  // The picker moves the focus to the chosen day; Escape closes it from there.
  await expect(calendar.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // The collapsed sidebar: icons, each named by a tooltip on hover.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Customers' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Customers' })).toBeVisible();
  await expectAccessible(page, 'collapsed sidebar, a tooltip shown');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
});

test('an Owner: a chosen CSV file, labels picked, an expired subscription', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const { products } = await ownerWithData(page);

  // Bulk upload: a file chosen, a file refused, an upload with a refused row.
  await check(page, SCREENS.bulkUpload.path);
  const pick = async (name: string, text: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'CSV file', exact: true }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  };
  await pick('products.txt', 'sku\r\nX\r\n');
  await expect(page.getByText('The file must be a .csv file.')).toBeVisible();
  await expectAccessible(page, `${SCREENS.bulkUpload.path}, a file refused`);
  const sku = unique('CSV').toUpperCase();
  await pick('lamps.csv', `sku,name,price,stock\r\n${sku},Lamp Oil,4.5,9\r\n${sku}-X,,,2\r\n`);
  await expect(page.getByRole('button', { name: 'CSV file', exact: true })).toContainText(
    'lamps.csv',
  );
  await expectAccessible(page, `${SCREENS.bulkUpload.path}, a file chosen`);
  await page.getByRole('button', { name: 'Upload and Process' }).click();
  await expect(page.getByRole('list', { name: 'Upload errors' })).toBeVisible();
  await expectAccessible(page, `${SCREENS.bulkUpload.path}, the result with an error`);

  // Labels: products picked, then their preview.
  await check(page, SCREENS.labels.path);
  for (const p of products.slice(0, 2)) {
    await page.getByRole('checkbox', { name: `Select ${p.name}` }).check();
  }
  await expectAccessible(page, `${SCREENS.labels.path}, two products picked`);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Label preview' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expectAccessible(page, `${SCREENS.labels.path}, the preview`);

  // The test server cannot move its clock on a month: the profile says the period has ended.
  await page.route('**/api/v1/profile', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.user.subscription = { ...body.user.subscription, status: 'expired' };
    await route.fulfill({ response, json: body });
  });
  await check(page, SCREENS.dashboard.path, '/dashboard, subscription expired');
  await expect(page.getByRole('region', { name: 'Subscription expired' })).toBeVisible();
});

test(
  'maintenance and an announcement: the banners, the maintenance page, the sign-in notice',
  SHARED_STATE,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    // An organization's Owner, signed in before maintenance starts (signing in is refused then).
    await signUp(
      page,
      unique('Beacon Shop'),
      'Bea Beacon',
      `${unique('bea')}@shop.test`,
      'beacon 2026 pw',
    );
    const operatorContext = await browser.newContext({ viewport: DESKTOP });
    const operator = await operatorContext.newPage();
    await signIn(operator, DEMO.admin.email, DEMO.admin.password);
    await expect(operator).toHaveURL(/\/business-admin\/organizations$/);
    // One record for the whole server: put back as it was, whatever happens here.
    const { data: original } = await apiCall<{ data: TPlatformSettings }>(
      operator,
      'GET',
      PLATFORM_SETTINGS,
    );
    const announcement = `Stocktake on Sunday ${unique('ann')}: registers close at 6 pm.`;
    try {
      await apiCall(operator, 'PUT', PLATFORM_SETTINGS, { ...original, announcement });
      await check(page, SCREENS.dashboard.path, '/dashboard, trial and announcement banners');
      await expect(page.getByRole('region', { name: 'Announcement', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Trial period' })).toBeVisible();

      await apiCall(operator, 'PUT', PLATFORM_SETTINGS, {
        ...original,
        announcement,
        maintenanceMode: true,
        maintenanceMessage: `Upgrading the registers ${unique('mnt')}; back within the hour.`,
      });
      await check(operator, SCREENS.dashboard.path, '/dashboard, maintenance banner (operator)');
      await expect(operator.getByRole('region', { name: 'Maintenance mode' })).toBeVisible();

      await page.goto(SCREENS.customers.path);
      await expect(h1(page)).toHaveText('Down for maintenance');
      await expectAccessible(page, 'maintenance page');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText(/^Still in maintenance at /)).toBeVisible();
      await expectAccessible(page, 'maintenance page, still in maintenance');

      const visitorContext = await browser.newContext({ viewport: DESKTOP });
      const visitor = await visitorContext.newPage();
      await signInWithForm(visitor, DEMO.cashier.email, DEMO.cashier.password);
      await expect(visitor.getByRole('status', { name: 'Down for maintenance' })).toBeVisible();
      await expectAccessible(visitor, '/login, down for maintenance');
      await visitorContext.close();
    } finally {
      await apiCall(operator, 'PUT', PLATFORM_SETTINGS, original);
      await operatorContext.close();
    }
  },
);

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
