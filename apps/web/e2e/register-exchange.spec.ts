import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, pdfTextOf, saveGeneralSettings, scan, setUpShop, signIn } from './helpers';

/**
 * An exchange at the register (docs/DESIGN.md, "Exchanges"): the receipt scanned, a shirt comes
 * back, a dearer jacket goes out with the customer's coupon, the customer pays the difference in
 * cash rounded to 0.05 — one exchange, one receipt, the stock moved both ways.
 */
test('a shirt back, a jacket out with a coupon: the difference paid in cash, on one receipt', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, ownerEmail, products } = await setUpShop(browser, {
    organization: 'Swap Street',
    owner: 'Sam Owner',
    password: 'swap street 2026',
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    products: {
      shirt: { name: 'Oxford Shirt', price: 20, stock: 5 },
      jacket: { name: 'Rain Jacket', price: 45.3, stock: 5 },
    },
    staff: {},
  });
  await saveGeneralSettings(owner, { cashRounding: { increment: 0.05, mode: 'nearest' } });
  await apiCall(owner, 'POST', '/promotions', {
    name: 'Jacket coupon',
    kind: 'amount_off',
    productIds: [products.jacket._id],
    amount: 5,
    couponCode: 'JACKET5',
  });
  const sold = await apiCall<{ data: { documentNumber: string } }>(owner, 'POST', '/transactions', {
    items: [{ productId: products.shirt._id, quantity: 2 }],
    paymentMethod: 'Card',
  });

  await signIn(page, ownerEmail, 'swap street 2026');
  await page.goto('/pos');
  await page.getByRole('radiogroup', { name: 'Register mode' }).getByText('Exchange').click();
  const number = page.getByRole('textbox', { name: 'Receipt number' });
  await number.fill(sold.data.documentNumber);
  await number.press('Enter');
  const form = page.getByRole('region', { name: `Exchange for sale ${sold.data.documentNumber}` });
  await form.getByRole('textbox', { name: `Units of ${products.shirt.name} to return` }).fill('1');
  await scan(page, 'Barcode', products.jacket.sku);
  const figures = form.getByTestId('exchange-figures');
  // Back 22.00 (20.00 + VAT); out 49.83 (45.30 + 4.53); 27.83 left, 27.85 in coins of 0.05.
  await expect(figures).toContainText('Coming back−$22.00');
  await expect(figures).toContainText('Going out$49.83');
  await expect(figures).toContainText('Customer pays$27.85');
  // A coupon no promotion has holds the exchange back; the customer's own takes 5.00 off the
  // jacket: out 44.33 (40.30 + 4.03), 22.33 left, 22.35 in coins.
  const coupon = form.getByRole('textbox', { name: 'Coupon code' });
  await coupon.fill('NOPE');
  await expect(form).toContainText('No running promotion of this store has this coupon.');
  await expect(form.getByRole('button', { name: 'Complete exchange' })).toBeDisabled();
  await coupon.fill('jacket5');
  await expect(form).toContainText('Jacket coupon');
  await expect(figures).toContainText('Going out$44.33');
  await expect(figures).toContainText('Customer pays$22.35');
  await form.getByRole('textbox', { name: 'Cash received' }).fill('30');
  await expect(form).toContainText('Change $7.65');
  await expectAccessible(page, 'the register in Exchange mode');
  await page.screenshot({ path: test.info().outputPath('register-exchange.png'), fullPage: true });
  await form.getByRole('button', { name: 'Complete exchange' }).click();

  const done = page.getByRole('region', { name: 'Exchange completed' });
  await expect(done).toContainText('Exchange E000001');
  await expect(done).toContainText('1 back · 1 out');
  await expect(done).toContainText('Customer paid by Cash · change $7.65');
  await expect(done.getByTestId('exchange-difference')).toHaveText('$22.35');

  // The stock moved both ways; the one receipt says what came back, what went out, the rest.
  const stock = async (id: string) =>
    (await apiCall<{ data: { stock: number } }>(owner, 'GET', `/products/${id}`)).data.stock;
  expect([await stock(products.shirt._id), await stock(products.jacket._id)]).toEqual([4, 4]);
  const { data: sales } = await apiCall<{ data: { _id: string }[] }>(
    owner,
    'GET',
    '/transactions?sort=-transactionDate',
  );
  const newSale = sales[0]?._id ?? '';
  const sale = await apiCall<{ data: { exchangeId: string } }>(
    owner,
    'GET',
    `/transactions/${newSale}`,
  );
  // The register's own session (the owner's page only calls the API).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const pdf = await page.request.get(`/api/v1/exchanges/${sale.data.exchangeId}/receipt.pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  const text = pdfTextOf(Buffer.from(await pdf.body())).replace(/[ \t]+/g, ' ');
  for (const words of [
    'EXCHANGE',
    'Exchange no. E000001',
    'CAME BACK',
    'Oxford Shirt',
    'Returned -$22.00',
    'WENT OUT',
    'Rain Jacket',
    'Jacket coupon -$5.00',
    'New items $44.35',
    'TO PAY $22.35',
    'Cash tendered $30.00',
    'Change $7.65',
  ]) {
    expect(text).toContain(words);
  }
});

/**
 * The same exchange with the network gone (docs/DESIGN.md, "Exchanges"): the register finds the
 * sale it made in its own copy, prices the jacket from its catalogue, prints the exchange's
 * receipt itself and keeps the exchange in its outbox; back online it is sent once, and the
 * server's exchange is the one printed.
 */
/** A shop with a shirt and a jacket (VAT 10 %, cash in 0.05), its register open at `page`. */
async function swapShop(page: Page, browser: Browser, organization: string) {
  const shop = await setUpShop(browser, {
    organization,
    owner: 'Sam Owner',
    password: 'swap street 2026',
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    products: {
      shirt: { name: 'Oxford Shirt', price: 20, stock: 5 },
      jacket: { name: 'Rain Jacket', price: 45.3, stock: 5 },
    },
    staff: {},
  });
  await saveGeneralSettings(shop.owner, { cashRounding: { increment: 0.05, mode: 'nearest' } });
  await signIn(page, shop.ownerEmail, 'swap street 2026');
  await page.goto('/pos');
  const status = page.getByRole('status').filter({ hasText: 'Catalogue' });
  await expect(status).toContainText('Catalogue updated');
  return { ...shop, status };
}

test('offline: the register exchanges a sale it made, prints it, and syncs it once', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, products, status } = await swapShop(page, browser, 'Swap Street Offline');

  // Two shirts sold at this register, by card: 44.00.
  await scan(page, 'Barcode', products.shirt.sku);
  await scan(page, 'Barcode', products.shirt.sku);
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await checkout
    .getByRole('region', { name: 'Payment' })
    .getByText('Card', { exact: true })
    .click();
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const sold = page.getByRole('region', { name: 'Sale completed' });
  const number = ((await sold.textContent()) ?? '').match(/No\. (\d+)/)?.[1] ?? '';
  expect(number).toMatch(/^\d+$/);
  await sold.getByRole('button', { name: 'New sale' }).click();

  // The network goes. The shirt comes back for the jacket, from the register's own copy.
  await page.context().setOffline(true);
  await page.getByRole('radiogroup', { name: 'Register mode' }).getByText('Exchange').click();
  await expect(page.getByText('Offline: exchanges of sales this register made')).toBeVisible();
  const receipt = page.getByRole('textbox', { name: 'Receipt number' });
  // A sale this register never saw waits for the network.
  await receipt.fill('999999');
  await receipt.press('Enter');
  await expect(page.getByRole('alert')).toContainText('This sale is not on this register');
  await receipt.fill(number);
  await receipt.press('Enter');
  const form = page.getByRole('region', { name: `Exchange for sale ${number}` });
  await form.getByRole('textbox', { name: `Units of ${products.shirt.name} to return` }).fill('1');
  await scan(page, 'Barcode', products.jacket.sku);
  const figures = form.getByTestId('exchange-figures');
  await expect(figures).toContainText('Coming back−$22.00');
  await expect(figures).toContainText('Going out$49.83');
  await expect(figures).toContainText('Customer pays$27.85');
  await form.getByRole('textbox', { name: 'Cash received' }).fill('30');
  await expect(form).toContainText('Change $2.15');
  await form.getByRole('button', { name: 'Complete exchange' }).click();

  const done = page.getByRole('region', { name: 'Exchange completed' });
  await expect(done).toContainText('saved on this register');
  const local = ((await done.textContent()) ?? '').match(/Exchange ([A-Z0-9]{2,8}-\d+)/)?.[1];
  expect(local).toBeTruthy();
  await expect(done.getByTestId('exchange-difference')).toHaveText('$27.85');
  await done.getByRole('button', { name: 'Print exchange receipt' }).click();
  const printed = page.frameLocator('#print-frame').locator('body');
  for (const words of [
    `Exchange no.${local}`,
    'CAME BACK',
    'Oxford Shirt · 1 returned',
    'WENT OUT',
    'Rain Jacket',
    'Customer pays$27.85',
    'Change$2.15',
  ]) {
    await expect(printed).toContainText(words);
  }
  await expect(status).toContainText('Offline — 1 exchange waiting to sync');
  await page.screenshot({
    path: test.info().outputPath('register-exchange-offline.png'),
    fullPage: true,
  });

  // What came back is counted on the register: one shirt is left to give back.
  await done.getByRole('button', { name: 'New exchange' }).click();
  await receipt.fill(number);
  await receipt.press('Enter');
  const shirtRow = form.getByRole('row').filter({ hasText: products.shirt.name });
  await expect(shirtRow.getByRole('cell').nth(1)).toHaveText('2'); // sold
  await expect(shirtRow.getByRole('cell').nth(2)).toHaveText('1'); // left

  // Back online: sent once, as the register printed it.
  await page.context().setOffline(false);
  await expect(status).toContainText('Online', { timeout: 60_000 });
  const { data: sales } = await apiCall<{ data: { _id: string }[] }>(
    owner,
    'GET',
    '/transactions?sort=-transactionDate',
  );
  expect(sales).toHaveLength(2);
  const newSale = await apiCall<{
    data: {
      exchangeId: string;
      totalAmount: number;
      change: number;
      offline: { localNumber: string } | null;
      needsReview: boolean;
    };
  }>(owner, 'GET', `/transactions/${sales[0]?._id}`);
  expect(newSale.data).toMatchObject({
    totalAmount: 49.85,
    change: 2.15,
    offline: { localNumber: local },
    needsReview: false,
  });
  const exchange = await apiCall<{
    data: { exchange: { net: number }; return: { total: number } };
  }>(owner, 'GET', `/exchanges/${newSale.data.exchangeId}`);
  expect(exchange.data).toMatchObject({ exchange: { net: 27.85 }, return: { total: 22 } });
  const stock = async (id: string) =>
    (await apiCall<{ data: { stock: number } }>(owner, 'GET', `/products/${id}`)).data.stock;
  expect([await stock(products.shirt._id), await stock(products.jacket._id)]).toEqual([4, 4]);
});

/**
 * A sale made offline and exchanged before the network is back: the exchange waits in the
 * outbox behind its sale, and is sent naming the server's sale and line once that sale is.
 */
test('offline: a sale made offline is exchanged offline; both are synced, the exchange after its sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, products, status } = await swapShop(page, browser, 'Swap Street Outage');
  await page.context().setOffline(true);
  await scan(page, 'Barcode', products.shirt.sku);
  await scan(page, 'Barcode', products.shirt.sku);
  await page
    .getByRole('region', { name: 'Checkout' })
    .getByRole('button', { name: 'Complete Sale' })
    .click();
  const sold = page.getByRole('region', { name: 'Sale completed' });
  await expect(sold).toContainText('Sale saved on this register');
  const receipt =
    ((await sold.textContent()) ?? '').match(/Receipt ([A-Z0-9]{2,8}-\d+)/)?.[1] ?? '';
  expect(receipt).toBeTruthy();
  await sold.getByRole('button', { name: 'New sale' }).click();

  await page.getByRole('radiogroup', { name: 'Register mode' }).getByText('Exchange').click();
  await scan(page, 'Receipt number', receipt.toLowerCase());
  const form = page.getByRole('region', { name: /^Exchange for sale/ });
  await form.getByRole('textbox', { name: `Units of ${products.shirt.name} to return` }).fill('1');
  await scan(page, 'Barcode', products.jacket.sku);
  await expect(form.getByTestId('exchange-figures')).toContainText('Customer pays$27.85');
  await form.getByRole('button', { name: 'Complete exchange' }).click();
  const done = page.getByRole('region', { name: 'Exchange completed' });
  await expect(done).toContainText('saved on this register');
  const local = ((await done.textContent()) ?? '').match(/Exchange ([A-Z0-9]{2,8}-\d+)/)?.[1];
  await expect(status).toContainText('Offline — 1 sale and 1 exchange waiting to sync');

  await page.context().setOffline(false);
  await expect(status).toContainText('Online', { timeout: 60_000 });
  type Sale = {
    _id: string;
    status: string;
    exchangeId: string | null;
    offline: { localNumber: string };
  };
  const { data: rows } = await apiCall<{ data: { _id: string }[] }>(owner, 'GET', '/transactions');
  const sales = await Promise.all(
    rows.map(
      async (r) => (await apiCall<{ data: Sale }>(owner, 'GET', `/transactions/${r._id}`)).data,
    ),
  );
  const first = sales.find((x) => x.offline.localNumber === receipt);
  const swapped = sales.find((x) => x.offline.localNumber === local);
  expect(sales).toHaveLength(2);
  expect(first?.status).toBe('Partially Refunded');
  const exchange = await apiCall<{ data: { exchange: { transactionId: string; net: number } } }>(
    owner,
    'GET',
    `/exchanges/${swapped?.exchangeId}`,
  );
  expect(exchange.data.exchange).toMatchObject({ transactionId: first?._id, net: 27.85 });
  const stock = async (id: string) =>
    (await apiCall<{ data: { stock: number } }>(owner, 'GET', `/products/${id}`)).data.stock;
  expect([await stock(products.shirt._id), await stock(products.jacket._id)]).toEqual([4, 4]);
});
