import { randomUUID } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import { apiCall, pdfTextOf, setUpShop, signIn } from './helpers';

/** A fresh organization with a 10 % tax, one product and a cashier, set up by its owner. */
async function setUp(browser: Browser) {
  const { owner, products, staff } = await setUpShop(browser, {
    organization: 'Drawer Deli',
    owner: 'Dana Owner',
    password: 'drawer count 2026',
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    products: { bagels: { name: 'Bagel Box', price: 20, stock: 50 } },
    staff: { cashier: { name: 'Casey Cashier', role: 'cashier' } },
  });
  return { owner, cashier: staff.cashier, product: products.bagels };
}

test('a cashier opens a shift with a float, pays out, closes it counting the cash and reads the Z report', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, cashier, product } = await setUp(browser);
  await signIn(page, cashier.email, cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Register' })
    .click();
  const shiftBar = page.getByRole('region', { name: 'Shift' });
  await expect(shiftBar).toContainText('No open shift: a sale made now belongs to no shift');

  // Open shift: the float is required, then $100.00.
  await shiftBar.getByRole('button', { name: 'Open shift' }).click();
  const openDialog = page.getByRole('dialog', { name: 'Open shift' });
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(openDialog).toContainText('Opening float is required.');
  await openDialog.getByRole('textbox', { name: 'Opening float' }).fill('100');
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(openDialog).toBeHidden();
  // The time as the browser's locale writes it ("09:02", "9:02 AM").
  await expect(shiftBar).toContainText(/Shift open since \d{1,2}:\d\d( [AP]M)? · float \$100\.00/);

  // A sale in the shift: $22.00 paid with a $50 note, $28.00 change.
  const { data: sale } = await apiCall<{ data: { change: number; shiftId: string } }>(
    page,
    'POST',
    '/transactions',
    {
      items: [{ productId: product._id, quantity: 1 }],
      payments: [{ method: 'Cash', amount: 50 }],
    },
  );
  expect(sale.change).toBe(28);

  // Pay out $5: the reason is required.
  await shiftBar.getByRole('button', { name: 'Pay in / Pay out' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Pay in / Pay out' });
  await expect(payDialog.getByRole('radio', { name: 'Pay out' })).toBeChecked();
  await payDialog.getByRole('textbox', { name: 'Amount' }).fill('5');
  await payDialog.getByRole('button', { name: 'Pay out' }).click();
  await expect(payDialog).toContainText('Give a reason for the cash movement.');
  await payDialog.getByRole('textbox', { name: 'Reason' }).fill('Window cleaner');
  await payDialog.getByRole('button', { name: 'Pay out' }).click();
  await expect(payDialog).toBeHidden();
  await expect(page.getByText('Cash movement recorded.')).toBeVisible();

  // Close shift: 100 + 50 − 28 − 5 = 117.00 expected; counting 115.50 shows short $1.50 first.
  await shiftBar.getByRole('button', { name: 'Close shift' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close shift' });
  await expect(closeDialog.getByRole('row', { name: 'Expected cash' })).toContainText('$117.00');
  await closeDialog.getByRole('textbox', { name: 'Counted cash' }).fill('115.50');
  await expect(closeDialog.getByRole('row', { name: 'Over / short' })).toContainText('Short $1.50');
  await page.screenshot({ path: test.info().outputPath('close-shift.png') });
  await closeDialog.getByRole('button', { name: 'Close shift' }).click();
  await expect(closeDialog.getByRole('status')).toHaveText('Shift closed.');
  await expect(closeDialog.getByRole('row', { name: 'Counted cash' })).toContainText('$115.50');
  await expect(closeDialog.getByRole('row', { name: 'Difference' })).toContainText('Short $1.50');

  // The Z report opens in a tab; the same PDF, downloaded, holds the figures.
  const opening = page.waitForEvent('popup');
  await closeDialog.getByRole('button', { name: 'Z report' }).click();
  const tab = await opening;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const report = await page.request.get(`/api/v1/shifts/${sale.shiftId}/report.pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(report.headers()['content-type']).toBe('application/pdf');
  expect(report.headers()['content-disposition']).toMatch(/filename="z-report-/);
  const text = pdfTextOf(await report.body());
  expect(text).toContain('Z REPORT');
  expect(text).toContain('Casey Cashier');
  expect(text).toMatch(/Opening float\s+\$100\.00/);
  expect(text).toMatch(/Cash taken\s+\$50\.00/);
  expect(text).toMatch(/Change given\s+-\$28\.00/);
  expect(text).toMatch(/Pay-outs\s+-\$5\.00/);
  expect(text).toMatch(/Expected cash\s+\$117\.00/);
  expect(text).toMatch(/Counted cash\s+\$115\.50/);
  expect(text).toMatch(/Difference\s+Short \$1\.50/);
  expect(text).toContain('Window cleaner');

  await closeDialog.getByRole('button', { name: 'Done' }).click();
  await expect(shiftBar).toContainText('No open shift: a sale made now belongs to no shift');

  // The Shifts list shows it; its row opens the details.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Shifts' })
    .click();
  await expect(page).toHaveURL(/\/shifts$/);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Casey Cashier' });
  await expect(row).toHaveCount(1);
  for (const seen of ['Closed', '$100.00', '$117.00', '$115.50', 'Short $1.50']) {
    await expect(row).toContainText(seen);
  }
  await row.getByText('Casey Cashier').click();
  await expect(page).toHaveURL(new RegExp(`/shifts/${sale.shiftId}$`));
  const drawer = page.getByRole('region', { name: 'Cash drawer' });
  await expect(drawer.getByRole('row', { name: 'Expected cash' })).toContainText('$117.00');
  await expect(drawer.getByRole('row', { name: 'Difference' })).toContainText('Short $1.50');
  await expect(page.getByRole('table', { name: 'Cash movements' })).toContainText('Window cleaner');
  await expect(page.getByRole('button', { name: 'Z report' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shift-details.png'), fullPage: true });

  // The owner (manage_shifts) sees the cashier's shift too.
  await owner.goto('/shifts');
  await expect(
    owner.getByRole('table').getByRole('row').filter({ hasText: 'Casey Cashier' }),
  ).toContainText('Short $1.50', { timeout: 30_000 });
  // No such shift, and an address that names none: the not-found text under the page's title.
  for (const id of [randomUUID(), 'not-an-id']) {
    await owner.goto(`/shifts/${id}`);
    await expect(owner.getByText('Shift not found.')).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Shift Details', level: 1 })).toBeVisible();
    await expect(owner).toHaveTitle(/^Shift Details · /);
  }
  await owner.getByRole('link', { name: 'Back to Shifts' }).click();
  await expect(owner).toHaveURL(/\/shifts$/);

  // Selling only in a shift: the register says so and offers to open one.
  const { data: now } = await apiCall<{ data: Record<string, unknown> }>(
    owner,
    'GET',
    '/settings/general',
  );
  await apiCall(owner, 'PUT', '/settings/general', { ...now, requireOpenShift: true });
  await page.goto('/pos');
  const notice = page.getByRole('status').filter({ hasText: 'Open a shift before selling.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Open shift' }).click();
  await page
    .getByRole('dialog', { name: 'Open shift' })
    .getByRole('textbox', { name: 'Opening float' })
    .fill('50');
  await page
    .getByRole('dialog', { name: 'Open shift' })
    .getByRole('button', { name: 'Open shift' })
    .click();
  await expect(shiftBar).toContainText('float $50.00');
  await page.screenshot({ path: test.info().outputPath('register-shift.png') });
  await owner.context().close();
});
