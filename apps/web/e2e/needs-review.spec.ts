import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { apiCall, setUpShop, signIn } from './helpers';

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The register offline (docs/guide/shifts-and-offline.md): an offline register syncs a sale that
 * took more than the store had. The server records it and flags it; a manager finds it with the
 * "Needs review" filter, reads why on its details and marks it reviewed; the badge goes.
 */
test('an oversold offline sale: filtered, explained, marked reviewed', async ({ browser }) => {
  const { owner, products, staff } = await setUpShop(browser, {
    organization: 'Offline Shop',
    owner: 'Olga Owner',
    password: 'offline shop 2026',
    products: { kettle: { name: 'Kettle', price: 30, stock: 1 } },
    staff: {
      manager: { name: 'Mina Manager', role: 'organization_manager' },
      cashier: { name: 'Cas Cashier', role: 'cashier' },
    },
  });
  const device = randomUUID();
  const madeAt = new Date(Date.now() - 45 * 60_000).toISOString();
  const sync = (quantity: number, localNumber: string) =>
    apiCall<{ data: { _id: string; needsReview: boolean } }>(
      owner,
      'POST',
      '/transactions',
      {
        items: [{ productId: products.kettle._id, quantity }],
        paymentMethod: 'Cash',
        offline: { createdAt: madeAt, deviceId: device, localNumber },
      },
      { 'Idempotency-Key': randomUUID() },
    ).then((r) => r.data);
  // One unit in stock: the first sale takes it, the second is more than the store had.
  const fine = await sync(1, 'NR01-6');
  const oversold = await sync(2, 'NR01-7');
  expect(fine.needsReview).toBe(false);
  expect(oversold.needsReview).toBe(true);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, staff.manager.email, staff.manager.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/transactions');
  const rows = page.getByRole('row').filter({ hasText: 'NR01-' });
  await expect(rows).toHaveCount(2);
  await choose(page, 'Review', 'Needs review');
  await expect(page).toHaveURL(/needsReview=true/);
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText('Offline NR01-7');
  await expect(row.getByText('Needs review', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('needs-review-list.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone shows the rows as cards.
  await expect(page.getByText('Offline NR01-7')).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('needs-review-list-phone.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The local number finds it in the search too.
  await page.goto('/transactions?search=NR01-7');
  await expect(rows).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${oversold._id}$`));
  const block = page.getByRole('region', { name: 'Made offline' });
  await expect(block).toContainText('NR01-7');
  await expect(block).toContainText('Sold more than the store had in stock');
  await expect(block.getByText('Needs review', { exact: true })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('needs-review-details.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: test.info().outputPath('needs-review-details-phone.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A cashier reads the reasons but cannot clear them.
  const cashier = await (await browser.newContext()).newPage();
  await signIn(cashier, staff.cashier.email, staff.cashier.password);
  await expect(cashier).toHaveURL(/\/pos$/);
  await cashier.goto(`/transactions/${oversold._id}`);
  await expect(cashier.getByRole('region', { name: 'Made offline' })).toContainText(
    'A manager marks it reviewed.',
  );
  await expect(cashier.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);

  await block.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(block).toContainText('Reviewed by Mina Manager');
  await expect(block.getByText('Needs review', { exact: true })).toHaveCount(0);
  // The reason stays on record.
  await expect(block).toContainText('Sold more than the store had in stock');

  await page.goto('/transactions?needsReview=true');
  await expect(page.getByText('No transactions found matching your criteria.')).toBeVisible();
  await page.goto('/transactions');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row').getByText('Needs review', { exact: true })).toHaveCount(0);
});
