import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  apiCall,
  openRegister,
  pdfTextOf,
  saveGeneralSettings,
  scan,
  setUpShop,
  signIn,
  unique,
} from './helpers';

/**
 * Money as the shop charges it (docs/DESIGN.md, "Money"): shelf prices that include tax, a tax
 * class per product, cash rounded to 0.05 — the same cents on the register, the sale's details
 * and its receipt.
 */
test('prices including tax, a reduced class and cash rounding: the same cents everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, products, staff } = await setUpShop(browser, {
    organization: 'Rounding Row',
    owner: 'Rhea Owner',
    password: 'tidal wave 2026',
    taxes: [{ id: 'gst', name: 'GST', rate: 18 }],
    products: {
      // 11.82 holds 1.80 of GST 18 % (11.82 × 18 / 118 = 1.803).
      shirt: { name: 'Linen Shirt', price: 11.82, stock: 5 },
    },
    staff: { cashier: { name: 'Cleo Cashier', role: 'cashier' } },
  });
  const reduced = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/tax-classes', {
    name: 'Reduced',
    taxes: [{ name: 'GST', rate: 5 }],
  });
  // 2.10 holds 0.10 of GST 5 % (2.10 × 5 / 105).
  const tea = { name: 'Green Tea', sku: unique('TEA').toUpperCase() };
  await apiCall(owner, 'POST', '/products', {
    ...tea,
    price: 2.1,
    stock: 5,
    taxClassId: reduced.data._id,
  });
  await saveGeneralSettings(owner, {
    pricesIncludeTax: true,
    cashRounding: { increment: 0.05, mode: 'nearest' },
  });

  await openRegister(page, staff.cashier);
  await scan(page, 'Barcode', products.shirt.sku);
  await scan(page, 'Barcode', tea.sku);
  const totals = page.getByRole('region', { name: 'Sale totals' });
  await expect(totals).toContainText('Subtotal$13.92');
  await expect(totals).toContainText('incl. GST (18%)$1.80');
  await expect(totals).toContainText('incl. GST (5%)$0.10');
  // Paid in cash (the register's first method): 13.92 is 13.90 in coins of 0.05.
  await expect(totals).toContainText('Rounding-$0.02');
  await expect(page.getByTestId('register-total')).toHaveText('$13.90');
  await page.screenshot({ path: test.info().outputPath('register-incl-rounding.png') });
  await page
    .getByRole('region', { name: 'Checkout' })
    .getByRole('button', { name: 'Complete Sale' })
    .click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$13.90');
  await expect(done).toContainText('incl. GST (18%)$1.80');
  await expect(done).toContainText('Rounding-$0.02');

  // The owner's details of the sale and its receipt say the same.
  const { data: sales } = await apiCall<{ data: { _id: string }[] }>(owner, 'GET', '/transactions');
  const saleId = sales[0]?._id ?? '';
  await owner.goto(`/transactions/${saleId}`);
  const payment = owner.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('row', { name: 'incl. GST (18%)' })).toContainText('$1.80');
  await expect(payment.getByRole('row', { name: 'incl. GST (5%)' })).toContainText('$0.10');
  await expect(payment.getByRole('row', { name: 'Rounding' })).toContainText('-$0.02');
  await expect(payment.getByRole('row', { name: /^Total / })).toContainText('$13.90');
  const token = await owner.evaluate(() => localStorage.getItem('token'));
  const pdf = await owner.request.get(`/api/v1/transactions/${saleId}/receipt.pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  const text = pdfTextOf(Buffer.from(await pdf.body())).replace(/[ \t]+/g, ' ');
  expect(text).toContain('incl. GST (18%) $1.80');
  expect(text).toContain('incl. GST (5%) $0.10');
  expect(text).toContain('Rounding -$0.02');
  expect(text).toContain('TOTAL $13.90');
});

test("a sale discount above the manager's limit: another manager approves it, with a reason", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, ownerEmail, products, staff } = await setUpShop(browser, {
    organization: 'Limit Lane',
    owner: 'Lina Owner',
    password: 'limit lane 2026 pw',
    products: { lamp: { name: 'Desk Lamp', price: 40, stock: 5 } },
    staff: { manager: { name: 'Milo Manager', role: 'organization_manager' } },
  });
  // Managers give up to 10 % on their own; the Owner (no limit) approves more, by PIN.
  const { data: roles } = await apiCall<{ data: Record<string, unknown>[] }>(
    owner,
    'GET',
    '/roles?noPagination=true',
  );
  const managerRole = roles.find((r) => r.name === 'organization_manager');
  await apiCall(owner, 'PUT', `/roles/${managerRole?._id}`, {
    name: managerRole?.name,
    description: managerRole?.description,
    permissions: managerRole?.permissions,
    maxDiscountPercent: 10,
  });
  await apiCall(owner, 'PATCH', '/profile', { registerPin: '2468' });

  // A manager lands on the dashboard; the register is a click away.
  await signIn(page, staff.manager.email, staff.manager.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pos');
  await scan(page, 'Barcode', products.lamp.sku);
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const saleDiscount = checkout.getByRole('textbox', { name: 'Discount on the sale' });
  await saleDiscount.fill('15%');
  await expect(page.getByRole('region', { name: 'Sale totals' })).toContainText('Discounts−$6.00');
  await expect(page.getByTestId('register-total')).toHaveText('$34.00');
  await page.screenshot({ path: test.info().outputPath('register-sale-discount.png') });
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  // Above the manager's 10 %: a manager whose limit covers it, and why.
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText('Discounts above 10% need a manager');
  await approval.getByRole('textbox', { name: 'Manager e-mail' }).fill(ownerEmail);
  await approval.getByLabel('Register PIN').fill('2468');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('A discount above your limit needs a reason.')).toBeVisible();
  await approval.getByRole('textbox', { name: 'Reason for the discount' }).fill('Loyal customer');
  await page.screenshot({ path: test.info().outputPath('approval-with-reason.png') });
  await approval.getByRole('button', { name: 'Approve' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$34.00');
  const { data: sales } = await apiCall<{ data: { _id: string }[] }>(owner, 'GET', '/transactions');
  const { data: sale } = await apiCall<{
    data: { saleDiscount: number; discountReason: string; approvedBy: { name: string } };
  }>(owner, 'GET', `/transactions/${sales[0]?._id}`);
  expect(sale).toMatchObject({
    saleDiscount: 6,
    discountReason: 'Loyal customer',
    approvedBy: { name: 'Lina Owner' },
  });
});

test('promotions at the register: each on its line, the total the server then charges', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, products, staff } = await setUpShop(browser, {
    organization: 'Promo Plaza',
    owner: 'Pia Owner',
    password: 'promo plaza 2026',
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    products: {
      red: { name: 'Red Tee', price: 20, stock: 5 },
      white: { name: 'White Tee', price: 10, stock: 5 },
      socks: { name: 'Wool Socks', price: 4, stock: 10 },
    },
    staff: { cashier: { name: 'Cody Cashier', role: 'cashier' } },
  });
  await apiCall(owner, 'POST', '/promotions', {
    name: 'Buy 1 tee, the second free',
    kind: 'buy_x_get_y',
    productIds: [products.red._id, products.white._id],
    buyQuantity: 1,
    getQuantity: 1,
  });
  await apiCall(owner, 'POST', '/promotions', {
    name: 'Socks coupon, half price',
    kind: 'percent_off',
    productIds: [products.socks._id],
    percent: 50,
    couponCode: 'SOCKS50',
  });
  await apiCall(owner, 'POST', '/promotions', {
    name: 'Socks 25 % off',
    kind: 'percent_off',
    productIds: [products.socks._id],
    percent: 25,
  });
  // A cashier without apply_discounts: promotions are the shop's, no manager is asked.
  await openRegister(page, staff.cashier);
  await scan(page, 'Barcode', products.red.sku);
  await scan(page, 'Barcode', products.white.sku);
  await scan(page, 'Barcode', products.socks.sku);
  const cart = page.getByRole('list', { name: 'Cart' });
  await expect(cart).toContainText('Buy 1 tee, the second free');
  await expect(cart).toContainText('Socks 25 % off');
  // 20.00 + 0.00 (the white tee free) + 3.00 = 23.00, VAT 2.30: 25.30.
  await expect(page.getByTestId('register-total')).toHaveText('$25.30');
  // A coupon: an unknown one is refused at once; the right one gives the socks half price,
  // better than their 25 % (no stacking: the customer gets the better).
  const coupon = page.getByRole('textbox', { name: 'Coupon code' });
  await coupon.fill('NOPE');
  await expect(page.getByText('No running promotion of this store has this coupon.')).toBeVisible();
  await expectAccessible(page, 'the register with promotions and a refused coupon');
  await coupon.fill('socks50');
  await expect(cart).toContainText('Socks coupon, half price −$2.00');
  await expect(cart).not.toContainText('Socks 25 % off');
  // 20.00 + 0.00 + 2.00 = 22.00, VAT 2.20: 24.20.
  await expect(page.getByTestId('register-total')).toHaveText('$24.20');
  await page.screenshot({ path: test.info().outputPath('register-promotions.png') });
  await page
    .getByRole('region', { name: 'Checkout' })
    .getByRole('button', { name: 'Complete Sale' })
    .click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$24.20');
});
