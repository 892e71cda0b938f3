import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  openRegister,
  payCardThenCash,
  type ShopProduct,
  setUpShop,
  signIn,
  tillShop,
  unique,
} from './helpers';

type Product = ShopProduct;

/** A fresh organization with two taxes, two products and a cashier, set up by its owner. */
async function setUp(browser: Browser) {
  const { owner, products, staff } = await setUpShop(browser, tillShop('Till Town', 'Olive Owner'));
  return { owner, cashier: staff.cashier, ...products };
}

const stockOf = async (page: Page, product: Product) =>
  (await apiCall<{ data: { stock: number } }>(page, 'GET', `/products/${product._id}`)).data.stock;

const saleCount = async (page: Page) =>
  (await apiCall<{ totalCount: number }>(page, 'GET', '/transactions?limit=1')).totalCount;

const money = (n: number) => `$${n.toFixed(2)}`;

/** A window whose print() calls are recorded (content types of the printed documents). */
type PrintSpy = Window & { __printed?: string[] };

test('a cashier scans, adds a new customer, pays by card and completes one sale', async ({
  page,
  browser,
}) => {
  // A sign-up, a shop's set-up and a whole sale with its receipt: a minute on a busy machine.
  test.setTimeout(120_000);
  const { owner, cashier, mug, tea } = await setUp(browser);
  // Every frame's print() records what it would print, on the page, instead of a dialog.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as PrintSpy;
      top.__printed = [...(top.__printed ?? []), document.contentType];
    };
  });

  // A cashier lands on the register.
  await signIn(page, cashier.email, cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();

  // The barcode field has focus; a scanner types the code, then Enter.
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  await expect(barcode).toBeFocused();
  const cart = page.getByRole('list', { name: 'Cart' });
  await barcode.pressSequentially(mug.sku, { delay: 5 });
  await barcode.press('Enter');
  await expect(cart.getByRole('listitem', { name: mug.name })).toBeVisible();
  await expect(barcode).toHaveValue('');
  await expect(barcode).toBeFocused();
  // The same code again (any case): one more unit on the same line.
  await barcode.pressSequentially(mug.sku.toLowerCase(), { delay: 5 });
  await barcode.press('Enter');
  const mugQuantity = page.getByRole('textbox', { name: `Quantity of ${mug.name}` });
  await expect(mugQuantity).toHaveValue('2');
  // The quantity takes digits only, the arrow keys step it, and left empty it is 1 again.
  await mugQuantity.fill('3x');
  await expect(mugQuantity).toHaveValue('3');
  await mugQuantity.press('ArrowUp');
  await expect(mugQuantity).toHaveValue('4');
  await mugQuantity.fill('');
  await mugQuantity.blur();
  await expect(mugQuantity).toHaveValue('1');
  await mugQuantity.fill('2');
  await barcode.pressSequentially(tea.sku, { delay: 5 });
  await barcode.press('Enter');
  await expect(cart.getByRole('listitem')).toHaveCount(2);

  // An unknown code: the message beside the field, the code selected for the next scan.
  await barcode.pressSequentially('NO-SUCH-CODE', { delay: 5 });
  await barcode.press('Enter');
  await expect(page.getByText('No product or variation has this barcode.')).toBeVisible();
  await expect(barcode).toHaveValue('NO-SUCH-CODE');
  await expect
    .poll(() =>
      barcode.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd].join('-')),
    )
    .toBe('0-12');
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  // A cashier has no apply_discounts: no discount field until they ask for one (approved by a
  // manager: register-discount-approval.spec.ts).
  await expect(page.getByRole('textbox', { name: `Discount on ${mug.name}` })).toHaveCount(0);

  // Totals in cents as the server computes them: 2 × 19.99 + 4.50 = 44.48; VAT 4.448 → 4.45;
  // City tax 1.112 → 1.11; total 50.04.
  const totals = page.getByRole('region', { name: 'Sale totals' });
  await expect(totals).toContainText('Subtotal$44.48');
  await expect(totals).toContainText('VAT (10%)$4.45');
  await expect(totals).toContainText('City tax (2.5%)$1.11');
  await expect(page.getByTestId('register-total')).toHaveText('$50.04');

  // A new customer made with the sale; the name is required.
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await checkout.getByText('New', { exact: true }).click();
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(checkout.getByText('Customer name is required.')).toBeVisible();
  const customerName = unique('Nora New');
  await checkout.getByRole('textbox', { name: 'Customer name' }).fill(customerName);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(`${unique('nora')}@mail.test`);
  await checkout.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0101');
  await checkout.getByText('Card', { exact: true }).click();
  await expect(checkout.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();

  await page.screenshot({ path: test.info().outputPath('register-desktop.png'), fullPage: true });

  // A double click makes one sale.
  await checkout.getByRole('button', { name: 'Complete Sale' }).dblclick();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('Sale completed successfully!');
  await expect(done).toContainText(customerName);
  await expect(done).toContainText('Card');

  await expect.poll(() => saleCount(page)).toBe(1);
  const { data: rows } = await apiCall<{ data: { _id: string; totalAmount: number }[] }>(
    page,
    'GET',
    '/transactions?limit=5',
  );
  const sale = rows[0] as { _id: string; totalAmount: number };
  expect(sale.totalAmount).toBe(50.04);
  await expect(page.getByTestId('sale-total')).toHaveText(money(sale.totalAmount));
  const { data: details } = await apiCall<{
    data: {
      customerName: string;
      paymentMethod: string;
      taxes: { amount: number }[];
      documentNumber: string;
    };
  }>(page, 'GET', `/transactions/${sale._id}`);
  expect(details.customerName).toBe(customerName);
  expect(details.paymentMethod).toBe('Card');
  expect(details.taxes.map((t) => t.amount)).toEqual([4.45, 1.11]);

  // Stock went down at the store.
  expect(await stockOf(owner, mug)).toBe(mug.stock - 2);
  expect(await stockOf(owner, tea)).toBe(tea.stock - 1);

  await page.screenshot({ path: test.info().outputPath('register-done.png'), fullPage: true });

  // Print receipt opens the print dialog for the receipt PDF from this page: no tab opens.
  let tabs = 0;
  page.context().on('page', () => {
    tabs += 1;
  });
  await done.getByRole('button', { name: 'Print receipt' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as PrintSpy).__printed ?? []))
    .toEqual(['application/pdf']);
  expect(tabs).toBe(0);

  // New sale: an empty cart and the barcode field ready.
  await done.getByRole('button', { name: 'New sale' }).click();
  await expect(barcode).toBeFocused();
  await expect(page.getByText('The cart is empty.', { exact: false })).toBeVisible();

  // The owner finds the sale everywhere: the list, its details, the dashboard, the stock history.
  // The number the receipt prints: the organization's first sale.
  const number = details.documentNumber;
  expect(number).toBe('000001');
  await owner.goto('/transactions');
  const row = owner.getByRole('table').getByRole('row').filter({ hasText: customerName });
  await expect(row).toContainText(sale._id.slice(-8));
  await expect(row).toContainText('$50.04');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Card');
  await row.getByText(customerName).click();
  await expect(owner).toHaveURL(new RegExp(`/transactions/${sale._id}$`));
  const items = owner.getByRole('table', { name: 'Items Purchased' });
  await expect(items.getByRole('row', { name: new RegExp(mug.name) })).toContainText('$39.98');
  await expect(items.getByRole('row', { name: new RegExp(tea.name) })).toContainText('$4.50');
  const payment = owner.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('row', { name: 'VAT (10%)' })).toContainText('$4.45');
  await expect(payment.getByRole('row', { name: 'City tax (2.5%)' })).toContainText('$1.11');
  await expect(payment.getByRole('row', { name: /^Total / })).toContainText('$50.04');
  await expect(payment.getByRole('row', { name: 'Payment Method' })).toContainText('Card');
  await expect(owner.getByRole('region', { name: 'Summary' })).toContainText('Casey Cashier');
  await expect(owner.getByRole('region', { name: 'Customer' })).toContainText(customerName);

  await owner.goto('/dashboard');
  await expect(owner.getByRole('region', { name: 'Total Transactions' })).toContainText('1');
  const top = owner.getByRole('region', { name: 'Top 5 Products by Quantity Sold' });
  await expect(top).toContainText(mug.name);
  await expect(top).toContainText(tea.name);
  await expect(owner.getByText('No sales data available for the last 7 days.')).toHaveCount(0);

  await owner.goto('/stock-history');
  const ledger = owner.getByRole('table', { name: 'Stock History' }).getByRole('row');
  const saleRow = (product: Product) =>
    ledger.filter({ hasText: product.name }).filter({ hasText: 'SALE' });
  await expect(saleRow(mug)).toContainText('Sale');
  await expect(saleRow(mug)).toContainText('-2');
  await expect(saleRow(mug)).toContainText('Casey Cashier');
  await expect(saleRow(tea)).toContainText('-1');

  // The owner refunds it: stock comes back through RETURN rows, the best sellers forget it.
  await owner.goto(`/transactions/${sale._id}`);
  await owner.getByRole('button', { name: 'Refund' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Refund this sale?' });
  await expect(dialog).toContainText('3 items will be returned to stock');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(owner.getByText('Sale refunded successfully!')).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Summary' })).toContainText('Refunded');
  expect(await stockOf(owner, mug)).toBe(mug.stock);
  expect(await stockOf(owner, tea)).toBe(tea.stock);
  await owner.goto('/stock-history');
  await expect(ledger.filter({ hasText: 'RETURN' })).toHaveCount(2);
  await expect(ledger.filter({ hasText: mug.name }).filter({ hasText: 'RETURN' })).toContainText(
    `Return R000001 of sale ${number}`,
  );
  await owner.goto('/dashboard');
  await expect(owner.getByText('No top products data available.')).toBeVisible();
  await owner.context().close();
});

test('a register in a second store sells from that store and remembers it', async ({
  page,
  browser,
}) => {
  const { owner, cashier, tea } = await setUp(browser);
  const harbour = unique('Harbour Store');
  const { data: store } = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/stores', {
    name: harbour,
  });
  await apiCall(owner, 'POST', '/inventory-log/add-by-barcode', {
    barcode: tea.sku,
    quantity: 3,
    type: 'purchase',
    storeId: store._id,
  });

  await openRegister(page, cashier);
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const storeField = checkout.getByRole('combobox', { name: 'Store' });
  await expect(storeField).toHaveValue('Main Store');
  await storeField.click();
  await page.getByRole('option', { name: harbour }).click();
  await expect(storeField).toHaveValue(harbour);

  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  await barcode.fill(tea.sku);
  await barcode.press('Enter');
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByRole('region', { name: 'Sale completed' })).toContainText(harbour);

  // 3 → 2 at the harbour; the main store's 5 untouched.
  const { data: levels } = await apiCall<{ data: { locationName: string; quantity: number }[] }>(
    owner,
    'GET',
    `/inventory-items?productId=${tea._id}&limit=10`,
  );
  const at = (name: string) => levels.find((l) => l.locationName === name)?.quantity;
  expect(at(harbour)).toBe(2);
  expect(at('Main Store')).toBe(tea.stock);

  // The register remembers its store after a reload.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Checkout' }).getByRole('combobox', { name: 'Store' }),
  ).toHaveValue(harbour);
  await owner.context().close();
});

test('keyboard only: scan, Ctrl+Enter, a lost answer kept and sent again makes one sale, stock refused', async ({
  page,
  browser,
}) => {
  const { owner, cashier, mug, tea } = await setUp(browser);
  await openRegister(page, cashier);

  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  await expect(barcode).toBeFocused();
  // F4 goes to the search, F2 back to the barcode field.
  await page.keyboard.press('F4');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
  await page.keyboard.type(tea.name);
  await expect(page.getByRole('button', { name: `Add ${tea.name}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('register-search.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: `Quantity of ${tea.name}` })).toHaveValue('1');
  // Typed at once after F2, without waiting for anything: the whole code arrives.
  await page.keyboard.press('F2');
  await page.keyboard.type(mug.sku);
  await expect(barcode).toHaveValue(mug.sku);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: `Quantity of ${mug.name}` })).toHaveValue('1');

  // The first answer is lost on the way back: the server made the sale, the page saw no answer.
  let lost = false;
  await page.route('**/api/v1/transactions', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('failed');
  });
  await page.keyboard.press('Control+Enter');
  // No answer: the register keeps the sale (its receipt from its own data) and sends it again
  // under the same Idempotency-Key once the server answers — the same sale, not a second one.
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done).toContainText('Sale saved on this register');
  await expect(page.getByTestId('sale-total')).toHaveText('$27.55'); // 24.49 + 2.45 + 0.61
  await expect(page.getByRole('status').filter({ hasText: 'Catalogue' })).toContainText('Online', {
    timeout: 60_000,
  });
  await expect.poll(() => saleCount(page)).toBe(1);
  expect(await stockOf(owner, mug)).toBe(mug.stock - 1);
  expect(await stockOf(owner, tea)).toBe(tea.stock - 1);

  // F2 starts the next sale. More mugs than there are: refused, naming the item; cart kept.
  await expect(page.getByRole('button', { name: 'New sale' })).toBeFocused();
  await page.keyboard.press('F2');
  await page.keyboard.type(mug.sku);
  await expect(barcode).toHaveValue(mug.sku);
  await page.keyboard.press('Enter');
  const quantity = page.getByRole('textbox', { name: `Quantity of ${mug.name}` });
  await expect(quantity).toHaveValue('1');
  await quantity.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('50');
  await page.keyboard.press('Control+Enter');
  // The shop sells no stock it lacks: a manager's approval is asked, naming the item; without
  // it (Cancel) nothing is sold and the cart is kept.
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText('Sell without stock: a manager approves');
  await expect(approval.getByRole('list', { name: 'Beyond the stock' })).toContainText(
    `${mug.name}: 50 sold`,
  );
  await approval.getByRole('button', { name: 'Cancel' }).click();
  await expect(quantity).toHaveValue('50');
  expect(await saleCount(page)).toBe(1);

  // At a phone's width: Pay (which opens the payment) in view without scrolling, steppers a
  // thumb can hit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeInViewport({
    ratio: 1,
  });
  const increase = page.getByRole('button', { name: `Increase quantity of ${mug.name}` });
  const decrease = page.getByRole('button', { name: `Decrease quantity of ${mug.name}` });
  for (const control of [increase, decrease]) {
    const box = await control.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await decrease.click();
  await expect(quantity).toHaveValue('49');
  await increase.click();
  await increase.click();
  await expect(quantity).toHaveValue('51');
  await page.screenshot({ path: test.info().outputPath('register-390.png'), fullPage: true });
  await owner.context().close();
});

test('with apply_discounts: a line discount before the taxes, an existing customer, UPI', async ({
  browser,
}) => {
  const { owner, mug } = await setUp(browser);
  const regular = unique('Rita Regular');
  await apiCall(owner, 'POST', '/customers', { name: regular, phone: '+1 555 0199' });

  await owner.goto('/pos');
  const barcode = owner.getByRole('textbox', { name: 'Barcode' });
  for (let i = 0; i < 3; i++) {
    await barcode.fill(mug.sku);
    await barcode.press('Enter');
    await expect(owner.getByRole('textbox', { name: `Quantity of ${mug.name}` })).toHaveValue(
      String(i + 1),
    );
  }
  // 3 × 19.99 − 5 = 54.97; VAT 5.497 → 5.50; City tax 1.37425 → 1.37; total 61.84.
  await owner.getByRole('textbox', { name: `Discount on ${mug.name}` }).fill('5');
  const totals = owner.getByRole('region', { name: 'Sale totals' });
  await expect(totals).toContainText('Discounts−$5.00');
  await expect(totals).toContainText('Subtotal$54.97');
  await expect(totals).toContainText('VAT (10%)$5.50');
  await expect(totals).toContainText('City tax (2.5%)$1.37');
  await expect(owner.getByTestId('register-total')).toHaveText('$61.84');
  await owner.screenshot({ path: test.info().outputPath('register-discount.png'), fullPage: true });

  const checkout = owner.getByRole('region', { name: 'Checkout' });
  await checkout.getByText('Existing', { exact: true }).click();
  await checkout.getByRole('combobox', { name: 'Find a customer' }).fill(regular);
  await owner.getByRole('option', { name: new RegExp(regular) }).click();
  await checkout.getByText('UPI', { exact: true }).click();
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();

  const done = owner.getByRole('region', { name: 'Sale completed' });
  await expect(done).toContainText(regular);
  await expect(owner.getByTestId('sale-total')).toHaveText('$61.84');
  const { data: rows } = await apiCall<{ data: { _id: string }[] }>(owner, 'GET', '/transactions');
  const { data: sale } = await apiCall<{
    data: { totalAmount: number; discountTotal: number; paymentMethod: string };
  }>(owner, 'GET', `/transactions/${rows[0]?._id}`);
  expect(sale).toMatchObject({ totalAmount: 61.84, discountTotal: 5, paymentMethod: 'UPI' });

  // View sale opens its details.
  await done.getByRole('link', { name: 'View sale' }).click();
  await expect(owner).toHaveURL(new RegExp(`/transactions/${rows[0]?._id}$`));
  await expect(owner.getByText(regular).first()).toBeVisible();
  await owner.context().close();
});

test('a variation: picked from the search with the keyboard, scanned by its SKU, its own price', async ({
  page,
  browser,
}) => {
  const { owner, cashier } = await setUp(browser);
  const stem = unique('TEE').toUpperCase();
  const { data: tee } = await apiCall<{ data: { _id: string; variations: { stock: number }[] } }>(
    owner,
    'POST',
    '/products',
    {
      name: 'Tee Shirt',
      price: 12,
      stock: 0,
      sku: stem,
      configurableAttributes: [{ name: 'Size', values: ['S', 'M'] }],
      variations: [
        { attributeCombination: ['S'], price: 12, stock: 4, sku: `${stem}-S` },
        { attributeCombination: ['M'], price: 12.5, stock: 4, sku: `${stem}-M` },
      ],
    },
  );

  await openRegister(page, cashier);
  await expect(page.getByRole('textbox', { name: 'Barcode' })).toBeFocused();
  await page.keyboard.press('F4');
  await page.keyboard.type('Tee Shirt');
  await expect(page.getByRole('button', { name: 'Add Tee Shirt / M' })).toBeVisible();
  // Enter on a product with variations moves to its first variation; Tab to the next one.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Add Tee Shirt / S' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Quantity of Tee Shirt / M' })).toHaveValue('1');

  // A variation's own SKU scanned (any case): one more of that variation.
  await page.keyboard.press('F2');
  await expect(page.getByRole('textbox', { name: 'Barcode' })).toBeFocused();
  await page.keyboard.type(`${stem}-m`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Quantity of Tee Shirt / M' })).toHaveValue('2');

  // 2 × 12.50 = 25.00; VAT 2.50; City tax 0.625 → 0.63 (half up); total 28.13.
  const expected = '$28.13';
  await expect(page.getByTestId('register-total')).toHaveText(expected);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('sale-total')).toHaveText(expected);
  const { data: product } = await apiCall<{ data: { variations: { stock: number }[] } }>(
    owner,
    'GET',
    `/products/${tee._id}`,
  );
  expect(product.variations.map((v) => v.stock)).toEqual([4, 2]);
  await owner.context().close();
});

test('cash tendered shows the change; a split payment takes $20 by card and $50 cash', async ({
  page,
  browser,
}) => {
  const { owner, cashier, mug, tea } = await setUp(browser);
  await openRegister(page, cashier);
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const payment = checkout.getByRole('region', { name: 'Payment' });

  // 19.99 + taxes 2.00 + 0.50 = 22.49, paid with $50 handed over: $27.51 change.
  await barcode.fill(mug.sku);
  await barcode.press('Enter');
  await expect(page.getByTestId('register-total')).toHaveText('$22.49');
  const quick = payment.getByRole('group', { name: 'Quick cash amounts' });
  await expect(quick.getByRole('button')).toHaveText([
    'Exact $22.49',
    '$23.00',
    '$25.00',
    '$30.00',
  ]);
  await payment.getByRole('textbox', { name: 'Cash tendered' }).fill('50');
  await expect(payment.getByTestId('change-due')).toHaveText('$27.51');
  await payment.getByRole('textbox', { name: 'Cash tendered' }).fill('20');
  await expect(payment).toContainText('The payments do not cover the total.');
  await expect(checkout.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  await quick.getByRole('button', { name: '$25.00' }).click();
  await expect(payment.getByTestId('change-due')).toHaveText('$2.51');
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-change')).toHaveText('$2.51');
  await expect(done).toContainText('Cash tendered$25.00');

  // Next sale: 2 mugs + 2 teas = 48.98 + 6.12 = 55.10 (VAT 4.90, city 1.22) — split.
  await page.keyboard.press('F2');
  for (const sku of [mug.sku, mug.sku, tea.sku, tea.sku]) {
    await barcode.fill(sku);
    await barcode.press('Enter');
  }
  await expect(page.getByTestId('register-total')).toHaveText('$55.10');
  await payCardThenCash(page, payment, '20', '50');
  await expect(payment.getByTestId('change-due')).toHaveText('$14.90');
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(done.getByTestId('sale-change')).toHaveText('$14.90');
  await expect(done).toContainText('Card$20.00');
  await expect(done).toContainText('Cash tendered$50.00');

  const { data: sales } = await apiCall<{
    data: { paymentMethod: string; paymentMethods: string[]; totalAmount: number }[];
  }>(owner, 'GET', '/transactions?limit=5');
  expect(sales[0]).toMatchObject({
    paymentMethod: 'Split',
    paymentMethods: ['Card', 'Cash'],
    totalAmount: 55.1,
  });
  expect(sales[1]).toMatchObject({ paymentMethod: 'Cash', totalAmount: 22.49 });
  await owner.context().close();
});
