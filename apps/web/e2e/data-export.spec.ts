import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectAccessible } from './axe';
import { apiCall, signUp, unique } from './helpers';

/**
 * "Your data, all of it" (docs/guide/settings-and-subscription.md): the Owner asks for every
 * list of the shop in one zip from Settings, and downloads it when it is ready.
 */
test('export all data: asked for in Settings, ready in a moment, a zip with the products and a README', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Export Shop'),
    'Edda Export',
    `${unique('export')}@shop.test`,
    'export all 2026',
  );
  await apiCall(page, 'POST', '/products', {
    name: 'Exported Lamp',
    price: 12,
    stock: 3,
    sku: 'EXP-1',
  });
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Export all data' });
  await card.getByRole('button', { name: 'Export all data' }).click();
  await expect(page.getByText('Your export has started.')).toBeVisible();
  const link = card.getByRole('link', { name: 'Download the zip' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('the link was also e-mailed to you');
  await expectAccessible(page, 'settings, a finished export');

  const download = page.waitForEvent('download');
  await link.click();
  const path = await (await download).path();
  const files = unzipSync(readFileSync(path));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  expect(Object.keys(files)).toContain('README.txt');
  expect(text('README.txt')).toContain('products');
  const products = Object.keys(files).find((f) => f.startsWith('lists/products'));
  expect(products, 'the products list').toBeDefined();
  expect(text(products ?? '')).toContain('Exported Lamp');
});
