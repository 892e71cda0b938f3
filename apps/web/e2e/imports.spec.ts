import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, downloadCsv, pickOption, signUp, unique } from './helpers';

/** Shopify's products export, in the layout its help page lists (the API tests' fixture). */
const SHOPIFY_PRODUCTS = path.resolve(
  import.meta.dirname,
  '../../api/src/modules/imports/fixtures/shopify-products.csv',
);

/** Settings → Import with Shopify's products file chosen and previewed. */
async function previewShopifyFile(page: Page) {
  await page.getByRole('combobox', { name: 'Your old POS' }).click();
  await page.getByRole('option', { name: 'Shopify', exact: true }).click();
  await page.locator('input[type=file]').setInputFiles(SHOPIFY_PRODUCTS);
  await page.getByRole('button', { name: 'Preview' }).click();
  return page.getByRole('region', { name: 'Preview' });
}

/**
 * "Moving from another POS" (docs/guide/settings-and-subscription.md): the Owner uploads the
 * products file Shopify exported, sees how its columns are read and changes one, imports it,
 * downloads the rows that were refused, finds the products with their variations and stock, and
 * imports the same file again without changing anything.
 */
test('import from Shopify: the preview, a column remapped, the job, the refused rows, the products, and a second import that changes nothing', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Import Shop'),
    'Ida Import',
    `${unique('import')}@shop.test`,
    'import all 2026',
  );
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Import from another POS' }).click();
  await expect(page.getByRole('heading', { name: 'Import from another POS' })).toBeVisible();

  const preview = await previewShopifyFile(page);
  await expect(preview).toContainText(
    'Read as an export of products from Shopify; 8 rows in the file.',
  );
  // Each column with the field it feeds; the vendor's own columns this app has no use for, said.
  await expect(preview.getByRole('combobox', { name: 'Field for Inventory quantity' })).toHaveValue(
    'Stock quantity',
  );
  await expect(
    preview.getByRole('alert').filter({ hasText: 'Columns not imported' }),
  ).toContainText('Vendor, Tags');
  await expect(preview).toContainText('Row 8: "12.O0" is not an amount.');
  const coffee = preview.getByRole('row', { name: /Single-Origin Coffee Beans/ });
  await expect(coffee).toContainText('COF-ETH-1KG');
  await expectAccessible(page, 'import, the preview of a Shopify file');
  // On a phone the preview's tables scroll sideways, each a box the keyboard can reach.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'import, the preview of a Shopify file on a phone');
  if (desktop) await page.setViewportSize(desktop);

  // The SKU column left out: the preview shows the barcode where the SKU was, then back.
  const skuField = preview.getByRole('combobox', { name: 'Field for SKU', exact: true });
  await skuField.click();
  await page.getByRole('option', { name: 'Not imported' }).click();
  await expect(coffee).toContainText('0810012340059');
  await pickOption(page, skuField, 'SKU');
  await expect(coffee).toContainText('COF-ETH-1KG');

  await page.getByRole('button', { name: 'Start the import' }).click();
  await expect(page.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('8 of 8 rows; 3 created, 0 changed, 1 refused.')).toBeVisible();
  const refused = await downloadCsv(page, 'Download the refused rows (CSV)');
  expect(refused.lines[0]).toBe('"Row","Column","Message"');
  expect(refused.csv).toContain('"8","Price","""12.O0"" is not an amount."');

  // The tee came in as one product with its four variations and their stock.
  const { data: products } = await apiCall<{
    data: { name: string; variations: { sku: string | null; stock: number }[] }[];
  }>(page, 'GET', '/products?search=Organic%20Cotton%20Tee');
  expect(products.map((p) => p.name)).toEqual(['Organic Cotton Tee']);
  const stockOf = new Map(products[0]?.variations.map((v) => [v.sku, v.stock]));
  expect([...stockOf.keys()].sort()).toEqual(['TEE-M-BLK', 'TEE-M-OAT', 'TEE-S-BLK', 'TEE-S-OAT']);
  expect([stockOf.get('TEE-S-BLK'), stockOf.get('TEE-M-BLK')]).toEqual([14, 21]);
  await page.goto('/products');
  await expect(page.getByRole('row', { name: /Organic Cotton Tee/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Single-Origin Coffee Beans 1 kg/ })).toBeVisible();

  // The same file again: every record's fingerprint matches, nothing is written.
  await page.goto('/settings/import');
  await previewShopifyFile(page);
  await page.getByRole('button', { name: 'Start the import' }).click();
  await expect(page.getByText('8 of 8 rows; 0 created, 0 changed, 1 refused.')).toBeVisible({
    timeout: 30_000,
  });
});
