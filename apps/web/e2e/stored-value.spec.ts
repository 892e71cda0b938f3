import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, downloadCsv, scan, setUpShop, signIn } from './helpers';

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

/**
 * Gift cards (docs/guide/stored-value.md): a manager issues one and sees its code once; at the
 * register a cashier checks its balance, uses all of it and takes the rest in cash; then pays
 * from a customer's store credit. The balances are what the server then holds.
 */
test('gift cards and store credit: issued, checked at the register, spent with the rest in cash', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, ownerEmail, products, staff } = await setUpShop(browser, {
    organization: 'Gift Gallery',
    owner: 'Gina Owner',
    password: 'gift gallery 2026',
    products: { vase: { name: 'Glass Vase', price: 45, stock: 10 } },
    staff: { cashier: { name: 'Cal Cashier', role: 'cashier' } },
  });
  await signIn(page, ownerEmail, 'gift gallery 2026');
  await page.goto('/gift-cards');
  await expect(page.getByRole('heading', { name: 'Gift cards' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Gift card' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Value' }).fill('30');
  await dialog.getByRole('button', { name: 'Issue gift card' }).click();
  const shown = dialog.getByTestId('gift-card-code');
  await expect(shown).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const code = (await shown.textContent()) ?? '';
  await expect(dialog).toContainText('it is not shown again');
  await expectAccessible(page, 'a gift card just issued');
  await page.screenshot({ path: test.info().outputPath('gift-card-issued.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();
  const list = page.getByRole('table', { name: /Gift cards/ });
  await expect(list).toContainText(`•••• ${code.slice(-4)}`);
  await expect(list).toContainText('$30.00');
  await expect(list).toContainText('Active');

  const { data: ada } = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/customers', {
    name: 'Ada Regular',
  });
  await apiCall(owner, 'POST', `/customers/${ada._id}/store-credit`, {
    direction: 'add',
    amount: 20,
    reason: 'Brought over from the old till',
  });

  // At the register: a vase ($45.00), the card checked, its $30.00 used, the rest in cash.
  await signIn(page, staff.cashier.email, staff.cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  await scan(page, 'Barcode', products.vase.sku);
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByText('Gift card', { exact: true }).click();
  await payment.getByRole('textbox', { name: 'Gift card code' }).fill(code.toLowerCase());
  await payment.getByRole('button', { name: 'Check balance' }).click();
  await expect(payment.getByTestId('gift-card-balance')).toHaveText(
    `Card •••• ${code.slice(-4)} holds $30.00`,
  );
  await payment.getByRole('button', { name: 'Use $30.00, the rest in cash' }).click();
  await expect(payment.getByRole('textbox', { name: 'Payment 2 amount' })).toHaveValue('15.00');
  await expectAccessible(page, 'the register paid by gift card and cash');
  await page.screenshot({ path: test.info().outputPath('register-gift-card.png') });
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$45.00');
  const { data: card } = await apiCall<{ data: { balance: number; status: string } }>(
    owner,
    'GET',
    `/gift-cards/${code}`,
  );
  expect(card).toMatchObject({ balance: 0, status: 'empty' });

  // The next sale: Ada's store credit ($20.00) and the rest in cash.
  await done.getByRole('button', { name: /New sale/ }).click();
  await scan(page, 'Barcode', products.vase.sku);
  await checkout.getByText('Existing', { exact: true }).click();
  await checkout.getByRole('combobox', { name: 'Find a customer' }).fill('Ada Regular');
  await page.getByRole('option', { name: /Ada Regular/ }).click();
  await payment.getByText('Store credit', { exact: true }).click();
  await expect(payment.getByTestId('store-credit-balance')).toHaveText('Store credit: $20.00');
  await payment.getByRole('button', { name: 'Use $20.00, the rest in cash' }).click();
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(done.getByTestId('sale-total')).toHaveText('$45.00');
  const { data: balances } = await apiCall<{ data: { accounts: { balance: number }[] } }>(
    owner,
    'GET',
    `/customers/${ada._id}/balances`,
  );
  expect(balances.accounts[0]?.balance).toBe(0);

  // A gift card sold: its value on the sale, no tax, its code made here and shown to write down.
  await done.getByRole('button', { name: /New sale/ }).click();
  await page
    .getByRole('region', { name: 'Cart' })
    .getByRole('button', { name: 'Gift card' })
    .click();
  const sell = page.getByRole('dialog', { name: 'Sell a gift card' });
  await sell.getByRole('textbox', { name: 'Value' }).fill('25');
  await sell.getByRole('button', { name: 'Add to sale' }).click();
  const sold = page.getByRole('list', { name: 'Gift cards on the sale' });
  await expect(sold).toContainText('$25.00');
  const soldCode =
    ((await sold.textContent()) ?? '').match(/[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}/)?.[0] ?? '';
  expect(soldCode).not.toBe('');
  await expect(page.getByRole('region', { name: 'Sale totals' })).toContainText(
    'Gift cards (no tax)$25.00',
  );
  await expect(page.getByTestId('register-total')).toHaveText('$25.00');
  await expectAccessible(page, 'a gift card on the sale');
  await page.screenshot({ path: test.info().outputPath('register-sell-gift-card.png') });
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(done.getByTestId('sale-total')).toHaveText('$25.00');
  await expect(done).toContainText(`Gift card ${soldCode}`);
  const { data: bought } = await apiCall<{ data: { balance: number } }>(
    owner,
    'GET',
    `/gift-cards/${soldCode}`,
  );
  expect(bought.balance).toBe(25);

  // On a phone: the payment's methods and the code field fit.
  await done.getByRole('button', { name: /New sale/ }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await scan(page, 'Barcode', products.vase.sku);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay $45.00' });
  await sheet.getByText('Gift card', { exact: true }).click();
  await expect(sheet.getByRole('textbox', { name: 'Gift card code' })).toBeVisible();
  await expectAccessible(page, 'the register on a phone, paying by gift card');
  await page.screenshot({ path: test.info().outputPath('register-gift-card-phone.png') });
});
