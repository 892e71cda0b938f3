import { expect, test } from '@playwright/test';
import { apiCall, DEMO, scan, signUp, unique } from './helpers';
import { mailsTo } from './mail-links';

type Saved = { data: { _id: string } };

/**
 * Purchasing's whole loop in the browser (docs/guide/suppliers-and-purchase-orders.md): the reorder
 * screen makes the purchase order, it is ordered and e-mailed to the supplier, received by
 * scanning, the category is counted and posted (its STOCK_COUNT row in the inventory log), and the
 * low-stock digest, run by a platform operator, names what is still low.
 */
test('reorder → purchase order → e-mail → receive by scan → count the category → digest', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = `${unique('owner')}@shop.test`;
  await signUp(page, unique('Tea House'), 'Tomas Tea', ownerEmail, 'tea house 2026 pw');
  // The digest is due from midnight on: the test runs it whenever it likes.
  const { data: settings } = await apiCall<{ data: Record<string, unknown> }>(
    page,
    'GET',
    '/settings/general',
  );
  await apiCall(page, 'PUT', '/settings/general', { ...settings, lowStockDigestHour: 0 });
  const supplierEmail = `${unique('sales')}@leafandco.test`;
  const { data: supplier } = await apiCall<Saved>(page, 'POST', '/suppliers', {
    name: 'Leaf & Co',
    email: supplierEmail,
  });
  const { data: tea } = await apiCall<Saved>(page, 'POST', '/categories', { name: 'Tea' });
  const green = unique('GREEN').toUpperCase();
  const black = unique('BLACK').toUpperCase();
  const product = (body: Record<string, unknown>) =>
    apiCall<Saved>(page, 'POST', '/products', {
      price: 6,
      costPrice: 2.5,
      categoryId: tea._id,
      supplier: supplier._id,
      ...body,
    });
  const { data: greenTea } = await product({
    name: 'Green Tea',
    sku: green,
    stock: 2,
    reorderLevel: 10,
    reorderQuantity: 24,
  });
  await product({ name: 'Black Tea', sku: black, stock: 4, reorderLevel: 5 });
  await product({ name: 'Mint Tea', sku: unique('MINT').toUpperCase(), stock: 1, reorderLevel: 6 });

  // Reorder: green tea (its reorder quantity, 24) and black tea (up to twice its level: 6).
  await page.goto('/reorder');
  const group = page.getByRole('region', { name: 'Leaf & Co' });
  await expect(
    group.getByRole('textbox', { name: 'Order quantity of Green Tea at Main Store' }),
  ).toHaveValue('24');
  await expect(
    group.getByRole('textbox', { name: 'Order quantity of Black Tea at Main Store' }),
  ).toHaveValue('6');
  await group.getByRole('checkbox', { name: 'Select Green Tea at Main Store' }).check();
  await group.getByRole('checkbox', { name: 'Select Black Tea at Main Store' }).check();
  await page.getByRole('button', { name: 'Create purchase orders (2)' }).click();
  await expect(page.getByText('1 purchase order created')).toBeVisible();
  await page.getByRole('link', { name: /Leaf & Co → Main Store/ }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Order PO-000001' })).toBeVisible();

  // Ordered and e-mailed: the supplier gets the PDF.
  await page.getByRole('button', { name: 'Order and e-mail supplier' }).click();
  await expect(
    page.getByText('Purchase order marked as ordered and e-mailed to the supplier.'),
  ).toBeVisible();
  await expect.poll(() => mailsTo(supplierEmail).length).toBe(1);
  expect(mailsTo(supplierEmail)[0]).toContain('PO-000001.pdf');

  // The delivery, scanned: the first scan starts the receipt from nothing.
  await page.getByRole('button', { name: 'Receive stock' }).click();
  for (let i = 0; i < 3; i++) await scan(page, 'Scan items', green.toLowerCase());
  await scan(page, 'Scan items', black);
  await expect(page.getByRole('textbox', { name: 'Receiving now of Green Tea' })).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: 'Receiving now of Black Tea' })).toHaveValue('1');
  // The rest of the boxes counted by hand.
  await page.getByRole('textbox', { name: 'Receiving now of Green Tea' }).fill('24');
  await page.getByRole('textbox', { name: 'Receiving now of Black Tea' }).fill('6');
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(page.getByText('Stock received successfully!')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Status' }) }),
  ).toHaveText(/Status\s*Received$/);

  // The tea shelf counted: 26 green teas booked, 25 found; black and mint as booked.
  await page.goto('/stock-counts');
  await page.getByRole('button', { name: 'Add New Stock Count' }).first().click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tea shelf');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tea', exact: true }).click();
  await page.getByRole('button', { name: 'Start count' }).click();
  await expect(
    page.getByRole('heading', { name: 'Stock Count SC-000001: Tea shelf' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('25');
  await scan(page, 'Scan a barcode', green);
  await expect(page.getByText('Green Tea: counted 25 (expected 26)')).toBeVisible();
  for (const [name, counted] of [
    ['Black Tea', '10'],
    ['Mint Tea', '1'],
  ] as const) {
    const field = page.getByRole('textbox', { name: `Counted ${name}` });
    await field.fill(counted);
    await field.press('Enter');
  }
  const soFar = page.getByRole('region', { name: 'So far' });
  await expect(soFar.getByRole('row', { name: /^Counted/ })).toHaveText(/3$/);
  await page.getByRole('button', { name: 'Post count' }).click();
  await page
    .getByRole('dialog', { name: 'Post this count?' })
    .getByRole('button', {
      name: 'Post count',
    })
    .click();
  await expect(page.getByText('Stock count posted.')).toBeVisible();

  await page.goto(`/stock-history?productId=${greenTea._id}`);
  const counted = page.getByRole('row').filter({ hasText: 'Stock count SC-000001: Tea shelf' });
  await expect(counted).toHaveCount(1);
  await expect(counted.getByText('Stock count', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Received on PO-000001' })).toHaveCount(1);

  // The digest, run now by a platform operator: mint tea is still low; green and black are not.
  const api = await playwright.request.newContext({ baseURL: page.url() });
  const login = await api.post('/api/v1/auth/login', {
    data: { username: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const ran = await api.post('/api/v1/business-admin/jobs/low-stock-digest/run', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ran.ok(), await ran.text()).toBe(true);
  await api.dispose();
  await expect.poll(() => mailsTo(ownerEmail).filter((m) => /Low stock at/.test(m)).length).toBe(1);
  const digest = (mailsTo(ownerEmail).find((m) => /Low stock at/.test(m)) ?? '').replace(
    /=\r?\n/g,
    '',
  );
  expect(digest).toContain('Mint Tea');
  expect(digest).not.toContain('Green Tea');
  expect(digest).not.toContain('Black Tea');
});
