import { expect, type Locator, type Page, test } from '@playwright/test';
import { TAX_CLASSES_CSV_COLUMNS } from '@pos/contracts/tax-classes';
import { downloadCsv, shopIsoDate, signUp, unique } from './helpers';

const CSV_HEADER = TAX_CLASSES_CSV_COLUMNS.map((c) => `"${c}"`).join(',');

/** Fills the name and rate of the form's `n`th tax (1-based). */
async function fillTax(form: Locator, n: number, name: string, rate: string) {
  const tax = form.getByRole('group', { name: `Tax ${n}` });
  await tax.getByRole('textbox', { name: 'Tax name' }).fill(name);
  await tax.getByRole('textbox', { name: 'Rate (%)' }).fill(rate);
}

/** A form's Name box (not its taxes' "Tax name"). */
const nameBox = (form: Locator) => form.getByRole('textbox', { name: 'Name', exact: true });

/** Opens a Mantine select by its label and picks an option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('tax classes: add, edit, a taken name, the default moved and back, the CSV, delete', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Tax Shop'),
    'Tara Tax',
    `${unique('tax')}@shop.test`,
    'tax classes 2026',
  );
  // Found in the menu, beside Stores and Settings.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Tax Classes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Tax Classes', level: 1 })).toBeVisible();
  const cells = (name: string) =>
    page.getByRole('row', { name: new RegExp(name) }).getByRole('cell');

  // Every organization starts with its default class, which cannot be deleted.
  const standard = page.getByRole('row', { name: /Standard/ });
  await expect(standard.getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Standard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Standard' })).toHaveCount(0);

  // A class with one tax; the rate is required.
  await page.getByRole('button', { name: 'Add New Tax Class' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Tax Class' });
  await expect(nameBox(add)).toBeFocused();
  await nameBox(add).fill('Reduced');
  await fillTax(add, 1, 'VAT', '');
  await add.getByRole('button', { name: 'Add Tax Class' }).click();
  await expect(add.getByText('Tax rate must be a number.')).toBeVisible();
  await fillTax(add, 1, 'VAT', '5');
  await expect(add.getByText('Tax rate must be a number.')).toHaveCount(0);
  await expect(add.getByText('Total rate: 5%')).toBeVisible();
  await add.getByRole('button', { name: 'Add Tax Class' }).click();
  await expect(page.getByText('Tax class created successfully!')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(cells('Reduced').nth(1)).toHaveText('VAT 5%');
  await expect(cells('Reduced').nth(2)).toHaveText('5%');
  await expect(cells('Reduced').nth(3)).toHaveText('0');

  // A second tax: the list shows both and their total. The same tax twice is refused first.
  await page.getByRole('button', { name: 'Edit Reduced' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tax Class' });
  await expect(nameBox(edit)).toHaveValue('Reduced');
  await expect(edit.getByRole('checkbox', { name: 'Default class' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Add tax' }).click();
  await fillTax(edit, 2, 'vat', '5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Each tax (name and rate) is listed once.')).toBeVisible();
  await fillTax(edit, 2, 'Levy', '1');
  await expect(edit.getByText('Each tax (name and rate) is listed once.')).toHaveCount(0);
  await expect(edit.getByText('Total rate: 6%')).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Tax class updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(cells('Reduced').nth(1)).toHaveText('VAT 5%; Levy 1%');
  await expect(cells('Reduced').nth(2)).toHaveText('6%');

  // A name that is taken: the API's message under the name.
  await page.getByRole('button', { name: 'Add New Tax Class' }).first().click();
  const twin = page.getByRole('dialog', { name: 'Add New Tax Class' });
  await nameBox(twin).fill('Reduced');
  await twin.getByRole('button', { name: 'Remove tax 1' }).click();
  await expect(
    twin.getByText('No taxes: products of this class are sold without tax.'),
  ).toBeVisible();
  await twin.getByRole('button', { name: 'Add Tax Class' }).click();
  await expect(nameBox(twin)).toHaveAccessibleDescription(
    'A tax class with this name already exists.',
  );
  await twin.getByRole('button', { name: 'Cancel' }).click();
  await expect(twin).toBeHidden();

  // The default moves to Reduced, which can then not be deleted, and back to Standard.
  await page.getByRole('button', { name: 'Edit Reduced' }).click();
  await edit.getByRole('checkbox', { name: 'Default class' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const reduced = page.getByRole('row', { name: /Reduced/ });
  await expect(reduced.getByText('Default', { exact: true })).toBeVisible();
  await expect(standard.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Reduced' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Standard' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Reduced' }).click();
  // The default's box stays checked: only making another class the default moves it.
  await expect(edit.getByRole('checkbox', { name: 'Default class' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Default class' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Standard' }).click();
  await edit.getByRole('checkbox', { name: 'Default class' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(standard.getByText('Default', { exact: true })).toBeVisible();
  await expect(reduced.getByText('Default', { exact: true })).toHaveCount(0);

  // The Default filter, kept in the URL.
  await choose(page, 'Default', 'No');
  await expect(page).toHaveURL(/isDefault=false/);
  await expect(reduced).toBeVisible();
  await expect(standard).toHaveCount(0);

  // The CSV holds what the screen shows: the filtered classes.
  const { name: file, csv, lines } = await downloadCsv(page, 'Download CSV');
  expect(file).toBe(`tax-classes-${shopIsoDate()}.csv`);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(2);
  expect(csv).toContain('"Reduced","VAT 5%; Levy 1%","6","No","0",');
  await choose(page, 'Default', 'Yes');
  await expect(page).toHaveURL(/isDefault=true/);
  await expect(standard).toBeVisible();
  await expect(reduced).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Filters' }).click();

  // Reduced can go.
  await page.getByRole('button', { name: 'Delete Reduced' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Reduced deleted successfully!')).toBeVisible();
  await expect(reduced).toHaveCount(0);
  await expect(standard).toBeVisible();

  // A phone: one card per class, the buttons in view, the form full screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: 'Standard' });
  await expect(card.getByText('Default', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit Standard' })).toBeInViewport();
  await page.getByRole('button', { name: 'Add New Tax Class' }).first().click();
  const phoneForm = page.getByRole('dialog', { name: 'Add New Tax Class' });
  await expect(phoneForm.getByRole('group', { name: 'Tax 1' })).toBeInViewport();
  await expect(phoneForm.getByRole('button', { name: 'Remove tax 1' })).toBeInViewport();
});
