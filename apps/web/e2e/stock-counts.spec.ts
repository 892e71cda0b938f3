import { expect, type Page, test } from '@playwright/test';
import { apiCall, downloadCsv, signUp, unique } from './helpers';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Stock counts in the browser (docs/guide/stock-and-reports.md): a count of one category is
 * started, counted by scanning and by typing while a sale goes on, posted; the differences are
 * booked as STOCK_COUNT rows of the inventory log, the sale stays booked, the variance report
 * downloads and the count is read-only.
 */
test('a category is counted by scanning and typing during a sale, then posted', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Counting Shop'),
    'Casey Counter',
    `${unique('owner')}@shop.test`,
    'counting 2026 pw',
  );
  const { data: drinks } = await apiCall<{ data: { _id: string } }>(page, 'POST', '/categories', {
    name: 'Drinks',
  });
  const product = (name: string, sku: string, stock: number, categoryId: string | null) =>
    apiCall<{ data: { _id: string } }>(page, 'POST', '/products', {
      name,
      sku,
      price: 3,
      stock,
      costPrice: 1.25,
      categoryId,
    });
  const cola = unique('COLA').toUpperCase();
  const juice = unique('JUICE').toUpperCase();
  const { data: colaRow } = await product('Cola Can', cola, 20, drinks._id);
  await product('Orange Juice', juice, 8, drinks._id);
  await product('Tea Towel', unique('TOWEL').toUpperCase(), 5, null);

  await page.goto('/stock-counts');
  await page.getByRole('button', { name: 'Add New Stock Count' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Drinks fridge');
  await expect(form.getByRole('combobox', { name: 'Store or warehouse' })).toHaveValue(
    'Main Store (default)',
  );
  await choose(page, 'Category', 'Drinks');
  await form.getByRole('button', { name: 'Start count' }).click();
  await expect(page.getByText('Stock count started.')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Stock Count SC-000001: Drinks fridge' }),
  ).toBeVisible();
  // Only the drinks: the towel is in no category.
  await expect(page.getByRole('cell', { name: 'Tea Towel' })).toHaveCount(0);

  // 18 colas on the shelf: a case of 12 scanned with its quantity, then six one by one.
  const scanBox = page.getByRole('textbox', { name: 'Scan a barcode' });
  await page.getByRole('textbox', { name: 'Quantity' }).fill('12');
  await scanBox.fill(cola);
  await scanBox.press('Enter');
  await expect(page.getByText('Cola Can: counted 12 (expected 20)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('1');
  for (let i = 0; i < 6; i++) {
    await scanBox.fill(cola.toLowerCase());
    await scanBox.press('Enter');
    await expect(page.getByText(`Cola Can: counted ${13 + i} (expected 20)`)).toBeVisible();
  }
  await scanBox.fill('NOT-A-CODE');
  await scanBox.press('Enter');
  await expect(page.getByText('No product or variation has this barcode')).toBeVisible();
  // The juice is typed: 8 as booked.
  const juiceCount = page.getByRole('textbox', { name: 'Counted Orange Juice' });
  await juiceCount.fill('8');
  await juiceCount.press('Enter');
  await expect(
    page
      .getByRole('row', { name: /Orange Juice/ })
      .getByRole('cell')
      .nth(4),
  ).toHaveText('0');

  // Meanwhile the register sells 5 colas: the count's −2 still applies on top.
  await apiCall(page, 'POST', '/transactions', {
    items: [{ productId: colaRow._id, quantity: 5 }],
    paymentMethod: 'Cash',
  });
  const result = page.getByRole('region', { name: 'So far' });
  await expect(result.getByRole('row', { name: /Difference \(units\)/ })).toHaveText(/-2$/);
  await expect(result.getByRole('row', { name: /Difference at cost/ })).toHaveText(/-\$2\.50$/);

  await page.getByRole('button', { name: 'Post count' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post this count?' });
  await expect(dialog.getByText('1 counted item(s) differ from what was expected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Post count' }).click();
  await expect(page.getByText('Stock count posted.')).toBeVisible();
  const status = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Status' }) });
  await expect(status).toHaveText(/Posted$/);
  // Read-only now: no scanning, no typing, no posting.
  await expect(page.getByRole('textbox', { name: 'Scan a barcode' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Counted Cola Can' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Post count' })).toHaveCount(0);

  const { name, csv } = await downloadCsv(page, 'Variance report (CSV)');
  expect(name).toMatch(/^stock-count-variance-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv).toContain(`"Cola Can","","${cola}","20","18","-2","1.25","-2.50"`);

  // 20 − 5 sold − 2 short = 13; the ledger has the count's row.
  const { data: after } = await apiCall<{ data: { totalStock: number } }>(
    page,
    'GET',
    `/products/${colaRow._id}`,
  );
  expect(after.totalStock).toBe(13);
  await page.goto(`/stock-history?productId=${colaRow._id}&type=STOCK_COUNT`);
  const row = page.getByRole('row').filter({ hasText: 'Stock count SC-000001: Drinks fridge' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Stock count', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '-2', exact: true })).toBeVisible();
  // The row names its document: the count opens from it.
  await row.getByRole('link', { name: 'Stock count SC-000001: Drinks fridge' }).click();
  await expect(
    page.getByRole('heading', { name: 'Stock Count SC-000001: Drinks fridge' }),
  ).toBeVisible();
});

/**
 * The scan message names the scanned item with its count as it is now: a count typed in that
 * item's line afterwards changes it, and the next scan adds to the typed count (docs/guide/
 * stock-and-reports.md, "Counting stock"). At both screen sizes.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the scan message follows typed counts at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUp(
      page,
      unique('Scan Message Shop'),
      'Sam Scanner',
      `${unique('owner')}@shop.test`,
      'scanning 2026 pw',
    );
    const sku = unique('SOAP').toUpperCase();
    await apiCall(page, 'POST', '/products', { name: 'Olive Soap', sku, price: 4, stock: 30 });
    await apiCall(page, 'POST', '/products', {
      name: 'Lemon Soap',
      sku: unique('LEMON').toUpperCase(),
      price: 4,
      stock: 9,
    });
    const { data: stores } = await apiCall<{ data: { _id: string }[] }>(page, 'GET', '/stores');
    const { data: count } = await apiCall<{ data: { _id: string } }>(
      page,
      'POST',
      '/stock-counts',
      { name: 'Soap shelf', storeId: stores[0]?._id },
    );
    await page.goto(`/stock-counts/${count._id}`);

    const scanBox = page.getByRole('textbox', { name: 'Scan a barcode' });
    const message = page.getByRole('status').filter({ hasText: 'Olive Soap: counted' });
    const typed = page.getByRole('textbox', { name: 'Counted Olive Soap' });
    const scan = async () => {
      await scanBox.fill(sku);
      await scanBox.press('Enter');
    };
    const type = async (n: string) => {
      await typed.fill(n);
      await typed.press('Enter');
    };

    await scan();
    await expect(message).toHaveText('Olive Soap: counted 1 (expected 30)');
    await scan();
    await expect(message).toHaveText('Olive Soap: counted 2 (expected 30)');
    // The shelf is recounted by hand: the message says the typed count, not the last scan's.
    await expect(typed).toHaveValue('2');
    await type('25');
    await expect(message).toHaveText('Olive Soap: counted 25 (expected 30)');
    await type('24');
    await expect(message).toHaveText('Olive Soap: counted 24 (expected 30)');
    // The next scan adds to the typed count.
    await scan();
    await expect(message).toHaveText('Olive Soap: counted 25 (expected 30)');
    await expect(typed).toHaveValue('25');
    // Another item's typed count leaves the message on the scanned item.
    const lemon = page.getByRole('textbox', { name: 'Counted Lemon Soap' });
    await lemon.fill('9');
    await lemon.press('Enter');
    const soFar = page.getByRole('region', { name: 'So far' });
    await expect(soFar.getByRole('row', { name: /^Counted/ })).toHaveText(/2$/);
    await expect(message).toHaveText('Olive Soap: counted 25 (expected 30)');
  });
}
