import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  apiCall,
  openRegister,
  openRegisterOffline,
  scan,
  setUpShop,
  signUp,
  unique,
} from './helpers';

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
  await expectAccessible(page, 'the cart with a weighed line');

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

/*
 * The back office takes the same thousandths: a weighed item counted at 2.375 kg, posted, and
 * its ledger row; a fraction typed for an item sold each is refused under its box.
 */
test('a stock count takes 2.375 kg of a weighed item and refuses half a mug', async ({ page }) => {
  await signUp(
    page,
    unique('Weigh Count'),
    'Wes Owner',
    `${unique('owner')}@shop.test`,
    'weigh count 2026',
  );
  const product = (name: string, sku: string, body: Record<string, unknown>) =>
    apiCall<{ data: { _id: string } }>(page, 'POST', '/products', {
      name,
      sku,
      price: 3,
      ...body,
    });
  const { data: oats } = await product('Rolled Oats', unique('OATS').toUpperCase(), {
    stock: 3.5,
    unit: 'kg',
  });
  await product('Mug Plain', unique('MUG').toUpperCase(), { stock: 4 });

  await page.goto('/stock-counts');
  await page.getByRole('button', { name: 'Add New Stock Count' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Bulk bins');
  await form.getByRole('button', { name: 'Start count' }).click();
  await expect(page.getByText('Stock count started.')).toBeVisible();

  const oatsCount = page.getByRole('textbox', { name: 'Counted Rolled Oats' });
  await oatsCount.fill('2.375');
  await oatsCount.press('Enter');
  await expect(page.getByRole('row', { name: /Rolled Oats/ })).toContainText('-1.125');
  const mugCount = page.getByRole('textbox', { name: 'Counted Mug Plain' });
  await mugCount.fill('3.5');
  await mugCount.press('Enter');
  await expect(page.getByText('This item is sold in whole units.')).toBeVisible();
  await mugCount.fill('4');
  await mugCount.press('Enter');

  await page.getByRole('button', { name: 'Post count' }).click();
  await page
    .getByRole('dialog', { name: 'Post this count?' })
    .getByRole('button', { name: 'Post count' })
    .click();
  await expect(page.getByText('Stock count posted.')).toBeVisible();
  const { data } = await apiCall<{ data: { totalStock: number } }>(
    page,
    'GET',
    `/products/${oats._id}`,
  );
  expect(data.totalStock).toBe(2.375);
  await page.goto(`/stock-history?productId=${oats._id}&type=STOCK_COUNT`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Bulk bins' })
      .getByRole('cell', { name: '-1.125', exact: true }),
  ).toBeVisible();
});

test.describe('offline', () => {
  // The app's service worker keeps the register open without the network (the others block it).
  test.use({ serviceWorkers: 'allow' });

  test('a weighed item is sold offline from the register’s own catalogue and synced at 4.87', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { owner, staff, products } = await setUpShop(browser, {
      organization: 'Offline Deli',
      owner: 'Odo Owner',
      password: 'Offline Deli 2026!',
      taxes: [],
      products: { gouda: { name: 'Gouda Wheel', price: 12.99, stock: 5, unit: 'kg' } },
      staff: { cashier: { name: 'Casey Cashier', role: 'cashier' } },
    });
    const { context, page, status } = await openRegisterOffline(browser, staff.cashier);

    await scan(page, 'Barcode', products.gouda.sku);
    const weigh = page.getByRole('dialog', { name: 'Weigh Gouda Wheel' });
    await weigh.getByRole('textbox', { name: 'Weight (kg)' }).fill('0.375');
    await weigh.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('register-total')).toHaveText('$4.87');
    await page
      .getByRole('region', { name: 'Checkout' })
      .getByRole('button', { name: 'Complete Sale' })
      .click();
    const done = page.getByRole('region', { name: 'Sale completed' });
    await expect(done).toContainText('Sale saved on this register');

    await context.setOffline(false);
    await expect(status).toContainText('Online', { timeout: 60_000 });
    const { data } = await apiCall<{
      data: { _id: string; totalAmount: number; offline: unknown }[];
    }>(owner, 'GET', '/transactions?limit=5');
    expect(data).toHaveLength(1);
    const sale = await apiCall<{
      data: { totalAmount: number; items: { unit: string; quantity: number; lineTotal: number }[] };
    }>(owner, 'GET', `/transactions/${data[0]?._id}`);
    expect(sale.data.totalAmount).toBe(4.87);
    expect(sale.data.items).toMatchObject([{ unit: 'kg', quantity: 0.375, lineTotal: 4.87 }]);
    await context.close();
  });
});
