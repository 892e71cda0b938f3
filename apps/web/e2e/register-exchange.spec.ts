import { expect, test } from '@playwright/test';
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
  // Offline, the register says an exchange waits for the network (the sale is the server's).
  await page.context().setOffline(true);
  await expect(page.getByRole('alert')).toContainText('Exchanges need the network');
  await page.context().setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
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
