import { expect, test } from '@playwright/test';
import { apiCall, setUpShop } from './helpers';

test('audit log: the owner changes a price and finds the change with its old and new price', async ({
  browser,
}) => {
  const { owner: page, products } = await setUpShop(browser, {
    organization: 'Audited shop',
    owner: 'Audrey Owner',
    password: 'audited password 2026',
    products: { pot: { name: 'Audit teapot', price: 10, stock: 0 } },
    staff: {},
  });
  const pot = products.pot;

  // The price changed on the product form.
  await page.goto('/products');
  await page.getByRole('textbox', { name: 'Search' }).fill(pot.name);
  const row = page.getByRole('row', { name: new RegExp(pot.name) });
  await row.getByRole('button', { name: `Edit ${pot.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByRole('textbox', { name: 'Price', exact: true }).fill('12.5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  // The audit log: the update, by the owner, with the old and the new price.
  await page.goto('/audit-log?action=update&entityType=Product');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const event = page.getByRole('row', { name: /price: 10 → 12\.5/ });
  await expect(event).toBeVisible();
  await expect(event).toContainText('Audrey Owner');
  await event.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Audit event' });
  const price = details.getByRole('row', { name: /^price/ });
  await expect(price.getByRole('cell')).toHaveText(['price', '10', '12.5']);

  // The API answers the same event, and nothing can change it.
  const { data } = await apiCall<{ data: { entityId: string; changes: unknown }[] }>(
    page,
    'GET',
    `/audit-events?entityId=${pot._id}&action=update`,
  );
  expect(data).toEqual([
    expect.objectContaining({ changes: { price: { before: 10, after: 12.5 } } }),
  ]);
});
