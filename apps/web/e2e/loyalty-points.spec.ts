import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, openRegister, scan, setUpShop, signIn } from './helpers';

/**
 * Loyalty points (docs/guide/stored-value.md, "Loyalty points"): the owner starts a programme in
 * general settings; a sale to a customer earns points, shown on the done card; the next sale
 * pays part with points at the register — by default the most the customer holds that the sale
 * can take — and the customer's page shows the points left and their ledger, in points.
 */
test('loyalty points: started in settings, earned by a sale, part of the next paid with them', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, ownerEmail, products, staff } = await setUpShop(browser, {
    organization: 'Points Place',
    owner: 'Polly Owner',
    password: 'points place 2026',
    products: { lamp: { name: 'Garden Lamp', price: 40, stock: 10 } },
    staff: { cashier: { name: 'Pat Cashier', role: 'cashier' } },
  });
  const { data: customer } = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/customers', {
    name: 'Lena Loyal',
  });

  // The owner starts the programme: 10 points per 1.00, a point worth 0.01, at least 100.
  await signIn(page, ownerEmail, 'points place 2026');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'General Settings' }).click();
  const form = page.getByRole('form', { name: 'General settings' });
  const loyalty = form.getByRole('region', { name: 'Loyalty points' });
  await loyalty.getByRole('switch', { name: 'Run a loyalty programme' }).check({ force: true });
  await loyalty.getByRole('textbox', { name: 'Points earned per 1.00' }).fill('10');
  // A point's value the API refuses: its message under the field, nothing saved.
  await loyalty.getByRole('textbox', { name: 'Value of one point' }).fill('0');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(loyalty.getByText('A point’s value must be more than 0.')).toBeVisible();
  await loyalty.getByRole('textbox', { name: 'Value of one point' }).fill('0.01');
  await expect(loyalty.getByText('A point’s value must be more than 0.')).toHaveCount(0);
  await expect(loyalty.getByTestId('loyalty-example')).toHaveText(
    '100 points pay $1.00; spending $100.00 earns 1,000 points.',
  );
  await expectAccessible(page, 'general settings with loyalty points');
  await loyalty.screenshot({ path: test.info().outputPath('settings-loyalty.png') });
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!')).toBeVisible();

  // A first sale to Lena: two lamps ($80.00) in cash earn 800 points.
  await openRegister(page, staff.cashier);
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const payment = page.getByRole('region', { name: 'Payment' });
  const pickLena = async () => {
    await checkout.getByText('Existing', { exact: true }).click();
    await checkout.getByRole('combobox', { name: 'Find a customer' }).fill('Lena Loyal');
    await page.getByRole('option', { name: /Lena Loyal/ }).click();
  };
  await scan(page, 'Barcode', products.lamp.sku);
  await scan(page, 'Barcode', products.lamp.sku);
  await expect(page.getByRole('textbox', { name: 'Quantity of Garden Lamp' })).toHaveValue('2');
  await pickLena();
  // No points yet: the Points tender is there, greyed out.
  await expect(payment.getByRole('radio', { name: 'Points', exact: true })).toBeDisabled();
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$80.00');
  await expect(done.getByTestId('sale-points')).toHaveText('Points earned 800 · balance 800');

  // The next sale ($40.00): Lena's 800 points are worth $8.00; Points, reached by the keyboard
  // (from Cash the arrow wraps round to it), offers all 800 and the rest in cash.
  await done.getByRole('button', { name: /New sale/ }).click();
  await scan(page, 'Barcode', products.lamp.sku);
  await expect(page.getByRole('textbox', { name: 'Quantity of Garden Lamp' })).toHaveValue('1');
  await pickLena();
  await expect(checkout.getByTestId('customer-points')).toHaveText('Points: 800 (worth $8.00)');
  await payment.getByRole('radio', { name: 'Cash', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(payment.getByRole('textbox', { name: 'Payment 1 points' })).toHaveValue('800');
  await expect(payment.getByTestId('points-value')).toHaveText('Worth $8.00 · holds 800 points');
  await expect(payment.getByRole('textbox', { name: 'Payment 2 amount' })).toHaveValue('32.00');
  // Fewer than the shop's minimum are refused before the sale is sent; 500 are taken.
  await payment.getByRole('textbox', { name: 'Payment 1 points' }).fill('50');
  await expect(payment.getByText('At least 100 points are redeemed at a time.')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  await payment.getByRole('textbox', { name: 'Payment 1 points' }).fill('500');
  await expect(payment.getByTestId('points-value')).toHaveText('Worth $5.00 · holds 800 points');
  await expect(payment.getByRole('textbox', { name: 'Payment 2 amount' })).toHaveValue('35.00');
  await expectAccessible(page, 'the register paying with points');
  await page.screenshot({ path: test.info().outputPath('register-points.png') });
  // On a phone: the payment in its sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: /^Pay / });
  await expect(sheet.getByTestId('points-value')).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('register-points-phone.png'),
    animations: 'disabled',
  });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1366, height: 768 });
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(done.getByTestId('sale-total')).toHaveText('$40.00');
  await expect(done).toContainText('Points');
  await expect(done).toContainText('$5.00');
  // The $35.00 not paid by points earns 350: 800 − 500 + 350 = 650 left.
  await expect(done.getByTestId('sale-points')).toHaveText('Points earned 350 · balance 650');

  // The customer's page: the points left, what they are worth, their ledger in points.
  await signIn(page, ownerEmail, 'points place 2026');
  await page.goto(`/customers/${customer._id}`);
  const points = page.getByRole('region', { name: 'Loyalty points' });
  await expect(points).toContainText('Points650 points');
  await expect(points).toContainText('Worth$6.50');
  const ledger = page.getByRole('table', { name: /Points ledger/ });
  await expect(ledger.getByRole('row')).toHaveCount(4); // the header and three rows
  // The second sale's two rows are written at the same moment: found by kind, not by place.
  const earned = ledger.getByRole('row', { name: /Points earned/ });
  await expect(earned).toHaveCount(2);
  await expect(earned.filter({ hasText: '+350 points' })).toHaveCount(1);
  await expect(earned.filter({ hasText: '+800 points' })).toHaveCount(1);
  const redeemed = ledger.getByRole('row', { name: /Paid a sale/ });
  await expect(redeemed).toContainText('−500 points');
  await expect(redeemed).toContainText('Sale 000002');
  await expect(ledger).not.toContainText('$');
  await expectAccessible(page, 'a customer with loyalty points');
  await page.screenshot({
    path: test.info().outputPath('customer-points.png'),
    fullPage: true,
  });
});
