import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiCall, type ShopProduct, setUpShop, waitForAppCached } from './helpers';

/**
 * A shop's first day at the till, as a cashier meets it on a counter screen (1366×768) and on a
 * phone (390×844): the payment seen before a sale is booked, a "10%" that means ten percent, an
 * item out of stock said at the scan, a shift asked for before the first scan, a split that
 * leaves what is left, and a network that comes back.
 */
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function setUp(browser: Browser, requireOpenShift: boolean) {
  const { owner, ownerEmail, products } = await setUpShop(browser, {
    organization: 'First Day',
    owner: 'Fay Owner',
    password: 'first day 2026 pw',
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    products: {
      shirt: { name: 'Linen Shirt', price: 19.99, stock: 10 },
      tea: { name: 'Tea Sampler', price: 4.5, stock: 5 },
      bare: { name: 'Bare Shelf Vase', price: 12, stock: 0 },
    },
    staff: {},
  });
  await setShopRules(owner, { requireOpenShift, allowNegativeStock: false });
  return { owner, ownerEmail, ...products };
}

async function setShopRules(
  page: Page,
  rules: { requireOpenShift: boolean; allowNegativeStock: boolean },
) {
  const { data } = await apiCall<{ data: Record<string, unknown> }>(
    page,
    'GET',
    '/settings/general',
  );
  await apiCall(page, 'PUT', '/settings/general', { ...data, ...rules });
}

async function openRegister(page: Page) {
  await page.goto('/pos');
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  // The register's code and its copy of the catalogue load on the first visit.
  await expect(barcode).toBeVisible({ timeout: 30_000 });
  return barcode;
}

async function scan(page: Page, code: string) {
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  await barcode.fill(code);
  await barcode.press('Enter');
}

/** The organization's latest sale, with its lines. */
async function lastSale(page: Page) {
  const { data } = await apiCall<{ data: { _id: string }[] }>(page, 'GET', '/transactions?limit=1');
  const id = data[0]?._id ?? '';
  return (
    await apiCall<{
      data: { _id: string; paymentMethod: string; items: { discount: number }[] };
    }>(page, 'GET', `/transactions/${id}`)
  ).data;
}

test('at the counter: a shift first, a percent discount, stock said at the scan, a split that leaves what is left', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, shirt, tea, bare } = await setUp(browser, true);
  await owner.setViewportSize(DESKTOP);
  const barcode = await openRegister(owner);

  // No shift yet: the register says so before the first scan, and takes none.
  await expect(
    owner.getByRole('status').filter({ hasText: 'Open a shift before selling.' }),
  ).toBeVisible();
  await expect(barcode).toBeDisabled();
  await expect(owner.getByText('Open a shift to start selling.')).toBeVisible();
  await owner.getByRole('button', { name: 'Open shift' }).click();
  const open = owner.getByRole('dialog', { name: 'Open shift' });
  await open.getByRole('textbox', { name: 'Opening float' }).fill('100');
  await open.getByRole('button', { name: 'Open shift' }).click();
  await expect(owner.getByRole('region', { name: 'Shift' })).toContainText('Shift open since');
  await expect(barcode).toBeEnabled();

  // An unknown code is refused; the next good scan ends the refusal and empties the field.
  await scan(owner, 'NO-SUCH-CODE');
  await expect(owner.getByText('No product or variation has this barcode.')).toBeVisible();
  await scan(owner, shirt.sku);
  const cart = owner.getByRole('list', { name: 'Cart' });
  await expect(cart.getByRole('listitem', { name: shirt.name })).toBeVisible();
  await expect(owner.getByText('No product or variation has this barcode.')).toHaveCount(0);
  await expect(barcode).toHaveValue('');

  // "10%" is ten percent of the line (2.00 off 19.99), never 10.00; what cannot be read is refused.
  const discount = owner.getByRole('textbox', { name: `Discount on ${shirt.name}` });
  const lineTotal = owner.getByLabel(`Line total of ${shirt.name}`);
  await discount.fill('10%');
  await expect(discount).toHaveValue('10');
  await expect(
    owner.getByRole('button', { name: `Discount on ${shirt.name} in percent` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(lineTotal).toHaveText('$17.99');
  await discount.fill('ten');
  await expect(owner.getByText('Type an amount like 2.50, or a percent like 10%.')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  await discount.fill('15');
  await expect(lineTotal).toHaveText('$16.99');
  // The unit button turns the same 15 into an amount.
  await owner.getByRole('button', { name: `Discount on ${shirt.name} in percent` }).click();
  await expect(lineTotal).toHaveText('$4.99');
  await discount.fill('10%');
  await expect(lineTotal).toHaveText('$17.99');

  // Nothing of it on the shelf: said at once, on the line too.
  await scan(owner, bare.sku);
  await expect(owner.getByRole('status').filter({ hasText: bare.name })).toContainText(
    `"${bare.name}" is out of stock here: a manager approves selling it when the sale is completed.`,
  );
  await expect(cart.getByRole('listitem', { name: bare.name })).toContainText('Out of stock');
  await cart.getByRole('button', { name: `Remove ${bare.name}` }).click();
  await scan(owner, tea.sku);
  await expect(owner.getByRole('status').filter({ hasText: 'out of stock' })).toHaveCount(0);

  // Split: $10 in cash leaves the rest (17.99 + 4.50 = 22.49, + 10% VAT = 24.74) on the card.
  const payment = owner.getByRole('region', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Split payment' }).click();
  await payment.getByRole('textbox', { name: 'Payment 1 amount' }).fill('10');
  await expect(payment.getByRole('textbox', { name: 'Payment 2 amount' })).toHaveValue('14.74');
  // The total, the payment and Complete Sale stay in view on a counter screen.
  const complete = owner.getByRole('button', { name: 'Complete Sale' });
  await expect(complete).toBeInViewport({ ratio: 1 });
  await complete.click();
  await expect(owner.getByRole('region', { name: 'Sale completed' })).toContainText('Split');
  const sale = await lastSale(owner);
  expect(sale.paymentMethod).toBe('Split');
  expect(sale.items.map((i) => i.discount)).toEqual([2, 0]);
  await owner.screenshot({ path: test.info().outputPath('done-1366.png') });
  await owner.context().close();
});

test('a counter screen keeps Complete Sale and the payment in view with 12 lines', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, shirt, tea } = await setUp(browser, false);
  const more: ShopProduct[] = [];
  for (let i = 1; i <= 10; i++) {
    const sku = `FILL-${Date.now().toString(36)}-${i}`.toUpperCase();
    const { data } = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/products', {
      name: `Filler ${i}`,
      price: i,
      stock: 5,
      sku,
    });
    more.push({ _id: data._id, name: `Filler ${i}`, sku, stock: 5 });
  }
  await owner.setViewportSize(DESKTOP);
  await openRegister(owner);
  // With no shift required, the register says what a sale made now misses.
  await expect(owner.getByRole('region', { name: 'Shift' })).toContainText(
    'a sale made now belongs to no shift and no drawer count (Z report)',
  );
  for (const p of [shirt, tea, ...more]) await scan(owner, p.sku);
  const cart = owner.getByRole('list', { name: 'Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(12);
  // The newest line is in view, and so are the total, the payment method and Complete Sale.
  await expect(cart.getByRole('listitem', { name: 'Filler 10' })).toBeInViewport();
  await expect(owner.getByTestId('register-total')).toBeInViewport({ ratio: 1 });
  await expect(owner.getByRole('radiogroup', { name: 'Payment method' })).toBeInViewport({
    ratio: 1,
  });
  await expect(owner.getByRole('button', { name: 'Complete Sale' })).toBeInViewport({ ratio: 1 });
  await owner.screenshot({ path: test.info().outputPath('twelve-lines-1366.png') });
  await owner.context().close();
});

test('on a phone the payment is chosen before the sale is completed: a card sale stays a card sale', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, shirt, bare } = await setUp(browser, false);
  await owner.setViewportSize(PHONE);
  await openRegister(owner);
  await scan(owner, shirt.sku);
  await owner.getByRole('textbox', { name: `Discount on ${shirt.name}` }).fill('10%');
  await expect(owner.getByLabel(`Line total of ${shirt.name}`)).toHaveText('$17.99');
  await scan(owner, bare.sku);
  await expect(
    owner.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name: bare.name }),
  ).toContainText('Out of stock');
  await owner.getByRole('button', { name: `Remove ${bare.name}` }).click();

  // The bar at the bottom shows the total and Pay, never a Complete Sale that books cash unseen.
  const pay = owner.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeInViewport({ ratio: 1 });
  await expect(owner.getByRole('button', { name: 'Complete Sale' })).toHaveCount(0);
  await pay.click();
  const sheet = owner.getByRole('dialog', { name: 'Pay $19.79' });
  await expect(sheet.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
  await sheet.getByText('Card', { exact: true }).click();
  await owner.screenshot({ path: test.info().outputPath('pay-sheet-390.png') });
  await sheet.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(owner.getByRole('region', { name: 'Sale completed' })).toContainText('Card');
  expect((await lastSale(owner)).paymentMethod).toBe('Card');
  await owner.context().close();
});

test('a return shows how the sale was paid; a parked sale lists its discounts', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, shirt, tea } = await setUp(browser, false);
  await owner.setViewportSize(DESKTOP);
  const { data: sold } = await apiCall<{ data: { documentNumber: string } }>(
    owner,
    'POST',
    '/transactions',
    {
      items: [{ productId: shirt._id, quantity: 1 }],
      payments: [
        { method: 'Card', amount: 15 },
        { method: 'Cash', amount: 10 },
      ],
    },
  );
  await openRegister(owner);
  await owner.getByRole('radiogroup', { name: 'Register mode' }).getByText('Return').click();
  await owner.getByRole('textbox', { name: 'Receipt number' }).fill(sold.documentNumber);
  await owner.getByRole('button', { name: 'Find sale' }).click();
  await expect(owner.getByTestId('original-tender')).toHaveText(
    'Paid by Card $15.00 · Cash $10.00 (change $3.01)',
  );
  await owner.getByRole('radiogroup', { name: 'Register mode' }).getByText('Sale').click();

  await scan(owner, tea.sku);
  await owner.getByRole('textbox', { name: `Discount on ${tea.name}` }).fill('0.50');
  await owner.getByRole('button', { name: 'Park sale' }).click();
  const parkDialog = owner.getByRole('dialog', { name: 'Park sale' });
  await parkDialog.getByRole('button', { name: 'Park sale' }).click();
  await expect(parkDialog).toBeHidden();
  await expect(owner.getByText('Sale parked.')).toBeVisible();
  await owner.getByRole('button', { name: 'Parked (1)' }).click();
  await expect(owner.getByRole('list', { name: 'Parked sales' })).toContainText(
    `1 × ${tea.name} at $4.50, $0.50 off`,
  );
  await owner.context().close();
});

test.describe(() => {
  // The app opens offline from its service worker's copy.
  test.use({ serviceWorkers: 'allow' });

  test('offline, screens say so; back online, the shift bar comes back by itself', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const { owner } = await setUp(browser, false);
    await owner.setViewportSize(DESKTOP);
    await apiCall(owner, 'POST', '/shifts/open', { openingFloat: 50 });
    await openRegister(owner);
    const shiftBar = owner.getByRole('region', { name: 'Shift' });
    await expect(shiftBar.getByRole('button', { name: 'Close shift' })).toBeEnabled();
    const nav = owner.getByRole('navigation', { name: 'Main navigation' });

    // The app's files kept by the service worker, so that it opens without the network.
    await waitForAppCached(owner);

    await owner.context().setOffline(true);
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(owner.getByText('This device is offline.', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    await expect(owner.getByText('An unexpected error occurred.')).toHaveCount(0);
    // The register opened without the network: the shift as last read, its actions waiting.
    await owner.goto('/pos');
    await expect(shiftBar).toContainText('Shift open since');
    await expect(shiftBar.getByRole('button', { name: 'Close shift' })).toBeDisabled();

    await owner.context().setOffline(false);
    // No click: the shift is read again and its actions come back.
    await expect(shiftBar.getByRole('button', { name: 'Close shift' })).toBeEnabled({
      timeout: 20_000,
    });
    await expect(owner.getByText('The shift could not be read.')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(owner.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(owner.getByText('This device is offline.', { exact: false })).toHaveCount(0);
    await owner.context().close();
  });
});

test('beyond the stock: a manager approves at Complete Sale, and the sale goes through', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, ownerEmail, bare } = await setUp(browser, false);
  await apiCall(owner, 'PATCH', '/profile', { registerPin: '1357' });
  await owner.setViewportSize(DESKTOP);
  await openRegister(owner);
  await scan(owner, bare.sku);
  await owner.getByRole('button', { name: 'Complete Sale' }).click();
  const approval = owner.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText('Sell without stock: a manager approves');
  await expect(approval.getByRole('list', { name: 'Beyond the stock' })).toContainText(
    `${bare.name}: 1 sold, 0 in stock`,
  );
  await approval.getByRole('textbox', { name: 'Manager e-mail' }).fill(ownerEmail);
  await approval.getByLabel('Register PIN').fill('1357');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(owner.getByRole('region', { name: 'Sale completed' })).toBeVisible();
  const { data } = await apiCall<{ data: { stock: number } }>(
    owner,
    'GET',
    `/products/${bare._id}`,
  );
  expect(data.stock).toBe(-1);
  await owner.context().close();
});
