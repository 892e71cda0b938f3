import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { apiCall, DEMO, downloadCsv, shopIsoDate, signIn, unique } from './helpers';

/** A real PNG of one colour, made here so the test needs no fixture files. */
function pngOf(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

function imageFiles() {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-e2e-'));
  const files = {
    png: path.join(dir, 'front.png'),
    gif: path.join(dir, 'back.gif'),
    fake: path.join(dir, 'notes.png'),
  };
  writeFileSync(files.png, pngOf(24, [200, 40, 40]));
  writeFileSync(files.gif, GIF);
  writeFileSync(files.fake, 'This is a text file, not a picture.\n');
  return files;
}

async function pickOption(page: Page, name: string | RegExp) {
  await page.getByRole('option', { name }).click();
}

test('categories: a sub-category, and a parent never offered its own subcategory', async ({
  page,
}) => {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const parent = unique('Apparel');
  const child = unique('Shirts');

  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Category' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Category' });
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(add.getByText('Category Name is required.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Name' }).fill(parent);
  await add.getByRole('textbox', { name: 'Description' }).fill('Everything to wear');
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category created successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Add New Category' }).first().click();
  const sub = page.getByRole('dialog', { name: 'Add New Category' });
  await sub.getByRole('textbox', { name: 'Name' }).fill(child);
  await sub.getByRole('combobox', { name: 'Parent Category' }).click();
  await pickOption(page, parent);
  await sub.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category created successfully!').first()).toBeVisible();
  await expect(sub).toBeHidden();

  // The list names the parent; a top-level category shows N/A.
  await page.getByRole('textbox', { name: 'Search' }).fill(child);
  const childRow = page.getByRole('row', { name: new RegExp(child) });
  await expect(childRow.getByRole('cell').nth(2)).toHaveText(parent);
  await page.getByRole('textbox', { name: 'Search' }).fill(parent);
  const parentRow = page.getByRole('row', { name: new RegExp(`^\\S+ ${parent}`) });
  await expect(parentRow.getByRole('cell').nth(2)).toHaveText('N/A');
  await expect(parentRow).toContainText('Everything to wear');

  // Editing the parent: neither itself nor its subcategory can become its parent.
  await parentRow.getByRole('button', { name: `Edit ${parent}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByRole('combobox', { name: 'Parent Category' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(child) })).toHaveCount(0);
  await expect(page.getByRole('option', { name: parent, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Editing the child: its parent is offered (by path), itself is not.
  await page.getByRole('textbox', { name: 'Search' }).fill(child);
  await page.getByRole('button', { name: `Edit ${child}` }).click();
  const editChild = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(editChild.getByRole('combobox', { name: 'Parent Category' })).toHaveValue(parent);
  await editChild.getByRole('combobox', { name: 'Parent Category' }).click();
  await expect(page.getByRole('option', { name: parent, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(child) })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await editChild.getByRole('button', { name: 'Cancel' }).click();

  // The Parent Category filter: the children of one parent, or the top level.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByRole('combobox', { name: 'Parent Category' }).click();
  await pickOption(page, parent);
  await expect(page).toHaveURL(/parentCategoryId=/);
  await expect(page.getByRole('row', { name: new RegExp(child) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^\\S+ ${parent}`) })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Parent Category' }).click();
  await pickOption(page, 'Top level');
  await expect(page).toHaveURL(/parentCategoryId=none/);
  await page.getByRole('textbox', { name: 'Search' }).fill(parent);
  await expect(page.getByRole('row', { name: new RegExp(`^\\S+ ${parent}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(child) })).toHaveCount(0);
});

test('a product with two images and two variations, then found by search and category', async ({
  page,
}) => {
  const files = imageFiles();
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const category = unique('Tees');
  await apiCall(page, 'POST', '/categories', { name: category, parentCategoryId: null });
  const { data: settings } = await apiCall<{ data: { currencySymbol: string } }>(
    page,
    'GET',
    '/settings/general',
  );
  const name = unique('Crew Tee');
  const maker = unique('Acme Mills');

  await page.goto('/products');
  await expect(page.getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute(
    'href',
    '/products/bulk-upload',
  );
  await page.getByRole('button', { name: 'Add New Product' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add New Product' });

  // The spec's messages before anything is filled in.
  await form.getByRole('button', { name: 'Add Product', exact: true }).click();
  await expect(
    form.getByText('Please fill in all required fields: Name, Price, and Stock.').first(),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('0');
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Stock' }).fill('5');
  await form.getByRole('button', { name: 'Add Product', exact: true }).click();
  await expect(form.getByText('Price must be a positive number.').first()).toBeVisible();

  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('12.5');
  await form.getByRole('textbox', { name: 'SKU' }).fill(unique('TEE'));
  await form.getByRole('combobox', { name: 'Category' }).click();
  await pickOption(page, category);

  // A manufacturer added on the spot.
  await form.getByRole('combobox', { name: 'Manufacturer' }).fill(maker);
  await pickOption(page, `+ Add manufacturer "${maker}"`);
  await expect(form.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue(maker);

  // Two images: the first is primary until the second is starred.
  await form
    .locator('input[type="file"][aria-label="Product images"]')
    .setInputFiles([files.png, files.gif]);
  await expect(form.getByRole('group', { name: 'front.png (primary)' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'back.gif', exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Set back.gif as primary' }).click();
  await expect(form.getByRole('button', { name: 'Set back.gif as primary' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(form.getByRole('button', { name: 'Set front.png as primary' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Size: S, M → two variations.
  await form.getByRole('button', { name: 'Add attribute' }).click();
  // By role: the options list, inside the dialog with its field, is labelled by it too.
  await form.getByRole('combobox', { name: 'Attribute 1', exact: true }).fill('Size');
  const values = form.getByRole('combobox', { name: 'Attribute 1 values' });
  await values.fill('S');
  await values.press('Enter');
  await values.fill('M');
  await values.press('Enter');
  await form.getByRole('button', { name: 'Generate variations' }).click();
  const variations = form.getByRole('table', { name: 'Variations' });
  await expect(variations.getByRole('row')).toHaveCount(3);
  await expect(form.getByRole('textbox', { name: 'Price of S' })).toHaveValue('12.5');
  await form.getByRole('textbox', { name: 'Stock of S' }).fill('3');
  await form.getByRole('textbox', { name: 'Stock of M' }).fill('4');
  await form.getByRole('button', { name: 'Add Product', exact: true }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  // In the list: price with the currency symbol, stock 5 + 3 + 4 = 12 (yellow), the GIF shown.
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${settings.currencySymbol}12.50`);
  await expect(row).toContainText(category);
  const badge = row.getByRole('cell').nth(4).locator('[data-level]');
  await expect(badge).toHaveText('12');
  await expect(badge).toHaveAttribute('data-level', 'low');
  await expect(row.getByRole('img', { name })).toHaveAttribute('src', /^\/uploads\/.+\.gif$/);

  // Reopened: the second image is still the primary one, the variations kept their stock.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByRole('group', { name: 'back.gif (primary)' })).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Set front.png as primary' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(edit.getByRole('textbox', { name: 'Stock of S' })).toHaveValue('3');
  await expect(edit.getByRole('textbox', { name: 'Stock of M' })).toHaveValue('4');
  await expect(edit.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue(maker);
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // The Category filter finds it without a search; a higher minimum price leaves nothing.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await pickOption(page, category);
  await expect(page).toHaveURL(/categoryId=/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  // The CSV holds what the filters select.
  const { name: file, lines, csv } = await downloadCsv(page, 'Download CSV');
  expect(file).toBe(`products-${shopIsoDate()}.csv`);
  expect(lines[0]).toContain('"TotalStock"');
  expect(csv).toContain(`"${name}"`);
  await page.getByRole('textbox', { name: 'Min Price' }).fill('13');
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Min Price' }).fill('12.5');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('an image that is really a text file is refused with the server’s message', async ({
  page,
}) => {
  const files = imageFiles();
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const name = unique('Mystery Box');

  await page.goto('/products');
  await page.getByRole('button', { name: 'Add New Product' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add New Product' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('3');
  await form.getByRole('textbox', { name: 'Stock' }).fill('0');
  await form.locator('input[type="file"][aria-label="Product images"]').setInputFiles(files.fake);
  await expect(form.getByRole('group', { name: 'notes.png (primary)' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Product', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText(
    '"notes.png" is not a PNG, JPEG, WebP or GIF image.',
  );
  // Nothing was saved: the form stays open and the product is not listed.
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
});
