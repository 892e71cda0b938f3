import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, downloadCsv, pdfTextOf, scan, setUpShop, signIn } from './helpers';

/**
 * Charge accounts (docs/guide/stored-value.md, "Charge accounts"): the owner opens an account
 * with a credit limit; a cashier sells on account — at most what the limit leaves, the rest in
 * cash — and takes a card payment on account at the register; the customer's page shows what is
 * owed, the ageing report lists it; the owner takes a cash payment with change and opens the
 * statement.
 */
test('a charge account: opened with a limit, sold on, paid at the register and on the page, its statement and ageing', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, ownerEmail, products, staff } = await setUpShop(browser, {
    organization: 'Tab House',
    owner: 'Tess Owner',
    password: 'tab house 2026',
    products: { vase: { name: 'Stone Vase', price: 45, stock: 10 } },
    staff: { cashier: { name: 'Cal Cashier', role: 'cashier' } },
  });
  const { data: customer } = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/customers', {
    name: 'Rita Regular',
    email: 'rita@shop.test',
  });

  // The owner opens the account: a credit limit of $100.00 on the customer.
  await signIn(page, ownerEmail, 'tab house 2026');
  await page.goto(`/customers/${customer._id}`);
  const account = page.getByRole('region', { name: 'Charge account', exact: true });
  await expect(account).toContainText('No charge account');
  await page.getByRole('button', { name: 'Edit customer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await edit.getByRole('textbox', { name: 'Credit limit' }).fill('100');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(account).toContainText('Owed$0.00');
  await expect(account).toContainText('Credit limit$100.00');
  await expect(account).toContainText('Available to charge$100.00');

  // At the register: three vases ($135.00) on account — $100.00 is all the limit leaves, so
  // the rest is cash.
  await signIn(page, staff.cashier.email, staff.cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  await scan(page, 'Barcode', products.vase.sku);
  await scan(page, 'Barcode', products.vase.sku);
  await scan(page, 'Barcode', products.vase.sku);
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(page.getByTestId('register-total')).toHaveText('$135.00');
  // No customer yet: no account to charge.
  await expect(payment.getByText('On account', { exact: true })).toHaveCount(0);
  await checkout.getByText('Existing', { exact: true }).click();
  await checkout.getByRole('combobox', { name: 'Find a customer' }).fill('Rita Regular');
  await page.getByRole('option', { name: /Rita Regular/ }).click();
  const onAccount = payment.getByRole('radio', { name: 'On account' });
  await expect(onAccount).toBeEnabled();
  // Reached by the keyboard like the other methods: from Cash, the arrow wraps round to it;
  // picked, it charges what the limit leaves and splits off the rest in cash.
  await payment.getByRole('radio', { name: 'Cash' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(payment.getByRole('textbox', { name: 'Payment 1 amount' })).toHaveValue('100.00');
  await expect(payment.getByRole('textbox', { name: 'Payment 2 amount' })).toHaveValue('35.00');
  await expectAccessible(page, 'the register paying on account');
  await page.screenshot({ path: test.info().outputPath('register-on-account.png') });
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$135.00');

  // The next customer's sale: picking Rita shows what is left to charge — nothing.
  await done.getByRole('button', { name: /New sale/ }).click();
  await scan(page, 'Barcode', products.vase.sku);
  await checkout.getByText('Existing', { exact: true }).click();
  await checkout.getByRole('combobox', { name: 'Find a customer' }).fill('Rita Regular');
  await page.getByRole('option', { name: /Rita Regular/ }).click();
  await payment.getByText('On account', { exact: true }).click();
  await expect(payment.getByTestId('account-available')).toHaveText(
    'Available: $0.00 · owes $100.00',
  );
  // Nothing left to charge: Complete Sale waits, and says why.
  await expect(payment).toContainText(
    "This goes beyond the customer's credit limit: $0.00 is left to charge.",
  );
  await expect(checkout.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  // On a phone: the payment in its sheet, the methods one under the other.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: /^Pay / });
  await expect(sheet.getByTestId('account-available')).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('register-on-account-phone.png'),
    animations: 'disabled',
  });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1366, height: 768 });

  // A payment on account at the register, by card: $30.00 off what Rita owes, once per attempt.
  await checkout.getByRole('button', { name: 'Payment on account' }).click();
  const take = page.getByRole('dialog', { name: 'Payment on account' });
  await take.getByText('Card', { exact: true }).click();
  await take.getByRole('textbox', { name: 'Amount' }).fill('30');
  await take.getByRole('button', { name: 'Take payment' }).click();
  await expect(take.getByRole('status')).toHaveText('Payment on account taken.');
  await expect(take.getByRole('region', { name: 'Payment on account', exact: true })).toContainText(
    'Owes now$70.00',
  );
  await take.getByRole('button', { name: 'Done' }).click();
  await expect(payment.getByTestId('account-available')).toHaveText(
    'Available: $30.00 · owes $70.00',
  );
  // $30.00 left does not cover the $45.00 vase: still refused, with what is left.
  await expect(checkout.getByRole('region', { name: 'Payment', exact: true })).toContainText(
    "This goes beyond the customer's credit limit: $30.00 is left to charge.",
  );
  await expect(checkout.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();

  // The customer's page: what is owed, and its ledger.
  await signIn(page, ownerEmail, 'tab house 2026');
  await page.goto(`/customers/${customer._id}`);
  await expect(account).toContainText('Owed$70.00');
  await expect(account).toContainText('Available to charge$30.00');
  const ledger = page.getByRole('table', { name: /Charge account ledger/ });
  await expect(ledger.getByRole('row')).toHaveCount(3); // the header, the charge, the payment
  await expect(ledger.getByRole('row').nth(1)).toContainText('Payment on account');
  await expect(ledger.getByRole('row').nth(1)).toContainText('-$30.00');
  await expect(ledger.getByRole('row').nth(2)).toContainText('Sale on account');
  await expect(ledger.getByRole('row').nth(2)).toContainText('$100.00');
  await expectAccessible(page, 'a customer with a charge account');
  await page.screenshot({
    path: test.info().outputPath('customer-charge-account.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(account).toContainText('Owed$70.00');
  await page.screenshot({
    path: test.info().outputPath('customer-charge-account-phone.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1366, height: 768 });

  // The ageing report: Rita's $70.00, all of it 0–30 days old, and the totals.
  await page.getByRole('link', { name: 'Account ageing', exact: true }).click();
  await expect(page).toHaveURL('/reports/account-ageing');
  await expect(page.getByRole('heading', { name: 'Account ageing' })).toBeVisible();
  const ageing = page.getByRole('table', { name: /Account ageing/ });
  const rita = ageing.getByRole('row', { name: /Rita Regular/ });
  await expect(rita).toContainText('$100.00'); // the limit
  await expect(rita.getByRole('cell').nth(2)).toHaveText('$70.00');
  await expect(rita.getByRole('cell').nth(3)).toHaveText('$70.00');
  await expect(page.getByTestId('ageing-totals')).toContainText('$70.00');
  await expectAccessible(page, 'the account ageing report');
  await page.screenshot({ path: test.info().outputPath('account-ageing.png'), fullPage: true });
  const { csv } = await downloadCsv(page, 'Download CSV');
  expect(csv).toContain('Rita Regular');
  expect(csv).toContain('70.00');

  // Back on her page: $80.00 in cash for the $70.00 owed — $10.00 change, nothing owed.
  await rita.getByRole('link', { name: 'Rita Regular' }).click();
  await page.getByRole('button', { name: 'Take payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Payment on account' });
  await expect(pay).toContainText('Owes $70.00');
  await pay.getByRole('textbox', { name: 'Amount' }).fill('80');
  await pay.getByRole('button', { name: 'Take payment' }).click();
  const paid = pay.getByRole('region', { name: 'Payment on account', exact: true });
  await expect(paid).toContainText('Change due$10.00');
  await expect(paid).toContainText('Owes now$0.00');
  await pay.getByRole('button', { name: 'Done' }).click();
  await expect(account).toContainText('Owed$0.00');
  await expect(ledger.getByRole('row')).toHaveCount(4);

  // The statement of this month: the sale, both payments, nothing owed.
  const statement = page.getByRole('region', { name: 'Statement', exact: true });
  // The PDF the app fetched (with the session, for this month) opens in a tab.
  const opening = page.waitForEvent('popup');
  const fetched = page.waitForResponse((r) => r.url().includes('/statement.pdf'));
  await statement.getByRole('button', { name: 'Download PDF' }).click();
  const answer = await fetched;
  expect(answer.status()).toBe(200);
  expect(answer.url()).toMatch(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  const tab = await opening;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  // The same request read back here: the statement's words.
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const pdf = await page.request.get(answer.url(), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfTextOf(await pdf.body());
  expect(text).toContain('Rita Regular');
  expect(text).toContain('$100.00');
  expect(text).toContain('$30.00');
  expect(text).toContain('$70.00');
  await statement.getByRole('button', { name: 'Email statement' }).click();
  await expect(statement.getByRole('status')).toHaveText('Statement sent to rita@shop.test.');
});
