import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  EXAMPLE_SCALE_RULES,
  SCALE_MESSAGES,
  scaleBarcode,
  type TScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
import { expectAccessible } from './axe';
import {
  apiCall,
  openRegister,
  openRegisterOffline,
  saveGeneralSettings,
  scan,
  setUpShop,
} from './helpers';

/*
 * Scale labels at the register (docs/guide/register.md, "Scale labels"): the shop's scales print
 * EAN-13 codes "21 IIIII PPPPP C" (a price) and "22 IIIII WWWWW C" (a weight in thousandths); a
 * scanned label adds its item at what it says, a misread one is refused at the scan.
 */
const PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.price;
const WEIGHT: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.weight;

/** A deli whose scales print labels, with a cheese by the kg (item 1234) and a pie (item 777). */
async function deli(browser: Browser, organization: string) {
  const shop = await setUpShop(browser, {
    organization,
    owner: 'Sol Owner',
    password: 'Scale Deli 2026!',
    taxes: [],
    products: {},
    staff: { cashier: { name: 'Casey Cashier', role: 'cashier' } },
  });
  await saveGeneralSettings(shop.owner, { scaleBarcodes: [PRICE, WEIGHT] });
  const product = async (body: Record<string, unknown>) =>
    (await apiCall<{ data: { _id: string } }>(shop.owner, 'POST', '/products', body)).data._id;
  const gouda = await product({ name: 'Gouda', sku: '1234', price: 12.99, stock: 5, unit: 'kg' });
  const pie = await product({ name: 'Apple Pie', sku: '777', price: 6, stock: 5 });
  return { ...shop, gouda, pie };
}

const completeSale = (page: Page) =>
  page
    .getByRole('region', { name: 'Checkout' })
    .getByRole('button', { name: 'Complete Sale' })
    .click();

const saleOf = async (owner: Page) => {
  const { data } = await apiCall<{ data: { _id: string }[] }>(owner, 'GET', '/transactions');
  const sale = await apiCall<{
    data: { totalAmount: number; items: { quantity: number; lineTotal: number }[] };
  }>(owner, 'GET', `/transactions/${data[0]?._id}`);
  return sale.data;
};

test('scanned scale labels sell their weight and their price; a misread label is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, staff, gouda, pie } = await deli(browser, 'Scale Deli');
  await openRegister(page, staff.cashier);

  // 0.375 kg of Gouda at 12.99/kg: 4.87, with no question about its weight.
  const weighed = scaleBarcode(WEIGHT, '01234', 0.375);
  await scan(page, 'Barcode', weighed);
  await expect(page.getByRole('dialog')).toBeHidden();
  const cheese = page.getByRole('listitem', { name: 'Gouda' });
  await expect(cheese).toContainText(`Scale label ${weighed}`);
  await expect(cheese.getByRole('status', { name: 'Quantity of Gouda' })).toHaveText('0.375');
  await expect(page.getByTestId('register-total')).toHaveText('$4.87');

  // A pie priced 4.99 by the scale (the shelf says 6.00): one pie at 4.99.
  await scan(page, 'Barcode', scaleBarcode(PRICE, '00777', 4.99));
  const pieLine = page.getByRole('listitem', { name: 'Apple Pie' });
  await expect(pieLine).toContainText('$4.99 each');
  await expect(page.getByTestId('register-total')).toHaveText('$9.86');

  // A label read with one digit wrong adds nothing and says why.
  const misread = `${weighed.slice(0, -1)}${(Number(weighed.at(-1)) + 1) % 10}`;
  await scan(page, 'Barcode', misread);
  await expect(page.getByText(SCALE_MESSAGES.checkDigit)).toBeVisible();
  await expect(page.getByTestId('register-total')).toHaveText('$9.86');
  await expectAccessible(page, 'the cart with scale labels');
  await page.screenshot({ path: test.info().outputPath('scale-labels.png') });

  await completeSale(page);
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done.getByTestId('sale-total')).toHaveText('$9.86');
  const sale = await saleOf(owner);
  expect(sale.totalAmount).toBe(9.86);
  expect(sale.items).toMatchObject([
    { quantity: 0.375, lineTotal: 4.87 },
    { quantity: 1, lineTotal: 4.99 },
  ]);
  const stock = async (id: string) =>
    (await apiCall<{ data: { stock: number } }>(owner, 'GET', `/products/${id}`)).data.stock;
  expect([await stock(gouda), await stock(pie)]).toEqual([4.625, 4]);
});

test.describe('offline', () => {
  // The app's service worker keeps the register open without the network (the others block it).
  test.use({ serviceWorkers: 'allow' });

  test('a price label is read and sold offline, and synced at the label’s price', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { owner, staff } = await deli(browser, 'Offline Scale Deli');
    const { context, page, status } = await openRegisterOffline(browser, staff.cashier);

    // 5.00 of Gouda at 12.99/kg is 0.385 kg, and costs exactly 5.00.
    await scan(page, 'Barcode', scaleBarcode(PRICE, '01234', 5));
    await expect(
      page
        .getByRole('listitem', { name: 'Gouda' })
        .getByRole('status', { name: 'Quantity of Gouda' }),
    ).toHaveText('0.385');
    await expect(page.getByTestId('register-total')).toHaveText('$5.00');
    // Misread offline: refused by the register itself.
    await scan(page, 'Barcode', '2101234005001');
    await expect(page.getByText(SCALE_MESSAGES.checkDigit)).toBeVisible();
    await completeSale(page);
    await expect(page.getByRole('region', { name: 'Sale completed' })).toContainText(
      'Sale saved on this register',
    );

    await context.setOffline(false);
    await expect(status).toContainText('Online', { timeout: 60_000 });
    await expect.poll(async () => (await saleOf(owner)).totalAmount, { timeout: 30_000 }).toBe(5);
    expect((await saleOf(owner)).items).toMatchObject([{ quantity: 0.385, lineTotal: 5 }]);
    await context.close();
  });
});
