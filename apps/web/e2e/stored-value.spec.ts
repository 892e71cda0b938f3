import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, downloadCsv, setUpShop, signIn } from './helpers';

/**
 * A customer's store credit (docs/guide/stored-value.md): the owner opens the customer from the
 * list, adds credit with a reason, is refused when removing more than the balance, removes some,
 * and reads the ledger — on the page and as CSV; a cashier sees the balance and cannot adjust.
 */
test("a customer's store credit: added and removed with a reason, never below zero, its ledger", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, ownerEmail, staff } = await setUpShop(browser, {
    organization: 'Credit Corner',
    owner: 'Cora Owner',
    password: 'credit corner 2026',
    products: {},
    staff: { cashier: { name: 'Cody Cashier', role: 'cashier' } },
  });
  const { data: customer } = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/customers', {
    name: 'Grace Hopper',
  });
  await signIn(page, ownerEmail, 'credit corner 2026');
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page).toHaveURL(`/customers/${customer._id}`);
  await expect(page.getByRole('heading', { name: 'Customer: Grace Hopper' })).toBeVisible();
  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances).toContainText('Store credit$0.00');
  await expect(page.getByText('No store credit yet')).toBeVisible();

  const adjust = async (direction: 'Add credit' | 'Remove credit', amount: string, why: string) => {
    await page.getByRole('button', { name: 'Adjust store credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust store credit' });
    await dialog
      .getByRole('radiogroup', { name: 'Add or remove credit' })
      .getByText(direction, { exact: true })
      .click();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(why);
    await dialog.getByRole('button', { name: direction }).click();
    return dialog;
  };
  await adjust('Add credit', '25.50', 'Goodwill: late delivery');
  await expect(balances).toContainText('Store credit$25.50');
  const ledger = page.getByRole('table', { name: /Store credit ledger/ });
  await expect(ledger).toContainText('Goodwill: late delivery');
  await expect(ledger).toContainText('$25.50');

  // More than it holds: refused in the dialog, nothing changes.
  const refused = await adjust('Remove credit', '30', 'Too much');
  await expect(refused).toContainText('The balance does not cover this amount.');
  await expectAccessible(page, 'adjust store credit, refused');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(balances).toContainText('Store credit$25.50');

  await adjust('Remove credit', '10.25', 'Entered twice');
  await expect(balances).toContainText('Store credit$15.25');
  await expect(ledger.getByRole('row')).toHaveCount(3); // the header and two rows
  await expect(ledger.getByRole('row').nth(1)).toContainText('-$10.25');
  await expect(ledger.getByRole('row').nth(1)).toContainText('$15.25');
  await expectAccessible(page, 'a customer with store credit and its ledger');
  await page.screenshot({
    path: test.info().outputPath('customer-store-credit.png'),
    fullPage: true,
  });
  const { csv } = await downloadCsv(page, 'Ledger (CSV)');
  expect(csv).toContain('"Entered twice"');
  expect(csv).toContain('"-10.25","15.25"');

  // A cashier reads the balance; adjusting is a manager's.
  await signIn(page, staff.cashier.email, staff.cashier.password);
  await page.goto(`/customers/${customer._id}`);
  await expect(balances).toContainText('Store credit$15.25');
  await expect(page.getByRole('button', { name: 'Adjust store credit' })).toHaveCount(0);
  // On a phone: the boxes one above the other, the ledger's rows as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(balances).toContainText('Store credit$15.25');
  await expectAccessible(page, "a customer's page on a phone");
  await page.screenshot({ path: test.info().outputPath('customer-phone.png'), fullPage: true });
});
