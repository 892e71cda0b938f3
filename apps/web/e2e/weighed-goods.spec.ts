import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiCall, openRegister, scan, setUpShop } from './helpers';

/*
 * Goods sold by weight at the register (docs/guide/register.md, "Goods sold by weight"): a
 * scanned item sold by the kilogram asks for its weight; 0.375 kg at 12.99/kg is 4.87 on the
 * line, the total, the sale and its stock; counted goods still add one at a time.
 */
test('a weighed item asks for its weight, charges 4.87 for 0.375 kg at 12.99/kg, and takes it off the stock', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, staff, products } = await setUpShop(browser, {
    organization: 'Weigh Deli',
    owner: 'Wanda Owner',
    password: 'Weigh Deli 2026!',
    taxes: [],
    products: {
      gouda: { name: 'Gouda Wheel', price: 12.99, stock: 5, unit: 'kg' },
      mug: { name: 'Mug Classic', price: 19.99, stock: 10 },
    },
    staff: { cashier: { name: 'Casey Cashier', role: 'cashier' } },
  });
  await openRegister(page, staff.cashier);

  await scan(page, 'Barcode', products.gouda.sku);
  const weigh = page.getByRole('dialog', { name: 'Weigh Gouda Wheel' });
  await expect(weigh).toContainText('$12.99 per kg');
  await weigh.getByRole('textbox', { name: 'Weight (kg)' }).fill('0.375');
  await expect(weigh).toContainText('Line price $4.87');
  await expectAccessible(page, 'the weigh dialog');
  await page.screenshot({ path: test.info().outputPath('weigh-dialog.png') });
  await weigh.getByRole('button', { name: 'Add' }).click();
  await expect(weigh).toBeHidden();

  const cart = page.getByRole('listitem', { name: 'Gouda Wheel' });
  await expect(cart).toContainText('$12.99 per kg');
  await expect(cart.getByRole('textbox', { name: 'Weight of Gouda Wheel' })).toHaveValue('0.375');
  await expect(page.getByTestId('register-total')).toHaveText('$4.87');

  // A counted item is added at once, one unit; a weight typed over changes the line.
  await scan(page, 'Barcode', products.mug.sku);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('register-total')).toHaveText('$24.86');
  await cart.getByRole('textbox', { name: 'Weight of Gouda Wheel' }).fill('0.5');
  await expect(page.getByTestId('register-total')).toHaveText('$26.49');
  await cart.getByRole('textbox', { name: 'Weight of Gouda Wheel' }).fill('0.375');
  await expect(page.getByTestId('register-total')).toHaveText('$24.86');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('weighed-cart-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page
    .getByRole('region', { name: 'Checkout' })
    .getByRole('button', { name: 'Complete Sale' })
    .click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$24.86');

  const { data } = await apiCall<{ data: { stock: number } }>(
    owner,
    'GET',
    `/products/${products.gouda._id}`,
  );
  expect(data.stock).toBe(4.625);
});
