import { expect, type Locator, type Page, test } from '@playwright/test';
import { PROMOTIONS_CSV_COLUMNS } from '@pos/contracts/promotions';
import { expectAccessible } from './axe';
import { apiCall, downloadCsv, shopIsoDate, signUp, unique } from './helpers';

const CSV_HEADER = PROMOTIONS_CSV_COLUMNS.map((c) => `"${c}"`).join(',');

/** Opens a Mantine select by its label and picks an option. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks options of a multi-select by typing part of each and clicking it. */
async function pick(form: Locator, page: Page, label: string, options: string[]) {
  const box = form.getByRole('combobox', { name: label });
  for (const option of options) {
    await box.fill(option.slice(0, 4));
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await box.press('Escape');
}

test('promotions: buy 2 get the cheapest free and a coupon, the list, an edit, the CSV, delete', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Promo Shop'),
    'Priya Promo',
    `${unique('promo')}@shop.test`,
    'promotions 2026',
  );
  const snacks = await apiCall<{ data: { _id: string } }>(page, 'POST', '/categories', {
    name: 'Snacks',
  });
  for (const [name, price] of [
    ['Chips', 2],
    ['Cookies', 2.5],
  ] as const) {
    await apiCall(page, 'POST', '/products', {
      name,
      price,
      stock: 20,
      categoryId: snacks.data._id,
    });
  }
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  const cells = (name: string) =>
    page.getByRole('row', { name: new RegExp(name) }).getByRole('cell');

  // Buy 2 get the cheapest free, on two snacks: the figures of its kind, what it gives.
  await page.getByRole('button', { name: 'Add New Promotion' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Promotion' });
  await expect(add.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await add.getByRole('textbox', { name: 'Name' }).fill('Buy 2 get the cheapest free');
  await choose(add, page, 'Kind', 'Buy X get Y');
  await expect(add.getByRole('textbox', { name: 'Percent off', exact: true })).toHaveCount(0);
  await add.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(add.getByText('A buy_x_get_y promotion needs buyQuantity.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Buy' }).fill('2');
  await add.getByRole('textbox', { name: 'Get', exact: true }).fill('1');
  await expect(add.getByText('Gives: Buy 2 get 1 free')).toBeVisible();
  await pick(add, page, 'Products', ['Chips', 'Cookies']);
  await expectAccessible(page, '/promotions, the form of a buy X get Y');
  await add.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(page.getByText('Promotion created successfully!')).toBeVisible();
  await expect(add).toBeHidden();
  const buy2 = cells('Buy 2 get the cheapest free');
  await expect(buy2.nth(1)).toHaveText('Buy X get Y');
  await expect(buy2.nth(2)).toHaveText('Buy 2 get 1 free');
  await expect(buy2.nth(3)).toHaveText('2 products');
  await expect(buy2.nth(4)).toHaveText('—');
  await expect(buy2.nth(5)).toHaveText('Any time');
  await expect(buy2.nth(6)).toHaveText('Running');

  // A coupon: 10 % off snacks with WELCOME10, from a day in the past for years.
  await page.getByRole('button', { name: 'Add New Promotion' }).first().click();
  await add.getByRole('textbox', { name: 'Name' }).fill('Welcome offer');
  await add.getByRole('textbox', { name: 'Percent off' }).fill('10');
  await pick(add, page, 'Categories', ['Snacks']);
  await add.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
  await add.getByLabel('Starts').fill('2026-01-01T09:00');
  await add.getByLabel('Ends').fill('2099-12-31T18:00');
  await add.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(add).toBeHidden();
  const welcome = cells('Welcome offer');
  await expect(welcome.nth(1)).toHaveText('Percent off');
  await expect(welcome.nth(2)).toHaveText('10% off');
  await expect(welcome.nth(3)).toHaveText('Snacks');
  await expect(welcome.nth(4)).toHaveText('WELCOME10');
  await expect(welcome.nth(5)).toContainText('2099');
  await expect(welcome.nth(6)).toHaveText('Running');

  // The same code again, in any letter case: the API's message under the code.
  await page.getByRole('button', { name: 'Add New Promotion' }).first().click();
  await add.getByRole('textbox', { name: 'Name' }).fill('Twin');
  await add.getByRole('textbox', { name: 'Percent off' }).fill('5');
  await add.getByRole('textbox', { name: 'Coupon code' }).fill('Welcome10');
  await add.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(add.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
    /Another promotion already has this coupon code\./,
  );
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  // An edit: 15 % and switched off; the form shows what was saved.
  await page.getByRole('button', { name: 'Edit Welcome offer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Promotion' });
  await expect(edit.getByRole('textbox', { name: 'Percent off' })).toHaveValue('10%');
  await expect(edit.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('WELCOME10');
  await expect(edit.getByLabel('Starts')).toHaveValue('2026-01-01T09:00');
  await edit.getByRole('textbox', { name: 'Percent off' }).fill('15');
  await edit.getByRole('switch', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Promotion updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(welcome.nth(2)).toHaveText('15% off');
  await expect(welcome.nth(6)).toHaveText('Inactive');

  // The Active filter, kept in the URL, and the CSV of what it shows.
  await choose(page, page, 'Active', 'No');
  await expect(page).toHaveURL(/isActive=false/);
  await expect(page.getByRole('row', { name: /Buy 2 get the cheapest free/ })).toHaveCount(0);
  const { name: file, lines } = await downloadCsv(page, 'Download CSV');
  expect(file).toBe(`promotions-${shopIsoDate()}.csv`);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^"[0-9a-f-]{36}","Welcome offer","Percent off","15% off","Snacks","","Snacks","All stores","WELCOME10","2026-01-01T09:00:00[+-]\d\d:\d\d","2099-12-31T18:00:00[+-]\d\d:\d\d","No","/,
  );
  await page.getByRole('button', { name: 'Clear Filters' }).click();

  // Delete.
  await page.getByRole('button', { name: 'Delete Buy 2 get the cheapest free' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Buy 2 get the cheapest free deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Buy 2 get the cheapest free/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Welcome offer/ })).toBeVisible();

  // A phone: one card per promotion, its buttons in view, the form full screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: 'Welcome offer' });
  await expect(card.getByText('15% off')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit Welcome offer' })).toBeInViewport();
  await page.getByRole('button', { name: 'Add New Promotion' }).first().click();
  await expect(add.getByRole('textbox', { name: 'Name' })).toBeInViewport();
  await expect(add.getByRole('button', { name: 'Add Promotion' })).toBeVisible();
});
