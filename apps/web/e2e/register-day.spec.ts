import { expect, test } from '@playwright/test';
import {
  apiCall,
  openRegister,
  openShift,
  payCardThenCash,
  pdfTextOf,
  setUpShop,
  signIn,
  signOut,
} from './helpers';

// A day at the register (docs/guide/shifts-and-offline.md), as a cashier lives it: a shift with a
// $100 float, a sale paid $20 by card and $50 in cash (the change shown), one line returned by
// scanning the receipt's number with a manager's PIN, $5 paid out, the shift closed counting the
// cash (over/short) and the Z report read back with pdftotext.

test("a cashier's day: shift, split tender with change, a return approved by PIN, pay-out, Z report", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // No taxes: the figures read as they are. A $50 lamp and a $10 bulb make a $60 sale.
  const {
    owner,
    products: { lamp, bulb },
    staff: people,
  } = await setUpShop(browser, {
    organization: 'Day Shop',
    owner: 'Dee Owner',
    password: 'day shop 2026 pw',
    products: {
      lamp: { name: 'Lamp', price: 50, stock: 10 },
      bulb: { name: 'Bulb', price: 10, stock: 10 },
    },
    staff: {
      manager: { name: 'Max Manager', role: 'organization_manager' },
      cashier: { name: 'Cleo Cashier', role: 'cashier' },
    },
  });

  // The manager sets a register PIN in Account Settings.
  await signIn(page, people.manager.email, people.manager.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  const pinCard = page.getByRole('region', { name: 'Register PIN' });
  await expect(pinCard).toContainText('Not set');
  await pinCard.getByLabel('PIN', { exact: true }).fill('2468');
  await pinCard.getByLabel('PIN again').fill('2468');
  await pinCard.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Register PIN saved.')).toBeVisible();
  await expect(pinCard).toContainText('Set');
  await signOut(page);

  // The cashier opens a shift with a $100 float.
  await openRegister(page, people.cashier);
  const shiftBar = await openShift(page, '100');
  await expect(shiftBar).toContainText('float $100.00');

  // A $60 sale: $20 by card, $50 cash handed over → $10 change, shown before completing.
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  for (const item of [lamp, bulb]) {
    await barcode.fill(item.sku);
    await barcode.press('Enter');
  }
  await expect(page.getByTestId('register-total')).toHaveText('$60.00');
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const payment = checkout.getByRole('region', { name: 'Payment' });
  await payCardThenCash(page, payment, '20', '50');
  await expect(payment.getByTestId('change-due')).toHaveText('$10.00');
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-change')).toHaveText('$10.00');
  const receiptNo = ((await done.textContent()) ?? '').match(/No\. (\d{6})/)?.[1];
  expect(receiptNo).toMatch(/^\d{6}$/);

  // The bulb comes back: Return mode, the receipt's number scanned, a manager's PIN.
  await page.getByRole('radiogroup', { name: 'Register mode' }).getByText('Return').click();
  const number = page.getByRole('textbox', { name: 'Receipt number' });
  await number.fill(receiptNo ?? '');
  await number.press('Enter');
  const found = page.getByRole('region', { name: `Sale ${receiptNo}` });
  await found.getByRole('textbox', { name: `Units of ${bulb.name} to return` }).fill('1');
  await found.getByRole('radio', { name: 'Cash' }).check();
  await found.getByRole('button', { name: 'Refund $10.00' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByRole('textbox', { name: 'Manager e-mail' }).fill(people.manager.email);
  await approval.getByLabel('Register PIN').fill('1111');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toContainText('The e-mail or register PIN is not right.');
  await approval.getByLabel('Register PIN').fill('2468');
  await approval.getByRole('button', { name: 'Approve' }).click();
  const returned = page.getByRole('region', { name: 'Return completed' });
  await expect(returned).toContainText('$10.00');
  await page.getByRole('radiogroup', { name: 'Register mode' }).getByText('Sale').click();
  await page.getByRole('button', { name: 'New sale' }).click();

  // $5 paid out of the drawer.
  await shiftBar.getByRole('button', { name: 'Pay in / Pay out' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Pay in / Pay out' });
  await payDialog.getByRole('textbox', { name: 'Amount' }).fill('5');
  await payDialog.getByRole('textbox', { name: 'Reason' }).fill('Milk for the staff room');
  await payDialog.getByRole('button', { name: 'Pay out' }).click();
  await expect(payDialog).toBeHidden();

  // 100 + 50 cash − 10 change − 10 cash refund − 5 paid out = 125 expected; 124 counted.
  await shiftBar.getByRole('button', { name: 'Close shift' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close shift' });
  await expect(closeDialog.getByRole('row', { name: 'Expected cash' })).toContainText('$125.00');
  await closeDialog.getByRole('textbox', { name: 'Counted cash' }).fill('124');
  await expect(closeDialog.getByRole('row', { name: 'Over / short' })).toContainText('Short $1.00');
  await closeDialog.getByRole('button', { name: 'Close shift' }).click();
  await expect(closeDialog.getByRole('status')).toHaveText('Shift closed.');

  // The Z report holds the day's figures.
  const { data: shifts } = await apiCall<{ data: { _id: string; status: string }[] }>(
    page,
    'GET',
    '/shifts?limit=1',
  );
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const report = await page.request.get(`/api/v1/shifts/${shifts[0]?._id}/report.pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = pdfTextOf(await report.body());
  expect(text).toContain('Z REPORT');
  expect(text).toMatch(/Opening float\s+\$100\.00/);
  expect(text).toMatch(/Cash taken\s+\$50\.00/);
  expect(text).toMatch(/Change given\s+-\$10\.00/);
  expect(text).toMatch(/Pay-outs\s+-\$5\.00/);
  expect(text).toMatch(/Expected cash\s+\$125\.00/);
  expect(text).toMatch(/Counted cash\s+\$124\.00/);
  expect(text).toMatch(/Difference\s+Short \$1\.00/);

  // The sale keeps who approved its return.
  const { data: sales } = await apiCall<{ data: { _id: string; status: string }[] }>(
    owner,
    'GET',
    '/transactions?limit=1',
  );
  expect(sales[0]?.status).toBe('Partially Refunded');
  const { data: sale } = await apiCall<{
    data: { returns: { approvedBy: { name: string } | null; total: number }[] };
  }>(owner, 'GET', `/transactions/${sales[0]?._id}`);
  expect(sale.returns).toMatchObject([{ total: 10, approvedBy: { name: 'Max Manager' } }]);
  await owner.context().close();
});
