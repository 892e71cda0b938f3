import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, setUpShop, signIn } from './helpers';

/** Picks a filter's option by the words it shows. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The audit log in people's words (docs/guide/reports-and-audit.md, "Audit log"): events,
// entities and fields as the screens name them; the API keeps answering the stored codes.
test('audit log: the owner finds a price change and an approved discount, said in words', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const {
    owner: page,
    products,
    staff,
  } = await setUpShop(browser, {
    organization: 'Audited shop',
    owner: 'Audrey Owner',
    password: 'audited password 2026',
    products: {
      pot: { name: 'Audit teapot', price: 10, stock: 0 },
      lamp: { name: 'Audit lamp', price: 20, stock: 5 },
    },
    staff: {
      manager: { name: 'Mia Manager', role: 'organization_manager' },
      cashier: { name: 'Cleo Cashier', role: 'cashier' },
    },
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

  // A cashier's discount, approved by the manager's register PIN (the register's own test
  // drives the dialog; here the sale is made through the API).
  const managerPage = await (await browser.newContext()).newPage();
  await signIn(managerPage, staff.manager.email, staff.manager.password);
  await apiCall(managerPage, 'PATCH', '/profile', { registerPin: '2468' });
  const till = await (await browser.newContext()).newPage();
  await signIn(till, staff.cashier.email, staff.cashier.password);
  const { data: approval } = await apiCall<{ data: { token: string } }>(
    till,
    'POST',
    '/approvals',
    { email: staff.manager.email, pin: '2468', action: 'discount' },
  );
  await apiCall(
    till,
    'POST',
    '/transactions',
    {
      items: [{ productId: products.lamp._id, quantity: 1, discount: 2 }],
      paymentMethod: 'Cash',
      discountReason: 'Scratched',
    },
    { 'x-approval': approval.token },
  );

  // The log: each event titled in words, the approving manager named in the list itself.
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const discount = page.getByRole('row', { name: /Discount given/ });
  await expect(discount).toContainText('Approved by Mia Manager');
  await expect(discount).toContainText('Cleo Cashier');
  await expect(discount.getByRole('cell', { name: 'Sale', exact: true })).toBeVisible();
  await expect(discount).toContainText('Discounts: — → 2; Reason for the discount: — → Scratched');
  await expect(page.getByRole('row', { name: /Signed in/ }).first()).toBeVisible();
  await expectAccessible(page, '/audit-log');
  await page.screenshot({ path: test.info().outputPath('audit-log.png'), fullPage: true });

  // The filters list the words and send the codes.
  await choose(page, 'Action', 'Updated');
  await choose(page, 'Entity', 'Product');
  await expect(page).toHaveURL(/action=update/);
  await expect(page).toHaveURL(/entityType=Product/);
  const event = page.getByRole('row', { name: /Price: 10 → 12\.5/ });
  await expect(event).toBeVisible();
  await expect(event).toContainText('Product updated');
  await expect(event).toContainText('Audrey Owner');
  await expect(event.getByRole('cell', { name: 'Product', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Discount given/ })).toHaveCount(0);
  await event.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Audit event' });
  await expect(details).toContainText('Product updated');
  const price = details.getByRole('row', { name: /^Price/ });
  await expect(price.getByRole('cell')).toHaveText(['Price', '10', '12.5']);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // On a phone: cards in words, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Product updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Price: 10 → 12.5', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await expectAccessible(page, '/audit-log (phone)');
  await page.screenshot({ path: test.info().outputPath('audit-log-phone.png'), fullPage: true });

  // The API answers the same event with its stored codes.
  const { data } = await apiCall<{ data: { entityId: string; changes: unknown }[] }>(
    page,
    'GET',
    `/audit-events?entityId=${pot._id}&action=update`,
  );
  expect(data).toEqual([
    expect.objectContaining({
      entityType: 'Product',
      action: 'update',
      changes: { price: { before: 10, after: 12.5 } },
    }),
  ]);
});
