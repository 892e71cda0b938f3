import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openRegister, scan, setUpShop, tillShop } from './helpers';

/*
 * The customer display (docs/guide/register.md, "Customer display"): a second browser, signed
 * in as nobody, paired by the code the register shows; it follows the register's cart live and
 * shows nothing more once the register disconnects it.
 */

/** The display's screen at a size, checked by axe and kept as a picture. */
async function look(display: Page, name: string, size: { width: number; height: number }) {
  await display.setViewportSize(size);
  await expectAccessible(display, `the customer display (${name})`);
  await display.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a display paired by the register follows the sale live, thanks the customer, and stops when disconnected', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { staff, products } = await setUpShop(browser, tillShop('Display Deli', 'Dee Owner'));
  await openRegister(page, staff.cashier);

  await page.getByRole('button', { name: 'Customer display' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer display' });
  await dialog.getByRole('button', { name: 'Pair a display' }).click();
  const url = (await dialog.getByTestId('display-url').textContent()) ?? '';
  expect(url).toMatch(/\/display\/[A-HJ-NP-Z2-9]{8}$/);
  await expect(dialog.getByTestId('pairing-code')).toHaveText(
    /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/,
  );
  await expect(dialog.getByRole('img', { name: `QR code of ${url}` })).toBeVisible();
  await expectAccessible(page, 'the display pairing dialog');
  await page.screenshot({ path: test.info().outputPath('display-pairing.png') });

  // Another device: no session, only the code's address.
  const other = await browser.newContext();
  const display = await other.newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto(url);
  await expect(display.getByRole('heading', { name: 'Welcome to Display Deli' })).toBeVisible();
  await expect(dialog.getByText('Paired', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('displays-paired')).toHaveText('1');

  // Two mugs and a tea: the display shows each line as it is rung up, and the total.
  await scan(page, 'Barcode', products.mug.sku);
  const items = display.getByRole('list', { name: 'Items' });
  await expect(items).toContainText('Mug Classic');
  await expect(items).toContainText('1 × $19.99');
  await scan(page, 'Barcode', products.mug.sku);
  await scan(page, 'Barcode', products.tea.sku);
  await expect(items).toContainText('2 × $19.99');
  await expect(items).toContainText('Tea Sampler');
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const totals = display.getByRole('region', { name: 'Totals' });
  // 44.48 with VAT 10 % (4.45) and City tax 2.5 % (1.11) added.
  await expect(totals).toContainText('Subtotal$44.48');
  await expect(totals).toContainText('VAT 10%$4.45');
  await expect(totals).toContainText('Total$50.04');
  await expect(checkout).toContainText('$50.04');
  await look(display, 'display-cart-1920', { width: 1920, height: 1080 });
  await look(display, 'display-cart-390', { width: 390, height: 844 });

  // $60 in cash: the change shows before the sale is completed, and on the thank-you.
  await checkout.getByRole('textbox', { name: 'Cash tendered' }).fill('60');
  await expect(totals).toContainText('Change$9.96');
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByRole('region', { name: 'Sale completed' })).toBeVisible();
  await expect(display.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(display.getByRole('main')).toContainText('Paid$60.00');
  await expect(display.getByRole('main')).toContainText('Change$9.96');
  await look(display, 'display-thanks-390', { width: 390, height: 844 });
  await look(display, 'display-thanks-1920', { width: 1920, height: 1080 });

  // The next sale starts with a welcome.
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(display.getByRole('heading', { name: 'Welcome to Display Deli' })).toBeVisible();
  // Leaving the register with a cart rung up leaves the display on the welcome, not the cart.
  await scan(page, 'Barcode', products.tea.sku);
  await expect(items).toContainText('Tea Sampler');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(display.getByRole('heading', { name: 'Welcome to Display Deli' })).toBeVisible();
  await nav.getByRole('link', { name: 'Register' }).click();

  // Disconnected at the register: the display says so and shows nothing of the next cart.
  await page.getByRole('button', { name: 'Customer display: 1 paired' }).click();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(display.getByRole('heading', { name: 'Not paired' })).toBeVisible();
  await expect(dialog.getByText('None yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await scan(page, 'Barcode', products.tea.sku);
  await display.reload();
  await expect(display.getByRole('heading', { name: 'Not paired' })).toBeVisible();
  await expect(display.getByRole('main')).not.toContainText('Tea Sampler');
  await look(display, 'display-unpaired-390', { width: 390, height: 844 });
  await other.close();
});
