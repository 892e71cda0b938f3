import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, unique } from './helpers';

/** Writes a file into a fresh temporary folder and answers its path. */
function tempFile(name: string, content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bulk-upload-')), name);
  writeFileSync(file, content);
  return file;
}

/** Picks a file the way a user does: through the file chooser the "CSV file" field opens. */
async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'CSV file', exact: true }).click();
  await (await chooser).setFiles(file);
}

test('bulk upload creates and updates products; labels preview and print them', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const stem = unique('BLK').toUpperCase();
  const [apple, berry, broken] = [`${stem}-A`, `${stem}-B`, `${stem}-C`];
  const appleName = `Label Apple ${stem}`;

  await page.goto('/products/bulk-upload');
  await expect(
    page.getByRole('heading', { name: 'Bulk Upload Products via CSV', level: 1 }),
  ).toBeVisible();
  const uploadButton = page.getByRole('button', { name: 'Upload and Process' });
  await expect(uploadButton).toBeDisabled();

  // The template is made in the browser: the header of the columns and one example row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('products-template.csv');

  // Another type of file is refused before anything is sent.
  await chooseFile(page, tempFile('products.txt', 'sku\r\nX\r\n'));
  await uploadButton.click();
  await expect(page.getByText('The file must be a .csv file.')).toBeVisible();

  // Two good rows and one new SKU without name and price: the good rows go in regardless.
  await chooseFile(
    page,
    tempFile(
      'products.csv',
      [
        'sku,name,price,stock,category',
        `${apple},${appleName},1.25,5,E2E Fruit`,
        `${berry},Label Berry ${stem},2.50,3,E2E Fruit`,
        `${broken},,,2,`,
        '',
      ].join('\r\n'),
    ),
  );
  await uploadButton.click();
  await expect(page.getByText('Products Created: 2')).toBeVisible();
  await expect(page.getByText('Products Updated: 0')).toBeVisible();
  await expect(page.getByText('Errors (1)')).toBeVisible();
  await expect(page.getByText(`${broken} (line 4):`)).toBeVisible();

  // The same SKU again with another price updates it.
  await chooseFile(page, tempFile('prices.csv', `sku,price\r\n${apple},1.75\r\n`));
  await uploadButton.click();
  await expect(page.getByText('Products Updated: 1')).toBeVisible();
  await expect(page.getByText('Products Created: 0')).toBeVisible();

  // Labels: nothing selected is refused.
  await page.goto('/labels/generate');
  await expect(page.getByRole('heading', { name: 'Generate Labels', level: 1 })).toBeVisible();
  await expect(page.getByText('No preview items.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  await expect(page.getByText('Select at least one product to generate labels.')).toBeVisible();

  await page.getByLabel('Search products').fill(stem);
  await page.getByLabel(`Select ${appleName}`).check();
  await page.getByLabel(`Copies of ${appleName}`).fill('2');

  // Preview: the product twice, at its new price in the organization's currency.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const tiles = page.getByRole('list', { name: 'Label preview' }).getByRole('listitem');
  await expect(tiles).toHaveCount(2);
  for (const tile of await tiles.all()) {
    await expect(tile).toContainText(appleName);
    await expect(tile).toContainText(apple);
    await expect(tile).toContainText('$1.75');
    await expect(tile).toContainText('Small (3 × 1.5 in)');
  }
  await page.getByRole('button', { name: 'Clear Preview' }).click();
  await expect(page.getByText('No preview items.')).toBeVisible();

  // The PDF opens in a new tab; the bytes the API sent are a PDF.
  const sent: { pdf?: Buffer } = {};
  await page.route('**/api/v1/labels/generate', async (route) => {
    const response = await route.fetch();
    sent.pdf = await response.body();
    await route.fulfill({ response });
  });
  const opening = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const tab = await opening;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  expect(sent.pdf?.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // A SKU EAN-13 cannot encode: the failure, and the server's reason so the user can act.
  await page.getByRole('combobox', { name: 'Symbology' }).click();
  await page.getByRole('option', { name: 'EAN-13' }).click();
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Unable to generate PDF.' });
  await expect(alert).toContainText('Unable to generate PDF. See console for details.');
  await expect(alert).toContainText(`SKU "${apple}" cannot be encoded as EAN-13`);
});
