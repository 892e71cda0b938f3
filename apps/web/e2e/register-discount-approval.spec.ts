import { expect, test } from '@playwright/test';
import { apiCall, setUpShop, signIn } from './helpers';

// A discount approved at the register (docs/guide/register-rules.md): a cashier without
// apply_discounts opens the discount fields, gives $5 off, and a manager approves it with their
// register PIN when the sale is completed.

test("a cashier's discount, approved at Complete Sale by a manager's PIN", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // No taxes: a $50 lamp with $5 off is $45.
  const { owner, products, staff } = await setUpShop(browser, {
    organization: 'Discount Shop',
    owner: 'Dana Owner',
    password: 'discount shop 2026 pw',
    products: { lamp: { name: 'Lamp', price: 50, stock: 10 } },
    staff: {
      manager: { name: 'Max Manager', role: 'organization_manager' },
      cashier: { name: 'Cleo Cashier', role: 'cashier' },
    },
  });
  const { manager, cashier } = staff;
  const { sku } = products.lamp;
  // The manager's register PIN (the Account Settings card has its own test).
  const managerPage = await (await browser.newContext()).newPage();
  await signIn(managerPage, manager.email, manager.password);
  await expect(managerPage).toHaveURL(/\/dashboard$/);
  await apiCall(managerPage, 'PATCH', '/profile', { registerPin: '2468' });

  await signIn(page, cashier.email, cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  await page.goto('/pos');
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  await barcode.fill(sku);
  await barcode.press('Enter');
  const cart = page.getByRole('region', { name: 'Cart' });
  const discount = cart.getByRole('textbox', { name: 'Discount on Lamp' });
  await expect(discount).toHaveCount(0);

  // The cashier opens the discount fields: they may type one, a manager approves it later.
  await cart.getByRole('button', { name: 'Discounts' }).click();
  await expect(cart).toContainText('A manager approves the discounts with their register PIN');
  await discount.fill('5');
  await expect(page.getByRole('region', { name: 'Sale totals' })).toContainText('Discounts−$5.00');
  await expect(page.getByTestId('register-total')).toHaveText('$45.00');
  await page.screenshot({ path: test.info().outputPath('cashier-discount.png'), fullPage: true });

  // Complete Sale asks for the approval; Cancel makes no sale and keeps the cart.
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText('Discounts need a manager');
  await approval.getByRole('button', { name: 'Cancel' }).click();
  await expect(approval).toBeHidden();
  await expect(page.getByTestId('register-total')).toHaveText('$45.00');
  await expect(page.getByRole('region', { name: 'Sale completed' })).toHaveCount(0);

  // A wrong PIN is refused in the dialog (the cashier stays signed in); the right one sells.
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await approval.getByRole('textbox', { name: 'Manager e-mail' }).fill(manager.email);
  await approval.getByLabel('Register PIN').fill('1357');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toContainText('The e-mail or register PIN is not right.');
  await page.screenshot({ path: test.info().outputPath('discount-approval-refused.png') });
  await approval.getByLabel('Register PIN').fill('2468');
  await approval.getByRole('button', { name: 'Approve' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$45.00');
  await expect(done).toContainText('Discounts (approved by Max Manager)−$5.00');

  // The sale keeps who approved it; its details say so.
  const { data: sales } = await apiCall<{ data: { _id: string; totalAmount: number }[] }>(
    owner,
    'GET',
    '/transactions?limit=1',
  );
  const sale = sales[0];
  expect(sale?.totalAmount).toBe(45);
  await owner.goto(`/transactions/${sale?._id}`);
  await expect(owner.getByText('Discounts approved by')).toBeVisible();
  await expect(owner.getByText('Max Manager')).toBeVisible();

  // "No discounts" drops them: the next cart sells at full price with no approval asked.
  await page.getByRole('button', { name: 'New sale' }).click();
  await barcode.fill(sku);
  await barcode.press('Enter');
  await cart.getByRole('button', { name: 'Discounts' }).click();
  await discount.fill('5');
  await expect(page.getByTestId('register-total')).toHaveText('$45.00');
  await cart.getByRole('button', { name: 'No discounts' }).click();
  await expect(discount).toHaveCount(0);
  await expect(page.getByTestId('register-total')).toHaveText('$50.00');
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(done.getByTestId('sale-total')).toHaveText('$50.00');
});
