import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, openRegister, type ShopProduct, setUpShop, tillShop } from './helpers';

type Product = ShopProduct;

/** A shop with two taxes, two products, a cashier, and one sale of 3 mugs and a tea (cash). */
async function setUp(browser: Browser) {
  const { owner, ownerEmail, products, staff } = await setUpShop(
    browser,
    tillShop('Return Town', 'Rita Owner'),
  );
  const { mug, tea } = products;
  // 3 × 19.99 + 4.50 = 64.47; VAT 6.447 → 6.45; city tax 1.61175 → 1.61; total 72.53.
  const { data: sale } = await apiCall<{
    data: { _id: string; documentNumber: string; totalAmount: number };
  }>(owner, 'POST', '/transactions', {
    items: [
      { productId: mug._id, quantity: 3 },
      { productId: tea._id, quantity: 1 },
    ],
    paymentMethod: 'Cash',
  });
  expect(sale).toMatchObject({ documentNumber: '000001', totalAmount: 72.53 });
  // The owner approves returns at a cashier's register with this PIN.
  await apiCall(owner, 'PATCH', '/profile', { registerPin: '2468' });
  return { owner, ownerEmail, cashier: staff.cashier, mug, tea, sale };
}

const stockOf = async (page: Page, product: Product) =>
  (await apiCall<{ data: { stock: number } }>(page, 'GET', `/products/${product._id}`)).data.stock;

/** A window whose print() calls are recorded (content types of the printed documents). */
type PrintSpy = Window & { __printed?: string[] };

test('returns by line: on the sale, at the register by its receipt number, then the rest', async ({
  page,
  browser,
}) => {
  // Three screens, two users, seven steps: longer than one sale.
  test.setTimeout(180_000);
  const { owner, ownerEmail, cashier, mug, tea, sale } = await setUp(browser);

  // The owner returns one mug from the sale's page; the refund shows before it is confirmed.
  await owner.goto(`/transactions/${sale._id}`);
  const summary = owner.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('000001');
  const payment = owner.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('row', { name: 'Cash tendered' })).toContainText('$72.53');
  // Nothing came back yet: the items have no Returned column.
  const items = owner.getByRole('table', { name: 'Items Purchased' });
  await expect(items.getByRole('row', { name: new RegExp(mug.name) })).toBeVisible();
  await expect(items.getByRole('columnheader', { name: 'Returned' })).toHaveCount(0);
  await owner.getByRole('button', { name: 'Return items' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Return items of sale 000001' });
  await expect(dialog.getByRole('button', { name: 'Refund', exact: true })).toBeDisabled();
  await dialog.getByRole('textbox', { name: `Units of ${mug.name} to return` }).fill('1');
  // 19.99 of 64.47 gives back that share of each tax: VAT 2.00, city tax 0.50.
  await expect(dialog.getByTestId('refund-amount')).toHaveText('Refund $22.49');
  await expectAccessible(owner, 'the Return items dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Scratched');
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Refund $22.49' }).click();
  await expect(owner.getByText('Return R000001: $22.49 refunded in Cash.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(summary).toContainText('Partially Refunded');
  const returns = owner.getByRole('region', { name: 'Returns' });
  const first = returns.getByRole('article', { name: 'Return R000001' });
  await expect(first).toContainText('Reason: Scratched');
  await expect(first).toContainText('Rita Owner');
  await expect(first.getByRole('row', { name: /Total refunded/ })).toContainText('$22.49');
  await expect(payment.getByRole('row', { name: 'Refunded' })).toContainText('-$22.49');
  await expect(payment.getByRole('row', { name: 'Net Total' })).toContainText('$50.04');
  // Each line says how much of it came back (cells: item, qty, returned).
  const returnedOf = (product: Product) =>
    items
      .getByRole('row', { name: new RegExp(product.name) })
      .getByRole('cell')
      .nth(2);
  await expect(items.getByRole('columnheader').nth(2)).toHaveText('Returned');
  await expect(returnedOf(mug)).toHaveText('1 of 3');
  await expect(returnedOf(tea)).toHaveText('—');
  expect(await stockOf(owner, mug)).toBe(8);
  await expectAccessible(owner, 'a partly returned sale with its returns');
  // Its receipt opens as a PDF.
  const opening = owner.waitForEvent('popup');
  await first.getByRole('button', { name: 'Receipt of return R000001' }).click();
  const tab = await opening;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  // The list offers the new status and shows it in orange, with the receipt number.
  await owner.goto('/transactions');
  await owner.getByRole('combobox', { name: 'Status' }).click();
  await owner.getByRole('option', { name: 'Partially Refunded', exact: true }).click();
  const rows = owner.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('000001');
  const badge = rows.nth(1).locator('[data-status="Partially Refunded"]');
  await expect(badge).toHaveText('Partially Refunded');
  expect(await badge.getAttribute('style')).toContain('orange');

  // A cashier at the register: Return mode, the receipt's number without its zeros. Without
  // process_returns, a manager approves with their e-mail and register PIN first.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as PrintSpy;
      top.__printed = [...(top.__printed ?? []), document.contentType];
    };
  });
  await openRegister(page, cashier);
  await page.getByRole('radiogroup', { name: 'Register mode' }).getByText('Return').click();
  const number = page.getByRole('textbox', { name: 'Receipt number' });
  await expect(number).toBeFocused();
  await number.fill('999');
  await number.press('Enter');
  await expect(page.getByText('No sale has this receipt number.')).toBeVisible();
  await number.fill('1');
  await number.press('Enter');
  const found = page.getByRole('region', { name: 'Sale 000001' });
  await expect(found).toContainText('Partially Refunded');
  const lines = found.getByRole('table', { name: 'Lines to return' });
  const mugLine = lines.getByRole('row', { name: new RegExp(mug.name) }).getByRole('cell');
  // Sold 3, 2 left.
  await expect(mugLine.nth(1)).toHaveText('3');
  await expect(mugLine.nth(2)).toHaveText('2');
  await found.getByRole('textbox', { name: `Units of ${tea.name} to return` }).fill('1');
  // 4.50 more of the subtotal: VAT 2.45 − 2.00, city tax 0.61 − 0.50 → 5.06.
  await expect(found.getByTestId('refund-amount')).toHaveText('Refund $5.06');
  await expectAccessible(page, 'the register in Return mode with a sale found');
  await found.getByRole('button', { name: 'Refund $5.06' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText('Returns need a manager');
  await expectAccessible(page, 'the manager approval dialog');
  // A wrong PIN is refused in the dialog (the cashier stays signed in); the owner's PIN approves.
  await approval.getByRole('textbox', { name: 'Manager e-mail' }).fill(ownerEmail);
  await approval.getByLabel('Register PIN').fill('1111');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('The e-mail or register PIN is not right.')).toBeVisible();
  expect(await stockOf(owner, tea)).toBe(4);
  await approval.getByLabel('Register PIN').fill('2468');
  await approval.getByRole('button', { name: 'Approve' }).click();
  const done = page.getByRole('region', { name: 'Return completed' });
  await expect(done).toContainText('Return R000002');
  await expect(done).toContainText('approved by Rita Owner');
  await expect(done).toContainText('Refund in Cash');
  await expect(done.getByTestId('refund-total')).toHaveText('$5.06');
  await expectAccessible(page, 'a return done at the register');
  expect(await stockOf(owner, tea)).toBe(5);
  // A receipt the server cannot make: the cashier is told; printing again works and clears it.
  const returnReceipt = /\/api\/v1\/returns\/[^/]+\/receipt\.pdf/;
  await page.route(returnReceipt, (route) =>
    route.fulfill({ status: 500, json: { message: 'Renderer down', code: 'INTERNAL_ERROR' } }),
  );
  await done.getByRole('button', { name: 'Print return receipt' }).click();
  await expect(done.getByRole('alert')).toContainText('The receipt could not be printed:');
  await page.unroute(returnReceipt);
  await done.getByRole('button', { name: 'Print return receipt' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as PrintSpy).__printed ?? []))
    .toEqual(['application/pdf']);
  await expect(done.getByRole('alert')).toHaveCount(0);
  await done.getByRole('button', { name: 'New return' }).click();
  await expect(number).toHaveValue('');

  // The owner at the register needs no approval; the scanned number with its zeros.
  await owner.goto('/pos');
  await owner.getByRole('radiogroup', { name: 'Register mode' }).getByText('Return').click();
  const ownerNumber = owner.getByRole('textbox', { name: 'Receipt number' });
  await ownerNumber.pressSequentially('000001', { delay: 5 });
  await ownerNumber.press('Enter');
  const atTill = owner.getByRole('region', { name: 'Sale 000001' });
  await expect(
    atTill.getByRole('textbox', { name: `Units of ${tea.name} to return` }),
  ).toBeDisabled();
  await atTill.getByRole('textbox', { name: `Units of ${mug.name} to return` }).fill('1');
  await atTill.getByText('Card', { exact: true }).click();
  await expect(atTill.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
  // The second mug: 39.98 − 19.99 of the line, VAT 4.45 − 2.45, city tax 1.11 − 0.61.
  await atTill.getByRole('button', { name: 'Refund $22.49' }).click();
  const ownerDone = owner.getByRole('region', { name: 'Return completed' });
  await expect(ownerDone).toContainText('Return R000003');
  await expect(ownerDone).toContainText('Refund in Card');
  await expect(ownerDone).not.toContainText('approved by');
  expect(await stockOf(owner, mug)).toBe(9);

  // The rest (1 mug) from the sale's page: Refunded, and all of it given back.
  await owner.goto(`/transactions/${sale._id}`);
  await owner.getByRole('button', { name: 'Refund the rest' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Refund this sale?' });
  await expect(confirm).toContainText('1 item will be returned to stock');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(owner.getByText('Sale refunded successfully!')).toBeVisible();
  await expect(summary).toContainText('Refunded');
  await expect(summary).not.toContainText('Partially');
  await expect(owner.getByRole('region', { name: 'Returns' }).getByRole('article')).toHaveCount(4);
  await expect(payment.getByRole('row', { name: 'Refunded' })).toContainText('-$72.53');
  await expect(payment.getByRole('row', { name: 'Net Total' })).toContainText('$0.00');
  await expect(returnedOf(mug)).toHaveText('3 of 3');
  await expect(returnedOf(tea)).toHaveText('1 of 1');
  await expect(owner.getByRole('button', { name: 'Return items' })).toHaveCount(0);
  expect(await stockOf(owner, mug)).toBe(10);
  // On a phone the items are a list: what came back shows under each line's price.
  await owner.setViewportSize({ width: 390, height: 844 });
  const phoneItems = owner.getByRole('list', { name: 'Items Purchased' }).getByRole('listitem');
  await expect(phoneItems.filter({ hasText: mug.name })).toContainText('Returned 3 of 3');
  await expect(phoneItems.filter({ hasText: tea.name })).toContainText('Returned 1 of 1');
  await owner.context().close();
});
